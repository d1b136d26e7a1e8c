import type { ApiSchema } from '@/api/types';
import { RowsTable } from './result-cell';

export type ExpectedPreview = ApiSchema<'ExpectedPreview'>;

/** The reference's result on the visible sample (hidden datasets are never shown). */
export function ExpectedOutputPanel({ preview }: { preview: ExpectedPreview | null | undefined }) {
  if (!preview) return <p className="muted small" data-testid="expected-output">The expected output of the sample data is not available for this challenge.</p>;
  const { columns, rows, row_count: count } = preview;
  return (
    <section className="expected-output" data-testid="expected-output" aria-label="Expected output (sample data)">
      <h2 className="results-heading">Expected output (sample data)</h2>
      <p className="muted small">
        {preview.order_matters ? 'Row order matters.' : 'Row order does not matter.'} Column names are free; columns are compared by position.
        {' '}Your query is also checked on hidden datasets.
      </p>
      {rows.length === 0 ? (
        <p className="muted small">The expected result has no rows on the sample data.</p>
      ) : (
        <RowsTable columns={columns} rows={rows} caption="Expected output on the sample data" testId="expected-output-grid" />
      )}
      <p className="muted small">
        {count} {count === 1 ? 'row' : 'rows'}{count > rows.length ? ` (showing first ${rows.length})` : ''}
      </p>
    </section>
  );
}
