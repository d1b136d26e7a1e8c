import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';
import { Component as ChallengePage } from '@/app/routes/app/challenge';
import { draftKey } from '../hooks/use-draft';

// Monaco does not run in jsdom: a textarea stands in; the error marker it is given shows as attributes (src/testing).
vi.mock('@/lib/monaco/sql-editor', () => import('@/testing/sql-editor-double'));
// The page lazy-loads the editor: load (the double) before rendering, so no test races the module's first import.
beforeAll(async () => {
  await import('@/lib/monaco/sql-editor');
});

const challenge = {
  id: 7, title: 'Top customers', description: 'Find the customers.', difficulty_category: 'beginner', difficulty_rating: 1000,
  estimated_time_minutes: 5, category: 'SELECT', order_matters: true, allowance_seconds: 300, attempts_used: 0, attempt_in_progress: false,
  previous_cumulative_time: 0, time_remaining_seconds: 300, started_at: null,
  schema_setup: "CREATE TABLE customers (id SERIAL PRIMARY KEY, name TEXT NOT NULL); INSERT INTO customers (name) VALUES ('Ann');",
  sample_data_description: null,
  expected_preview: { columns: ['name'], rows: [['Ann']], row_count: 1, order_matters: true },
};
const me = testUser();
const testAnswer = { success: true, message: 'Query ran: 1 row in 2 ms.', error: null, columns: ['name'], rows: [['Ann']], row_count: 1, execution_time_ms: 2,
  sample_diff: { matches: true, reason: null, missing_rows: [], extra_rows: [], differing_cells: [], missing_row_count: 0, extra_row_count: 0 }, error_position: null };
const submitAnswer = { is_correct: false, attempt_number: 1, max_attempts: 3, remaining_attempts: 2, points_earned: 0, execution_time_seconds: 40,
  elo_change: 0, elo_pending: true, elo_status: 'ELO pending', error_message: 'Expected 1 row, got 2.', show_solution: false, correct_solution: null,
  attempt_id: 3, error_position: null, hints_used: 0, points_factor: 1, explanation: null };

afterEach(() => vi.unstubAllGlobals());

const routes = (daily: object, extra: Record<string, () => { status?: number; body?: unknown }> = {}) => ({
  'GET /challenges/daily': () => ({ body: daily }),
  'GET /users/me': () => ({ body: me }),
  'GET /challenges/7/hints': () => ({ body: { total: 0, revealed: [], remaining: 0, points_factor: 1, next_points_factor: null, cost_per_hint: 0.2, can_reveal: false } }),
  'POST /challenges/start/7': () => ({ body: { previous_cumulative_time: 0, attempt_number: 1, allowance_seconds: 300 } }),
  ...extra,
});

