import { createHash } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { OWNER_ROLE, READER_ROLE, RUNNER_ROLE } from './sandbox-roles';

/** A dataset's schema: `sqd_` + 40 hex digits; the role that reads a group of them: `sqr_` + 40. */
export const DATASET_PREFIX = 'sqd_';
export const ROLE_PREFIX = 'sqr_';
const SCHEMA = /^sqd_[0-9a-f]{40}$/;
const ROLE = /^sqr_[0-9a-f]{40}$/;

/** Part of every name: a change to how datasets are loaded gives every dataset and role a new name. */
const FORMAT = 'v4-setup-digest';

const hash = (parts: string[]): string => {
  const h = createHash('sha256').update(FORMAT);
  for (const p of parts) h.update('\0').update(p);
  return h.digest('hex').slice(0, 40);
};

/** The setup (up to a few hundred kB) is hashed once per request; each name hashes its digest. */
const setupDigest = (setupSql: string): string => createHash('sha256').update(setupSql).digest('hex');

const schemaOf = (setup: string, script: string): string => DATASET_PREFIX + hash([setup, script]);
const roleOf = (setup: string, scripts: string[]): string => ROLE_PREFIX + hash([setup, String(scripts.length), ...scripts]);

export function datasetName(setupSql: string, script: string): string {
  return schemaOf(setupDigest(setupSql), script);
}

/** The role that reads exactly these datasets of this setup. */
export function readerName(setupSql: string, scripts: string[]): string {
  return roleOf(setupDigest(setupSql), scripts);
}

/** Where one dataset of a run is read: its schema (the search_path) and the role the run takes. */
export interface DatasetPlace {
  schema: string;
  role: string;
}

/**
 * The first dataset of a request (the visible one) is read by a role of its own; the others (a grade's
 * hidden datasets) by one role for them all. A visible run can never read a hidden dataset, a hidden run
 * only its own challenge version's, and there are two roles per challenge version, not one per dataset:
 * PostgreSQL 15 lists every role the runner is a member of on a backend's first SET ROLE, in time
 * quadratic in their number, and a grade runs on a fresh backend.
 */
