import { formatSigned } from '@/utils/format';
import type { EloRecalculation } from '@/api/admin/types';

/** 'user10 (ID 10): ELO 1220 → 1200 (-20)' per learner, or a line saying nothing changed. */
export function EloRecalculations({ items, usernames }: { items: EloRecalculation[]; usernames?: Map<number, string> }) {
  if (items.length === 0) return <p>No ELO changes were needed.</p>;
  return (
    <ul className="recalc-list" data-testid="elo-recalculations">
      {items.map((r) => (
        <li key={r.user_id}>
          {usernames?.get(r.user_id) ?? `User ${r.user_id}`} (ID {r.user_id}): ELO {r.elo_before_recalculation} → {r.elo_after_recalculation} ({formatSigned(r.elo_change)})
        </li>
      ))}
    </ul>
  );
}
