import { CheckCircle2, XCircle } from 'lucide-react';
import type { ApiSchema } from '@/api/types';
import { renderInline } from '@/components/ui/light-markdown';
import { ResultCell } from './result-cell';
import { differingCellMap, SampleDiffView } from './sample-diff-view';
import { DataChangesView } from './data-changes-view';

type TestResult = ApiSchema<'TestResult'>;

/**
 * Syntax Validation: the test run's verdict and up to 10 returned rows. `withDiff` adds the sample diff
 * under the rows (the workspace shows it in its own tab instead).
 */
export function TestResultPanel({ result, error, withDiff = true }: { result: TestResult | null; error: string | null; withDiff?: boolean }) {
  if (!result && !error) {
    return <p className="muted small">Run Test Query to check your SQL's syntax and preview up to 10 rows.</p>;
  }
  if (error || !result?.success) {
    // The server sends PostgreSQL's error as both `message` and `error`: show it once, under a plain headline.
    const detail = error ?? result?.error ?? 'Failed to execute test query';
    const headline = result?.message && result.message !== detail ? result.message : 'Query failed';
    return (
      <div className="alert alert-error" role="alert" data-testid="test-result">
        <XCircle size={18} aria-hidden />
        <div>
          <p className="strong">{headline}</p>
          <p className="mono small">{detail}</p>
        </div>
      </div>
    );
  }
  const columns = result.columns ?? [];
  const rows = result.rows ?? [];
  // a data-changing run's diff is over the tables it left, not over the rows it returned: nothing to mark here
  const differing = result.data_changes ? new Map<string, unknown>() : differingCellMap(result.sample_diff);
  return (
    <div data-testid="test-result">
      <div className="alert alert-success" role="status">
        <CheckCircle2 size={18} aria-hidden />
        <div>
          <p className="strong">{renderInline(result.message || 'Query executed successfully')}</p>
          {result.row_count != null && !(result.data_changes && columns.length === 0) && (
            <p className="small">
              {result.row_count} {result.row_count === 1 ? 'row' : 'rows'} returned{result.row_count > rows.length ? ` (showing first ${rows.length})` : ''}
            </p>
          )}
        </div>
      </div>
      {columns.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Test query rows">
          <table className="data-table compact" data-testid="test-result-grid">
            <caption className="visually-hidden">Test query rows</caption>
            <thead>
              <tr>{columns.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((v, j) => {
                    const key = `${i}:${j}`;
                    return differing.has(key) ? (
                      <td key={j} className="cell-differs" title={`Expected: ${JSON.stringify(differing.get(key))}`}><ResultCell value={v} /></td>
                    ) : (
                      <td key={j}><ResultCell value={v} /></td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.data_changes && <DataChangesView changes={result.data_changes} />}
      {withDiff && result.sample_diff && <SampleDiffView diff={result.sample_diff} columns={columns} />}
    </div>
  );
}
