import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { defaultTemplate } from '../utils/generator';
import { runGeneration } from './generate-bulk';

afterEach(() => vi.unstubAllGlobals());

const challenge = { title: 'T', description: 'D', difficulty_rating: 900, estimated_time_minutes: 5, category: 'SELECT', tags: [], schema_setup: 's', correct_solution: 'q', expected_output: '[]' };

describe('runGeneration', () => {
  it('waits for the plain array when the batch is small', async () => {
    const spy = mockFetch({ 'POST /admin/challenges/generate-bulk': (_init, url) => ({ body: url.includes('async') ? { job_id: 'x' } : [challenge, challenge] }) });
    const progress = vi.fn();
    const result = await runGeneration([{ ...defaultTemplate(), count: 2 }], progress);
    expect(result).toHaveLength(2);
    expect(String(spy.mock.calls[0][0])).not.toContain('async');
    expect(JSON.parse(String(spy.mock.calls[0][1]?.body))).toEqual({ templates: [{ ...defaultTemplate(), count: 2 }] });
    expect(progress).not.toHaveBeenCalled();
  });

  it('runs a large batch as a job and reports its progress until it completes', async () => {
    let polls = 0;
    const spy = mockFetch({
      'POST /admin/challenges/generate-bulk': () => ({ body: { job_id: 'generate-abc' } }),
      'GET /admin/challenges/generate-bulk/generate-abc': () => {
        polls++;
        return polls < 2
          ? { body: { state: 'active', progress: { done: 5, total: 12 } } }
          : { body: { state: 'completed', progress: { done: 12, total: 12 }, challenges: Array(12).fill(challenge) } };
      },
    });
    const progress = vi.fn();
    const result = await runGeneration([{ ...defaultTemplate(), count: 7 }, { ...defaultTemplate(), count: 5 }], progress);
    expect(String(spy.mock.calls[0][0])).toContain('/admin/challenges/generate-bulk?async=true');
    expect(result).toHaveLength(12);
    expect(progress.mock.calls.map(([p]) => p)).toEqual([{ done: 0, total: 12 }, { done: 5, total: 12 }, { done: 12, total: 12 }]);
  });
});
