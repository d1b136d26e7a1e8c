import { AlertTriangle, Clock, Gauge, Info, ListOrdered, Sparkles, Tag } from 'lucide-react';
import { LightMarkdown } from '@/components/ui/light-markdown';
import { capitalize } from '@/utils/format';
import { type DailyChallenge } from '../api/get-daily-challenge';

export function DifficultyBadge({ category }: { category: string | null | undefined }) {
  if (!category) return null;
  return <span className={`badge badge-difficulty difficulty-${category}`}>{capitalize(category)}</span>;
}

type HeaderFields = Pick<DailyChallenge, 'title' | 'difficulty_category' | 'difficulty_rating' | 'estimated_time_minutes' | 'category'>;

/** The workspace's top line: difficulty, title, rating, minutes, category. */
export function ChallengeTitle({ challenge, testId = 'challenge-title' }: { challenge: HeaderFields; testId?: string }) {
  return (
    <>
      <DifficultyBadge category={challenge.difficulty_category} />
      <h1 className="challenge-title" data-testid={testId}>{challenge.title}</h1>
      <div className="challenge-meta">
        {challenge.difficulty_rating != null && (
          <span className="meta-item"><Gauge size={15} aria-hidden /> Rating {challenge.difficulty_rating}</span>
        )}
        <span className="meta-item"><Clock size={15} aria-hidden /> {challenge.estimated_time_minutes ?? 5} min</span>
        {challenge.category && <span className="meta-item"><Tag size={15} aria-hidden /> {challenge.category}</span>}
      </div>
    </>
  );
}

/** Why this challenge was picked (issue 15, always given since issue 33). */
export function PickReason({ reason }: { reason: DailyChallenge['pick_reason'] }) {
  if (!reason) return null;
  return <p className="pick-reason" data-testid="pick-reason"><Sparkles size={15} aria-hidden /> {reason.text}</p>;
}

/** The Description tab: why it was picked, the task, the output contract and the dialect note. */
export function ChallengeDescription({ challenge, rated = true }: {
  challenge: Pick<DailyChallenge, 'description' | 'order_matters' | 'pick_reason'>;
  rated?: boolean;
}) {
  return (
    <div className="challenge-description-tab">
      <PickReason reason={challenge.pick_reason} />
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
      {rated && (
        <div className="alert alert-warning elo-warning">
          <AlertTriangle size={18} aria-hidden />
          <span>Only a first-attempt success raises your ELO. Later attempts carry an ELO penalty even if correct.</span>
        </div>
      )}
    </div>
  );
}
