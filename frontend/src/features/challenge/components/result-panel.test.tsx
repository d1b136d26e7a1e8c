import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { type SubmitResult } from '../api/submit-challenge';
import { ResultPanel } from './result-panel';

const base: SubmitResult = {
  is_correct: true,
  attempt_number: 1,
  max_attempts: 3,
  remaining_attempts: 2,
  points_earned: 180,
  execution_time_seconds: 95,
  elo_change: 14,
  elo_pending: false,
  elo_status: 'ELO increased for a first-try solve',
  error_message: null,
  show_solution: false,
  correct_solution: null,
  attempt_id: 1,
  hints_used: 0,
  points_factor: 1,
  explanation: null,
  error_position: null,
};

const renderPanel = (overrides: Partial<SubmitResult>, onRetry = vi.fn()) =>
  renderWithProviders(<ResultPanel result={{ ...base, ...overrides }} solution="SELECT 1" onRetry={onRetry} />);

describe('ResultPanel', () => {
  it('celebrates a first-try success with its stats', () => {
    renderPanel({});
    expect(screen.getByRole('heading', { name: 'Perfect! First Try!' })).toBeInTheDocument();
    expect(screen.getByText('Points Earned')).toBeInTheDocument();
    expect(screen.getByTestId('result-points')).toHaveTextContent('180');
    expect(screen.getByText('Time Taken')).toBeInTheDocument();
    expect(screen.getByText('1m 35s')).toBeInTheDocument();
    expect(screen.getByTestId('result-elo')).toHaveTextContent('+14');
    expect(screen.getByTestId('result-attempts')).toHaveTextContent('1/3');
    expect(screen.getByText('ELO increased for a first-try solve')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Solution' }).nextElementSibling).toHaveTextContent('SELECT 1');
    expect(screen.queryByTestId('retry-button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'View History' })).toHaveAttribute('href', '/history');
  });

  it('says Correct Solution! after the first attempt', () => {
    renderPanel({ attempt_number: 2, elo_change: -6 });
    expect(screen.getByRole('heading', { name: 'Correct Solution!' })).toBeInTheDocument();
    expect(screen.getByTestId('result-elo')).toHaveTextContent('-6');
  });

  it('shows an incorrect result with the pending ELO marker and the retry offer', async () => {
    const onRetry = vi.fn();
    renderPanel(
      { is_correct: false, points_earned: 0, elo_change: 0, elo_pending: true, remaining_attempts: 2, error_message: 'expected 3 columns, got 2' },
      onRetry,
    );
    expect(screen.getByRole('heading', { name: 'Incorrect Solution' })).toBeInTheDocument();
    expect(screen.getByText("Your solution didn't match the expected result")).toBeInTheDocument();
    expect(screen.getByTestId('attempts-remaining')).toHaveTextContent('2 attempts remaining');
    expect(screen.getByTestId('result-error')).toHaveTextContent('expected 3 columns, got 2');
    expect(screen.getByTestId('result-elo')).toHaveTextContent('±0*');
    expect(screen.getByText('*Pending')).toBeInTheDocument();
    expect(screen.getByText(/50% of full points/)).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try Again (2 attempts left)' });
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers 25% on the last attempt', () => {
    renderPanel({ is_correct: false, attempt_number: 2, remaining_attempts: 1 });
    expect(screen.getByRole('button', { name: 'Try Again (1 attempt left)' })).toBeInTheDocument();
    expect(screen.getByText(/worth 25% of full points/)).toBeInTheDocument();
  });

  it('ends the day with Try again tomorrow! and reveals the solution when allowed', () => {
    renderPanel({
      is_correct: false, attempt_number: 3, remaining_attempts: 0, elo_change: -18,
      show_solution: true, correct_solution: 'SELECT name FROM customers',
    });
    expect(screen.getByText('Try again tomorrow!')).toBeInTheDocument();
    expect(screen.queryByTestId('retry-button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct Solution' })).toBeInTheDocument();
    expect(screen.getByTestId('correct-solution')).toHaveTextContent('SELECT name FROM customers');
    expect(screen.getByTestId('result-attempts')).toHaveTextContent('3/3');
  });

  it('offers the share card once the day is resolved (solved, or the last attempt failed), not while attempts remain', () => {
    const { unmount } = renderWithProviders(<ResultPanel result={base} challengeId={5} solution="SELECT 1" />);
    expect(screen.getByTestId('share-button')).toBeInTheDocument();
    unmount();
    const retry = renderWithProviders(<ResultPanel result={{ ...base, is_correct: false, remaining_attempts: 1 }} challengeId={5} solution="SELECT 1" />);
    expect(screen.queryByTestId('share-button')).not.toBeInTheDocument();
    retry.unmount();
    renderWithProviders(<ResultPanel result={{ ...base, is_correct: false, remaining_attempts: 0 }} challengeId={5} solution="SELECT 1" />);
    expect(screen.getByTestId('share-button')).toBeInTheDocument();
  });

  it('a rejected attempt can be reported once: the report names the attempt and the learner\'s reason', async () => {
    let sent: unknown;
    mockFetch({
      'POST /challenges/5/verdict-report': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { id: 1, created_at: '2026-01-01T00:00:00Z', category: 'verdict', message: 'x', email: null, status: 'new', admin_notes: null, user_id: 1, verdict: null } };
      },
    });
    renderWithProviders(<ResultPanel result={{ ...base, is_correct: false, remaining_attempts: 1, attempt_id: 42, error_message: 'not on a hidden dataset' }} challengeId={5} solution="SELECT 1" />);
    await userEvent.click(screen.getByTestId('report-verdict'));
    await userEvent.type(screen.getByLabelText(/Why do you think/), 'The text allows any letter case.');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByTestId('verdict-reported')).toHaveTextContent('an admin will review this verdict');
    expect(sent).toEqual({ attempt_id: 42, message: 'The text allows any letter case.' });
  });

  it('a correct attempt offers no report', () => {
    renderWithProviders(<ResultPanel result={base} challengeId={5} solution="SELECT 1" />);
    expect(screen.queryByTestId('report-verdict')).not.toBeInTheDocument();
  });
});

afterEach(() => vi.unstubAllGlobals());
