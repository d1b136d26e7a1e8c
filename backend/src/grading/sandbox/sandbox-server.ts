import { Pool, type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import { Checkout } from './checkout';
import { failure, type RunError, type RunRequest, type RunResult } from './run-result';
import { DATA_CHANGE, describeLearnerError, setupError, timeout } from './sql-messages';
import { type ManyOutcome, type ManyRequest, type OnManyResult } from './run-many';
import { MaterialisedDatasets, type DatasetPlace } from './materialised-datasets';
import { SANDBOX_DATABASE } from './sandbox-roles';
import { beginSql, DECLARE_PREFIX, dmlPhaseSql, learnerPhaseSql, readDatasetSql, readPhaseSql, type TransactionLimits } from './transaction-sql';
import { DmlRefusal, PREPARE_PREFIX, runDmlStatement } from './dml-statement';

export interface ServerOptions {
  runnerUrl: string;
  watchdogUrl: string;
  /** Concurrent runs (pool size): about the sandbox's vCPUs, each slot can burn a core. */
  poolSize?: number;
  /** Sessions are recycled after this many runs: DISCARD ALL does not reset everything. */
  maxUses?: number;
  statementTimeoutMs?: number;
  setupTimeoutMs?: number;
  lockTimeoutMs?: number;
  workMem?: string;
  maxRows?: number;
  maxBytes?: number;
  /** The watchdog terminates a backend still busy this long after its statement timeout. */
  watchdogGraceMs?: number;
  /** Superuser URL of this server: deterministic datasets are then loaded once and read by every run. */
  superuserUrl?: string;
  /** Off: every run builds its data, as before materialised datasets (benchmarks compare both). */
  materialise?: boolean;
  /** Materialised datasets kept on the server (the oldest go beyond it). */
  maxDatasets?: number;
  log?: (line: string) => void;
}


/** setval() statements that put every temporary sequence back where the setup left it. */
const SEQUENCE_RESET_SQL = `
SELECT format('SELECT setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), (last_value IS NOT NULL)::text) AS reset
FROM pg_catalog.pg_sequences WHERE schemaname = (SELECT nspname FROM pg_catalog.pg_namespace WHERE oid = pg_my_temp_schema())`;

/** Undoes a batch query (the savepoint stays for the next one). */
const ROLLBACK_QUERY = 'ROLLBACK TO SAVEPOINT query';
/** Undoes a dataset's script and its queries; the next dataset's text follows in the same round trip. */
const ROLLBACK_DATASET = 'ROLLBACK TO SAVEPOINT dataset;\nRELEASE SAVEPOINT dataset;\n';

const SETUP_TOO_SLOW = { kind: 'setup', message: "The challenge's data took too long to load." } as const;


/** The failure a run gets when its server cannot be reached or went away mid-run: no verdict, run it again. */
export const UNAVAILABLE: RunError = { kind: 'internal', message: 'The SQL sandbox is unavailable right now; please try again.', unavailable: true };

/** One sandbox server: runs learner SQL exactly as DESIGN.md §5 / SANDBOX.md §2.5 describe. */
export class SandboxServer {
  private readonly pool: Pool;
  /**
   * Materialised hidden datasets are read on backends of their own, reused only for hidden datasets: what a
   * statement leaves in a backend's caches (DISCARD ALL keeps them) can then only shape a later hidden
   * run's pass/fail, which a statement over hidden data decides anyway, never rows a learner sees.
   */
  private readonly hiddenPool: Pool;
  private readonly watchdog: Pool;
  private readonly limits: TransactionLimits;
  private readonly maxRows: number;
  private readonly maxBytes: number;
  private readonly graceMs: number;
  private readonly log: (line: string) => void;
  private readonly datasets: MaterialisedDatasets | undefined;

  /** Answers `SELECT 1` as the watchdog (which may connect while the runner's pool is full). */
  async ping(): Promise<boolean> {
    try {
      await this.watchdog.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  /** The runner pool's connections (for the metrics): open, idle, and requests waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  constructor(opts: ServerOptions) {
    this.log = opts.log ?? (() => {});
    this.pool = new Pool({
      connectionString: opts.runnerUrl,
      max: opts.poolSize ?? 4,
      maxUses: opts.maxUses ?? 500,
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: 30_000,
    });
    this.hiddenPool = new Pool({
      connectionString: opts.runnerUrl,
      max: opts.poolSize ?? 4,
      maxUses: opts.maxUses ?? 500,
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: 30_000,
    });
    this.hiddenPool.on('error', (err) => this.log(`sandbox pool (hidden datasets): idle connection failed: ${err.message}`));
    this.watchdog = new Pool({ connectionString: opts.watchdogUrl, max: 1, idleTimeoutMillis: 60_000 });
    this.pool.on('error', (err) => this.log(`sandbox pool: idle connection failed: ${err.message}`));
    this.watchdog.on('error', (err) => this.log(`sandbox watchdog: ${err.message}`));
    this.limits = {
      statementTimeoutMs: opts.statementTimeoutMs ?? 3000,
      setupTimeoutMs: opts.setupTimeoutMs ?? 10_000,
      lockTimeoutMs: opts.lockTimeoutMs ?? 200,
      workMem: opts.workMem ?? '4MB',
    };
    this.maxRows = opts.maxRows ?? 1000;
    this.maxBytes = opts.maxBytes ?? 1_000_000;
    this.graceMs = opts.watchdogGraceMs ?? 1500;
    if (opts.superuserUrl && opts.materialise !== false) {
      const u = new URL(opts.superuserUrl);
      u.pathname = `/${SANDBOX_DATABASE}`;
      this.datasets = new MaterialisedDatasets({ superuserUrl: u.toString(), setupTimeoutMs: this.limits.setupTimeoutMs, log: this.log, ...(opts.maxDatasets ? { maxDatasets: opts.maxDatasets } : {}) });
    }
  }

  /** Where the datasets are loaded when the request may read them so, else undefined (the run builds its data). */
  private async materialised(req: { setupSql: string; materialise?: boolean; dml?: unknown }, scripts: string[]): Promise<DatasetPlace[] | undefined> {
    if (!req.materialise || !this.datasets || req.dml) return undefined;
    return this.datasets.ensure(req.setupSql, scripts).catch(() => undefined);
  }

  get statementTimeoutMs(): number {
    return this.limits.statementTimeoutMs;
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.hiddenPool.end(), this.watchdog.end(), this.datasets?.close()]);
  }

  private async checkout(pool: Pool = this.pool): Promise<Checkout | undefined> {
    try {
      return new Checkout(await pool.connect(), (pid) => this.terminate(pid), this.graceMs);
    } catch (err) {
      this.log(`sandbox: cannot connect: ${(err as Error).message}`);
      return undefined;
    }
  }

  async execute(req: RunRequest): Promise<RunResult> {
    const timeoutMs = req.timeoutMs ?? this.limits.statementTimeoutMs;
    const names = await this.materialised(req, ['']);
    const c = await this.checkout();
    if (!c) return failure(UNAVAILABLE);
    let started = performance.now();
    const elapsed = (): number => Math.round((performance.now() - started) * 100) / 100;
    try {
      c.arm(this.limits.setupTimeoutMs);
      try {
        const phase = req.dml ? dmlPhaseSql : learnerPhaseSql;
        await c.client.query(beginSql(this.limits) + (names ? readDatasetSql(names[0] as DatasetPlace) + readPhaseSql(timeoutMs, this.limits.lockTimeoutMs) : req.setupSql + phase(timeoutMs, this.limits.lockTimeoutMs)));
      } catch (err) {
        c.destroy = true;
        if (names) {
          // the dataset went away under the run (pruned): no verdict, it is loaded again next time
          this.datasets?.forget(names[0] as DatasetPlace);
          return failure(UNAVAILABLE);
        }
        return failure(c.killed ? SETUP_TOO_SLOW : setupError(err));
      }
      c.arm(timeoutMs);
      started = performance.now();
      try {
        if (req.dml) {
          const done = await runDmlStatement(c.client, req.sql, req.dml, { maxRows: req.maxRows ?? this.maxRows, maxBytes: req.maxBytes ?? this.maxBytes, arm: () => c.arm(timeoutMs) });
          return { ok: true, columns: done.columns, rows: done.rows, rowCount: done.rows.length, error: null, durationMs: elapsed(), dml: done.outcome };
        }
        const { columns, rows } = await c.fetch(req.sql, req.maxRows ?? this.maxRows, req.maxBytes ?? this.maxBytes);
        return { ok: true, columns, rows, rowCount: rows.length, error: null, durationMs: elapsed() };
      } catch (err) {
        c.destroy = true;
        const error = c.killed ? timeout(timeoutMs) : req.dml ? dmlError(err, req.sql, timeoutMs) : describeLearnerError(err, req.sql, DECLARE_PREFIX.length, timeoutMs);
        return failure(error, elapsed());
      }
    } finally {
      c.releaseInBackground();
    }
  }

  /**
   * The challenge's setup once, then each dataset script in a savepoint and each query in a nested
   * savepoint of its own under READ ONLY and the statement timeout. Rolling back to the dataset's
   * savepoint undoes the script, READ ONLY and the limits, so the next dataset starts from the setup.
   * `onResult` returning false stops the batch (a grade stops at the first mismatch).
   */
  async executeMany(req: ManyRequest, onResult?: OnManyResult): Promise<ManyOutcome> {
    const timeoutMs = req.timeoutMs ?? this.limits.statementTimeoutMs;
    const results: ManyOutcome['results'] = req.datasets.map(() => []);
    const work = req.countWork ? req.datasets.map(() => [] as number[]) : undefined;
    const places = await this.materialised(req, req.datasets);
    if (places) return this.readManyMaterialised(req, places, results, work, onResult);
    const c = await this.checkout();
    if (!c) return { results, setupError: UNAVAILABLE };
    const client = c.client;
    try {
      c.arm(this.limits.setupTimeoutMs);
      // nextval is not undone by ROLLBACK TO SAVEPOINT: every dataset starts from the setup's sequences,
      // read in the setup's own round trip (the last result of the multi-statement text)
      let sequences: Array<{ reset: string }>;
      try {
        const answered = (await client.query(`${beginSql(this.limits)}${req.setupSql}\n;\n${SEQUENCE_RESET_SQL}`)) as unknown as QueryResult | QueryResult[];
        sequences = (Array.isArray(answered) ? answered[answered.length - 1]! : answered).rows as Array<{ reset: string }>;
      } catch (err) {
        c.destroy = true;
        return { results, setupError: c.killed ? SETUP_TOO_SLOW : setupError(err) };
      }
      const resetSequences = sequences.map((r) => `${r.reset};\n`).join('');
      const timedOut = new Set<number>();
      let dmlReset = '';
      // each dataset's script runs in its savepoint, the previous dataset's rollback in the same text
      let before = '';
      for (const [d, script] of req.datasets.entries()) {
        c.arm(this.limits.setupTimeoutMs);
        try {
          const prelude = `${before}SAVEPOINT dataset;\nSET LOCAL statement_timeout = ${this.limits.setupTimeoutMs};\n${resetSequences}${script}${(req.dml ? dmlPhaseSql : learnerPhaseSql)(timeoutMs, this.limits.lockTimeoutMs)};\nSAVEPOINT query`;
          if (req.dml) {
            // each statement starts from the sequences as this dataset's script left them (nextval ignores rollbacks)
            const answered = (await client.query(`${prelude};\n${SEQUENCE_RESET_SQL}`)) as unknown as QueryResult[];
            dmlReset = ((answered[answered.length - 1] as QueryResult<{ reset: string }>).rows).map((r) => `${r.reset};\n`).join('');
          } else {
            await client.query(prelude);
          }
        } catch (err) {
          if (c.killed) return { results, setupError: SETUP_TOO_SLOW };
          results[d] = null;
          before = '';
          await client.query(ROLLBACK_DATASET);
          if (onResult && onResult(d, -1, failure(setupError(err))) === false) break;
          continue;
        }
        before = ROLLBACK_DATASET;
        const ended = await this.datasetQueries(c, req, d, timeoutMs, timedOut, results, work, onResult, dmlReset);
        if (ended === STOPPED) break;
        if (ended) return ended;
      }
      return { results, work };
    } catch (err) {
      this.log(`sandbox: batch failed: ${(err as Error).message}`);
      return { results, setupError: UNAVAILABLE };
    } finally {
      // A batch's backend is never reused (closing it rolls back): a learner statement on hidden datasets
      // may have warmed per-backend catalog and relation caches, which DISCARD ALL keeps and a later run
      // on the same backend could time. Costs one connection (≈ 10 ms) per grade, off the grade's path.
      c.destroy = true;
      await c.release();
      this.replenish();
    }
  }

  /**
   * A batch's connection is closed, not reused: open its successor now, off the next run's path (a new
   * backend costs ≈ 20 ms). When runs are already waiting, the pool opens one for them itself.
   */
  private replenish(): void {
    if (this.pool.waitingCount > 0 || this.pool.totalCount >= (this.pool.options.max ?? 0)) return;
    this.pool.connect().then((client) => client.release(), () => {});
  }

  /**
   * executeMany over materialised datasets: no setup and no script in the run; each dataset is read
   * under its role and search_path, set LOCAL in its savepoint, so a query sees that dataset alone. The
   * visible dataset on a pooled backend (as a test run: reused after DISCARD ALL), then the hidden ones
   * on a backend of the hidden pool; neither is closed, and no backend ever serves both.
   */
  private async readManyMaterialised(req: ManyRequest, places: DatasetPlace[], results: ManyOutcome['results'], work: number[][] | undefined, onResult?: OnManyResult): Promise<ManyOutcome> {
    let stopped = false;
    const onPart: OnManyResult = (d, q, r) => {
      const go = onResult ? onResult(d, q, r) : true;
      if (go === false) stopped = true;
      return go;
    };
    for (const [pool, from, to] of [[this.pool, 0, 1], [this.hiddenPool, 1, places.length]] as const) {
      if (from >= to || stopped) break;
      const c = await this.checkout(pool);
      if (!c) return { results, setupError: UNAVAILABLE };
      try {
        c.arm(this.limits.setupTimeoutMs);
        const part = await this.readMany(c, req, places, from, to, results, work, onPart);
        if (part.setupError || part.aborted) return part;
      } catch (err) {
        c.destroy = true;
        this.log(`sandbox: batch failed: ${(err as Error).message}`);
        return { results, setupError: UNAVAILABLE };
      } finally {
        c.releaseInBackground();
      }
    }
    return { results, work };
  }

  private async readMany(c: Checkout, req: ManyRequest, places: DatasetPlace[], from: number, to: number, results: ManyOutcome['results'], work: number[][] | undefined, onResult?: OnManyResult): Promise<ManyOutcome> {
    const timeoutMs = req.timeoutMs ?? this.limits.statementTimeoutMs;
    const client = c.client;
    const timedOut = new Set<number>();
    // Round trips are most of a small dataset's cost: the previous dataset's rollback, this one's prelude
    // and its first query's savepoint go in one text (the transaction's start in the first).
    let before = beginSql(this.limits);
    for (let d = from; d < to; d++) {
      const place = places[d] as DatasetPlace;
      try {
        await client.query(`${before}SAVEPOINT dataset;\n${readDatasetSql(place)}${readPhaseSql(timeoutMs, this.limits.lockTimeoutMs)};\nSAVEPOINT query`);
      } catch {
        this.datasets?.forget(place);
        return { results, setupError: UNAVAILABLE };
      }
      const ended = await this.datasetQueries(c, req, d, timeoutMs, timedOut, results, work, onResult);
      if (ended === STOPPED) break;
      if (ended) return ended;
      before = ROLLBACK_DATASET;
    }
    return { results, work };
  }

  /**
   * Dataset d's queries in order, its script already run: a query that timed out on an earlier dataset is
   * not run again (skipAfterTimeout), and with referenceFirst a failing query 0 (the reference) ends the
   * dataset. STOPPED when onResult ends the batch; an outcome when the connection's batch ended.
   */
  private async datasetQueries(c: Checkout, req: ManyRequest, d: number, timeoutMs: number, timedOut: Set<number>, results: ManyOutcome['results'], work: number[][] | undefined, onResult?: OnManyResult, dmlReset = ''): Promise<ManyOutcome | typeof STOPPED | undefined> {
    for (const [q, sql] of req.queries.entries()) {
      if (timedOut.has(q)) {
        (results[d] as RunResult[])[q] = failure(timeout(timeoutMs));
        if (req.referenceFirst && q === 0) break;
        continue;
      }
      const result = req.dml
        ? await this.batchStatement(c, req, sql, timeoutMs, dmlReset, work && ((n) => ((work[d] as number[])[q] = n)))
        : await this.batchQuery(c, req, sql, timeoutMs, work && ((n) => ((work[d] as number[])[q] = n)));
      (results[d] as RunResult[])[q] = result;
      if (req.skipAfterTimeout && result.error?.kind === 'timeout') timedOut.add(q);
      const ended = endsBatch(c, results, d, q, result);
      if (ended) return ended;
      if (onResult && onResult(d, q, result) === false) return STOPPED;
      if (req.referenceFirst && q === 0 && result.error) break;
    }
    return undefined;
  }

  /**
   * One learner query of a batch in the savepoint `query`, open when it is called and again when it returns:
   * ROLLBACK TO SAVEPOINT keeps the savepoint, and on success it goes in the fetch's own round trip (two
   * round trips a query: the cursor, then its rows and the rollback). Under its timeout.
   */
  private async batchQuery(c: Checkout, req: ManyRequest, sql: string, timeoutMs: number, countWork: ((rows: number) => void) | undefined): Promise<RunResult> {
    c.arm(timeoutMs);
    const started = performance.now();
    const ms = (): number => Math.round((performance.now() - started) * 100) / 100;
    let result: RunResult;
    try {
      if (countWork) {
        const rows = await rowsProcessed(c.client, sql);
        // it ran out of time being counted: running it again to fetch would only take as long once more
        if (rows === TIMED_OUT) return failure(timeout(timeoutMs), ms());
        countWork(rows);
      }
      const { columns, rows } = await c.fetch(sql, req.maxRows ?? this.maxRows, req.maxBytes ?? this.maxBytes, ROLLBACK_QUERY);
      return { ok: true, columns, rows, rowCount: rows.length, error: null, durationMs: ms() };
    } catch (err) {
      result = failure(c.killed ? timeout(timeoutMs) : describeLearnerError(err, sql, DECLARE_PREFIX.length, timeoutMs), ms());
    }
    // a killed backend or a lost connection ends the batch (endsBatch): nothing to roll back on it
    if (!c.killed && !result.error?.unavailable) await c.client.query(ROLLBACK_QUERY);
    return result;
  }

  /**
   * batchQuery for a data-changing statement (ManyRequest.dml): the sequences put back, the statement and
   * the tables it leaves read in the savepoint `query`, rolled back as a query's. No work count: the
   * statement would have to run twice, and a challenge's tables are small.
   */
  private async batchStatement(c: Checkout, req: ManyRequest, sql: string, timeoutMs: number, reset: string, countWork: ((rows: number) => void) | undefined): Promise<RunResult> {
    c.arm(timeoutMs);
    const started = performance.now();
    const ms = (): number => Math.round((performance.now() - started) * 100) / 100;
    countWork?.(0);
    let result: RunResult;
    try {
      const done = await runDmlStatement(c.client, sql, req.dml!, { maxRows: req.maxRows ?? this.maxRows, maxBytes: req.maxBytes ?? this.maxBytes, prelude: reset, then: ROLLBACK_QUERY, arm: () => c.arm(timeoutMs) });
      return { ok: true, columns: done.columns, rows: done.rows, rowCount: done.rows.length, error: null, durationMs: ms(), dml: done.outcome };
    } catch (err) {
      result = failure(c.killed ? timeout(timeoutMs) : dmlError(err, sql, timeoutMs), ms());
    }
    if (!c.killed && !result.error?.unavailable) await c.client.query(ROLLBACK_QUERY);
    return result;
  }

  private terminate(pid: number): void {
    this.log(`sandbox watchdog: terminating backend ${pid}`);
    this.watchdog.query('SELECT pg_terminate_backend($1)', [pid]).catch((err: Error) => this.log(`sandbox watchdog: ${err.message}`));
  }
}

/** A data-changing statement's failure: our refusal as it is, the server's error in the learner's terms. */
function dmlError(err: unknown, sql: string, timeoutMs: number): RunError {
  return err instanceof DmlRefusal ? err.error : describeLearnerError(err, sql, PREPARE_PREFIX.length, timeoutMs, DATA_CHANGE);
}

/** onResult asked to stop the batch. */
const STOPPED = Symbol('stopped');

/**
 * Where a batch stops at a query: its backend was terminated (it outlived its limit), or the connection was
 * lost under it (the server went away) — no answer about the query, whichever dataset it was, and never
 * handed to the caller as a result.
 */
function endsBatch(c: Checkout, results: ManyOutcome['results'], d: number, q: number, result: RunResult): ManyOutcome | undefined {
  if (c.killed) return { results, aborted: { dataset: d, query: q } };
  if (!result.error?.unavailable) return undefined;
  c.destroy = true;
  return { results, setupError: result.error };
}

interface PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

// EXPLAIN shows rows per loop: a node's rows are what it returned plus what its filters threw away
const nodeRows = (n: PlanNode): number =>
  ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Join Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * (n['Actual Loops'] ?? 1) +
  (n.Plans ?? []).reduce((sum, c) => sum + nodeRows(c), 0);

const TIMED_OUT = -1;

/**
 * Rows produced by every node of a (trusted) query's plan over all its loops: a measure of its work that
 * does not depend on how busy the machine is. 0 if the query fails (its fetch will say why), TIMED_OUT
 * if it hit the statement timeout.
 */
async function rowsProcessed(client: PoolClient, sql: string): Promise<number> {
  try {
    // read-only: the analysed run leaves nothing the fetch after it could see
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>({ text: `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`, queryMode: 'extended' } as QueryConfig & { queryMode: 'extended' });
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    return plan ? nodeRows(plan) : 0;
  } catch (err) {
    await client.query(ROLLBACK_QUERY);
    return (err as { code?: string }).code === '57014' ? TIMED_OUT : 0;
  }
}
