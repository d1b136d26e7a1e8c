import { type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import { type JsonValue, objectEntries } from './ordered-json';
import { type ResultColumn } from './run-result';
import { DECLARE_PREFIX, fetchSql } from './transaction-sql';

type ExtendedQuery = QueryConfig & { queryMode: 'extended' };

/**
 * One sandbox connection for one run or batch: the watchdog timer that terminates a backend outliving its
 * limit, the learner cursor, and the release that resets the session or destroys it (a connection that
 * erred, was killed or saw hidden data is never reused).
 */
export class Checkout {
  /** The connection must not go back to the pool. */
  destroy = false;
  /** The watchdog terminated the backend. */
  killed = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly onError = (): void => {
    this.destroy = true;
  };

  constructor(
    readonly client: PoolClient,
    private readonly terminate: (pid: number) => void,
    private readonly graceMs: number,
  ) {
    client.on('error', this.onError);
  }

  /** The watchdog fires `graceMs` after `ms`, should the statement timeout not have stopped the backend. */
  arm(ms: number): void {
    clearTimeout(this.timer);
    const pid = (this.client as unknown as { processID: number }).processID;
    this.timer = setTimeout(() => {
      this.killed = true;
      this.destroy = true;
      this.terminate(pid);
    }, ms + this.graceMs);
  }

  /**
   * The learner's text as one cursor (extended protocol, nothing after it), every row through the guard.
   * `then`: our own statements run in the fetch's round trip once every row is in (skipped if it fails).
   */
  async fetch(sql: string, maxRows: number, maxBytes: number, then = ''): Promise<{ columns: ResultColumn[]; rows: JsonValue[][] }> {
    await this.client.query({ text: DECLARE_PREFIX + sql, queryMode: 'extended' } as ExtendedQuery);
    const [described, fetched] = (await this.client.query(fetchSql(maxRows, maxBytes) + (then ? `;\n${then}` : ''))) as unknown as [QueryResult, QueryResult<{ j: string }>];
    const columns: ResultColumn[] = described.fields.map((f) => ({ name: f.name, typeOid: f.dataTypeID }));
    const rows = fetched.rows.map((r) => objectEntries(r.j).map(([, v]) => v));
    return { columns, rows };
  }

  /**
   * release() off the caller's path: the answer does not depend on the reset (two round trips), and the
   * connection goes back to the pool only once it is done, so nothing else can use it before.
   */
  releaseInBackground(): void {
    void this.release();
  }

  /** Ends the transaction and resets the session for the next run, or destroys the connection. */
  async release(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.destroy) {
      try {
        await this.client.query('ROLLBACK');
        await this.client.query('DISCARD ALL');
      } catch {
        this.destroy = true;
      }
    }
    this.client.removeListener('error', this.onError);
    this.client.release(this.destroy || undefined);
  }
}
