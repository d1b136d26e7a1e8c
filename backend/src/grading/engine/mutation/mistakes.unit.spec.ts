import { checkListValues, parseTextArray, type TableInfo } from '../schema-introspection';
import { mistakeCandidates } from './mistake-candidates';
import { generateMutants, type Mutant } from './mutants';
import { parseSql } from '../sql-parser';
import { queryFacts } from './query-facts';

const col = (name: string, o: Partial<TableInfo['columns'][number]> = {}): TableInfo['columns'][number] => ({
  name, category: 'N', typeName: 'integer', notNull: true, generated: false, identity: false, unique: false, foreignKey: false, solePrimaryKey: false, ...o,
});
const SHOP: TableInfo[] = [
  { name: 'customers', rowCount: 5, columns: [col('id', { unique: true, solePrimaryKey: true }), col('name', { category: 'S', typeName: 'text' })] },
  {
    name: 'orders', rowCount: 7,
    columns: [
      col('id', { unique: true, solePrimaryKey: true }), col('customer_id', { notNull: false }), col('amount', { typeName: 'numeric(10,2)', notNull: false }),
      col('placed', { category: 'D', typeName: 'date' }), col('placed_at', { category: 'D', typeName: 'timestamp with time zone' }),
      col('status', { category: 'S', typeName: 'text', checked: true, values: ['new', 'shipped', 'cancelled'] }), col('label', { category: 'S', typeName: 'text' }),
    ],
  },
];

const mutantsOf = async (sql: string): Promise<Mutant[]> => (await generateMutants(sql, SHOP)).mutants;
const flat = (m: Mutant): string => m.sql.replace(/\s+/g, ' ');
const has = (ms: Mutant[], kind: Mutant['kind'], fragment: string | RegExp): boolean =>
  ms.some((m) => m.kind === kind && (typeof fragment === 'string' ? flat(m).includes(fragment) : fragment.test(flat(m))));
const count = (ms: Mutant[], kind: Mutant['kind']): number => ms.filter((m) => m.kind === kind).length;

