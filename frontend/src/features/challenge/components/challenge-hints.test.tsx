import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ChallengeHints } from './challenge-hints';

afterEach(() => vi.unstubAllGlobals());

const HINTS = ['Group the orders by customer.', 'SUM(amount) gives each total.', 'Order by total, then name.'];

function server() {
  let used = 0;
  const status = () => ({
    total: 3,
    revealed: HINTS.slice(0, used).map((hint, i) => ({ index: i + 1, hint })),
    remaining: 3 - used,
    points_factor: Math.round((1 - 0.2 * used) * 100) / 100,
    next_points_factor: used < 3 ? Math.round((0.8 - 0.2 * used) * 100) / 100 : null,
    cost_per_hint: 0.2,
    can_reveal: used < 3,
  });
  return mockFetch({
    'GET /challenges/7/hints': () => ({ body: status() }),
    'POST /challenges/7/hints': () => {
      used += 1;
      const s = status();
      return { body: { hint: HINTS[used - 1], index: used, remaining: s.remaining, points_factor: s.points_factor, next_points_factor: s.next_points_factor, cost_per_hint: 0.2 } };
    },
  });
}

describe('ChallengeHints', () => {
  it('reveals hints one by one and shows the lower points a correct answer can earn', async () => {
    const fetch = server();
    renderWithProviders(<ChallengeHints challengeId={7} rating={1200} refreshKey={0} />);
    expect(await screen.findByTestId('hints-max-points')).toHaveTextContent('180');

    await userEvent.click(screen.getByRole('button', { name: 'Reveal hint 1 of 3 (−20 % points)' }));
    expect(await screen.findByText(HINTS[0]!)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('hints-max-points')).toHaveTextContent('144'));
    expect(screen.getByTestId('hints-points')).toHaveTextContent('80 %');

    await userEvent.click(screen.getByRole('button', { name: 'Reveal hint 2 of 3 (−20 % points)' }));
    expect(await screen.findByText(HINTS[1]!)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('hints-max-points')).toHaveTextContent('108'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
  });

  it('shows the server refusal and renders nothing for a challenge without hints', async () => {
    mockFetch({
      'GET /challenges/7/hints': () => ({ body: { total: 2, revealed: [], remaining: 2, points_factor: 1, next_points_factor: 0.8, cost_per_hint: 0.2, can_reveal: true } }),
      'POST /challenges/7/hints': () => ({ status: 409, body: { detail: 'This challenge is already over: its explanation is in your history.' } }),
      'GET /challenges/8/hints': () => ({ body: { total: 0, revealed: [], remaining: 0, points_factor: 1, next_points_factor: null, cost_per_hint: 0.2, can_reveal: false } }),
    });
    const { unmount } = renderWithProviders(<ChallengeHints challengeId={7} rating={1200} refreshKey={0} />);
    await userEvent.click(await screen.findByTestId('reveal-hint'));
    expect(await screen.findByRole('alert')).toHaveTextContent('already over');
    unmount();
    renderWithProviders(<ChallengeHints challengeId={8} rating={1200} refreshKey={0} />);
    await waitFor(() => expect(screen.queryByTestId('hints-panel')).not.toBeInTheDocument());
  });
});
