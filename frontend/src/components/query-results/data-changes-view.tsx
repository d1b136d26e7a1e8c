import { Table2 } from 'lucide-react';
import type { ApiSchema } from '@/api/types';
import { ResultCell, RowsTable } from './result-cell';
import './query-results.css';

export type DataChanges = NonNullable<ApiSchema<'TestResult'>['data_changes']>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A data-changing challenge's test run: each table the challenge checks, before and after the statement on
 * the sample data — rows added, rows removed, and rows changed (paired by primary key, changed values marked).
 */
export function DataChangesView({ changes }: { changes: DataChanges }) {
  return (
    <div className="data-changes" data-testid="data-changes">
      {changes.map((t) => {
        const nothing = !t.added.length && !t.removed.length && !t.changed.length;
        return (
          <section key={t.table} className="data-changes-table" data-testid={`data-changes-${t.table}`} aria-label={`Changes to ${t.table}`}>
            <p className="sample-diff-title">
              <Table2 size={16} aria-hidden /> <span className="strong mono">{t.table}</span>
              <span className="small muted">
                {plural(t.added.length, 'row')} added, {t.removed.length} removed, {t.changed.length} changed, {t.unchanged} unchanged
              </span>
            </p>
            {nothing && <p className="muted small">Your statement left this table as it was.</p>}
            {t.changed.length > 0 && (
              <div data-testid="data-changes-changed">
                <h4 className="sample-diff-heading">Changed{t.key.length ? ` (rows paired by ${t.key.join(', ')})` : ''}</h4>
                <div className="table-scroll" tabIndex={0} role="region" aria-label={`Rows of ${t.table} your statement changed`}>
                  <table className="data-table compact">
                    <caption className="visually-hidden">Rows of {t.table} before and after your statement</caption>
                    <thead>
                      <tr><th scope="col"><span className="visually-hidden">When</span></th>{t.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr>
                    </thead>
                    <tbody>
                      {t.changed.map((c, i) => [
                        <tr key={`${i}b`} className="row-before">
                          <th scope="row" className="small muted">before</th>
                          {c.before.map((v, j) => <td key={j} className={c.columns.includes(j) ? 'cell-expected' : undefined}><ResultCell value={v} /></td>)}
                        </tr>,
                        <tr key={`${i}a`} className="row-after">
                          <th scope="row" className="small muted">after</th>
                          {c.after.map((v, j) => <td key={j} className={c.columns.includes(j) ? 'cell-changed' : undefined}><ResultCell value={v} /></td>)}
                        </tr>,
                      ])}
                    </tbody>
                  </table>
                </div>
              </div>
            )}
            {t.added.length > 0 && (
              <div data-testid="data-changes-added">
                <h4 className="sample-diff-heading">Added</h4>
                <RowsTable columns={t.columns} rows={t.added} caption={`Rows your statement added to ${t.table}`} rowClassName="row-added" />
              </div>
            )}
            {t.removed.length > 0 && (
              <div data-testid="data-changes-removed">
                <h4 className="sample-diff-heading">Removed</h4>
                <RowsTable columns={t.columns} rows={t.removed} caption={`Rows your statement removed from ${t.table}`} rowClassName="row-removed" />
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
