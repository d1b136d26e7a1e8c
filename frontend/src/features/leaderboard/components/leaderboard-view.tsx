import { type KeyboardEvent, useRef, useState } from 'react';
import { AlertTriangle, Award, Crown, Globe, Medal, Trophy, CalendarRange } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { eloBand, formatSeconds } from '@/utils/format';
import { type LeaderboardEntry, type LeaderboardType, useLeaderboard } from '../api/get-leaderboard';

const TABS: { id: LeaderboardType; label: string; icon: typeof Globe }[] = [
  { id: 'global', label: 'Global Rankings', icon: Globe },
  { id: 'weekly', label: 'This Week', icon: CalendarRange },
];

/** The server's period token, readable: 'all_time' → 'All time', '2026-W47' → 'Week 47, 2026'. */
export function periodLabel(period: string): string {
  const week = /^(\d{4})-W(\d{1,2})$/.exec(period);
  if (week) return `Week ${Number(week[2])}, ${week[1]}`;
  const words = period.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function RankCell({ rank }: { rank: number }) {
  if (rank === 1) return <span className="rank rank-1" title="1st place"><Crown size={20} aria-hidden /><span className="visually-hidden">1</span></span>;
  if (rank === 2) return <span className="rank rank-2" title="2nd place"><Medal size={20} aria-hidden /><span className="visually-hidden">2</span></span>;
  if (rank === 3) return <span className="rank rank-3" title="3rd place"><Award size={20} aria-hidden /><span className="visually-hidden">3</span></span>;
  return <span className="rank">#{rank}</span>;
}

function UserCell({ entry }: { entry: LeaderboardEntry }) {
  const fullName = [entry.first_name, entry.last_name].filter(Boolean).join(' ');
  return (
    <div>
      <span className="strong">{entry.username}</span>
      {entry.is_current_user && <span className="badge badge-you">You</span>}
      {fullName && <div className="muted small">{fullName}</div>}
    </div>
  );
}

function Board({ type }: { type: LeaderboardType }) {
  const query = useLeaderboard(type);
  if (query.isPending) return <div className="page-center"><Spinner size="lg" label="Loading leaderboard" /></div>;
  if (query.isError) {
    return (
      <div className="card narrow center status-view" role="alert" data-testid="leaderboard-error">
        <AlertTriangle size={40} aria-hidden className="text-danger" />
        <h2>Unable to Load Leaderboard</h2>
        <p className="muted">{errorText(query.error, 'Failed to load leaderboard')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>Try Again</button>
      </div>
    );
  }
  const { leaderboard, current_user_rank, total_users, period } = query.data;
  return (
    <>
      {current_user_rank != null && (
        <div className="rank-banner" data-testid="your-rank">
          <Trophy size={20} aria-hidden />
          Your Current Rank: #{current_user_rank} out of {total_users} users
        </div>
      )}
      {period && <p className="muted period-label" data-testid="period-label">Period: {periodLabel(period)}</p>}
      {leaderboard.length === 0 ? (
        <div className="card narrow center empty-state">
          <Trophy size={40} aria-hidden className="muted" />
          <h2>No rankings yet</h2>
          <p className="muted">Solve a challenge to get on the board.</p>
        </div>
      ) : (
        <div className="card table-card-wrap">
          <div className="table-scroll">
            <table className="data-table" data-testid={`leaderboard-${type}`}>
              <caption className="visually-hidden">{type === 'global' ? 'Global Rankings' : 'This Week'}</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">User</th>
                  <th scope="col">ELO Rating</th>
                  {type === 'global' ? (
                    <>
                      <th scope="col">Points</th>
                      <th scope="col">Completed</th>
                      <th scope="col">Streak</th>
                      <th scope="col">Avg Time</th>
                    </>
                  ) : (
                    <>
                      <th scope="col">Weekly Points</th>
                      <th scope="col">Weekly Completed</th>
                      <th scope="col">Current Streak</th>
                    </>
                  )}
                </tr>
              </thead>
              <tbody>
                {leaderboard.map((e) => (
                  <tr key={e.user_id} className={cn(e.is_current_user && 'is-current-user')}>
                    <td><RankCell rank={e.rank} /></td>
                    <td><UserCell entry={e} /></td>
                    <td><span className={`elo-chip elo-band-${eloBand(e.current_elo_rating)}`}>{e.current_elo_rating}</span></td>
                    {type === 'global' ? (
                      <>
                        <td>{(e.total_points_earned ?? 0).toLocaleString('en-US')}</td>
                        <td>{e.total_challenges_completed ?? 0}</td>
                        <td>{e.current_streak ?? 0} <span className="muted small">(best {e.best_streak ?? 0})</span></td>
                        <td>{e.average_completion_time ? formatSeconds(e.average_completion_time) : 'N/A'}</td>
                      </>
                    ) : (
                      <>
                        <td>{(e.weekly_points ?? 0).toLocaleString('en-US')}</td>
                        <td>{e.weekly_completed ?? 0}</td>
                        <td>{e.current_streak ?? 0}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted small table-footer">Showing top {leaderboard.length} of {total_users} active users</p>
        </div>
      )}
    </>
  );
}

export function LeaderboardView() {
  const [tab, setTab] = useState<LeaderboardType>('global');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + 1) % TABS.length].id;
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Leaderboards" className="tabs" onKeyDown={onKeyDown}>
        {TABS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            ref={(el) => { refs.current[id] = el; }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={cn('tab', tab === id && 'active')}
            onClick={() => setTab(id)}
          >
            <Icon size={16} aria-hidden /> {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Board key={tab} type={tab} />
      </div>
    </>
  );
}
