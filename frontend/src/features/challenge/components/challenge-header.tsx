import { Clock, Gauge, Info, ListOrdered, Sparkles, Tag } from 'lucide-react';
import { LightMarkdown } from '@/components/ui/light-markdown';
import { capitalize } from '@/utils/format';
import { type DailyChallenge } from '../api/get-daily-challenge';

export function DifficultyBadge({ category }: { category: string | null | undefined }) {
  if (!category) return null;
  return <span className={`badge badge-difficulty difficulty-${category}`}>{capitalize(category)}</span>;
}

export function ChallengeHeader({ challenge }: { challenge: DailyChallenge }) {
  return (
    <header className="challenge-header card">
      <div className="challenge-meta">
        <DifficultyBadge category={challenge.difficulty_category} />
        {challenge.difficulty_rating != null && (
          <span className="meta-item"><Gauge size={15} aria-hidden /> Rating {challenge.difficulty_rating}</span>
        )}
        <span className="meta-item"><Clock size={15} aria-hidden /> {challenge.estimated_time_minutes ?? 5} min</span>
        {challenge.category && <span className="meta-item"><Tag size={15} aria-hidden /> {challenge.category}</span>}
      </div>
      <h1 className="challenge-title" data-testid="challenge-title">{challenge.title}</h1>
      {challenge.pick_reason && (
        <p className="pick-reason" data-testid="pick-reason"><Sparkles size={15} aria-hidden /> {challenge.pick_reason.text}</p>
      )}
      <LightMarkdown text={challenge.description} className="challenge-description" />
      <div className="contract" data-testid="output-contract">
        <p>
          <ListOrdered size={15} aria-hidden />{' '}
          {typeof challenge.order_matters === 'boolean' && (
            <strong>{challenge.order_matters ? 'Row order matters' : 'Row order does not matter'}. </strong>
          )}
          Column names are free: only the number, order and values of the columns are compared.
        </p>
        <p>
          <Info size={15} aria-hidden /> This challenge runs on <strong>PostgreSQL</strong>. Use PostgreSQL syntax, e.g.{' '}
          <code>EXTRACT(YEAR FROM date)</code> rather than <code>YEAR(date)</code>.
        </p>
      </div>
    </header>
  );
}