describe('challenge workspace: draft, clock, shortcuts, expected output', () => {
  it('restores the draft saved for this user and challenge, and keeps saving while typing', async () => {
    localStorage.setItem('authToken', 'token-of-user-1');
    localStorage.setItem(draftKey(1, 7), 'SELECT name FROM customers');
    localStorage.setItem(draftKey(2, 7), 'someone else');
    mockFetch(routes(challenge));
    const user = userEvent.setup();
    renderWithProviders(<ChallengePage />);
    await waitFor(() => expect(screen.getByLabelText('SQL editor')).toHaveValue('SELECT name FROM customers'));
    expect(screen.getByText('The timer starts now and runs across all your attempts.')).toBeInTheDocument();
    await user.click(screen.getByTestId('start-challenge'));
    await waitFor(() => expect(screen.getByLabelText('SQL editor')).not.toHaveAttribute('readonly'));
    const editor = screen.getByLabelText('SQL editor');
    expect(editor).toHaveValue('SELECT name FROM customers');
    await user.type(editor, ' WHERE id = 1');
    expect(localStorage.getItem(draftKey(1, 7))).toBe('SELECT name FROM customers WHERE id = 1');
    expect(localStorage.getItem(draftKey(2, 7))).toBe('someone else');
  });

  it('after a reload mid-attempt says how much time is left on the server clock instead of "the timer starts now"', async () => {
    mockFetch(routes({ ...challenge, attempt_in_progress: true, previous_cumulative_time: 100, time_remaining_seconds: 200, started_at: '2026-01-01T09:00:00Z' }));
    renderWithProviders(<ChallengePage />);
    const note = await screen.findByTestId('clock-note');
    expect(note).toHaveTextContent("Your attempt is still running: 3:20 left on the server's clock.");
    expect(screen.queryByText('The timer starts now and runs across all your attempts.')).not.toBeInTheDocument();
    expect(screen.getByTestId('start-challenge')).toHaveTextContent('Resume Challenge');
    expect(await screen.findByTestId('timer-value')).toHaveTextContent(/3:(20|19)/);
    expect(screen.getByTestId('timer-note')).toHaveTextContent("Running on the server's clock");
  });

  it('between attempts after a reload shows the clock paused with what is left', async () => {
    mockFetch(routes({ ...challenge, attempts_used: 1, previous_cumulative_time: 65, time_remaining_seconds: 235 }));
    renderWithProviders(<ChallengePage />);
    expect(await screen.findByTestId('clock-note')).toHaveTextContent('3:55 left on the clock. It runs again when you start attempt 2.');
    expect(screen.getByTestId('timer-value')).toHaveTextContent('3:55');
    expect(screen.getByTestId('timer-note')).toHaveTextContent('Paused until you start');
  });

  it('Ctrl+Enter runs Test Query, Ctrl+Shift+Enter submits (shown in a hint); the timer stays after the submit', async () => {
    const spy = mockFetch(routes(challenge, {
      'POST /challenges/7/test': () => ({ body: testAnswer }),
      'POST /challenges/7/submit': () => ({ body: submitAnswer }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<ChallengePage />);
    expect(await screen.findByTestId('shortcut-hint')).toHaveTextContent('Enter runs Test Query');
    const editor = await screen.findByLabelText('SQL editor');
    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true }); // not started: nothing runs
    await user.click(screen.getByTestId('start-challenge'));
    await waitFor(() => expect(screen.getByLabelText('SQL editor')).not.toHaveAttribute('readonly'));
    const input = screen.getByLabelText('SQL editor');
    await user.type(input, 'SELECT name FROM customers');

    const calls = (path: string) => spy.mock.calls.filter(([url]) => String(url).endsWith(path)).length;
    expect(fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true })).toBe(false); // default prevented: no new line
    expect(await screen.findByTestId('sample-diff')).toHaveTextContent('Matches the sample — the hidden datasets may still differ');
    expect(calls('/challenges/7/test')).toBe(1);
    expect(calls('/challenges/7/submit')).toBe(0);

    fireEvent.keyDown(input, { key: 'Enter', metaKey: true, shiftKey: true });
    expect(await screen.findByRole('heading', { name: 'Incorrect Solution' })).toBeInTheDocument();
    expect(calls('/challenges/7/submit')).toBe(1);
    expect(calls('/challenges/7/test')).toBe(1);
    expect(screen.getByText('Time Remaining')).toBeInTheDocument();
    expect(screen.getByTestId('timer-note')).toHaveTextContent('Stopped at your submit');
  });

  it('marks the error where PostgreSQL placed it, in the editor text as typed (leading lines kept)', async () => {
    mockFetch(routes(challenge, {
      'POST /challenges/7/test': () => ({ body: { ...testAnswer, success: false, message: 'Unknown table', error: 'Unknown table: relation "custmers" does not exist.', columns: [], rows: [], row_count: 0, sample_diff: null, error_position: { line: 1, column: 15 } } }),
    }));
    const user = userEvent.setup();
    renderWithProviders(<ChallengePage />);
    await user.click(await screen.findByTestId('start-challenge'));
    await waitFor(() => expect(screen.getByLabelText('SQL editor')).not.toHaveAttribute('readonly'));
    const editor = screen.getByLabelText('SQL editor');
    await user.type(editor, '{enter}  SELECT * FROM custmers');
    await user.click(screen.getByTestId('test-query'));
    await waitFor(() => expect(editor).toHaveAttribute('data-marker', '2:17 Unknown table: relation "custmers" does not exist.'));
  });

  it('shows the expected output of the sample data under the tables', async () => {
    mockFetch(routes(challenge));
    renderWithProviders(<ChallengePage />);
    const panel = await screen.findByTestId('expected-output');
    expect(panel).toHaveTextContent('Expected output (sample data)');
    expect(screen.getByTestId('expected-output-grid')).toHaveTextContent('Ann');
    expect(screen.getByTestId('schema-diagram')).toBeInTheDocument();
  });
});
