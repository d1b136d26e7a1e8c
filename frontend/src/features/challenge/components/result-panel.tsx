import { Link } from 'react-router-dom';
import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { ShareButton } from '@/components/share/share-button';
import { renderInline } from '@/components/ui/light-markdown';
import { SqlCode } from '@/components/ui/sql-code';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatSeconds, formatSigned } from '@/utils/format';
import { type SubmitResult } from '../api/submit-challenge';
import { ReportVerdict } from './report-verdict';

type ResultPanelProps = {
  result: SubmitResult;
  /** Given, a resolved day offers its share card. */
  challengeId?: number;
  solution: string;
  onRetry?: () => void;
  retrying?: boolean;
  retryError?: string | null;
  /** Given, a resolved day offers to open its finished view (verdict, queries, explanation). */
  onReview?: () => void;
};

function headline(result: SubmitResult): string {
  if (!result.is_correct) return 'Incorrect Solution';
  return result.attempt_number === 1 ? 'Perfect! First Try!' : 'Correct Solution!';
}

/** Share of full points for the next attempt: 50% after attempt 1, 25% after attempt 2. */
function nextAttemptShare(attemptNumber: number): string {
  return attemptNumber <= 1 ? '50%' : '25%';
}

export function ResultPanel({ result, challengeId, solution, onRetry, retrying, retryError, onReview }: ResultPanelProps) {
  const canRetry = !result.is_correct && result.remaining_attempts > 0;
  const Icon = result.is_correct ? CheckCircle2 : XCircle;
  return (
    <section
      className={cn('result-panel', result.is_correct ? 'is-correct' : 'is-incorrect')}
      data-testid="result-panel"
      aria-labelledby="result-heading"
      aria-live="polite"
    >
      <header className="result-header">
        <Icon size={32} aria-hidden />
        <div>
          <h2 id="result-heading">{headline(result)}</h2>
          {!result.is_correct && (
            <>
              <p>Your solution didn&apos;t match the expected result</p>
              <p className="strong" data-testid="attempts-remaining">
                {result.remaining_attempts > 0
                  ? `${result.remaining_attempts} ${result.remaining_attempts === 1 ? 'attempt' : 'attempts'} remaining`
                  : 'Try again tomorrow!'}
              </p>
            </>
          )}
        </div>
      </header>

      {result.error_message && (
        <div className="alert alert-error" data-testid="result-error">
          <p><strong>Error details:</strong> <span className="mono">{renderInline(result.error_message)}</span></p>
        </div>
      )}
      {!result.is_correct && challengeId !== undefined && result.attempt_id > 0 && <ReportVerdict challengeId={challengeId} attemptId={result.attempt_id} />}

      <dl className="result-stats">
        <div>
          <dt>Points Earned</dt>
          <dd data-testid="result-points">{result.points_earned ?? 0}</dd>
        </div>
        <div>
          <dt>Time Taken</dt>
          <dd>{formatSeconds(result.execution_time_seconds)}</dd>
        </div>
        <div>
          <dt>ELO Change</dt>
          <dd data-testid="result-elo">
            {result.elo_pending ? (
              <>
                ±0*<span className="pending-note">*Pending</span>
              </>
            ) : (
              <span className={cn((result.elo_change ?? 0) > 0 && 'text-success', (result.elo_change ?? 0) < 0 && 'text-danger')}>
                {formatSigned(result.elo_change ?? 0)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Attempts Used</dt>
          <dd data-testid="result-attempts">
            {result.attempt_number}/{result.max_attempts}
          </dd>
        </div>
      </dl>

      {result.elo_status && <p className="elo-status">{renderInline(result.elo_status)}</p>}

      <div className="solution-block">
        <h3>Your Solution</h3>
        <SqlCode sql={solution} />
      </div>
      {result.show_solution && result.correct_solution && (
        <div className="solution-block">
          <h3>Correct Solution</h3>
          <SqlCode sql={result.correct_solution} testId="correct-solution" />
        </div>
      )}

      {canRetry && (
        <div className="retry-box">
          <p className="small">
            Your next attempt is worth {nextAttemptShare(result.attempt_number)} of full points (50% after attempt 1, 25% after attempt 2), and a
            correct answer after a miss still carries an ELO penalty.
          </p>
          {retryError && <div className="alert alert-error" role="alert">{retryError}</div>}
          <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying} data-testid="retry-button">
            <RotateCcw size={16} aria-hidden />
            {retrying ? 'Starting...' : `Try Again (${result.remaining_attempts} ${result.remaining_attempts === 1 ? 'attempt' : 'attempts'} left)`}
          </button>
        </div>
      )}

      <div className="result-actions">
        {onReview && (result.is_correct || result.remaining_attempts === 0) && (
          <button type="button" className="btn btn-primary" onClick={onReview} data-testid="review-day">Review the day</button>
        )}
        {challengeId !== undefined && (result.is_correct || result.remaining_attempts === 0) && <ShareButton challengeId={challengeId} />}
        <Link className="btn btn-secondary" to={paths.app.dashboard.getHref()}>Back to Dashboard</Link>
        <Link className="btn btn-ghost" to={paths.app.history.getHref()}>View History</Link>
      </div>
    </section>
  );
}
