import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import { OWNER_ROLE, READER_ROLE, RUNNER_ROLE } from './sandbox-roles';

/** Schema and role of one materialised dataset: `sqd_` + 40 hex digits of its text's hash. */
export const DATASET_PREFIX = 'sqd_';
const NAME = /^sqd_[0-9a-f]{40}$/;

/** Part of every name: a change to how datasets are loaded gives every dataset a new name. */
const FORMAT = 'v2-no-statistics';

export function datasetName(setupSql: string, script: string): string {
  return DATASET_PREFIX + createHash('sha256').update(FORMAT).update('\0').update(setupSql).update('\0').update(script).digest('hex').slice(0, 40);
}

export interface MaterialiseOptions {
  /** Superuser URL connected to the sandbox database. */
  superuserUrl: string;
  setupTimeoutMs: number;
  /** Datasets kept on the server; the oldest are dropped beyond it. */
  maxDatasets?: number;
  log?: (line: string) => void;
}

/** Connection problems are not the dataset's fault: it is tried again next time. */
const transient = (err: unknown): boolean => {
  const code = (err as { code?: string }).code;
  return !code || code.startsWith('08') || code.startsWith('57') || code === '53300' || code === '55P03' || code === '40P01';
};

/**
 * A challenge's datasets loaded once into the sandbox database, each into a schema of its own that only
 * its own role can read (USAGE + SELECT, nothing else): a run SETs LOCAL ROLE to the dataset's role and
 * its search_path to the schema, so it reads that dataset alone. Content-addressed (the hash of the
 * setup and the dataset's script), so a new challenge version gets new datasets and nothing is ever
 * updated in place; the trusted setup runs as the owner role under the grader's own settings.
 */
export class MaterialisedDatasets {
  private readonly pool: Pool;
  private readonly known = new Map<string, Promise<boolean>>();
  private readonly log: (line: string) => void;
  private readonly maxDatasets: number;
  private created = 0;
  private pruned: Promise<number> | undefined;

