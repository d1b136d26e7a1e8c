import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ChallengesList } from './challenges-list';

afterEach(() => vi.unstubAllGlobals());

const item = {
  id: 3,
  title: 'Customer totals',
  description: 'Sum per customer',
  difficulty_rating: 1450,
  category: null,
  status: 'archived',
  total_attempts: 4,
  success_rate: 0.25,
  created_at: '2026-01-02T10:00:00Z',
  validated: false,
  validated_at: null,
  validation_error: 'relation "orders" does not exist',
};

describe('ChallengesList', () => {
  it("shows 'Access Denied' when the list cannot load", async () => {
    mockFetch({ 'GET /admin/challenges/list': () => ({ status: 403, body: { detail: 'Admin access required' } }) });
    renderWithProviders(<ChallengesList />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Admin access is required to view this page.')).toBeInTheDocument();
  });

  it('renders tiers, stats, the failed validation tooltip and unarchive for archived rows; the dialog shows server errors', async () => {
    mockFetch({
      'GET /admin/challenges/list': () => ({ body: { challenges: [item], page: 1, total_pages: 1, total_count: 1 } }),
      'POST /admin/challenges': () => ({ status: 400, body: { detail: 'syntax error at or near "CREAT"' } }),
    });
    renderWithProviders(<ChallengesList />);
    const row = await screen.findByTestId('challenge-row-3');
    expect(within(row).getByText('Advanced')).toBeInTheDocument();
    expect(within(row).getByText('Uncategorized')).toBeInTheDocument();
    expect(within(row).getByText('25.0% success')).toBeInTheDocument();
    expect(within(row).getByText('Failed').closest('[title]')).toHaveAttribute('title', 'relation "orders" does not exist');
    expect(within(row).getByRole('button', { name: 'Unarchive Customer totals' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /View Customer totals/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Add Challenge/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Challenge' });
    expect(within(dialog).getByLabelText('Difficulty Rating')).toHaveValue(1200);
    expect(within(dialog).getByLabelText('Difficulty Rating')).toHaveAttribute('step', '50');
    expect(within(dialog).getByLabelText(/Estimated Time/)).toHaveValue(5);
    expect(within(dialog).getByLabelText('Status')).toHaveValue('active');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    expect(await within(dialog).findByText('syntax error at or near "CREAT"')).toBeInTheDocument();
  });

  it("shows each challenge's mutation score, in the danger colour under the threshold; the validate notices add the score and the mean", async () => {
    const scored = { ...item, id: 5, title: 'Strong one', status: 'active', validated: true, validated_at: '2026-01-03T10:00:00Z', validation_error: null, mutation_score: 0.96, mutants_total: 50, mutants_surviving: 2 };
    const weak = { ...item, id: 6, title: 'Weak one', status: 'active', validation_error: 'mutation score 0.85 is under the threshold 0.90', mutation_score: 0.85, mutants_total: 20, mutants_surviving: 3 };
    const unmeasured = { ...item, id: 7, title: 'Old one', status: 'active', mutation_score: null, mutants_total: null, mutants_surviving: null };
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({
      'GET /admin/challenges/list': () => ({ body: { challenges: [scored, weak, unmeasured, item], page: 1, total_pages: 1, total_count: 4, mutation_threshold: 0.9 } }),
      'POST /admin/challenges/5/validate': () => ({
        body: { success: true, validated: true, validated_at: '2026-01-04T10:00:00Z', error: null, mutation_score: 0.98, mutants_total: 50, mutants_surviving: 1, mutation_threshold: 0.9 },
      }),
      'POST /admin/challenges/6/validate': () => ({
        body: { success: false, validated: false, validated_at: '2026-01-04T10:00:00Z', error: 'mutation score 0.85 is under the threshold 0.90: 3 surviving mutants', mutation_score: 0.85, mutants_total: 20, mutants_surviving: 3 },
      }),
      'POST /admin/challenges/validate-all': () => ({
        body: { passed: 3, failed: 1, total: 4, mutation_score: 0.9349, mutants_total: 120, mutants_surviving: 6, results: [] },
      }),
    });
    renderWithProviders(<ChallengesList />);
    const strong = within(await screen.findByTestId('challenge-row-5')).getByTestId('mutation-score');
    expect(strong).toHaveTextContent('Mutation score 0.96 (2 surviving)');
    expect(strong).toHaveClass('ok');
    expect(strong).toHaveAttribute('title', 'Mutation score 0.96 (2 surviving) of 50 mutants');
    const low = within(screen.getByTestId('challenge-row-6')).getByTestId('mutation-score');
    expect(low).toHaveTextContent('0.85 (3 surviving)');
    expect(low).toHaveClass('low');
    expect(low).toHaveAttribute('title', 'Mutation score 0.85 (3 surviving) of 20 mutants: under the threshold 0.90');
    expect(within(screen.getByTestId('challenge-row-7')).queryByTestId('mutation-score')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('challenge-row-3')).queryByTestId('mutation-score')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Validate Strong one' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent("'Strong one' passed validation. Mutation score 0.98 (1 surviving).");
    // Spec §8: a failed validation is an alert with the error, which names the score.
    await userEvent.click(screen.getByRole('button', { name: 'Validate Weak one' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Validation failed: mutation score 0.85 is under the threshold 0.90: 3 surviving mutants'));
    await userEvent.click(screen.getByRole('button', { name: /Validate All/ }));
    await waitFor(() => expect(screen.getByTestId('admin-notice')).toHaveTextContent('Validation finished: 3 passed, 1 failed (of 4). Mean mutation score 0.93.'));
    alert.mockRestore();
  });

  it('re-grades every attempt on a challenge from the row: preview with days still in play, apply, ELO recalculations and the notice', async () => {
    const bodies: unknown[] = [];
    const changed = [
      { attempt_id: 21, user_id: 10, challenge_id: 3, was_correct: true, now_correct: false },
      { attempt_id: 22, user_id: 11, challenge_id: 3, was_correct: false, now_correct: true },
    ];
    const report = { checked: 4, changed, unchanged: 2, still_open: [23], affected_users: [10, 11] };
    const fetchSpy = mockFetch({
      'GET /admin/challenges/list': () => ({
        body: { challenges: [item, { ...item, id: 4, title: 'Empty one', status: 'active', total_attempts: 0, validated: true }], page: 1, total_pages: 1, total_count: 2 },
      }),
      'POST /admin/challenges/3/regrade': (init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return body.dry_run
          ? { body: { ...report, dry_run: true, elo_recalculations: {} } }
          : {
              body: {
                ...report,
                dry_run: false,
                elo_recalculations: {
                  10: { user_id: 10, elo_before_recalculation: 1300, elo_after_recalculation: 1270, elo_change: -30 },
                  11: { user_id: 11, elo_before_recalculation: 1100, elo_after_recalculation: 1135, elo_change: 35 },
                },
              },
            };
      },
    });
    renderWithProviders(<ChallengesList />);
    const row = await screen.findByTestId('challenge-row-3');
    expect(within(screen.getByTestId('challenge-row-4')).getByRole('button', { name: 'Re-grade attempts on Empty one' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Re-grade attempts on Customer totals' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-grade Attempts' });
    expect(dialog).toHaveTextContent('Every attempt on Customer totals (#3, 4 attempts)');
    expect(dialog).toHaveTextContent('It has not passed validation in its current form');

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Reference solution summed refunds twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview (dry run)' }));
    const preview = await within(dialog).findByTestId('regrade-preview');
    expect(bodies).toEqual([{ reason: 'Reference solution summed refunds twice', dry_run: true }]);
    expect(within(preview).getByTestId('regrade-counts')).toHaveTextContent('Checked4Changed2Unchanged2Still Open1');
    const rows = within(within(preview).getByTestId('regrade-changes')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['#21User 10 (ID 10)Correct → Incorrect', '#22User 11 (ID 11)Incorrect → Correct']);
    expect(within(preview).getByTestId('regrade-still-open')).toHaveTextContent('still playing that day: #23.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply re-grade' }));
    const result = await within(dialog).findByTestId('regrade-result');
    expect(bodies[1]).toEqual({ reason: 'Reference solution summed refunds twice' });
    expect(result).toHaveTextContent('Re-grade applied: 2 verdicts changed.');
    const recalcs = within(result).getByTestId('elo-recalculations');
    expect(recalcs).toHaveTextContent('User 10 (ID 10): ELO 1300 → 1270 (-30)');
    expect(recalcs).toHaveTextContent('User 11 (ID 11): ELO 1100 → 1135 (+35)');
    expect(screen.getByTestId('admin-notice')).toHaveTextContent("'Customer totals' re-graded: 2 of 4 verdicts changed.");
    // The list (challenge stats) is read again after the re-grade.
    await waitFor(() => expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/admin/challenges/list')).length).toBeGreaterThan(1));
  });

  it("shows the server's 409 detail in the dialog when the challenge is not validated", async () => {
    mockFetch({
      'GET /admin/challenges/list': () => ({ body: { challenges: [item], page: 1, total_pages: 1, total_count: 1 } }),
      'POST /admin/challenges/3/regrade': () => ({ status: 409, body: { detail: 'Challenge 3 has not passed validation in its current form' } }),
    });
    renderWithProviders(<ChallengesList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-grade attempts on Customer totals' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-grade Attempts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview (dry run)' }));
    expect(within(dialog).getByTestId('regrade-error')).toHaveTextContent('A reason is required.');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fixed expected output');
    expect(within(dialog).queryByTestId('regrade-error')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview (dry run)' }));
    expect(await within(dialog).findByTestId('regrade-error')).toHaveTextContent('Challenge 3 has not passed validation in its current form');
    expect(within(dialog).getByRole('button', { name: 'Apply re-grade' })).toBeDisabled();
  });
});
