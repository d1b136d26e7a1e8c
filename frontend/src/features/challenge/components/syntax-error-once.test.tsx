import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { type SubmitResult } from '../api/submit-challenge';
import { type TestResult } from '../api/test-query';
import { ResultPanel } from './result-panel';
import { TestResultPanel } from '@/components/query-results/test-result-panel';

// Issue 13 fix: a syntax error is shown once, not twice (the test answer carries it as message and error).
const SYNTAX = 'syntax error at or near "FORM"';

describe('a syntax error is shown once', () => {
  it('in the Syntax Validation panel after Test Query', () => {
    const result = { success: false, message: SYNTAX, error: SYNTAX, columns: [], rows: [], row_count: 0 } as unknown as TestResult;
    renderWithProviders(<TestResultPanel result={result} error={null} />);
    const panel = screen.getByTestId('test-result');
    expect(panel.textContent?.split(SYNTAX).length).toBe(2);
    expect(screen.getByText('Query failed')).toBeInTheDocument();
  });

  it('keeps a distinct headline when the server sends one', () => {
    const result = { success: false, message: "The challenge's data could not be loaded.", error: 'relation "x" does not exist', columns: [], rows: [], row_count: 0 } as unknown as TestResult;
    renderWithProviders(<TestResultPanel result={result} error={null} />);
    expect(screen.getByText("The challenge's data could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText('relation "x" does not exist')).toBeInTheDocument();
  });

  it('in the submit result', () => {
    const result = {
      is_correct: false, attempt_number: 1, max_attempts: 3, remaining_attempts: 2, points_earned: 0, execution_time_seconds: 30,
      elo_change: 0, elo_pending: true, elo_status: null, error_message: SYNTAX, show_solution: false, correct_solution: null, attempt_id: 1,
    } as unknown as SubmitResult;
    renderWithProviders(<ResultPanel result={result} solution="SELECT * FORM t" />);
    expect(screen.getByTestId('result-panel').textContent?.split(SYNTAX).length).toBe(2);
  });
});
