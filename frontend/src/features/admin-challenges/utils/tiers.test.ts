import { describe, expect, it } from 'vitest';
import { ratingTier, statusColour, tierClass, validationState } from './tiers';
import { emptyChallengeForm, toChallengePayload } from './challenge-form';
import { pageStats } from './page-stats';

describe('admin difficulty tiers', () => {
  it.each([
    [800, 'Beginner'],
    [1199, 'Beginner'],
    [1200, 'Intermediate'],
    [1399, 'Intermediate'],
    [1400, 'Advanced'],
    [1599, 'Advanced'],
    [1600, 'Expert'],
    [2000, 'Expert'],
  ])('%i is %s', (rating, tier) => {
    expect(ratingTier(rating)).toBe(tier);
  });

  it('colours Beginner green, Advanced purple, Expert red (badge classes)', () => {
    expect(tierClass(1000)).toBe('difficulty-beginner');
    expect(tierClass(1250)).toBe('difficulty-intermediate');
    expect(tierClass(1500)).toBe('difficulty-advanced');
    expect(tierClass(1650)).toBe('difficulty-expert');
  });

  it("shows 'active' green and anything else grey", () => {
    expect(statusColour('active')).toBe('green');
    expect(statusColour('draft')).toBe('grey');
    expect(statusColour('archived')).toBe('grey');
  });

  it('reads the validation state', () => {
    expect(validationState({ validated: true, validated_at: '2026-01-01T00:00:00Z', validation_error: null })).toEqual({ kind: 'validated', at: '2026-01-01T00:00:00Z' });
    expect(validationState({ validated: false, validated_at: null, validation_error: 'boom' })).toEqual({ kind: 'failed', error: 'boom' });
    expect(validationState({ validated: false, validated_at: null, validation_error: null })).toEqual({ kind: 'none' });
  });
});

describe('challenge form', () => {
  it('defaults to rating 1200, 5 minutes, no category, status active', () => {
    const p = toChallengePayload(emptyChallengeForm());
    expect(p).toMatchObject({ difficulty_rating: 1200, estimated_time_minutes: 5, category: '', status: 'active' });
  });

  it('sends numbers as numbers and keeps tags and source on edit', () => {
    const p = toChallengePayload({ ...emptyChallengeForm(), difficulty_rating: '1450', estimated_time_minutes: '12' }, { tags: ['joins'], source_type: 'generated' });
    expect(p).toMatchObject({ difficulty_rating: 1450, estimated_time_minutes: 12, tags: ['joins'], source_type: 'generated' });
  });

  it('sends the author queries without blank ones, a reject\'s case only when given', () => {
    const p = toChallengePayload({
      ...emptyChallengeForm(),
      accepts: ['SELECT 1', '  '],
      rejects: [{ sql: 'SELECT 2', why: 'off by one', case: ' ' }, { sql: '', why: 'x', case: '' }, { sql: 'SELECT 3', why: 'year dropped', case: 'the same month in another year' }],
    });
    expect(p.accepts).toEqual(['SELECT 1']);
    expect(p.rejects).toEqual([{ sql: 'SELECT 2', why: 'off by one' }, { sql: 'SELECT 3', why: 'year dropped', case: 'the same month in another year' }]);
  });
});

describe('list stat cards', () => {
  it('sums attempts and averages the success rate over the page, one decimal', () => {
    expect(pageStats([{ total_attempts: 3, success_rate: 1 / 3 }, { total_attempts: 0, success_rate: 0 }])).toEqual({ attempts: 3, averageRate: '16.7%' });
    expect(pageStats([])).toEqual({ attempts: 0, averageRate: '0.0%' });
  });
});
