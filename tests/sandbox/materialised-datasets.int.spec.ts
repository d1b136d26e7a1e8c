/**
 * Materialised datasets (issue 16 part 5): a challenge's deterministic datasets are loaded once into the
 * sandbox database, each in a schema only its own role can read, and runs read them under that role.
 * Against the real sandbox cluster: the same results as data built in the run; loaded once; nothing of
 * another dataset (a hidden one of the same challenge, or another challenge's) is readable from a run —
 * not by name, not through the catalog's counts and sizes, the *_to_xml functions, statistics views or a
 * changed search_path or role; the data cannot be changed; a dataset dropped under the server is no verdict.
 */
import { type RunResult, type SandboxExecutor } from '../../backend/src/grading/sandbox';
import { datasetName, readerName } from '../../backend/src/grading/sandbox/materialised-datasets';
import { asSandboxSuperuser, SHOP_SETUP, testExecutor, testSandboxUrls } from './sandbox-test-env';

const urls = testSandboxUrls();
const SECRET = 'Zelda-hidden-7731';
/** A hidden dataset of the same challenge: one more customer, with a name no visible run may ever see. */
const HIDDEN_SCRIPT = `INSERT INTO customers (id, name, city) VALUES (6, '${SECRET}', 'Quito');
INSERT INTO orders (id, customer_id, amount, placed) VALUES (8, 6, 99.99, '2024-03-01');
UPDATE orders SET amount = amount + 1 WHERE customer_id = 2;`;
/** Another challenge's data. */
const OTHER_SETUP = `CREATE TABLE vault (id int PRIMARY KEY, code text NOT NULL);
INSERT INTO vault VALUES (1, '${SECRET}-other'), (2, 'b'), (3, 'c');`;

/** The schema's OID: the same OID later means the dataset was not loaded again. */
const schemaOid = (name: string): Promise<string | undefined> =>
  asSandboxSuperuser(async (c) => (await c.query<{ oid: string }>('SELECT oid::text AS oid FROM pg_namespace WHERE nspname = $1', [name])).rows[0]?.oid);

const leaks = (r: RunResult): boolean => JSON.stringify(r.rows).includes(SECRET) || (r.error?.message ?? '').includes(SECRET);

