import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';
import { renderWithProviders } from '@/testing/render';
import { AttemptsView } from './attempts-view';

const attempt = (id: number, userId: number, correct: boolean) => ({
  id,
  user_id: userId,
  username: `user${userId}`,
  user_email: `user${userId}@example.com`,
  challenge_id: 9,
  challenge_title: 'Customer totals',
  attempt_number: 1,
  is_correct: correct,
  points_earned: correct ? 150 : 0,
  elo_change: correct ? 20 : -10,
  elo_before: 1200,
  elo_after: correct ? 1220 : 1190,
  execution_time_seconds: 75,
  submitted_at: '2026-03-10T09:01:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('AttemptsView', () => {
  it('filters from the challenge_id parameter, selects the page and bulk-deletes with the spec texts', async () => {
    const bodies: unknown[] = [];
    const fetchSpy = mockFetch({
      'POST /admin/attempts/search': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: { attempts: [attempt(1, 10, true), attempt(2, 11, false)], total_count: 2 } };
      },
      'POST /admin/attempts/bulk-delete': () => ({
        body: { deleted: 2, affected_users: [10, 11], elo_recalculations: { 10: { user_id: 10, elo_before_recalculation: 1220, elo_after_recalculation: 1200, elo_change: -20 } } },
      }),
      'GET /users/me': () => ({ body: testUser({ is_admin: true }) }),
    });
    renderWithProviders(<AttemptsView />, { route: '/admin/attempts?challenge_id=9' });

    expect(await screen.findByText('Showing 1 to 2 of 2 attempts')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ challenge_id: 9, limit: 20, offset: 0 });
    expect(screen.getAllByText('ID 9 · Attempt #1')).toHaveLength(2);
    expect(screen.getAllByText('1:15', { selector: 'td' })).toHaveLength(2);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all attempts on this page' }));
    await userEvent.click(screen.getByRole('button', { name: /Delete Selected \(2\)/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete 2 challenge attempt(s)? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const banner = await screen.findByTestId('attempts-recalculated');
    expect(banner).toHaveTextContent('user10 (ID 10): ELO 1220 → 1200 (-20)');
    const bulk = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/admin/attempts/bulk-delete'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual([1, 2]);

  });

  it('re-grades one attempt: the reason is required, the dry run previews, applying posts without dry_run and shows the ELO recalculation', async () => {
    const regradeBodies: unknown[] = [];
    const change = { attempt_id: 2, user_id: 11, challenge_id: 9, was_correct: false, now_correct: true };
    const fetchSpy = mockFetch({
      'POST /admin/attempts/search': () => ({ body: { attempts: [attempt(1, 10, true), attempt(2, 11, false)], total_count: 2 } }),
      'POST /admin/attempts/2/regrade': (init) => {
        const body = JSON.parse(String(init?.body));
        regradeBodies.push(body);
        return body.dry_run
          ? { body: { dry_run: true, checked: 1, changed: [change], unchanged: 0, still_open: [], elo_recalculations: {}, affected_users: [11] } }
          : {
              body: {
                dry_run: false,
                checked: 1,
                changed: [change],
                unchanged: 0,
                still_open: [],
                elo_recalculations: { 11: { user_id: 11, elo_before_recalculation: 1190, elo_after_recalculation: 1230, elo_change: 40 } },
                affected_users: [11],
              },
            };
      },
      'GET /users/me': () => ({ body: testUser({ is_admin: true }) }),
      'GET /admin/challenges/list': () => ({ body: { challenges: [], page: 1, total_pages: 0, total_count: 0 } }),
    });
    renderWithProviders(<AttemptsView />, { route: '/admin/attempts' });

    await userEvent.click(await screen.findByRole('button', { name: 'Re-grade attempt 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-grade Attempt' });
    expect(dialog).toHaveTextContent('Attempt #2 by user11 on Customer totals, now Incorrect.');
    expect(within(dialog).getByRole('button', { name: 'Apply re-grade' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview (dry run)' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required.');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview (dry run)' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required.');
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/regrade'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fixed the ORDER BY in the reference solution  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview (dry run)' }));
    const preview = await within(dialog).findByTestId('regrade-preview');
    expect(regradeBodies[0]).toEqual({ reason: 'Fixed the ORDER BY in the reference solution', dry_run: true });
    expect(within(preview).getByTestId('regrade-counts')).toHaveTextContent('Checked1Changed1Unchanged0Still Open0');
    const previewRow = within(within(preview).getByTestId('regrade-changes')).getAllByRole('row')[1];
    expect(previewRow).toHaveTextContent('#2user11 (ID 11)Incorrect → Correct');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply re-grade' }));
    const result = await within(dialog).findByTestId('regrade-result');
    expect(regradeBodies[1]).toEqual({ reason: 'Fixed the ORDER BY in the reference solution' });
    expect(result).toHaveTextContent('Re-grade applied: 1 verdict changed.');
    expect(within(result).getByTestId('elo-recalculations')).toHaveTextContent('user11 (ID 11): ELO 1190 → 1230 (+40)');
    expect(within(dialog).queryByRole('button', { name: 'Apply re-grade' })).not.toBeInTheDocument();

    // The cached row shows the new verdict at once; closing leaves the result in the page banner.
    expect(within(screen.getByTestId('attempt-row-2')).getByText('Correct')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Close', { selector: 'footer button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const banner = screen.getByTestId('attempts-recalculated');
    expect(banner).toHaveTextContent('Re-graded attempt 2: Incorrect → Correct. ELO recalculated:');
    expect(banner).toHaveTextContent('user11 (ID 11): ELO 1190 → 1230 (+40)');
  });

  it("shows the server's detail when a re-grade is refused (409) and changes nothing", async () => {
    mockFetch({
      'POST /admin/attempts/search': () => ({ body: { attempts: [attempt(1, 10, true)], total_count: 1 } }),
      'POST /admin/attempts/1/regrade': () => ({ status: 409, body: { detail: 'attempt 1 is on a day the learner is still playing' } }),
    });
    renderWithProviders(<AttemptsView />, { route: '/admin/attempts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Re-grade attempt 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-grade Attempt' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Expected output fixed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview (dry run)' }));
    expect(await within(dialog).findByTestId('regrade-error')).toHaveTextContent('attempt 1 is on a day the learner is still playing');
    expect(within(dialog).queryByTestId('regrade-preview')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply re-grade' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Preview (dry run)' })).toBeEnabled();
  });

  it('maps the result filter and resets to page 1; shows the empty state and errors in a red banner', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    mockFetch({
      'POST /admin/attempts/search': (init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return body.is_correct === false ? { status: 500, body: { detail: 'database unavailable' } } : { body: { attempts: [], total_count: 0 } };
      },
    });
    renderWithProviders(<AttemptsView />, { route: '/admin/attempts' });
    expect(await screen.findByText('No attempts found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.selectOptions(screen.getByLabelText('Result'), 'Incorrect');
    expect(await screen.findByTestId('attempts-error')).toHaveTextContent('database unavailable');
    expect(bodies.at(-1)).toEqual({ is_correct: false, limit: 20, offset: 0 });
  });
});
