import { CheckCircle2, XCircle } from 'lucide-react';
import { formatSeconds } from '@/utils/format';
import type { PracticeResult, PracticeTestResult } from '../api/practice';

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
      {result.error_message && <div className="alert alert-error">{result.error_message}</div>}
      {result.is_correct && result.correct_solution && (
        <div className="solution-block">
          <h3>Reference solution</h3>
          <pre className="code-block"><code>{result.correct_solution}</code></pre>
        </div>
      )}
    </section>
  );
}

/** Test Query on the visible data: ran or failed, and the first rows. */
export function PracticeTestPanel({ result, error }: { result: PracticeTestResult | null; error: string | null }) {
  if (error) return <div className="alert alert-error" role="alert">{error}</div>;
  if (!result) return <p className="muted small">Run Test Query to check your query on the sample data (nothing is recorded).</p>;
  if (!result.success) return <div className="alert alert-error" role="alert" data-testid="practice-test-error">{result.error ?? result.message}</div>;
  return (
    <div data-testid="practice-test-result">
      <p className="text-success">{result.message}</p>
      <div className="table-scroll">
        <table className="data-table">
          <thead><tr>{result.columns.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr></thead>
          <tbody>
            {result.rows.slice(0, 10).map((row, i) => (
              <tr key={i}>{row.map((v, j) => <td key={j}>{v === null ? <span className="null-value">NULL</span> : String(v)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
