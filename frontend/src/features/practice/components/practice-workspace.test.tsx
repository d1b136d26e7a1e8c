import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { PracticeChallenge } from '../api/practice';
import { PracticeWorkspace } from './practice-workspace';

vi.mock('@/lib/monaco/sql-editor', () => import('@/testing/sql-editor-double'));
// The page lazy-loads the editor: load (the double) before rendering, so no test races the module's first import.
beforeAll(async () => {
  await import('@/lib/monaco/sql-editor');
});

afterEach(() => vi.unstubAllGlobals());

const challenge: PracticeChallenge = {
  id: 3, title: 'Customer totals', description: 'Sum per customer.', difficulty_category: 'intermediate', difficulty_rating: 1200,
  estimated_time_minutes: 5, category: 'AGGREGATION', schema_setup: 'CREATE TABLE orders (id serial PRIMARY KEY, amount int);',
  sample_data_description: null, order_matters: false, date: '2026-03-10', outcome: 'failed', hints: ['Group by customer.', 'Use SUM.'],
  explanation: '## Approach\nGroup and sum.', correct_solution: 'SELECT 1', last_submission: null, expected_preview: null, runs: 0, open_run: null,
};

describe('PracticeWorkspace', () => {
  it('starts an unrated run, shows free hints and the explanation, and grades answers', async () => {
    let submits = 0;
    mockFetch({
      'POST /practice/3/start': () => ({ body: { runs: 1, open_run: { run: 1, started_at: '2026-03-11T09:00:00Z' } } }),
      'POST /practice/3/submit': () => {
        submits += 1;
        const correct = submits === 2;
        return {
          body: {
            is_correct: correct, run: 1, execution_time_seconds: 42, error_message: correct ? null : 'expected 3 rows, got 2', points_earned: 0, rated: false,
            correct_solution: correct ? 'SELECT 1' : null, explanation: null, runs: 1, open_run: correct ? null : { run: 1, started_at: '2026-03-11T09:00:00Z' },
          },
        };
      },
    });
    renderWithProviders(<PracticeWorkspace challenge={challenge} />);
    expect(screen.getByText(/no ELO, points, streak or leaderboard change, and no attempt limit/)).toBeInTheDocument();
    // The workspace's problem tabs: hints are free, the explanation is there to read.
    await userEvent.click(screen.getByRole('tab', { name: /Hints/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reveal hint 1 of 2' }));
    expect(screen.getByText('Group by customer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Explanation/ }));
    expect(screen.getByRole('heading', { name: 'Approach' })).toBeInTheDocument();

    expect(screen.getByTestId('practice-submit')).toBeDisabled();
    await userEvent.click(screen.getByTestId('start-practice'));
    const editor = await screen.findByLabelText('SQL editor');
    await waitFor(() => expect(editor).not.toHaveAttribute('readonly'));
    await userEvent.type(editor, 'SELECT 2');
    await userEvent.click(screen.getByTestId('practice-submit'));
    expect(await screen.findByText('Not yet (practice)')).toBeInTheDocument();
    expect(screen.getByText('expected 3 rows, got 2')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('practice-submit'));
    expect(await screen.findByText('Correct! (practice)')).toBeInTheDocument();
    expect(screen.getByText(/unrated: no points, ELO or streak change/)).toBeInTheDocument();
    expect(screen.getByTestId('start-practice')).toHaveTextContent('Practise again');
  });
});
