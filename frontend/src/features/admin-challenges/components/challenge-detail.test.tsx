import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ChallengeDetail } from './challenge-detail';

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

const render = (body: Record<string, unknown>) => {
  mockFetch({
    'GET /admin/challenges/9': () => ({ body }),
    'POST /admin/attempts/search': () => ({ body: { attempts: [], total_count: 0 } }),
  });
  renderWithProviders(<ChallengeDetail challengeId="9" />);
};

describe('ChallengeDetail: mutation analysis and hidden datasets', () => {
  it('shows score, totals, the threshold warning and each surviving mutant’s SQL in a code block', async () => {
    render(challenge);
    const card = await screen.findByTestId('detail-mutation');
    const stats = within(card).getByTestId('mutation-stats');
    expect(stats).toHaveTextContent('Score0.80');
    expect(stats).toHaveTextContent('Mutants10');
    expect(stats).toHaveTextContent('Killed8');
    expect(stats).toHaveTextContent('Surviving2');
    expect(stats).toHaveTextContent('Dropped1');
    expect(stats).toHaveTextContent('Threshold0.90');
    expect(within(stats).getByText('0.80')).toHaveClass('text-danger');
    expect(within(card).getByTestId('mutation-below-threshold')).toHaveTextContent('Under the threshold 0.90');
    const mutants = within(card).getAllByTestId('surviving-mutant');
    expect(mutants).toHaveLength(2);
    expect(mutants[0]).toHaveTextContent('Comparison');
    expect(mutants[0]).toHaveTextContent('`amount >= 50` → `amount > 50`');
    expect(within(mutants[0]!).getByText('SELECT id FROM orders WHERE amount > 50').closest('pre')).toHaveClass('code-block');
    expect(mutants[1]).toHaveTextContent('Conjunct dropped');

    const hidden = screen.getByTestId('detail-hidden-datasets');
    expect(hidden).toHaveTextContent("Author's Hidden Datasets (1)");
    expect(within(hidden).getByText('INSERT INTO orders (customer_id, amount) VALUES (2, 50);').closest('pre')).toHaveClass('code-block');
  });

  it('a score at or over the threshold has no warning; every mutant killed says so', async () => {
    render({ ...challenge, mutation_score: 1, mutants_killed: 10, mutants_surviving: 0, mutants_dropped: 0, surviving_mutants: [], hidden_datasets: [] });
    const card = await screen.findByTestId('detail-mutation');
    expect(within(card).getByText('1.00')).toHaveClass('text-success');
    expect(within(card).queryByTestId('mutation-below-threshold')).not.toBeInTheDocument();
    expect(within(card).queryByText('Dropped')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Every mutant is rejected by at least one dataset.');
    expect(screen.getByTestId('detail-hidden-datasets')).toHaveTextContent('None: only the generated hidden datasets are used.');
  });

  it('before any measurement (or from an older server) it invites a validation', async () => {
    const { mutation_score: _s, mutants_total: _t, mutants_surviving: _v, mutants_killed: _k, mutants_dropped: _d, surviving_mutants: _m, mutation_threshold: _h, hidden_datasets: _x, ...old } = challenge;
    render(old);
    const card = await screen.findByTestId('detail-mutation');
    expect(within(card).getByTestId('mutation-none')).toHaveTextContent('No mutation score yet: validate the challenge');
    expect(screen.getByTestId('detail-hidden-datasets')).toHaveTextContent("Author's Hidden Datasets (0)");
  });
});

describe('ChallengeDetail: concepts (issue 14)', () => {
  it('lists the challenge’s concepts, or None', async () => {
    render({ ...challenge, concepts: ['cte', 'filtering'] });
    expect(await screen.findByTestId('detail-concepts')).toHaveTextContent('cte, filtering');
  });

  it('says None when the challenge has no concepts', async () => {
    render(challenge);
    expect(await screen.findByTestId('detail-concepts')).toHaveTextContent('None');
  });
});
