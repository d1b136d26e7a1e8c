import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { AdminChallenge } from '../api/types';
import { ChallengeFormDialog } from './challenge-form-dialog';
import { ChallengesList } from './challenges-list';

afterEach(() => vi.unstubAllGlobals());

const coverage = {
  concepts: [
    { slug: 'filtering', name: 'Filtering', description: 'WHERE clauses.', rating_band: [800, 1000], challenges: 5, active_validated: 4 },
    { slug: 'anti-join', name: 'Anti joins', description: 'Rows with no match.', rating_band: [1000, 1500], challenges: 2, active_validated: 1 },
    { slug: 'having', name: 'HAVING', description: 'Filtering groups.', rating_band: [1100, 1400], challenges: 0, active_validated: 0 },
    { slug: 'cte', name: 'Common table expressions', description: 'WITH.', rating_band: [1300, 1700], challenges: 1, active_validated: 1 },
  ],
  active_validated_total: 6,
  active_validated_untagged: 1,
};

const row = (id: number, title: string, concepts: string[]) => ({
  id,
  title,
  description: 'Text',
  difficulty_rating: 1000,
  difficulty_category: 'beginner',
  estimated_time_minutes: 5,
  category: 'SELECT',
  status: 'active',
  source_type: 'manual',
  tags: [],
  concepts,
  total_attempts: 0,
  success_rate: 0,
  created_at: '2026-01-02T10:00:00Z',
  validated: true,
  validated_at: '2026-01-03T10:00:00Z',
  validation_error: null,
  mutation_score: null,
  mutants_total: null,
  mutants_surviving: null,
  calibrated_rating: null, rating_deviation: null, rating_provisional: true, rating_drift_flag: false, first_attempts: 0,
});

describe('admin challenges: concepts (issue 14)', () => {
  it('the list shows concept chips and a filter with the active validated count beside each concept; choosing one asks the server', async () => {
    const urls: string[] = [];
    mockFetch({
      'GET /admin/challenges/concepts': () => ({ body: coverage }),
      'GET /admin/challenges/list': (_init, url) => {
        urls.push(url);
        const concept = new URL(url, 'http://x').searchParams.get('concept');
        const all = [row(2, 'No orders', ['anti-join', 'filtering']), row(1, 'Cheap items', ['filtering'])];
        const challenges = concept ? all.filter((c) => c.concepts.includes(concept)) : all;
        return { body: { challenges, page: 1, total_pages: 1, total_count: challenges.length, mutation_threshold: 0.9 } };
      },
    });
    renderWithProviders(<ChallengesList />);
    const first = await screen.findByTestId('challenge-row-2');
    const filter = screen.getByLabelText('Concept');
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Anti joins (1)' })).toBeInTheDocument());
    expect(within(filter).getByRole('option', { name: 'Filtering (4)' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'HAVING (0)' })).toBeInTheDocument();
    expect(screen.getByTestId('concept-coverage')).toHaveTextContent('1 of 6 without a concept');
    expect(within(within(first).getByTestId('concept-chips')).getByText('Anti joins')).toBeInTheDocument();
    expect(within(first).getByText('Filtering')).toBeInTheDocument();

    await userEvent.selectOptions(filter, 'anti-join');
    await waitFor(() => expect(screen.queryByTestId('challenge-row-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('challenge-row-2')).toBeInTheDocument();
    expect(urls.at(-1)).toContain('concept=anti-join');
    expect(urls.at(-1)).toContain('page=1');

    await userEvent.selectOptions(filter, 'having');
    expect(await screen.findByText('No challenges with this concept')).toBeInTheDocument();
    await userEvent.selectOptions(filter, '');
    expect(await screen.findByTestId('challenge-row-1')).toBeInTheDocument();
    expect(urls.at(-1)).not.toContain('concept=');
  });

  it('the form picks at most three concepts, in the order ticked, and sends them; editing shows the stored ones', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    mockFetch({
      'GET /admin/challenges/concepts': () => ({ body: coverage }),
      'POST /admin/challenges': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { ...row(9, 'New', []), concepts: bodies.at(-1)?.concepts } };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ChallengeFormDialog open onClose={onClose} />);
    const picker = screen.getByTestId('concept-picker');
    await userEvent.click(await within(picker).findByRole('checkbox', { name: 'Anti joins' }));
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Filtering' }));
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'HAVING' }));
    expect(within(picker).getByRole('checkbox', { name: 'Common table expressions' })).toBeDisabled();
    expect(within(picker).getByText('Selected: Anti joins, Filtering, HAVING')).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Filtering' }));
    expect(within(picker).getByRole('checkbox', { name: 'Common table expressions' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ concepts: ['anti-join', 'having'] });
  });

  it('editing shows the stored concepts ticked and sends them back with the record', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const existing = { ...row(4, 'Orders', ['cte', 'filtering']), schema_setup: 'CREATE TABLE t (id int);', correct_solution: 'SELECT 1', sample_data_description: null, expected_output: null, average_completion_time: 0, updated_at: '2026-01-03T10:00:00Z', created_by: 1, order_matters: null, hidden_datasets: [], hints: [], explanation: null, mutants_killed: null, mutants_dropped: null, surviving_mutants: [], mutation_threshold: 0.9, accepts: [], rejects: [], invariants: [], checks: [], marked_equivalent: [], mutants_marked_equivalent: 0 } as AdminChallenge;
    mockFetch({
      'GET /admin/challenges/concepts': () => ({ body: coverage }),
      'PUT /admin/challenges/4': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: existing };
      },
    });
    renderWithProviders(<ChallengeFormDialog open challenge={existing} onClose={() => {}} />);
    const picker = screen.getByTestId('concept-picker');
    expect(await within(picker).findByRole('checkbox', { name: 'Common table expressions' })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Filtering' })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'HAVING' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Update Challenge' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ id: 4, concepts: ['cte', 'filtering'] });
  });
});