describe("learners' semantic mistakes as mutants", () => {
  test('calendar arithmetic: a month as 30 days, a year as 365, 30 days as a month', async () => {
    const ms = await mutantsOf("SELECT id FROM orders WHERE placed > DATE '2024-06-30' - interval '1 month' OR placed < DATE '2024-01-01' + interval '1 year' OR placed_at > now() - interval '60 days'");
    expect(has(ms, 'calendar', "'30 days'::interval")).toBe(true);
    expect(has(ms, 'calendar', "'365 days'::interval")).toBe(true);
    expect(has(ms, 'calendar', "'2 months'::interval")).toBe(true);
  });

  test('a month range compared by its month alone, without the year', async () => {
    const range = await mutantsOf("SELECT id FROM orders WHERE placed >= '2024-08-01' AND placed < '2024-09-01' AND amount > 5");
    expect(has(range, 'date-part', "EXTRACT('month' FROM placed) = 8 AND amount > 5")).toBe(true);
    const between = await mutantsOf("SELECT id FROM orders WHERE placed BETWEEN '2024-01-01' AND '2024-03-31'");
    expect(has(between, 'date-part', "EXTRACT('month' FROM placed) BETWEEN 1 AND 3")).toBe(true);
    const trunc = await mutantsOf("SELECT id FROM orders WHERE date_trunc('month', placed) = '2024-02-01'");
    expect(has(trunc, 'date-part', "EXTRACT('month' FROM placed) = 2")).toBe(true);
    const days = await mutantsOf("SELECT id FROM orders WHERE placed >= '2024-08-03' AND placed < '2024-09-01'");
    expect(count(days, 'date-part')).toBe(0);
  });

  test('a time zone as its winter or summer offset, or left out', async () => {
    const ms = await mutantsOf("SELECT id FROM orders WHERE extract(hour FROM placed_at AT TIME ZONE 'Europe/Berlin') BETWEEN 9 AND 17");
    expect(has(ms, 'time-zone', "AT TIME ZONE '+01:00'::interval")).toBe(true);
    expect(has(ms, 'time-zone', "AT TIME ZONE '+02:00'::interval")).toBe(true);
    expect(has(ms, 'time-zone', /EXTRACT\('hour' FROM placed_at\) BETWEEN/)).toBe(true);
    const utc = await mutantsOf("SELECT id FROM orders WHERE extract(hour FROM placed_at AT TIME ZONE 'UTC') > 9");
    expect(count(utc, 'time-zone')).toBe(0);
    const noDst = await mutantsOf("SELECT id FROM orders WHERE extract(hour FROM placed_at AT TIME ZONE 'Asia/Tokyo') > 9");
    expect(ms.length).toBeGreaterThan(0);
    expect(noDst.filter((m) => m.kind === 'time-zone').map((m) => m.description)).toEqual(["dropped AT TIME ZONE 'Asia/Tokyo'"]);
  });

  test("a day's end taken at its midnight, on timestamps only", async () => {
    const ts = await mutantsOf("SELECT id FROM orders WHERE placed_at >= '2024-08-01' AND placed_at < '2024-09-01'");
    expect(has(ts, 'comparison', "placed_at <= '2024-08-31'")).toBe(true);
    expect(has(ts, 'comparison', "placed_at > '2024-07-31'")).toBe(true);
    // on a date column `< '2024-09-01'` and `<= '2024-08-31'` are the same query: not a mutant
    const dates = await mutantsOf("SELECT id FROM orders WHERE placed < '2024-09-01'");
    expect(has(dates, 'comparison', "placed <= '2024-08-31'")).toBe(false);
  });

  test('rounding: a filter on the exact value against a rounded one, and the reverse', async () => {
    const shown = await mutantsOf('SELECT id, round(amount, 1) AS amt FROM orders WHERE amount > 10');
    expect(has(shown, 'rounding', 'WHERE round(amount, 1) > 10')).toBe(true);
    const filtered = await mutantsOf('SELECT customer_id FROM orders GROUP BY customer_id HAVING round(avg(amount), 1) >= 4.5');
    expect(has(filtered, 'rounding', 'HAVING avg(amount) >= 4.5')).toBe(true);
    const sorted = await mutantsOf('SELECT customer_id, round(sum(amount), 1) AS total FROM orders GROUP BY customer_id ORDER BY total DESC, customer_id');
    expect(has(sorted, 'rounding', 'ORDER BY sum(amount) DESC, customer_id')).toBe(false);
    const limit = await mutantsOf('SELECT id FROM orders WHERE amount > 100 AND customer_id > 2');
    expect(has(limit, 'rounding', 'round(amount) > 100')).toBe(true);
    expect(has(limit, 'rounding', 'round(customer_id)')).toBe(false);
  });

  test('AND/OR precedence: the parentheses around an OR dropped; NOT applied to one condition', async () => {
    const ms = await mutantsOf("SELECT id FROM orders WHERE amount > 5 AND (status = 'new' OR customer_id = 3)");
    expect(has(ms, 'precedence', "WHERE (amount > 5 AND status = 'new') OR customer_id = 3")).toBe(true);
    const not = await mutantsOf("SELECT id FROM orders WHERE NOT (status = 'new' AND amount > 5)");
    expect(has(not, 'precedence', "NOT (status = 'new') AND amount > 5")).toBe(true);
  });

  test('a status set widened or narrowed, from the CHECK', async () => {
    const eq = await mutantsOf("SELECT id FROM orders WHERE status = 'shipped'");
    expect(has(eq, 'status', "status IN ('shipped', 'new')")).toBe(true);
    expect(has(eq, 'status', "status <> 'cancelled'")).toBe(true);
    const list = await mutantsOf("SELECT id FROM orders WHERE status IN ('new', 'shipped')");
    expect(has(list, 'status', "status IN ('shipped')")).toBe(true);
    expect(has(list, 'status', "status IN ('new', 'shipped', 'cancelled')")).toBe(true);
    const open = await mutantsOf("SELECT id FROM customers WHERE name = 'Ann'");
    expect(count(open, 'status')).toBe(0);
  });

  test('a status filter the text does not state, on a table whose status the reference does not read', async () => {
    const ms = await mutantsOf('SELECT c.name, count(o.id) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name');
    expect(has(ms, 'status', "o.status <> 'new'")).toBe(true);
    const read = await mutantsOf("SELECT id FROM orders WHERE status = 'new'");
    expect(read.some((m) => /added a filter/.test(m.description))).toBe(false);
    const other = await mutantsOf("SELECT v.id FROM orders v WHERE v.status = 'new' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = v.customer_id AND o.amount > 5)");
    expect(has(other, 'status', "o.status <> 'cancelled'")).toBe(true);
  });

  test("a type read from another text column's pattern", async () => {
    const ms = await mutantsOf("SELECT o.id FROM orders o WHERE o.status = 'shipped'");
    expect(has(ms, 'pattern', "o.label ILIKE '%shipped%'")).toBe(true);
  });

  test('clipping: greatest(x, 0) left out, or taken after the sum', async () => {
    const ms = await mutantsOf('SELECT customer_id, sum(greatest(amount, 0)) FROM orders GROUP BY customer_id');
    expect(has(ms, 'clipping', 'sum(amount)')).toBe(true);
    expect(has(ms, 'clipping', 'GREATEST(sum(amount), 0)')).toBe(true);
  });

  test('a group whose sum is zero dropped: HAVING sum(x) <> 0 or > 0 added, kept with an existing HAVING', async () => {
    const ms = await mutantsOf('SELECT customer_id, sum(amount) AS total FROM orders GROUP BY customer_id HAVING count(*) > 1');
    expect(has(ms, 'clipping', /HAVING count\(\*\) > 1 AND sum\(amount\) <> 0/)).toBe(true);
    expect(has(ms, 'clipping', /HAVING count\(\*\) > 1 AND sum\(amount\) > 0/)).toBe(true);
    expect(has(await mutantsOf('SELECT customer_id, sum(amount) FROM orders'), 'clipping', 'HAVING')).toBe(false);
  });

  test('an average of whole numbers as sum / count (integer division): integer columns and counted outputs only', async () => {
    const counted = await mutantsOf(`WITH c AS (SELECT customer_id, count(*) AS n FROM orders GROUP BY customer_id)
      SELECT customer_id, n, avg(n) OVER () AS avg_n FROM c`);
    expect(has(counted, 'division', 'sum(n) OVER () / count(n) OVER ()')).toBe(true);
    expect(has(await mutantsOf('SELECT avg(amount) FROM orders'), 'division', 'sum(amount)')).toBe(false);
  });

  test('denominators: a FILTER dropped, an ELSE 0 dropped or added', async () => {
    const ms = await mutantsOf("SELECT count(*) FILTER (WHERE amount > 5) AS big, avg(CASE WHEN status = 'new' THEN 1 ELSE 0 END) AS share, count(CASE WHEN amount > 1 THEN id END) AS n FROM orders");
    expect(has(ms, 'denominator', 'count(*) AS big')).toBe(true);
    expect(has(ms, 'denominator', "avg(CASE WHEN status = 'new' THEN 1 END)")).toBe(true);
    expect(has(ms, 'denominator', 'count(CASE WHEN amount > 1 THEN id ELSE 0 END)')).toBe(true);
  });

  test('NOT EXISTS written as NOT IN, only where a NULL can meet it', async () => {
    const ms = await mutantsOf('SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)');
    expect(has(ms, 'null-test', 'NOT (c.id IN (SELECT o.customer_id FROM orders AS o))')).toBe(true);
    const neverNull = await mutantsOf('SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = c.id)');
    expect(neverNull.some((m) => /NOT EXISTS →/.test(m.description))).toBe(false);
  });

  test('a tie broken on another output column', async () => {
    const ms = await mutantsOf('SELECT id, customer_id, amount FROM orders ORDER BY amount DESC, id');
    expect(has(ms, 'order-by', 'ORDER BY amount DESC, customer_id')).toBe(true);
    const counted = await mutantsOf('SELECT customer_id, count(*) AS n, max(amount) AS top FROM orders GROUP BY customer_id ORDER BY top DESC, customer_id');
    expect(has(counted, 'order-by', 'ORDER BY top DESC, n')).toBe(true);
    const named = await mutantsOf('SELECT c.name, sum(o.amount) AS total FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.name ORDER BY total DESC, c.name');
    expect(has(named, 'order-by', 'ORDER BY total DESC, c.id')).toBe(true);
    // an output column sorted by its alias is the same column: no "tie broken on c.name instead of team"
    const aliased = await mutantsOf('SELECT c.name AS team, sum(o.amount) AS total FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.name ORDER BY total DESC, team');
    expect(has(aliased, 'order-by', /ORDER BY total DESC, c\.name$/)).toBe(false);
    expect(has(aliased, 'order-by', /ORDER BY total DESC, c\.id$/)).toBe(true);
  });
});

