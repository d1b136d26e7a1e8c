import { CheckCircle2, Flame, Star, TrendingUp } from 'lucide-react';
import { type User } from '@/lib/auth';
import { formatNumber, skillTier } from '@/utils/format';

export function StatCards({ user }: { user: User }) {
  const cards = [
    { label: 'ELO Rating', value: user.current_elo_rating, sub: skillTier(user.current_elo_rating), icon: TrendingUp, tone: 'primary' },
    { label: 'Current Streak', value: `${user.current_streak} ${user.current_streak === 1 ? 'day' : 'days'}`, sub: `Best: ${user.best_streak} · ${user.streak_freezes} ${user.streak_freezes === 1 ? 'freeze' : 'freezes'} held`, icon: Flame, tone: 'orange' },
    { label: 'Total Points', value: formatNumber(user.total_points_earned), sub: 'All time', icon: Star, tone: 'yellow' },
    { label: 'Challenges Solved', value: user.total_challenges_completed, sub: 'Keep it going', icon: CheckCircle2, tone: 'green' },
  ];
  return (
    <div className="stat-grid four" data-testid="stat-cards">
      {cards.map(({ label, value, sub, icon: Icon, tone }) => (
        <div className="stat-card" key={label}>
          <div className={`stat-icon tone-${tone}`} aria-hidden><Icon size={20} /></div>
          <div className="stat-label">{label}</div>
          <div className="stat-value">{value}</div>
          <div className="stat-sub">{sub}</div>
        </div>
      ))}
    </div>
  );
}