  constructor(private readonly opts: MaterialiseOptions) {
    this.pool = new Pool({ connectionString: opts.superuserUrl, max: 2, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
    this.pool.on('error', (err) => this.opts.log?.(`sandbox datasets: idle connection failed: ${err.message}`));
    this.log = opts.log ?? (() => {});
    this.maxDatasets = opts.maxDatasets ?? 20_000;
  }

  /** Each dataset's name, loading those not loaded yet; undefined if one cannot be (the run then builds its data itself). */
  async ensure(setupSql: string, scripts: string[]): Promise<string[] | undefined> {
    // once per process: datasets an older version of this code loaded (another format) are dropped
    this.pruned ??= this.prune().catch((err: Error) => {
      this.log(`sandbox datasets: prune failed: ${err.message}`);
      return 0;
    });
    return this.ensureLoaded(setupSql, scripts);
  }

  private async ensureLoaded(setupSql: string, scripts: string[]): Promise<string[] | undefined> {
    const names = scripts.map((s) => datasetName(setupSql, s));
    const ok = await Promise.all(names.map((name, i) => this.one(name, setupSql, scripts[i] as string)));
    return ok.every(Boolean) ? names : undefined;
  }

  /** A run found the dataset gone (dropped by another replica's pruning): load it again next time. */
  forget(name: string): void {
    this.known.delete(name);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private one(name: string, setupSql: string, script: string): Promise<boolean> {
    let done = this.known.get(name);
    if (!done) {
      done = this.load(name, setupSql, script).catch((err: unknown) => {
        this.log(`sandbox datasets: ${name} not materialised: ${(err as Error).message}`);
        if (transient(err)) this.known.delete(name);
        return false;
      });
      if (this.known.size >= 50_000) this.known.delete(this.known.keys().next().value as string);
      this.known.set(name, done);
    }
    return done;
  }

  private async load(name: string, setupSql: string, script: string): Promise<boolean> {
    if (!NAME.test(name)) throw new Error(`bad dataset name ${name}`);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
      const { rowCount } = await client.query('SELECT 1 FROM pg_namespace n JOIN pg_roles r ON r.rolname = n.nspname WHERE n.nspname = $1', [name]);
      if (rowCount) {
        await client.query('COMMIT');
        return true;
      }
      await client.query(
        [
          `SET LOCAL statement_timeout = ${Math.trunc(this.opts.setupTimeoutMs)}`,
          // the grader's own settings: timestamptz and date literals parse as they do in a run
          "SET LOCAL TimeZone = 'UTC'",
          "SET LOCAL DateStyle = 'ISO, MDY'",
          "SET LOCAL IntervalStyle = 'postgres'",
          `DROP SCHEMA IF EXISTS ${name} CASCADE`,
          `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${name}') THEN CREATE ROLE ${name}; END IF; END $$`,
          `ALTER ROLE ${name} NOLOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS`,
          `GRANT ${READER_ROLE} TO ${name}`,
          `GRANT ${name} TO ${RUNNER_ROLE}`,
          `CREATE SCHEMA ${name} AUTHORIZATION ${OWNER_ROLE}`,
          `SET LOCAL ROLE ${OWNER_ROLE}`,
          `SET LOCAL search_path = ${name}`,
          '',
        ].join(';\n') + `${setupSql}\n;\n${script}\n;\nRESET ROLE;\n` +
          [
            `GRANT USAGE ON SCHEMA ${name} TO ${name}`,
            `GRANT SELECT ON ALL TABLES IN SCHEMA ${name} TO ${name}`,
            // No statistics, ever (autovacuum off, no ANALYZE): the planner sees what it sees in a run that
            // builds the data (temporary tables are never analysed), so a query gets the same plan, and rows
            // that tie under its ORDER BY come out in the same order, as when the reference was prepared.
            `DO $$ DECLARE t regclass; BEGIN
  FOR t IN SELECT c.oid::regclass FROM pg_class c WHERE c.relnamespace = '${name}'::regnamespace AND c.relkind = 'r' LOOP
    EXECUTE format('ALTER TABLE %s SET (autovacuum_enabled = false, toast.autovacuum_enabled = false)', t);
  END LOOP; END $$`,
            `COMMENT ON SCHEMA ${name} IS '${FORMAT} ${new Date().toISOString()}'`,
            '',
          ].join(';\n'),
      );
      await client.query('COMMIT');
      this.created += 1;
      if (this.created % 100 === 0) await this.prune().catch((err: Error) => this.log(`sandbox datasets: prune failed: ${err.message}`));
      return true;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * Datasets of another format, then beyond the cap the oldest, are dropped (a run still reading one holds
   * its lock: that one is skipped, and goes next time).
   */
  async prune(): Promise<number> {
    const { rows } = await this.pool.query<{ nspname: string }>(
      `SELECT nspname FROM (
         SELECT n.nspname, n.oid, coalesce(obj_description(n.oid, 'pg_namespace'), '') LIKE $2 || ' %' AS current
         FROM pg_namespace n WHERE n.nspname ~ '^sqd_[0-9a-f]{40}$'
       ) d
       WHERE NOT current OR nspname IN (SELECT nspname FROM pg_namespace WHERE nspname ~ '^sqd_[0-9a-f]{40}$' ORDER BY oid DESC OFFSET $1)`,
      [this.maxDatasets, FORMAT],
    );
    let dropped = 0;
    for (const { nspname } of rows) {
      if (!NAME.test(nspname)) continue;
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("SET LOCAL lock_timeout = '200ms'");
        await client.query(`DROP SCHEMA ${nspname} CASCADE; DROP ROLE IF EXISTS ${nspname}`);
        await client.query('COMMIT');
        this.known.delete(nspname);
        dropped += 1;
      } catch {
        await client.query('ROLLBACK').catch(() => {});
      } finally {
        client.release();
      }
    }
    return dropped;
  }
}
