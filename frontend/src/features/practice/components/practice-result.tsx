import { CheckCircle2, XCircle } from 'lucide-react';
import { formatSeconds } from '@/utils/format';
import { renderInline } from '@/components/ui/light-markdown';
import { SqlCode } from '@/components/ui/sql-code';
import type { PracticeResult } from '../api/practice';

/** An unrated verdict: no points, ELO or streak, only whether the answer matches on every dataset. */
export function PracticeResultPanel({ result }: { result: PracticeResult }) {
  return (
    <section className={`result-panel ${result.is_correct ? 'is-correct' : 'is-incorrect'}`} data-testid="practice-result" aria-live="polite">
      <h2>
        {result.is_correct ? <CheckCircle2 size={20} aria-hidden className="text-success" /> : <XCircle size={20} aria-hidden className="text-danger" />}{' '}
        {result.is_correct ? 'Correct! (practice)' : 'Not yet (practice)'}
      </h2>
      <p className="muted">
        Run {result.run} · {formatSeconds(result.execution_time_seconds)} · unrated: no points, ELO or streak change.
      </p>
      {result.error_message && <div className="alert alert-error">{renderInline(result.error_message)}</div>}
      {result.is_correct && result.correct_solution && (
        <div className="solution-block">
          <h3>Reference solution</h3>
          <SqlCode sql={result.correct_solution} />
        </div>
      )}
    </section>
  );
}
