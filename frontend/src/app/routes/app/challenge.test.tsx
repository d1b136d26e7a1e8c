import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';
import { Component as ChallengePage } from './challenge';

// Monaco does not run in jsdom: a textarea stands in, with the same paste-blocking contract (src/testing).
vi.mock('@/lib/monaco/sql-editor', () => import('@/testing/sql-editor-double'));
// The page lazy-loads the editor: load (the double) before rendering, so no test races the module's first import.
beforeAll(async () => {
  await import('@/lib/monaco/sql-editor');
});

const challenge = {
  id: 7, title: 'Top customers', description: 'Find the customers.', difficulty_category: 'beginner', difficulty_rating: 1000,
  estimated_time_minutes: 5, category: 'SELECT', order_matters: true,
  schema_setup: "CREATE TABLE customers (id SERIAL PRIMARY KEY, name TEXT NOT NULL); INSERT INTO customers (name) VALUES ('Ann');",
  sample_data_description: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('challenge page', () => {
  it('locks the editor until Start, tests, submits and shows the result', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch({
      'GET /challenges/daily': () => ({ body: challenge }),
      'POST /challenges/start/7': () => ({ body: { previous_cumulative_time: 30 } }),
      'POST /challenges/7/test': () => ({ body: { success: true, message: 'Query executed successfully', error: null, columns: ['name'], rows: [['Ann']], row_count: 1 } }),
      'POST /challenges/7/submit': () => ({
        body: { is_correct: false, attempt_number: 1, max_attempts: 3, remaining_attempts: 2, points_earned: 0, execution_time_seconds: 40,
          elo_change: 0, elo_pending: true, elo_status: 'ELO pending', error_message: 'expected 1 columns, got 2', show_solution: false, correct_solution: null },
      }),
      'GET /users/me': () => ({ body: testUser() }),
    });
    renderWithProviders(<ChallengePage />);

    expect(await screen.findByTestId('challenge-title')).toHaveTextContent('Top customers');
    expect(screen.getByText(/Row order matters/)).toBeInTheDocument();
    expect(screen.getByTestId('table-customers')).toBeInTheDocument();
    expect(await screen.findByLabelText('SQL editor')).toHaveAttribute('readonly');
    expect(screen.getByTestId('submit-solution')).toBeDisabled();

    await user.click(screen.getByTestId('start-challenge'));
    expect(await screen.findByText('Time Remaining')).toBeInTheDocument();
    expect(screen.getByTestId('timer-value')).toHaveTextContent('4:30');
    const editor = screen.getByLabelText('SQL editor');
    expect(editor).not.toHaveAttribute('readonly');

    await user.click(editor);
    await user.paste('SELECT * FROM customers');
    expect(screen.getByText('Paste is disabled. Please type your solution.')).toBeInTheDocument();
    expect(editor).toHaveValue('');

    await user.type(editor, '  SELECT name, id FROM customers ');
    await user.click(screen.getByTestId('test-query'));
    expect(await screen.findByTestId('test-result-grid')).toHaveTextContent('Ann');
    const testCall = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/challenges/7/test'));
    expect(JSON.parse(String(testCall?.[1]?.body))).toEqual({ sql_query: 'SELECT name, id FROM customers' });

    await user.click(screen.getByTestId('submit-solution'));
    expect(await screen.findByRole('heading', { name: 'Incorrect Solution' })).toBeInTheDocument();
    expect(screen.getByText('±0*')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again (2 attempts left)' })).toBeInTheDocument();
    // The clock stays in view after a submit, stopped (issue 13).
    expect(screen.getByText('Time Remaining')).toBeInTheDocument();
    expect(screen.getByTestId('timer-note')).toHaveTextContent('Stopped at your submit');
  });

  it('shows the completed view when today is already done', async () => {
    mockFetch({ 'GET /challenges/daily': () => ({ status: 400, body: { detail: "You have already completed today's challenge" } }) });
    renderWithProviders(<ChallengePage />);
    expect(await screen.findByRole('heading', { name: 'Great Job!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View History/ })).toHaveAttribute('href', '/history');
  });

  it('shows Error Loading Challenge with Try Again for other errors', async () => {
    mockFetch({ 'GET /challenges/daily': () => ({ status: 500, body: {} }) });
    renderWithProviders(<ChallengePage />);
    expect(await screen.findByRole('heading', { name: 'Error Loading Challenge' })).toBeInTheDocument();
    expect(screen.getByText("Failed to load today's challenge")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled());
  });

  it('a finished day shows the verdict, the last query beside the reference, the explanation and where to go next (issue 33)', async () => {
    localStorage.setItem('authToken', 't');
    const day = {
      id: 7, title: 'Top customers', description: 'Find them.', difficulty_category: 'beginner', difficulty_rating: 1000, estimated_time_minutes: 5,
      category: 'SELECT', schema_setup: 'CREATE TABLE t (id int);', sample_data_description: null, order_matters: false, date: '2026-03-10',
      outcome: 'failed', hints: [], explanation: '## Approach\nGroup **per customer**.', correct_solution: 'SELECT name FROM customers',
      last_submission: { sql: 'SELECT id FROM customers', correct: false, attempt_number: 3, submitted_at: '2026-03-10T10:00:00Z' },
      expected_preview: null, runs: 0, open_run: null,
    };
    mockFetch({
      'GET /challenges/daily': () => ({ status: 409, body: { detail: "You have already completed today's challenge. Come back tomorrow!" } }),
      'GET /users/me': () => ({ body: testUser({ today_challenge: { date: '2026-03-10', challenge_id: 7, status: 'failed' } }) }),
      'GET /practice/7': () => ({ body: day }),
    });
    renderWithProviders(<ChallengePage />);
    expect(await screen.findByRole('heading', { name: 'Not solved today' })).toBeInTheDocument();
    expect(screen.getByTestId('your-last-query')).toHaveTextContent('SELECT id FROM customers');
    expect(screen.getByTestId('reference-solution')).toHaveTextContent('SELECT name FROM customers');
    expect(screen.getByRole('heading', { name: 'Approach' })).toBeInTheDocument();
    expect(screen.getByText('per customer').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /Practise this challenge/ })).toHaveAttribute('href', '/practice/7');
    expect(screen.getByRole('link', { name: /View History/ })).toHaveAttribute('href', '/history');
  });

  it('says the catalogue is being prepared instead of "come back tomorrow" while it is validated (issue 33)', async () => {
    mockFetch({
      'GET /challenges/daily': () => ({ status: 503, body: { detail: 'The catalogue is being prepared, ready in about 40 s.' } }),
      'GET /users/me': () => ({ body: testUser() }),
    });
    renderWithProviders(<ChallengePage />);
    expect(await screen.findByTestId('catalogue-preparing')).toHaveTextContent('The catalogue is being prepared, ready in about 40 s.');
  });
});