export function placesOf(setupSql: string, scripts: string[]): DatasetPlace[] {
  const setup = setupDigest(setupSql);
  const visible = roleOf(setup, scripts.slice(0, 1));
  const hidden = scripts.length > 1 ? roleOf(setup, scripts.slice(1)) : visible;
  return scripts.map((s, i) => ({ schema: schemaOf(setup, s), role: i === 0 ? visible : hidden }));
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
 * the roles reading it can use (USAGE + SELECT, nothing else): a run SETs LOCAL ROLE to the dataset's
 * role and its search_path to the schema. Content-addressed (the hash of the setup and the dataset's
 * script), so a new challenge version gets new datasets and nothing is updated in place; the trusted
 * setup runs as the owner role under the grader's own settings.
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

  /** Each dataset's place, loading what is not loaded yet; undefined if one cannot be (the run then builds its data itself). */
  async ensure(setupSql: string, scripts: string[]): Promise<DatasetPlace[] | undefined> {
    // once per process: what an older version of this code loaded (another format) is dropped
    this.pruned ??= this.prune().catch((err: Error) => {
      this.log(`sandbox datasets: prune failed: ${err.message}`);
      return 0;
    });
    const places = placesOf(setupSql, scripts);
    const loaded = await Promise.all(places.map((p, i) => this.once(p.schema, () => this.load(p.schema, setupSql, scripts[i] as string))));
    if (!loaded.every(Boolean)) return undefined;
    const roles = [...new Set(places.map((p) => p.role))];
    const granted = await Promise.all(roles.map((role) => this.once(role, () => this.grant(role, places.filter((p) => p.role === role).map((p) => p.schema)))));
    return granted.every(Boolean) ? places : undefined;
  }

  /** A run found its dataset or role gone (another replica pruned it): both are made again next time. */
  forget(place: DatasetPlace): void {
    this.known.delete(place.schema);
    this.known.delete(place.role);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private once(key: string, work: () => Promise<boolean>): Promise<boolean> {
    let done = this.known.get(key);
    if (!done) {
      done = work().catch((err: unknown) => {
        this.log(`sandbox datasets: ${key} not materialised: ${(err as Error).message}`);
        if (transient(err)) this.known.delete(key);
        return false;
      });
      if (this.known.size >= 50_000) this.known.delete(this.known.keys().next().value as string);
      this.known.set(key, done);
    }
    return done;
  }

  private async locked<T>(key: string, work: (c: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
      const answer = await work(client);
      await client.query('COMMIT');
      return answer;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  private async load(name: string, setupSql: string, script: string): Promise<boolean> {
    if (!SCHEMA.test(name)) throw new Error(`bad dataset name ${name}`);
    await this.locked(name, async (client) => {
      if ((await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [name])).rowCount) return;
      await client.query(
        [
          `SET LOCAL statement_timeout = ${Math.trunc(this.opts.setupTimeoutMs)}`,
          // the grader's own settings: timestamptz and date literals parse as they do in a run
          "SET LOCAL TimeZone = 'UTC'",
          "SET LOCAL DateStyle = 'ISO, MDY'",
          "SET LOCAL IntervalStyle = 'postgres'",
          `CREATE SCHEMA ${name} AUTHORIZATION ${OWNER_ROLE}`,
          `COMMENT ON SCHEMA ${name} IS '${FORMAT} ${new Date().toISOString()}'`,
          `SET LOCAL ROLE ${OWNER_ROLE}`,
          `SET LOCAL search_path = ${name}`,
          '',
        ].join(';\n') + `${setupSql}\n;\n${script}\n;\nRESET ROLE;\n` +
          // No statistics, ever (autovacuum off, no ANALYZE): the planner sees what it sees in a run that
          // builds the data (temporary tables are never analysed), so a query gets the same plan, and rows
          // that tie under its ORDER BY come out in the same order, as when the reference was prepared.
          `DO $$ DECLARE t regclass; BEGIN
  FOR t IN SELECT c.oid::regclass FROM pg_class c WHERE c.relnamespace = '${name}'::regnamespace AND c.relkind = 'r' LOOP
    EXECUTE format('ALTER TABLE %s SET (autovacuum_enabled = false, toast.autovacuum_enabled = false)', t);
  END LOOP; END $$;\n`,
      );
    });
    this.created += 1;
    if (this.created % 100 === 0) await this.prune().catch((err: Error) => this.log(`sandbox datasets: prune failed: ${err.message}`));
    return true;
  }

  /** The role exists, may be taken by the runner, and reads these schemas (again, should one have been reloaded). */
  private async grant(role: string, schemas: string[]): Promise<boolean> {
    if (!ROLE.test(role) || !schemas.every((s) => SCHEMA.test(s))) throw new Error(`bad role ${role}`);
    await this.locked(role, async (client) => {
      const { rows } = await client.query<{ missing: string[] | null }>(
        `SELECT array_agg(s) FILTER (WHERE r.oid IS NULL OR NOT has_schema_privilege(r.oid, n.oid, 'USAGE')) AS missing
         FROM unnest($2::text[]) s JOIN pg_namespace n ON n.nspname = s LEFT JOIN pg_roles r ON r.rolname = $1`,
        [role, schemas],
      );
      const missing = rows[0]?.missing ?? [];
      if (!missing.length) return;
      await client.query([
        `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role}; END IF; END $$`,
        `ALTER ROLE ${role} NOLOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS`,
        `GRANT ${READER_ROLE} TO ${role}`,
        `GRANT ${role} TO ${RUNNER_ROLE}`,
        ...missing.flatMap((s) => [`GRANT USAGE ON SCHEMA ${s} TO ${role}`, `GRANT SELECT ON ALL TABLES IN SCHEMA ${s} TO ${role}`]),
        '',
      ].join(';\n'));
    });
    return true;
  }

  /**
   * Datasets of another format, then beyond the cap the oldest, are dropped, and the roles left reading
   * nothing with them (a run still reading a dataset holds its lock: that one is skipped, and goes next time).
   */
  async prune(): Promise<number> {
    const { rows } = await this.pool.query<{ nspname: string }>(
      `SELECT nspname FROM (
         SELECT n.nspname, coalesce(obj_description(n.oid, 'pg_namespace'), '') LIKE $2 || ' %' AS current
         FROM pg_namespace n WHERE n.nspname ~ '^sqd_[0-9a-f]{40}$'
       ) d
       WHERE NOT current OR nspname IN (SELECT nspname FROM pg_namespace WHERE nspname ~ '^sqd_[0-9a-f]{40}$' ORDER BY oid DESC OFFSET $1)`,
      [this.maxDatasets, FORMAT],
    );
    let dropped = 0;
    for (const { nspname } of rows) {
      if (!SCHEMA.test(nspname)) continue;
      if (await this.tryDrop(`DROP SCHEMA ${nspname} CASCADE`)) {
        this.known.delete(nspname);
        dropped += 1;
      }
    }
    // roles that read no dataset any more (and the per-dataset roles of an older format)
    const { rows: idle } = await this.pool.query<{ rolname: string }>(
      `SELECT r.rolname FROM pg_roles r
       WHERE r.rolname ~ '^sq[dr]_[0-9a-f]{40}$'
         AND r.oid NOT IN (SELECT (aclexplode(nspacl)).grantee FROM pg_namespace WHERE nspname ~ '^sqd_[0-9a-f]{40}$' AND nspacl IS NOT NULL)`,
    );
    for (const { rolname } of idle) {
      if (!/^sq[dr]_[0-9a-f]{40}$/.test(rolname)) continue;
      if (await this.tryDrop(`DROP OWNED BY ${rolname}; DROP ROLE ${rolname}`)) this.known.delete(rolname);
    }
    return dropped;
  }

  private async tryDrop(sql: string): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL lock_timeout = '200ms'");
      await client.query(sql);
      await client.query('COMMIT');
      return true;
    } catch {
      await client.query('ROLLBACK').catch(() => {});
      return false;
    } finally {
      client.release();
    }
  }
}
