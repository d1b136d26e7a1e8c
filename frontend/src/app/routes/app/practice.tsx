import { PracticeList } from '@/features/practice/components/practice-list';

export function Component() {
  return (
    <section className="page">
      <header className="page-header">
        <h1>Practice</h1>
        <p className="muted">Replay your past challenges as often as you like. Practice is unrated: no ELO, points, streak or leaderboard change.</p>
      </header>
      <PracticeList />
    </section>
  );
}
