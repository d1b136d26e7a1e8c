import { Client } from 'pg';
import { createGrader } from '../../backend/src/grading/engine';
import { ALTERNATIVE_ORDERS } from '../../backend/src/grading/engine/row-orders';
import { MAX_GENERATED_DATASETS } from '../../backend/src/grading/engine/mutation/search';
import { SHOP_SETUP, testExecutor } from '../sandbox/sandbox-test-env';

/** How many statements the spied pg client sent whose text contains `needle`. */
const timesSent = (spy: jest.SpyInstance, needle: string): number =>
  spy.mock.calls.filter(([q]) => (typeof q === 'string' ? q : String((q as { text?: string } | undefined)?.text ?? '')).includes(needle)).length;

/** Mutation analysis end to end against the real sandbox: mutants, datasets that kill them, the score. */
describe('hidden datasets built to kill mutants of the reference', () => {
  const executor = testExecutor({ poolSize: 2 });
  const grader = createGrader(executor);
  afterAll(() => executor.close());

  const BIG_ORDERS = 'SELECT id, customer_id, amount FROM orders WHERE amount >= 7.25 AND placed < DATE \'2024-02-01\'';

  it('measures the score and keeps at most 6 generated datasets, deterministically', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: BIG_ORDERS, mutationThreshold: 0.9 });
    expect(p.problems).toEqual([]);
    expect(p.version).toBe(2);
    expect(p.mutation.total).toBeGreaterThan(5);
    expect(p.mutation.score).toBeGreaterThanOrEqual(0.9);
    expect(p.mutation.killed + p.mutation.surviving.length).toBe(p.mutation.total);
    expect(p.variants.filter((v) => v.strategy === 'mutation').length).toBeLessThanOrEqual(MAX_GENERATED_DATASETS + 1);
    const again = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: BIG_ORDERS, mutationThreshold: 0.9 });
    expect(again.variants).toEqual(p.variants);
  });

  it('runs on the candidate datasets only the mutants the visible sample does not already tell apart, and checks the datasets it takes in one run', async () => {
    // every batch the search sends, seen through the executor's lease
    const batches: Array<{ datasets: string[]; queries: string[]; referenceFirst?: boolean; rows: unknown[][][] }> = [];
    const spied = Object.create(executor) as typeof executor;
    spied.acquire = (key: string) => {
      const lease = executor.acquire(key);
      if (!lease) return lease;
      return {
        ...lease,
        runMany: async (req, onResult) => {
          const out = await lease.runMany(req, onResult);
          batches.push({ ...req, rows: out.results.map((row) => (row ?? []).map((r) => r?.rows ?? [])) });
          return out;
        },
      };
    };
    const p = await createGrader(spied).prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: BIG_ORDERS });
    expect(p.problems).toEqual([]);
    const sorted = (rows: unknown[]) => JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
    const reference = batches.find((b) => b.queries.length === 1 && b.queries[0] === BIG_ORDERS && b.datasets.length === 1)!;
    const onVisible = batches.find((b) => b.datasets.length === 1 && b.datasets[0] === '' && !b.queries.includes(BIG_ORDERS))!;
    const killed = onVisible.queries.filter((_, i) => sorted(onVisible.rows[0]![i]!) !== sorted(reference.rows[0]![0]!));
    const survivors = onVisible.queries.filter((q) => !killed.includes(q));
    expect(killed.length).toBeGreaterThan(0);
    expect(survivors.length).toBeGreaterThan(0);
    const onCandidates = batches.filter((b) => b.referenceFirst);
    expect(onCandidates.length).toBeGreaterThan(0);
    for (const b of onCandidates) {
      expect(b.queries[0]).toBe(BIG_ORDERS);
      expect(b.queries.slice(1).filter((q) => killed.includes(q))).toEqual([]);
    }
    // the survivors all ran on the main batch of candidates
    expect(onCandidates[0]!.queries.slice(1).sort()).toEqual(survivors.sort());
    // killed on the sample is killed in the score
    expect(p.mutation.killed).toBeGreaterThanOrEqual(killed.length);
    // the physical-row-order checks: one run for the visible dataset, one for every dataset taken (none was ambiguous)
    const orderChecks = batches.filter((b) => !b.referenceFirst && b.queries.length === 1 && b.datasets.length > 1);
    const taken = p.variants.filter((v) => v.strategy === 'mutation').length;
    expect(p.discarded.filter((d) => /physical row order/.test(d.reason))).toEqual([]);
    expect(orderChecks.map((b) => b.datasets.length)).toEqual([ALTERNATIVE_ORDERS.length, taken * ALTERNATIVE_ORDERS.length]);
  });

  it('rejects the boundary mistakes the visible sample cannot tell apart', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: BIG_ORDERS });
    const grade = (sql: string) => grader.grade(p, sql, { learnerKey: 'mutation-learner' });
    // all three give the reference's rows on the visible sample
    for (const wrong of [
      "SELECT id, customer_id, amount FROM orders WHERE amount > 7 AND placed < DATE '2024-02-01'",
      "SELECT id, customer_id, amount FROM orders WHERE amount >= 7.25 AND placed <= DATE '2024-02-01'",
      "SELECT id, customer_id, amount FROM orders WHERE amount >= 7.25 AND placed BETWEEN '2024-01-01' AND '2024-01-31'",
    ]) {
      const r = await grade(wrong);
      expect({ wrong, correct: r.correct }).toEqual({ wrong, correct: false });
      expect(r.message).toMatch(/hidden dataset/);
    }
    const right = await grade("SELECT o.id, o.customer_id, o.amount FROM orders o WHERE NOT (o.amount < 7.25) AND o.placed <= '2024-01-31'");
    expect(right.correct).toBe(true);
  });

  it('rejects an off-by-one against a computed day when no row of the sample sits at midnight', async () => {
    const setupSql = `CREATE TABLE logins (id int PRIMARY KEY, user_id int NOT NULL, at timestamp NOT NULL);
INSERT INTO logins VALUES (1, 1, '2024-03-01 08:15'), (2, 2, '2024-03-01 23:10'), (3, 1, '2024-03-02 12:00'), (4, 3, '2024-03-04 07:45'), (5, 2, '2024-03-04 19:30');`;
    const daily = (from: string, to: string) => `SELECT d::date AS day, count(l.id) AS logins
      FROM generate_series(date '2024-03-01', date '2024-03-04', interval '1 day') AS d
      LEFT JOIN logins l ON l.at ${from} d AND l.at ${to} d + interval '1 day'
      GROUP BY d ORDER BY d`;
    const p = await grader.prepareChallenge({ setupSql, referenceSql: daily('>=', '<') });
    expect(p.problems).toEqual([]);
    const grade = (sql: string) => grader.grade(p, sql, { learnerKey: 'mutation-learner' });
    for (const wrong of [daily('>', '<'), daily('>=', '<=')]) {
      const r = await grade(wrong);
      expect({ wrong, correct: r.correct }).toEqual({ wrong, correct: false });
    }
    const right = await grade(`SELECT d::date, count(l.id) FROM generate_series(date '2024-03-01', date '2024-03-04', interval '1 day') AS d
      LEFT JOIN logins l ON l.at::date = d::date GROUP BY d ORDER BY d`);
    expect(right.correct).toBe(true);
  });

  it('fails validation under the threshold and names the surviving mutants', async () => {
    // amount has a CHECK (amount > 0): `amount > 0` can never be told apart from `amount >= 0`
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: 'SELECT id FROM orders WHERE amount > 0', mutationThreshold: 1 });
    expect(p.mutation.surviving.map((s) => s.kind)).toContain('comparison');
    expect(p.problems.join(' ')).toMatch(/Mutation score .* is below 1: .*plausible wrong answers pass every dataset.*Surviving: /);
  });

  it('author datasets are graded too and never count against the six', async () => {
    const author = ["INSERT INTO orders (id, customer_id, amount, placed) VALUES (100, 5, 7.25, '2024-01-31')"];
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: BIG_ORDERS, hiddenDatasets: author });
    expect(p.problems).toEqual([]);
    expect(p.variants.filter((v) => v.strategy === 'author')).toEqual([expect.objectContaining({ script: author[0], label: 'author dataset 1' })]);
    const broken = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: BIG_ORDERS, hiddenDatasets: ['INSERT INTO orders (id) VALUES (1)'] });
    expect(broken.problems.join(' ')).toMatch(/Hidden dataset 1 does not apply/);
  });

  it('a hidden dataset that inserts through a serial key gives the same ids whatever ran before it', async () => {
    const setup = `CREATE TABLE t (id serial PRIMARY KEY, v int NOT NULL); INSERT INTO t (v) VALUES (1), (2), (3);`;
    const author = ['INSERT INTO t (v) VALUES (10)', 'INSERT INTO t (v) VALUES (20)'];
    const p = await grader.prepareChallenge({ setupSql: setup, referenceSql: 'SELECT id, v FROM t WHERE v > 1', hiddenDatasets: author });
    expect(p.problems).toEqual([]);
    for (const v of p.variants.filter((x) => x.strategy === 'author')) expect(v.expected).toContainEqual([4, expect.any(Number)]);
    expect((await grader.grade(p, 'SELECT id, v FROM t WHERE v >= 2', { learnerKey: 'serial-learner' })).correct).toBe(true);
  });

  it('a failing or timed-out query on a hidden dataset says only that it differs there', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: BIG_ORDERS });
    const r = await grader.grade(p, "SELECT id, customer_id, CASE WHEN count(*) OVER () = 2 THEN amount ELSE 1 / (amount - amount) END FROM orders WHERE amount >= 7.25 AND placed < DATE '2024-02-01'", { learnerKey: 'err-learner' });
    expect(r.correct).toBe(false);
    expect(r.error).toBeNull();
    expect(r.message).toMatch(/not on a hidden dataset/);
    expect(r.message).not.toMatch(/division/);
  });

  it('a mutant that never ends on the visible dataset costs a bound relative to the reference, not the statement timeout', async () => {
    // a tree: dropping the recursion's join condition (or its WHERE) makes a mutant that runs until stopped
    const setup = `CREATE TABLE nodes (id int PRIMARY KEY, parent_id int REFERENCES nodes(id), name text NOT NULL);
INSERT INTO nodes VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'c'), (5, 4, 'd'), (6, 3, 'e');`;
    const reference = `WITH RECURSIVE sub AS (SELECT id, 0 AS depth FROM nodes WHERE id = 2 UNION ALL SELECT n.id, s.depth + 1 FROM sub s JOIN nodes n ON n.parent_id = s.id)
SELECT id, depth FROM sub ORDER BY id`;
    const patient = testExecutor({ poolSize: 2, statementTimeoutMs: 20_000 });
    const requests: Array<{ queries: number; timeoutMs: number | undefined }> = [];
    const acquire = patient.acquire.bind(patient);
    patient.acquire = (key) => {
      const lease = acquire(key);
      return lease && { ...lease, runMany: (req, on) => (requests.push({ queries: req.queries.length, timeoutMs: req.timeoutMs }), lease.runMany(req, on)) };
    };
    try {
      const p = await createGrader(patient).prepareChallenge({ setupSql: setup, referenceSql: reference });
      expect(p.problems).toEqual([]);
      expect(p.mutation.dropped).toBeGreaterThan(0); // the runaway mutants
      // only the reference's own runs (alone, or under other row orders) may use the 20 s statement timeout
      const unbounded = requests.filter((r) => r.timeoutMs === undefined && r.queries > 1);
      expect(unbounded).toEqual([]);
      expect(requests.filter((r) => r.queries > 1).length).toBeGreaterThan(0);
    } finally {
      await patient.close();
    }
  });

  it.each([false, true])('where the reference fails on a dataset the other queries are not run there (materialised: %s)', async (materialise) => {
    const lease = executor.acquire(`reference-first-${materialise}`)!;
    // every statement the executor sends: a learner query is sent once for each dataset it runs on
    const sent = jest.spyOn(Client.prototype, 'query');
    try {
      // the second dataset makes the reference divide by zero; the third is the setup's again
      const datasets = ['', 'DELETE FROM orders WHERE id > 1', ''];
      const queries = ['SELECT 1 / (count(*) - 1) FROM orders', 'SELECT count(*) FROM orders', 'SELECT pg_sleep(0.01), 1'];
      const out = await lease.runMany({ setupSql: SHOP_SETUP, datasets, queries, referenceFirst: true, timeoutMs: 2000, ...(materialise ? { materialise } : {}) });
      expect(out.setupError).toBeUndefined();
      expect(out.results[0]).toHaveLength(3);
      expect(out.results[1]).toHaveLength(1);
      expect(out.results[1]![0]!.error?.kind).toBe('query');
      expect(out.results[2]).toHaveLength(3);
      expect(out.results[2]![1]!.rows).toEqual([[7]]);
      // sent for the first and third datasets, not for the second
      expect(timesSent(sent, 'pg_sleep(0.01)')).toBe(2);
    } finally {
      sent.mockRestore();
      lease.release();
    }
  });

  it('a query counted for its work that hits its time limit is not run again to fetch it', async () => {
    const lease = executor.acquire('count-work-timeout')!;
    const sent = jest.spyOn(Client.prototype, 'query');
    try {
      const out = await lease.runMany({ setupSql: SHOP_SETUP, datasets: [''], queries: ['SELECT pg_sleep(1.2)', 'SELECT count(*) FROM orders'], countWork: true, timeoutMs: 1000 });
      const [slow, fast] = out.results[0]!;
      expect(slow!.error?.kind).toBe('timeout');
      // counted (EXPLAIN ANALYZE) and not sent again to fetch its rows: one timeout, not two
      expect(timesSent(sent, 'pg_sleep(1.2)')).toBe(1);
      expect(fast!.rows).toEqual([[7]]);
    } finally {
      sent.mockRestore();
      lease.release();
    }
  });
});
