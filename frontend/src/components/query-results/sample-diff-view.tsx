import { CheckCircle2, GitCompareArrows } from 'lucide-react';
import type { ApiSchema } from '@/api/types';
import { ResultCell, RowsTable } from './result-cell';
import './query-results.css';

export type SampleDiff = ApiSchema<'SampleDiff'>;

export const MATCHES_SAMPLE = 'Matches the sample — the hidden datasets may still differ';

const columnName = (columns: string[], i: number) => columns[i] ?? `column ${i + 1}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A test run's rows against the expected output of the sample data: missing rows, extra rows, differing cells. */
export function SampleDiffView({ diff, columns }: { diff: SampleDiff; columns: string[] }) {
  if (diff.matches) {
    return (
      <div className="alert alert-success sample-diff" role="status" data-testid="sample-diff">
        <CheckCircle2 size={18} aria-hidden />
        <span className="strong">{MATCHES_SAMPLE}</span>
      </div>
    );
  }
  const names = columns.length ? columns : (diff.missing_rows[0] ?? diff.extra_rows[0] ?? []).map((_, i) => `column ${i + 1}`);
  return (
    <div className="sample-diff sample-diff-differs" data-testid="sample-diff">
      <p className="sample-diff-title">
        <GitCompareArrows size={18} aria-hidden /> <span className="strong">Differs from the expected output of the sample data.</span>
      </p>
      {diff.reason && <p className="small" data-testid="sample-diff-reason">{diff.reason}</p>}
      {diff.differing_cells.length > 0 && (
        <div data-testid="sample-diff-cells">
          <h4 className="sample-diff-heading">Differing cells</h4>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Differing cells">
            <table className="data-table compact">
              <caption className="visually-hidden">Cells of your result that differ from the expected output</caption>
              <thead>
                <tr><th scope="col">Row</th><th scope="col">Column</th><th scope="col">Expected</th><th scope="col">Yours</th></tr>
              </thead>
              <tbody>
                {diff.differing_cells.map((c, i) => (
                  <tr key={i}>
                    <td>{c.row + 1}</td>
                    <td>{columnName(names, c.column)}</td>
                    <td className="cell-expected"><ResultCell value={c.expected} /></td>
                    <td className="cell-differs"><ResultCell value={c.actual} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {diff.missing_row_count > 0 && (
        <div data-testid="sample-diff-missing">
          <h4 className="sample-diff-heading">Missing rows ({diff.missing_row_count}): expected, not in your result</h4>
          <RowsTable columns={names} rows={diff.missing_rows} caption="Expected rows missing from your result" rowClassName="row-missing" />
          {diff.missing_row_count > diff.missing_rows.length && <p className="muted small">Showing {plural(diff.missing_rows.length, 'row')}.</p>}
        </div>
      )}
      {diff.extra_row_count > 0 && (
        <div data-testid="sample-diff-extra">
          <h4 className="sample-diff-heading">Extra rows ({diff.extra_row_count}): in your result, not expected</h4>
          <RowsTable columns={names} rows={diff.extra_rows} caption="Rows of your result that are not expected" rowClassName="row-extra" />
          {diff.extra_row_count > diff.extra_rows.length && <p className="muted small">Showing {plural(diff.extra_rows.length, 'row')}.</p>}
        </div>
      )}
    </div>
  );
}

/** Cells of the learner's grid to highlight, as "row:column" (0-based), with what was expected there. */
export function differingCellMap(diff: SampleDiff | null | undefined): Map<string, unknown> {
  return new Map((diff?.matches ? [] : diff?.differing_cells ?? []).map((c) => [`${c.row}:${c.column}`, c.expected]));
}