describe('materialised datasets', () => {
  let executor: SandboxExecutor;
  const hidden = datasetName(SHOP_SETUP, HIDDEN_SCRIPT);
  const other = datasetName(OTHER_SETUP, '');
  /** The roles: the visible dataset's, and the one reading the challenge version's hidden datasets. */
  const visibleRole = readerName(SHOP_SETUP, ['']);
  const hiddenRole = readerName(SHOP_SETUP, [HIDDEN_SCRIPT]);

  beforeAll(async () => {
    executor = testExecutor({ superuserUrl: urls.superuserUrl, poolSize: 2 });
    // load the hidden dataset and the other challenge's (a grade and a test run of another learner would)
    const lease = executor.acquire('loader')!;
    try {
      const many = await lease.runMany({ setupSql: SHOP_SETUP, datasets: ['', HIDDEN_SCRIPT], queries: ['SELECT count(*) FROM customers'], materialise: true });
      expect(many.results.map((r) => r?.[0]?.rows)).toEqual([[[5]], [[6]]]);
    } finally {
      lease.release();
    }
    expect((await executor.run('loader', { setupSql: OTHER_SETUP, sql: 'SELECT count(*) FROM vault', materialise: true })).rows).toEqual([[3]]);
  });

  afterAll(() => executor.close());

  it('gives the same results as data built in the run, on every dataset', async () => {
    const queries = [
      'SELECT c.name, sum(o.amount) AS total FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name ORDER BY total DESC, c.name',
      'SELECT city, count(*) FROM customers GROUP BY city ORDER BY city NULLS FIRST',
      "SELECT id, placed, placed + interval '1 month' AS next FROM orders WHERE placed >= '2024-02-01' ORDER BY id",
      'SELECT current_setting(\'TimeZone\'), current_setting(\'DateStyle\')',
    ];
    const both = await Promise.all([false, true].map(async (materialise) => {
      const lease = executor.acquire(`same-${materialise}`)!;
      try {
        const out = await lease.runMany({ setupSql: SHOP_SETUP, datasets: ['', HIDDEN_SCRIPT], queries, materialise });
        return out.results.map((d) => d?.map((r) => ({ columns: r.columns, rows: r.rows, error: r.error })));
      } finally {
        lease.release();
      }
    }));
    expect(both[0]?.[0]?.[0]?.rows.length).toBeGreaterThan(0);
    expect(both[1]).toEqual(both[0]);
  });

  it('loads a dataset once: later runs read it, they do not load it again', async () => {
    const before = await schemaOid(datasetName(SHOP_SETUP, ''));
    expect(before).toBeDefined();
    for (let i = 0; i < 3; i++) {
      const r = await executor.run(`again-${i}`, { setupSql: SHOP_SETUP, sql: 'SELECT current_user, count(*) FROM customers', materialise: true });
      expect(r.rows).toEqual([[visibleRole, 5]]);
    }
    // another executor (another worker process) finds it loaded
    const second = testExecutor({ superuserUrl: urls.superuserUrl });
    try {
      expect((await second.run('other-worker', { setupSql: SHOP_SETUP, sql: 'SELECT count(*) FROM orders', materialise: true })).rows).toEqual([[7]]);
    } finally {
      await second.close();
    }
    expect(await schemaOid(datasetName(SHOP_SETUP, ''))).toBe(before);
  });

  /** Everything below runs on the visible dataset, the way a learner's test run does. */
  const probe = (sql: string): Promise<RunResult> => executor.run('prober', { setupSql: SHOP_SETUP, sql, materialise: true });

  it.each([
    ['the hidden dataset by name', `SELECT name FROM ${hidden}.customers`],
    ["another challenge's dataset by name", `SELECT code FROM ${other}.vault`],
    ['query_to_xml', `SELECT query_to_xml('SELECT * FROM ${hidden}.customers', true, false, '')`],
    ['table_to_xml', `SELECT table_to_xml('${hidden}.customers'::regclass, true, false, '')`],
    ['schema_to_xml', `SELECT schema_to_xml('${hidden}', true, false, '')`],
    ['cursor over another schema', `SELECT * FROM ${other}.vault`],
    ['a row estimate', `SELECT reltuples FROM pg_class WHERE relnamespace = '${hidden}'::regnamespace`],
    ['pages and visibility', 'SELECT sum(relpages), sum(relallvisible) FROM pg_class'],
    ['every pg_class column', "SELECT * FROM pg_class WHERE relname = 'customers'"],
    ['a relation size', `SELECT pg_relation_size('${hidden}.customers')`],
    ['a table size', `SELECT pg_total_relation_size('${hidden}.orders'), pg_table_size('${hidden}.orders'), pg_indexes_size('${hidden}.orders')`],
    ['a sequence value', `SELECT pg_sequence_last_value('${hidden}.customers_id_seq')`],
    ['currval', `SELECT currval('${hidden}.customers_id_seq')`],
    ['switching the search_path', `SELECT set_config('search_path', '${hidden}', true)`],
    ['switching the role back', "SELECT set_config('role', 'sandbox_runner', true)"],
    ['switching to the hidden role', `SELECT set_config('role', '${hiddenRole}', true)`],
    ['statistics of the hidden dataset', `SELECT count(*) FROM pg_stats WHERE schemaname = '${hidden}'`],
  ])('cannot read another dataset: %s', async (_name, sql) => {
    const r = await probe(sql);
    expect(leaks(r)).toBe(false);
    // refused outright, or (pg_stats) filtered to nothing
    if (r.ok) expect(r.rows).toEqual([[0]]);
    else expect(r.error?.kind).toMatch(/^(permission|query)$/);
  });

  it('database_to_xml and the information schema show only the own dataset', async () => {
    const xml = await probe("SELECT database_to_xml(true, false, '')");
    expect(xml.ok).toBe(true);
    expect(leaks(xml)).toBe(false);
    expect(JSON.stringify(xml.rows)).toContain('Ann');
    const tables = await probe("SELECT DISTINCT table_schema FROM information_schema.tables WHERE table_schema LIKE 'sqd_%'");
    expect(tables.rows).toEqual([[datasetName(SHOP_SETUP, '')]]);
    const columns = await probe(`SELECT count(*) FROM information_schema.columns WHERE table_schema = '${hidden}'`);
    expect(columns.rows).toEqual([[0]]);
  });

  it('a hidden run reads its own dataset only (not the visible one, not another challenge)', async () => {
    const lease = executor.acquire('hidden-reader')!;
    try {
      const visible = datasetName(SHOP_SETUP, '');
      const out = await lease.runMany({
        setupSql: SHOP_SETUP,
        datasets: ['', HIDDEN_SCRIPT],
        queries: [`SELECT count(*) FROM ${visible}.customers`, `SELECT count(*) FROM ${other}.vault`, 'SELECT count(*) FROM customers'],
        materialise: true,
      });
      expect(out.results[0]?.map((r) => r.error?.kind ?? r.rows)).toEqual([[[5]], 'permission', [[5]]]);
      expect(out.results[1]?.map((r) => r.error?.kind ?? r.rows)).toEqual(['permission', 'permission', [[6]]]);
    } finally {
      lease.release();
    }
  });

  it('hidden datasets are read on backends that never serve a visible dataset (test run or grade)', async () => {
    const single = testExecutor({ superuserUrl: urls.superuserUrl, poolSize: 1 });
    try {
      const visiblePids = new Set<unknown>();
      const hiddenPids = new Set<unknown>();
      for (let i = 0; i < 3; i++) {
        const lease = single.acquire(`pids-${i}`)!;
        try {
          const out = await lease.runMany({ setupSql: SHOP_SETUP, datasets: ['', HIDDEN_SCRIPT], queries: ['SELECT pg_backend_pid()'], materialise: true });
          visiblePids.add(out.results[0]?.[0]?.rows[0]?.[0]);
          hiddenPids.add(out.results[1]?.[0]?.rows[0]?.[0]);
        } finally {
          lease.release();
        }
        visiblePids.add((await single.run(`pids-${i}`, { setupSql: SHOP_SETUP, sql: 'SELECT pg_backend_pid()', materialise: true })).rows[0]?.[0]);
      }
      // both kinds are reused (no new backend per grade), and never for each other
      expect(visiblePids.size).toBe(1);
      expect(hiddenPids.size).toBe(1);
      expect([...visiblePids].filter((p) => hiddenPids.has(p))).toEqual([]);
    } finally {
      await single.close();
    }
  });

  it('the data cannot be changed, and a run leaves it as it was', async () => {
    for (const sql of [
      'SELECT * FROM customers FOR UPDATE',
      "SELECT query_to_xml('DELETE FROM customers RETURNING *', true, false, '')",
      "SELECT query_to_xml('CREATE TABLE x (a int)', true, false, '')",
      "SELECT nextval('customers_id_seq')",
      "SELECT setval('customers_id_seq', 100)",
    ]) {
      const r = await probe(sql);
      expect({ sql, ok: r.ok }).toEqual({ sql, ok: false });
    }
    const rows = await asSandboxSuperuser(async (c) => (await c.query(`SELECT count(*)::int AS n, sum(amount)::text AS s FROM ${datasetName(SHOP_SETUP, '')}.orders`)).rows[0]);
    expect(rows).toEqual({ n: 7, s: '48.50' });
    const grants = await asSandboxSuperuser(async (c) => (await c.query<{ p: string }>(
      `SELECT DISTINCT privilege_type AS p FROM information_schema.role_table_grants WHERE table_schema = $1 AND grantee = $2`, [hidden, hiddenRole])).rows.map((r) => r.p));
    expect(grants).toEqual(['SELECT']);
  });

  it('a dataset role holds nothing but its own schema and the guard functions', async () => {
    const roles = await asSandboxSuperuser(async (c) => (await c.query(
      `SELECT r.rolcanlogin, r.rolsuper, r.rolcreaterole, r.rolcreatedb, r.rolbypassrls,
              (SELECT string_agg(b.rolname, ',' ORDER BY b.rolname) FROM pg_auth_members m JOIN pg_roles b ON b.oid = m.roleid WHERE m.member = r.oid) AS member_of,
              has_database_privilege(r.oid, 'sandbox', 'TEMPORARY') AS temp, has_database_privilege(r.oid, 'sandbox', 'CREATE') AS can_create
       FROM pg_roles r WHERE r.rolname = $1`, [hiddenRole])).rows[0]);
    expect(roles).toEqual({ rolcanlogin: false, rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false, member_of: 'sandbox_reader', temp: false, can_create: false });
  });

  it('a dataset dropped under a run is no verdict: the run says unavailable, the next loads it again', async () => {
    const setup = `${SHOP_SETUP}\nCREATE TABLE dropped_marker (a int);`;
    const name = datasetName(setup, '');
    expect((await executor.run('dropper', { setupSql: setup, sql: 'SELECT count(*) FROM customers', materialise: true })).rows).toEqual([[5]]);
    // (the role stays, and reads nothing any more: the reload grants it the new schema)
    await asSandboxSuperuser((c) => c.query(`DROP SCHEMA ${name} CASCADE`));
    const gone = await executor.run('dropper', { setupSql: setup, sql: 'SELECT count(*) FROM customers', materialise: true });
    expect(gone.error).toMatchObject({ unavailable: true });
    expect((await executor.run('dropper', { setupSql: setup, sql: 'SELECT count(*) FROM customers', materialise: true })).rows).toEqual([[5]]);
  });

  it.each([true, false])('a backend terminated under a hidden dataset\'s query is no verdict (materialised: %s): the batch says unavailable, no result reaches the caller', async (materialise) => {
    // a table of this case's own, to find its backend (other files sleep on the same cluster): by the lock on
    // it when read from its loaded dataset, by the name the setup gives the session when built in the run
    const probe = `cut_probe_${materialise}`;
    const setupSql = `${SHOP_SETUP}\nCREATE TABLE ${probe} (a int); INSERT INTO ${probe} VALUES (1); SET LOCAL application_name = ${probe};`;
    // sleeps only where the hidden customer is: the visible dataset answers, the hidden one is cut off
    const sql = `SELECT count(*) AS n, (SELECT pg_sleep(CASE WHEN count(*) > 5 THEN 5 ELSE 0 END) FROM customers)::text AS s FROM customers, ${probe}`;
    const seen: Array<[number, string | null]> = [];
    const lease = executor.acquire(probe)!;
    const cutter = asSandboxSuperuser(async (c) => {
      // as a server shutting down does (57P01), not the watchdog: the run did not outlive its limit
      for (let i = 0; i < 200; i++) {
        const { rows } = await c.query<{ pid: number }>(
          `SELECT a.pid FROM pg_stat_activity a WHERE a.wait_event = 'PgSleep'
             AND (a.application_name = $1 OR EXISTS (SELECT FROM pg_locks l JOIN pg_class r ON r.oid = l.relation WHERE l.pid = a.pid AND r.relname = $1))`,
          [probe],
        );
        if (rows[0]) return c.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the hidden run never started sleeping');
    });
    try {
      const out = await lease.runMany({ setupSql, datasets: ['', HIDDEN_SCRIPT], queries: [sql], materialise }, (d, _q, r) => {
        seen.push([d, r.error?.kind ?? null]);
      });
      await cutter;
      expect(out.setupError).toMatchObject({ kind: 'internal', unavailable: true });
      expect(out.aborted).toBeUndefined();
      expect(seen).toEqual([[0, null]]);
    } finally {
      lease.release();
    }
  });

  it('drops the datasets an older version loaded (another format) when a server first loads one', async () => {
    const stale = `sqd_${'0'.repeat(40)}`;
    await asSandboxSuperuser((c) => c.query(`CREATE ROLE ${stale} NOLOGIN; CREATE SCHEMA ${stale}; CREATE TABLE ${stale}.t (a int); COMMENT ON SCHEMA ${stale} IS 'v1 2026-01-01'`));
    const fresh = testExecutor({ superuserUrl: urls.superuserUrl });
    try {
      expect((await fresh.run('pruner', { setupSql: SHOP_SETUP, sql: 'SELECT count(*) FROM orders', materialise: true })).rows).toEqual([[7]]);
      const exists = (): Promise<number> => asSandboxSuperuser(async (c) => (await c.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [stale])).rowCount ?? 0);
      // the prune runs beside the first run, not in its way: wait for it (bounded)
      for (let i = 0; i < 100 && (await exists()); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await exists()).toBe(0);
      expect(await asSandboxSuperuser(async (c) => (await c.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [stale])).rowCount)).toBe(0);
      expect((await fresh.run('pruner', { setupSql: SHOP_SETUP, sql: 'SELECT count(*) FROM orders', materialise: true })).rows).toEqual([[7]]);
    } finally {
      await fresh.close();
    }
  });
});
