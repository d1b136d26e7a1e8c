import { Pool, type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import { LearnerSlots } from './learner-slots';
import { objectEntries } from './ordered-json';
import { failure, type ResultColumn, type RunRequest, type RunResult } from './run-result';
import { describeLearnerError, setupError, timeout } from './sql-messages';
import { beginSql, DECLARE_PREFIX, fetchSql, learnerPhaseSql, type TransactionLimits } from './transaction-sql';

export interface ExecutorOptions {
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
  log?: (line: string) => void;
}

export interface LearnerLease {
  run(req: RunRequest): Promise<RunResult>;
  release(): void;
}

type ExtendedQuery = QueryConfig & { queryMode: 'extended' };

const BUSY = failure({
  kind: 'busy',
  message: 'You already have a query running: wait for it to finish before running another.',
});

/** Runs learner SQL in the sandbox exactly as DESIGN.md §5 / SANDBOX.md §2.5 describe. */
export class SandboxExecutor {
  private readonly pool: Pool;
  private readonly watchdog: Pool;
  private readonly slots = new LearnerSlots();
  private readonly limits: TransactionLimits;
  private readonly maxRows: number;
  private readonly maxBytes: number;
  private readonly graceMs: number;
  private readonly log: (line: string) => void;

  constructor(opts: ExecutorOptions) {
    this.log = opts.log ?? (() => {});
    this.pool = new Pool({
      connectionString: opts.runnerUrl,
      max: opts.poolSize ?? 4,
      maxUses: opts.maxUses ?? 500,
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: 30_000,
    });
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
  }

  get statementTimeoutMs(): number {
    return this.limits.statementTimeoutMs;
  }

  /** Holds the learner's single slot across several runs (e.g. every dataset of one grading). */
  acquire(learnerKey: string): LearnerLease | undefined {
    const release = this.slots.tryTake(learnerKey);
    if (!release) return undefined;
    return { run: (req) => this.execute(req), release };
  }

  async run(learnerKey: string, req: RunRequest): Promise<RunResult> {
    const lease = this.acquire(learnerKey);
    if (!lease) return BUSY;
    try {
      return await lease.run(req);
    } finally {
      lease.release();
    }
  }

  static busy(): RunResult {
    return BUSY;
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.watchdog.end()]);
  }

  private async execute(req: RunRequest): Promise<RunResult> {
    const timeoutMs = req.timeoutMs ?? this.limits.statementTimeoutMs;
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      this.log(`sandbox: cannot connect: ${(err as Error).message}`);
      return failure({ kind: 'internal', message: 'The SQL sandbox is unavailable right now; please try again.' });
    }
    let destroy = false;
    let killed = false;
    const onError = (): void => {
      destroy = true;
    };
    client.on('error', onError);
    const pid = (client as unknown as { processID: number }).processID;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        killed = true;
        destroy = true;
        this.terminate(pid);
      }, ms + this.graceMs);
    };
    let started = performance.now();
    const elapsed = (): number => Math.round((performance.now() - started) * 100) / 100;
    try {
      arm(this.limits.setupTimeoutMs);
      try {
        await client.query(beginSql(this.limits) + req.setupSql + learnerPhaseSql(timeoutMs));
      } catch (err) {
        destroy = true;
        return failure(killed ? { kind: 'setup', message: "The challenge's data took too long to load." } : setupError(err));
      }
      arm(timeoutMs);
      started = performance.now();
      try {
        await client.query({ text: DECLARE_PREFIX + req.sql, queryMode: 'extended' } as ExtendedQuery);
        const [described, fetched] = (await client.query(
          fetchSql(req.maxRows ?? this.maxRows, req.maxBytes ?? this.maxBytes),
        )) as unknown as [QueryResult, QueryResult<{ j: string }>];
        const columns: ResultColumn[] = described.fields.map((f) => ({ name: f.name, typeOid: f.dataTypeID }));
        const rows = fetched.rows.map((r) => objectEntries(r.j).map(([, v]) => v));
        return { ok: true, columns, rows, rowCount: rows.length, error: null, durationMs: elapsed() };
      } catch (err) {
        destroy = true;
        const error = killed ? timeout(timeoutMs) : describeLearnerError(err, req.sql, DECLARE_PREFIX.length, timeoutMs);
        return failure(error, elapsed());
      }
    } finally {
      clearTimeout(timer);
      if (!destroy) {
        try {
          await client.query('ROLLBACK');
          await client.query('DISCARD ALL');
        } catch {
          destroy = true;
        }
      }
      client.removeListener('error', onError);
      client.release(destroy || undefined);
    }
  }

  private terminate(pid: number): void {
    this.log(`sandbox watchdog: terminating backend ${pid}`);
    this.watchdog.query('SELECT pg_terminate_backend($1)', [pid]).catch((err: Error) => this.log(`sandbox watchdog: ${err.message}`));
  }
}
