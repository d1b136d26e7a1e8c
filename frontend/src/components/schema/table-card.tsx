import { KeyRound } from 'lucide-react';
import { Collapsible } from '@/components/ui/collapsible';
import { SAMPLE_ROWS_SHOWN } from '@/config/constants';
import type { CellValue, TableInfo } from '@/lib/parse-schema';
import { plural } from '@/utils/format';

function Cell({ value }: { value: CellValue }) {
  if (value === null || value === undefined) return <span className="null-value">NULL</span>;
  return <>{String(value)}</>;
}

/** One parsed table: columns with PK / NOT NULL markers and the first sample rows (challenge page and admin detail). */
export function TableCard({ table }: { table: TableInfo }) {
  const shown = table.rows.slice(0, SAMPLE_ROWS_SHOWN);
  return (
    <Collapsible
      level={3}
      className="table-card"
      testId={`table-${table.name}`}
      title={
        <>
          <span className="mono">{table.name}</span>
          <span className="badge badge-muted">{plural(table.rows.length, 'row')}</span>
        </>
      }
    >
      <ul className="column-list" aria-label={`Columns of ${table.name}`}>
        {table.columns.map((col) => (
          <li key={col.name} className="column-item">
            <span className="mono strong">{col.name}</span>
            <span className="column-type">{col.type}</span>
            {col.primaryKey && (
              <span className="badge badge-pk" title="Primary key">
                <KeyRound size={11} aria-hidden /> PK
              </span>
            )}
            {col.notNull && <span className="badge badge-muted" title="NOT NULL">NOT NULL</span>}
          </li>
        ))}
      </ul>
      {table.rows.length === 0 ? (
        <p className="muted small">This table has no sample rows.</p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`Sample rows of ${table.name}`}>
            <table className="data-table compact">
              <caption className="visually-hidden">Sample rows of {table.name}</caption>
              <thead>
                <tr>{table.columns.map((c) => <th key={c.name} scope="col">{c.name}</th>)}</tr>
              </thead>
              <tbody>
                {shown.map((row, i) => (
                  <tr key={i}>{row.map((v, j) => <td key={j}><Cell value={v} /></td>)}</tr>
                ))}
              </tbody>
            </table>
          </div>
          {table.rows.length > SAMPLE_ROWS_SHOWN && (
            <p className="muted small">Showing first {SAMPLE_ROWS_SHOWN} of {table.rows.length} rows.</p>
          )}
        </>
      )}
    </Collapsible>
  );
}
