import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { challenge } from '../testing/challenge-detail-fixture';
import { ChallengeDetail } from './challenge-detail';

afterEach(() => vi.unstubAllGlobals());

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

  it('an admin marks a surviving mutant equivalent with a reason; marked ones are listed apart', async () => {
    let sent: unknown;
    mockFetch({
      'GET /admin/challenges/9': () => ({ body: { ...challenge, marked_equivalent: [{ sql: 'SELECT 2', reason: 'status has a CHECK that makes it always true', marked_by: 1, marked_at: null }], mutants_marked_equivalent: 1 } }),
      'POST /admin/attempts/search': () => ({ body: { attempts: [], total_count: 0 } }),
      'POST /admin/challenges/9/equivalent-mutants': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { success: true, validated: true, validated_at: null, error: null, mutation_score: 1, mutants_total: 9, mutants_surviving: 0, mutation_threshold: 0.9 } };
      },
    });
    renderWithProviders(<ChallengeDetail challengeId="9" />);
    const card = await screen.findByTestId('detail-mutation');
    expect(within(card).getByTestId('mutation-stats')).toHaveTextContent('Marked equivalent1');
    expect(within(card).getByTestId('marked-equivalent')).toHaveTextContent('status has a CHECK that makes it always true');
    const first = within(card).getAllByTestId('surviving-mutant')[0]!;
    fireEvent.click(within(first).getByTestId('mark-equivalent-open'));
    const submit = within(first).getByTestId('mark-equivalent-submit');
    expect(submit).toBeDisabled();
    fireEvent.change(within(first).getByTestId('mark-equivalent-reason'), { target: { value: 'amounts are whole numbers here' } });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual({ sql: 'SELECT id FROM orders WHERE amount > 50', reason: 'amounts are whole numbers here' }));
  });
});