describe('the datasets paired with the mistakes', () => {
  const facts = async (sql: string): Promise<ReturnType<typeof queryFacts>> => {
    const parsed = await parseSql(sql);
    if (!parsed.ok) throw new Error('does not parse');
    return queryFacts({ stmts: [{ stmt: { [parsed.statements[0]!.type]: parsed.statements[0]!.node } }] });
  };
  const families = (cs: Array<{ family: string }>): string[] => [...new Set(cs.map((c) => c.family))].sort();

  test('month ends and every day of the weeks before for the dates the reference names', async () => {
    const cs = mistakeCandidates(SHOP, await facts("SELECT id FROM orders WHERE placed >= '2024-08-01'"));
    expect(families(cs)).toEqual(expect.arrayContaining(['day-by-day', 'month-ends']));
    expect(cs.some((c) => c.family === 'day-by-day' && c.script.includes("'2024-08-01'::date + (ARRAY[0, -30, 30"))).toBe(true);
  });

  test("a year compared through EXTRACT gets the year's first and last days as edges", async () => {
    const f = await facts('SELECT id FROM orders WHERE EXTRACT(YEAR FROM placed) = 2023');
    expect(f.literals).toEqual(expect.arrayContaining([expect.objectContaining({ column: 'placed', boundary: ['2023-12-31', '2023-01-01', '2022-12-31', '2024-01-01'] })]));
  });

  test('DST only where the reference converts time zones; interleaved partitions only for windows', async () => {
    expect(families(mistakeCandidates(SHOP, await facts('SELECT id FROM orders WHERE placed_at > now()')))).not.toContain('dst');
    expect(families(mistakeCandidates(SHOP, await facts("SELECT placed_at AT TIME ZONE 'Europe/Paris' FROM orders")))).toContain('dst');
    const w = mistakeCandidates(SHOP, await facts('SELECT id, lag(amount) OVER (PARTITION BY customer_id ORDER BY placed) FROM orders'));
    expect(families(w)).toContain('partitions-interleaved');
  });

  test('every status, and types that disagree with names, for a compared closed column', async () => {
    const cs = mistakeCandidates(SHOP, await facts("SELECT id FROM orders WHERE status = 'new'"));
    expect(families(cs)).toEqual(expect.arrayContaining(['codes-disagree', 'statuses']));
    expect(cs.find((c) => c.family === 'codes-disagree')?.script).toContain("WHEN 'new' THEN 'shipped'");
  });

  test('negatives and a group netting to zero; near ties only when the reference rounds', async () => {
    const plain = mistakeCandidates(SHOP, await facts('SELECT customer_id, sum(amount) FROM orders GROUP BY customer_id'));
    expect(plain.some((c) => c.label === 'one orders (customer_id) group whose amount nets to zero')).toBe(true);
    expect(plain.some((c) => c.label === 'one orders (customer_id) group whose amount is all zero')).toBe(true);
    expect(families(plain)).not.toContain('near-ties');
    expect(plain.some((c) => c.label === 'some orders.amount zero')).toBe(true);
    const fixtures: TableInfo[] = [
      { name: 'teams', rowCount: 3, columns: [col('id', { unique: true, solePrimaryKey: true }), col('name', { category: 'S', typeName: 'text' })] },
      {
        name: 'matches', rowCount: 4,
        columns: [col('id', { unique: true, solePrimaryKey: true }), col('home_id', { foreignKey: true }), col('away_id', { foreignKey: true }), col('home_goals'), col('away_goals')],
        foreignKeys: [{ column: 'home_id', refTable: 'teams', refColumn: 'id' }, { column: 'away_id', refTable: 'teams', refColumn: 'id' }],
      },
    ];
    const zero = mistakeCandidates(fixtures, await facts('SELECT t.name, sum(m.home_goals) + sum(m.away_goals) FROM teams t JOIN matches m ON t.id IN (m.home_id, m.away_id) GROUP BY t.name'));
    const parent = zero.find((c) => c.label === 'one teams row whose linked matches amounts are all zero');
    expect(parent?.script).toMatch(/SET "home_goals" = 0, "away_goals" = 0 WHERE "home_id" = \(.*\) OR "away_id" = \(/);
    const rounded = mistakeCandidates(SHOP, await facts('SELECT customer_id, round(avg(amount), 1) FROM orders GROUP BY customer_id'));
    expect(rounded.find((c) => c.family === 'near-ties')?.script).toContain('SET "amount" = s.prev + 0.01');
    expect(rounded.some((c) => c.script.includes('SET "customer_id"'))).toBe(false);
  });
});

describe('a band with no row', () => {
  test("each branch of a grouped query's CASE emptied in turn, the ELSE too; none for an ungrouped query", async () => {
    const parsed = await parseSql(`SELECT CASE WHEN o.amount < 10 THEN 'small' WHEN o.amount < 100 THEN 'medium' ELSE 'large' END AS band, count(*)
      FROM orders o GROUP BY 1`);
    if (!parsed.ok) throw new Error('does not parse');
    const f = queryFacts({ stmts: [{ stmt: { [parsed.statements[0]!.type]: parsed.statements[0]!.node } }] });
    expect(f.caseBranches).toEqual([{ conditions: ['amount < 10', 'amount < 100'], columns: ['amount'] }]);
    const bands = mistakeCandidates(SHOP, f).filter((c) => c.family === 'empty-bands').map((c) => c.script);
    expect(bands).toEqual([
      'DELETE FROM "orders" WHERE (amount < 10) IS TRUE AND true',
      'DELETE FROM "orders" WHERE (amount < 100) IS TRUE AND NOT COALESCE((amount < 10), false)',
      'DELETE FROM "orders" WHERE NOT COALESCE((amount < 10) OR (amount < 100), false)',
    ]);
    const flat = await parseSql("SELECT CASE WHEN amount < 10 THEN 'small' ELSE 'large' END FROM orders");
    if (!flat.ok) throw new Error('does not parse');
    expect(queryFacts({ stmts: [{ stmt: { SelectStmt: flat.statements[0]!.node } }] }).caseBranches).toBeUndefined();
  });
});

describe('edges the new mistake datasets build', () => {
  const facts = async (sql: string): Promise<ReturnType<typeof queryFacts>> => {
    const parsed = await parseSql(sql);
    if (!parsed.ok) throw new Error('does not parse');
    return queryFacts({ stmts: [{ stmt: { [parsed.statements[0]!.type]: parsed.statements[0]!.node } }] });
  };

  test('whole rows moved past a date the reference names, every date of the row alike', async () => {
    const moved = mistakeCandidates(SHOP, await facts("SELECT id FROM orders WHERE daterange(placed, placed_at::date) @> DATE '2024-03-20'"))
      .filter((c) => c.family === 'periods-moved');
    expect(moved.map((c) => c.label)).toEqual([
      'orders: every row moved to start after 2024-03-20 (all its dates shifted alike)',
      'orders: every row moved to end before 2024-03-20 (all its dates shifted alike)',
      'orders: one row with every date set moved to start after 2024-03-20',
    ]);
    expect(moved[0]!.script).toContain(`"placed" = ("placed" + (m.by) * interval '1 day')::date, "placed_at" = ("placed_at" + (m.by) * interval '1 day')::timestamp with time zone`);
    expect(moved[0]!.script).toContain(`'2024-03-20'::date + 1 - min(LEAST("placed"::date, "placed_at"::date)) OVER (PARTITION BY s.g)`);
  });

  test("a computed comparison within a row is put on its constant's edge by moving one amount it names", async () => {
    const f = await facts('SELECT id FROM orders o WHERE o.amount - o.customer_id >= 50');
    expect(f.comparisons).toEqual([{ diff: '(amount - customer_id) - 50', stepped: { amount: '((amount + 1) - customer_id) - 50', customer_id: '(amount - (customer_id + 1)) - 50' }, columns: ['amount', 'customer_id'], label: '(amount - customer_id) >= 50' }]);
    const edges = mistakeCandidates(SHOP, f).filter((c) => c.family === 'edge-values' && c.label.includes('lands on its edge'));
    expect(edges.map((c) => c.label)).toEqual(['orders.amount set so that `(amount - customer_id) >= 50` lands on its edge and just either side']);
    expect(edges[0]!.script).toContain('(ARRAY[0, -0.01, 0.01, -0.4, 0.4, -0.5, 0.5, -0.04, 0.04])');
    // a plain column against a constant has its boundary rows already; aggregates and subqueries are not within a row
    expect((await facts('SELECT id FROM orders WHERE amount >= 50')).comparisons).toBeUndefined();
    expect((await facts('SELECT customer_id FROM orders GROUP BY 1 HAVING sum(amount) - 1 > 50')).comparisons).toBeUndefined();
  });

  test('amounts mirrored within their group, swapped with a sibling, and a fraction of a unit', async () => {
    const cs = mistakeCandidates(SHOP, await facts('SELECT customer_id, amount FROM orders ORDER BY customer_id'));
    expect(cs.filter((c) => c.family === 'mirrored').map((c) => c.label)).toEqual(['orders.amount mirrored within each (customer_id) group on every other group']);
    expect(cs.filter((c) => c.family === 'edge-values').map((c) => c.label)).toEqual(['some orders.amount below one (0.50)', 'every orders.amount below one (0.10 to 0.90)']);
  });
});

describe('edges around a computed value', () => {
  test("one row per group just either side of its group's average, for a value compared with a computed one", async () => {
    const parsed = await parseSql('UPDATE orders o SET amount = amount * 1.1 WHERE amount < (SELECT avg(amount) FROM orders x WHERE x.customer_id = o.customer_id)');
    if (!parsed.ok) throw new Error('does not parse');
    const f = queryFacts({ stmts: [{ stmt: { [parsed.statements[0]!.type]: parsed.statements[0]!.node } }] });
    const labels = mistakeCandidates(SHOP, f).filter((c) => c.family === 'edge-values').map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['one orders.amount per customer_id set just above the average of the others', 'one orders.amount per customer_id set just below the average of the others']));
  });
});

describe('closed value sets from the schema', () => {
  test("a CHECK's list of values", () => {
    expect(checkListValues("CHECK ((status = ANY (ARRAY['new'::text, 'it''s'::text, 'done'::text])))")).toEqual(['new', "it's", 'done']);
    expect(checkListValues("CHECK ((email ~~ '%@%'::text))")).toEqual([]);
    expect(checkListValues('CHECK ((amount >= (0)::numeric))')).toEqual([]);
  });

  test('a text[] literal', () => {
    expect(parseTextArray('{a,"b c","d\\"e",NULL}')).toEqual(['a', 'b c', 'd"e']);
    expect(parseTextArray('{}')).toEqual([]);
  });
});
