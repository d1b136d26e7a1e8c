import { Fragment } from 'react';
import { AlertTriangle, ArrowDown, ArrowUp, Shield } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { type CurrentLeague, useCurrentLeague } from '../api/get-league';
import { tierName, tierStep } from './tiers';

/** '2026-W48' → 'Week 48, 2026'. */
const weekLabel = (week: string) => {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  return m ? `Week ${Number(m[2])}, ${m[1]}` : week;
};

function CutoffRow({ kind, league }: { kind: 'promotion' | 'demotion'; league: CurrentLeague }) {
  const up = kind === 'promotion';
  const target = tierStep(league.tier, up ? 1 : -1);
  return (
    <tr className={cn('cutoff-row', `cutoff-${kind}`)} data-testid={`${kind}-cutoff`}>
      <td colSpan={3}>
        {up ? <ArrowUp size={14} aria-hidden /> : <ArrowDown size={14} aria-hidden />}
        {up ? ` Promotion zone above: the top ${league.promotion_cutoff} move up to ${target ? tierName(target) : ''}` : ` Demotion zone below: these move down to ${target ? tierName(target) : ''}`}
      </td>
    </tr>
  );
}

export function LeagueView() {
  const query = useCurrentLeague();
  if (query.isPending) return <div className="page-center"><Spinner size="lg" label="Loading league" /></div>;
  if (query.isError) {
    return (
      <div className="card narrow center status-view" role="alert">
        <AlertTriangle size={40} aria-hidden className="text-danger" />
        <h2>Unable to Load League</h2>
        <p className="muted">{errorText(query.error, 'Failed to load your league')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>Try Again</button>
      </div>
    );
  }
  const league = query.data;
  const ends = new Date(league.week_ends_at);
  return (
    <>
      <div className={cn('league-header card', `tier-${league.tier}`)}>
        <Shield size={36} aria-hidden />
        <div>
          <h2 data-testid="league-tier">{tierName(league.tier)} League</h2>
          <p className="muted small" data-testid="league-week">
            {weekLabel(league.week)} · ends {ends.toLocaleString(undefined, { weekday: 'long', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
          </p>
        </div>
      </div>
      {!league.placed ? (
        <div className="card narrow center empty-state" data-testid="league-unplaced">
          <Shield size={40} aria-hidden className="muted" />
          <h2>Not in a cohort yet</h2>
          <p className="muted">{league.message}</p>
        </div>
      ) : (
        <div className="card table-card-wrap">
          <div className="table-scroll">
            <table className="data-table league-table" data-testid="league-cohort">
              <caption className="visually-hidden">Your cohort this week</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Learner</th>
                  <th scope="col">Weekly Points</th>
                </tr>
              </thead>
              <tbody>
                {league.cohort.map((m) => (
                  <Fragment key={m.user_id}>
                    {league.demotion_cutoff !== null && m.rank === league.demotion_cutoff && <CutoffRow kind="demotion" league={league} />}
                    <tr
                      className={cn(
                        m.is_current_user && 'is-current-user',
                        league.promotion_cutoff !== null && m.rank <= league.promotion_cutoff && 'zone-promotion',
                        league.demotion_cutoff !== null && m.rank >= league.demotion_cutoff && 'zone-demotion',
                      )}
                      aria-current={m.is_current_user ? 'true' : undefined}
                    >
                      <td>#{m.rank}</td>
                      <td>
                        <span className="strong">{m.username ?? `Learner ${m.user_id}`}</span>
                        {m.is_current_user && <span className="badge badge-you">You</span>}
                      </td>
                      <td>{m.weekly_points.toLocaleString('en-US')}</td>
                    </tr>
                    {league.promotion_cutoff !== null && m.rank === league.promotion_cutoff && m.rank < league.cohort.length && <CutoffRow kind="promotion" league={league} />}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted small table-footer">
            {league.cohort.length} of up to 30 learners with a similar rating. Ranked by weekly points, like the weekly leaderboard; the week ends Monday 00:00 UTC.
          </p>
        </div>
      )}
    </>
  );
}
