import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { LeagueBadge } from './league-badge';
import { LeagueView } from './league-view';

afterEach(() => vi.unstubAllGlobals());

const member = (rank: number, me = false) => ({ rank, user_id: 100 + rank, username: `learner${rank}`, weekly_points: 200 - rank * 10, is_current_user: me });
const base = { week: '2026-W48', week_start: '2026-11-23', week_ends_at: '2026-11-30T00:00:00Z' };

describe('LeagueView', () => {
  it('shows the tier, the cohort with the current learner highlighted and both cut-off lines', async () => {
    mockFetch({
      'GET /leagues/current': () => ({
        body: { ...base, tier: 'silver', placed: true, cohort: Array.from({ length: 12 }, (_, i) => member(i + 1, i === 6)), promotion_cutoff: 5, demotion_cutoff: 8, message: null },
      }),
    });
    renderWithProviders(<LeagueView />);
    expect(await screen.findByTestId('league-tier')).toHaveTextContent('Silver League');
    const table = screen.getByTestId('league-cohort');
    const rows = within(table).getAllByRole('row').slice(1);
    const texts = rows.map((r) => r.textContent ?? '');
    // 12 learners and two cut-off rows: after rank 5 and before rank 8.
    expect(rows).toHaveLength(14);
    expect(texts[5]).toMatch(/Promotion zone above: the top 5 move up to Gold/);
    expect(texts[8]).toMatch(/Demotion zone below: these move down to Bronze/);
    const mine = rows.find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(mine).toHaveClass('is-current-user');
    expect(mine).toHaveTextContent('learner7');
    expect(mine).toHaveTextContent('You');
  });

  it('has no promotion line in Diamond and explains an unplaced week', async () => {
    mockFetch({
      'GET /leagues/current': () => ({
        body: { ...base, tier: 'diamond', placed: false, cohort: [], promotion_cutoff: null, demotion_cutoff: null, message: 'You join a Diamond cohort when you finish your first daily challenge this week.' },
      }),
    });
    renderWithProviders(
      <>
        <LeagueView />
        <LeagueBadge to="/league" />
      </>,
    );
    expect(await screen.findByTestId('league-unplaced')).toHaveTextContent('You join a Diamond cohort');
    expect(screen.queryByTestId('promotion-cutoff')).toBeNull();
    expect(await screen.findByTestId('sidebar-league-tier')).toHaveTextContent('Diamond league');
  });
});
