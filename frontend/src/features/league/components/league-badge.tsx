import { Shield } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCurrentLeague } from '../api/get-league';
import { tierName } from './tiers';

/** The sidebar's small tier badge; a link to the league screen. Nothing while loading or on an error. */
export function LeagueBadge({ to }: { to: string }) {
  const { data } = useCurrentLeague();
  if (!data) return null;
  return (
    <Link to={to} className={`league-badge tier-${data.tier}`} data-testid="sidebar-league-tier" title={`${tierName(data.tier)} league`}>
      <Shield size={12} aria-hidden />
      <span>{tierName(data.tier)} league</span>
    </Link>
  );
}
