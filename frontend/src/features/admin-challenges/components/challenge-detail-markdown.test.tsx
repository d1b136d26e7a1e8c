import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ChallengeDetail } from './challenge-detail';

// Issue 13 fix: admin screens render challenge descriptions as Markdown, like the learner page.
afterEach(() => vi.unstubAllGlobals());

const challenge = {
  id: 9,
  title: 'Orders of at least 50',
  description: 'Return every order of at least 50.',
  difficulty_rating: 1000,
  category: 'SELECT',
  status: 'active',
  total_attempts: 0,
  success_rate: 0,
  created_at: '2026-01-02T10:00:00Z',
  validated: false,
  validated_at: '2026-01-03T10:00:00Z',
  validation_error: 'mutation score 0.80 is under the threshold 0.90',
  schema_setup: null,
  sample_data_description: null,
  expected_output: null,
  // No solution: the read-only Monaco editor is not loaded in jsdom.
  correct_solution: null,
  average_completion_time: 0,
  updated_at: null,
  created_by: 1,
  hidden_datasets: ['INSERT INTO orders (customer_id, amount) VALUES (2, 50);'],
  mutation_score: 0.8,
  mutants_total: 10,
  mutants_surviving: 2,
  mutants_killed: 8,
  mutants_dropped: 1,
  mutation_threshold: 0.9,
  surviving_mutants: [
    { kind: 'comparison', description: '`amount >= 50` → `amount > 50`', sql: 'SELECT id FROM orders WHERE amount > 50' },
    { kind: 'conjunct-dropped', description: 'dropped `status = \'paid\'`', sql: 'SELECT id FROM orders WHERE amount >= 50' },
  ],
};

describe('ChallengeDetail description', () => {
  it('renders the light Markdown (bold, code, lists), never the raw marks', async () => {
    mockFetch({
      'GET /admin/challenges/9': () => ({ body: { ...challenge, description: 'Finance wants the **total** per customer.\n\nReturn:\n- `customer`\n- `total`\n\nEstimated: 1 minute.', estimated_time_minutes: 1 } }),
      'POST /admin/attempts/search': () => ({ body: { attempts: [], total_count: 0 } }),
    });
    const { container } = renderWithProviders(<ChallengeDetail challengeId="9" />);
    const strong = await screen.findByText('total', { selector: 'strong' });
    const description = strong.closest('.challenge-description')!;
    expect(description.querySelectorAll('li')).toHaveLength(2);
    expect(description.querySelectorAll('code')).toHaveLength(2);
    expect(description.innerHTML).not.toContain('**');
    expect(container).toHaveTextContent('1 minute');
    expect(container).not.toHaveTextContent('1 minutes');
  });
});
