import { LeagueView } from '@/features/league/components/league-view';

export function Component() {
  return (
    <section className="page">
      <header className="page-header">
        <h1>League</h1>
        <p className="muted">This week&apos;s cohort: the top move up a tier at the week&apos;s end, the bottom move down.</p>
      </header>
      <LeagueView />
    </section>
  );
}
