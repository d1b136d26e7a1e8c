import { Users } from 'lucide-react';
import { BETA_SPOTS } from '@/config/constants';
import { useUserCount } from '../api/get-user-count';

/** Claimed beta spots; hidden when the count cannot be loaded (spec §8). */
export function SpotsCounter() {
  const count = useUserCount();
  if (!count.data || typeof count.data.total_users !== 'number') return null;
  const claimed = Math.min(count.data.total_users, BETA_SPOTS);
  const remaining = BETA_SPOTS - count.data.total_users;
  return (
    <div className="spots-counter" data-testid="spots-counter">
      <div className="spots-text">
        <Users size={18} aria-hidden />
        <span>
          <strong>{claimed}</strong> of {BETA_SPOTS} beta spots claimed
        </span>
      </div>
      <div className="spots-bar" role="progressbar" aria-valuemin={0} aria-valuemax={BETA_SPOTS} aria-valuenow={claimed} aria-label="Beta spots claimed">
        <span style={{ width: `${(claimed / BETA_SPOTS) * 100}%` }} />
      </div>
      <p className="spots-remaining">
        {count.data.total_users < BETA_SPOTS ? `Only ${remaining} spots remaining` : 'Limited-time beta offer: join while it lasts'}
      </p>
    </div>
  );
}
