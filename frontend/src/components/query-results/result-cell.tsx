/** One value of a result row as the page shows it: NULL marked, JSON values as JSON text. */
export function ResultCell({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="null-value">NULL</span>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}

export function RowsTable({ columns, rows, caption, testId, rowClassName }: {
  columns: string[];
  rows: unknown[][];
  caption: string;
  testId?: string;
  rowClassName?: string;
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table compact" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{columns.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className={rowClassName}>{row.map((v, j) => <td key={j}><ResultCell value={v} /></td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
