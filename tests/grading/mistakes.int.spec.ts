import { createGrader, type PreparedChallenge } from '../../backend/src/grading/engine';
import { testExecutor } from '../sandbox/sandbox-test-env';

/**
 * Issue 32's mistake operators end to end: learners' semantic mistakes that give the sample's rows are
 * rejected on a hidden dataset built for them, the learner is told which kind of case, and faithful
 * readings still pass. Each sample is made so that the visible data cannot tell the mistake apart.
 */
describe("learners' semantic mistakes are caught on hidden data, faithful readings pass", () => {
  const executor = testExecutor({ poolSize: 2 });
  const grader = createGrader(executor);
  afterAll(() => executor.close());

  const expectVerdicts = async (p: PreparedChallenge, right: string[], wrong: string[]): Promise<string[]> => {
    expect(p.problems).toEqual([]);
    const cases: string[] = [];
    for (const sql of right) {
      const r = await grader.grade(p, sql, { learnerKey: 'mistakes-learner' });
      expect({ sql, correct: r.correct, message: r.message }).toEqual({ sql, correct: true, message: r.message });
    }
    for (const sql of wrong) {
      const r = await grader.grade(p, sql, { learnerKey: 'mistakes-learner' });
      expect({ sql, correct: r.correct }).toEqual({ sql, correct: false });
      expect(r.message).toMatch(/hidden dataset/);
      cases.push(r.hiddenCase ?? '');
    }
    return cases;
  };

  it('a fixed UTC offset for a time zone with DST, when every sample row is in winter', async () => {
    const setupSql = `CREATE TABLE calls (id int PRIMARY KEY, agent text NOT NULL, started_at timestamptz NOT NULL);
INSERT INTO calls VALUES (1, 'ana', '2024-01-08 07:30+00'), (2, 'ben', '2024-01-08 16:10+00'), (3, 'ana', '2024-01-09 17:20+00'),
  (4, 'ben', '2024-02-12 06:50+00'), (5, 'ana', '2024-02-13 12:00+00'), (6, 'ben', '2024-02-14 07:59+00');`;
    const reference = `SELECT id, agent FROM calls
      WHERE extract(hour FROM started_at AT TIME ZONE 'Europe/Berlin') BETWEEN 8 AND 17 ORDER BY id`;
    const p = await grader.prepareChallenge({ setupSql, referenceSql: reference });
    const cases = await expectVerdicts(p,
      [`SELECT id, agent FROM calls WHERE (started_at AT TIME ZONE 'Europe/Berlin')::time >= '08:00' AND (started_at AT TIME ZONE 'Europe/Berlin')::time < '18:00' ORDER BY id`],
      [`SELECT id, agent FROM calls WHERE extract(hour FROM started_at + interval '1 hour') BETWEEN 8 AND 17 ORDER BY id`]);
    expect(cases[0]).toMatch(/daylight-saving|hour|day|instant/);
  });

  it("a month written as 30 days, when the sample's dates sit far from the edge", async () => {
    const setupSql = `CREATE TABLE logins (id int PRIMARY KEY, member text NOT NULL, on_day date NOT NULL);
INSERT INTO logins VALUES (1, 'ana', '2024-05-30'), (2, 'ben', '2024-05-02'), (3, 'cy', '2024-04-01'), (4, 'di', '2024-03-20'), (5, 'ed', '2024-05-15');`;
    const reference = `SELECT member FROM logins WHERE on_day > (SELECT max(on_day) FROM logins) - interval '1 month' ORDER BY member`;
    const p = await grader.prepareChallenge({ setupSql, referenceSql: reference });
    await expectVerdicts(p,
      // (`on_day + interval '1 month' > max` is not the same: month arithmetic does not invert at month ends)
      [`WITH latest AS (SELECT max(on_day) - interval '1 mon' AS since FROM logins) SELECT member FROM logins, latest WHERE on_day > since ORDER BY 1`],
      [`SELECT member FROM logins WHERE on_day > (SELECT max(on_day) FROM logins) - 30 ORDER BY member`]);
  });

  it('a month compared without its year, when the sample holds one year', async () => {
    const setupSql = `CREATE TABLE sales (id int PRIMARY KEY, shop text NOT NULL, sold_on date NOT NULL, amount numeric(8,2) NOT NULL CHECK (amount > 0));
INSERT INTO sales VALUES (1, 'north', '2024-08-03', 12.00), (2, 'south', '2024-08-30', 8.50), (3, 'north', '2024-07-11', 5.00), (4, 'south', '2024-09-02', 9.99), (5, 'north', '2024-08-15', 3.25);`;
    const reference = `SELECT shop, sum(amount) AS total FROM sales WHERE sold_on >= '2024-08-01' AND sold_on < '2024-09-01' GROUP BY shop ORDER BY shop`;
    const p = await grader.prepareChallenge({ setupSql, referenceSql: reference });
    await expectVerdicts(p,
      [`SELECT shop, sum(amount) AS total FROM sales WHERE date_trunc('month', sold_on) = '2024-08-01' GROUP BY shop ORDER BY shop`],
      [`SELECT shop, sum(amount) AS total FROM sales WHERE extract(month FROM sold_on) = 8 GROUP BY shop ORDER BY shop`]);
  });

  it('a status set widened, when the sample holds only two of the three statuses', async () => {
    const setupSql = `CREATE TABLE orders (id int PRIMARY KEY, customer text NOT NULL, status text NOT NULL CHECK (status IN ('paid', 'pending', 'refunded')), total numeric(8,2) NOT NULL);
INSERT INTO orders VALUES (1, 'ana', 'paid', 10), (2, 'ben', 'refunded', 5), (3, 'ana', 'paid', 7), (4, 'cy', 'paid', 3), (5, 'ben', 'paid', 4);`;
    const reference = `SELECT customer, count(*) AS paid_orders FROM orders WHERE status = 'paid' GROUP BY customer ORDER BY customer`;
    const p = await grader.prepareChallenge({ setupSql, referenceSql: reference });
    const cases = await expectVerdicts(p,
      [`SELECT customer, count(*) FILTER (WHERE status = 'paid') AS paid_orders FROM orders GROUP BY customer HAVING count(*) FILTER (WHERE status = 'paid') > 0 ORDER BY customer`],
      [`SELECT customer, count(*) AS paid_orders FROM orders WHERE status <> 'refunded' GROUP BY customer ORDER BY customer`]);
    expect(cases[0]).toMatch(/status/);
  });

  it('a type read from the name, when every sample name spells its type', async () => {
    const setupSql = `CREATE TABLE products (id int PRIMARY KEY, name text NOT NULL, kind text NOT NULL CHECK (kind IN ('wireless', 'wired')));
INSERT INTO products VALUES (1, 'Wireless Mouse', 'wireless'), (2, 'Wired Keyboard', 'wired'), (3, 'Wireless Headset', 'wireless'), (4, 'Wired Mouse', 'wired');`;
    const reference = `SELECT id, name FROM products WHERE kind = 'wireless' ORDER BY id`;
    const p = await grader.prepareChallenge({ setupSql, referenceSql: reference });
    await expectVerdicts(p, [`SELECT id, name FROM products WHERE kind IN ('wireless') ORDER BY 1`], [`SELECT id, name FROM products WHERE name ILIKE '%wireless%' ORDER BY id`]);
  });

  it('a negative netted instead of clipped, when the sample has no negative', async () => {
    const setupSql = `CREATE TABLE adjustments (id int PRIMARY KEY, account text NOT NULL, delta numeric(8,2) NOT NULL);
INSERT INTO adjustments VALUES (1, 'a', 5.00), (2, 'a', 2.50), (3, 'b', 1.00), (4, 'c', 0.00), (5, 'b', 4.00);`;
    const reference = `SELECT account, sum(greatest(delta, 0)) AS credited FROM adjustments GROUP BY account ORDER BY account`;
    const p = await grader.prepareChallenge({ setupSql, referenceSql: reference });
    await expectVerdicts(p,
      [`SELECT account, sum(CASE WHEN delta > 0 THEN delta ELSE 0 END) AS credited FROM adjustments GROUP BY account ORDER BY account`],
      [`SELECT account, sum(delta) AS credited FROM adjustments GROUP BY account ORDER BY account`, `SELECT account, greatest(sum(delta), 0) AS credited FROM adjustments GROUP BY account ORDER BY account`]);
  });

  it('a comment or a line break in the reference changes neither the hidden datasets nor the score', async () => {
    const setupSql = `CREATE TABLE t (id int PRIMARY KEY, grp text NOT NULL, v int NOT NULL);
INSERT INTO t VALUES (1, 'x', 3), (2, 'y', 5), (3, 'x', 8), (4, 'z', 1);`;
    const a = await grader.prepareChallenge({ setupSql, referenceSql: 'SELECT grp, sum(v) AS total FROM t WHERE v > 2 GROUP BY grp ORDER BY grp' });
    const b = await grader.prepareChallenge({ setupSql, referenceSql: '-- totals per group\nSELECT grp,\n       sum(v) AS total\nFROM t\nWHERE v > 2 -- the small ones out\nGROUP BY grp ORDER BY grp' });
    expect(b.variants).toEqual(a.variants);
    expect(b.mutation.score).toBe(a.mutation.score);
  });
});
