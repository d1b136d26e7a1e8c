import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';

export function Component() {
  return (
    <section className="page">
      <header className="page-header">
        <h1>Leaderboard</h1>
        <p className="muted">Global rankings by ELO, and this week&apos;s most active solvers.</p>
      </header>
      <LeaderboardView />
    </section>
  );
}
