import { type TableInfo } from '../schema-introspection';
import { generateMutants, type Mutant } from './mutants';

const col = (name: string, o: Partial<TableInfo['columns'][number]> = {}): TableInfo['columns'][number] => ({
  name, category: 'N', typeName: 'integer', notNull: true, generated: false, identity: false, unique: false, foreignKey: false, solePrimaryKey: false, ...o,
});
const SHOP: TableInfo[] = [
  { name: 'customers', rowCount: 5, columns: [col('id', { unique: true, solePrimaryKey: true }), col('name', { category: 'S', typeName: 'text' }), col('city', { category: 'S', typeName: 'text', notNull: false })] },
  {
    name: 'orders', rowCount: 7,
    columns: [col('id', { unique: true, solePrimaryKey: true }), col('customer_id', { foreignKey: true }), col('amount', { typeName: 'numeric(10,2)' }), col('placed', { category: 'D', typeName: 'date' }), col('status', { category: 'S', typeName: 'text', checked: true })],
    foreignKeys: [{ column: 'customer_id', refTable: 'customers', refColumn: 'id' }],
  },
];

const mutantsOf = async (sql: string, schema: TableInfo[] = SHOP): Promise<Mutant[]> => (await generateMutants(sql, schema)).mutants;
const flat = (m: Mutant): string => m.sql.replace(/\s+/g, ' ');
const has = (ms: Mutant[], kind: Mutant['kind'], fragment: string | RegExp): boolean =>
  ms.some((m) => m.kind === kind && (typeof fragment === 'string' ? flat(m).includes(fragment) : fragment.test(flat(m))));

describe('mutants of the reference, one class at a time', () => {
  test('comparison operators: < ↔ <=, > ↔ >=, = ↔ <>', async () => {
    const ms = await mutantsOf('SELECT id FROM orders WHERE amount >= 50 AND placed < DATE \'2024-02-01\' AND customer_id = 3');
    expect(has(ms, 'comparison', 'amount > 50')).toBe(true);
    expect(has(ms, 'comparison', "placed <= '2024-02-01'")).toBe(true);
    expect(has(ms, 'comparison', 'customer_id <> 3')).toBe(true);
  });

  test('literals move to their neighbours: numbers ±1 and a step, dates ±1 day and to the month edge', async () => {
    const ms = await mutantsOf("SELECT id FROM orders WHERE amount >= 50 AND placed >= '2024-03-15'");
    for (const v of ['amount >= 49', 'amount >= 51', 'amount >= 45', 'amount >= 55']) expect(has(ms, 'literal', v)).toBe(true);
    for (const d of ['2024-03-14', '2024-03-16', '2024-03-31', '2024-04-01']) expect(has(ms, 'literal', d)).toBe(true);
  });

  test('each WHERE / HAVING / ON conjunct dropped', async () => {
    const ms = await mutantsOf('SELECT c.id, count(*) FROM customers c JOIN orders o ON o.customer_id = c.id AND o.amount > 5 WHERE c.city IS NOT NULL GROUP BY c.id HAVING count(*) > 1');
    expect(has(ms, 'conjunct-dropped', /ON o\.customer_id = c\.id (WHERE|GROUP)/)).toBe(true);
    expect(ms.some((m) => m.kind === 'conjunct-dropped' && !flat(m).includes('WHERE'))).toBe(true);
    expect(ms.some((m) => m.kind === 'conjunct-dropped' && !flat(m).includes('HAVING'))).toBe(true);
  });

  test('join types: INNER ↔ LEFT, the wrong side kept', async () => {
    const ms = await mutantsOf('SELECT c.name, o.id FROM customers c LEFT JOIN orders o ON o.customer_id = c.id');
    expect(has(ms, 'join-type', 'customers AS c JOIN orders')).toBe(true);
    expect(has(ms, 'join-type', 'RIGHT JOIN')).toBe(true);
  });

  test('a child joined to its parent on a NOT NULL foreign key: INNER ≡ LEFT, so the mistake is the parent kept without children', async () => {
    const ms = await mutantsOf('SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id');
    expect(ms.filter((m) => m.kind === 'join-type').map(flat)).toEqual([expect.stringContaining('RIGHT JOIN customers')]);
    // unless the WHERE rejects the child's NULLs: the parent without children is filtered out again
    const filtered = await mutantsOf('SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.amount > 5');
    expect(filtered.filter((m) => m.kind === 'join-type')).toEqual([]);
  });

  test('DISTINCT added or removed; not added where rows are already distinct (GROUP BY keys shown)', async () => {
    expect(has(await mutantsOf('SELECT DISTINCT city FROM customers'), 'distinct', 'SELECT city FROM')).toBe(true);
    expect(has(await mutantsOf('SELECT city FROM customers'), 'distinct', 'SELECT DISTINCT city')).toBe(true);
    expect((await mutantsOf('SELECT city, count(*) FROM customers GROUP BY city')).filter((m) => m.kind === 'distinct')).toEqual([]);
  });

  test('aggregates: count(*) → count(nullable col), count(col) ↔ count(DISTINCT col), sum ↔ avg, min ↔ max', async () => {
    const ms = await mutantsOf('SELECT count(*), count(customer_id), sum(amount), min(placed) FROM orders o LEFT JOIN customers c ON c.id = o.customer_id');
    expect(has(ms, 'aggregate', 'count(DISTINCT customer_id)')).toBe(true);
    expect(has(ms, 'aggregate', 'avg(amount)')).toBe(true);
    expect(has(ms, 'aggregate', 'max(placed)')).toBe(true);
    expect(has(ms, 'aggregate', /count\(c\.id\)|count\(c\.city\)/)).toBe(true);
  });

  test('count(col) → count(*) is not made where col is never NULL (a key or NOT NULL column on no outer join\'s optional side)', async () => {
    const toStar = (ms: Mutant[], arg: string) => ms.filter((m) => m.kind === 'aggregate' && m.description === `count(${arg}) → count(*)`);
    expect(toStar(await mutantsOf('SELECT c.name, count(o.id) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name'), 'o.id')).toEqual([]);
    // the optional side of a LEFT JOIN is NULL for a childless parent: count(o.id) counts 0 there, count(*) 1
    expect(toStar(await mutantsOf('SELECT c.name, count(o.id) FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.name'), 'o.id')).toHaveLength(1);
    // a nullable column counts only its non-NULL values
    expect(toStar(await mutantsOf('SELECT count(city) FROM customers'), 'city')).toHaveLength(1);
  });

  test('count(key) ↔ count(DISTINCT key) is not made where no two rows share the key: its table joined to-one on the others\' keys, outer joins included', async () => {
    const distinctFlip = (ms: Mutant[]) => ms.filter((m) => m.kind === 'aggregate' && /count\(DISTINCT o\.id\)|count\(o\.id\)/.test(flat(m)) && /DISTINCT/.test(flat(m)) !== /DISTINCT/.test(m.description));
    // each order joins at most one customer (on the customer's key): o.id never repeats, a LEFT JOIN only adds NULLs
    expect(distinctFlip(await mutantsOf('SELECT c.name, count(o.id) FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.name'))).toEqual([]);
    expect(distinctFlip(await mutantsOf('SELECT count(DISTINCT o.id) FROM orders o JOIN customers c ON c.id = o.customer_id'))).toEqual([]);
    // the customer's key repeats once per order: the flip is a real mutant
    expect(has(await mutantsOf('SELECT count(c.id) FROM customers c JOIN orders o ON o.customer_id = c.id'), 'aggregate', 'count(DISTINCT c.id)')).toBe(true);
    // a join not on a key (orders of the same city pair up): o.id can repeat
    expect(has(await mutantsOf('SELECT count(o.id) FROM orders o JOIN customers c ON c.city = \'Oslo\' AND c.name = \'Ann\''), 'aggregate', 'count(DISTINCT o.id)')).toBe(true);
  });

  test('count(*) is not turned into count(col) of a NOT NULL column (equivalent)', async () => {
    const ms = await mutantsOf('SELECT count(*) FROM orders WHERE amount > 1');
    expect(ms.filter((m) => m.kind === 'aggregate' && /count\(amount\)/.test(m.sql))).toEqual([]);
  });

  test('ranking functions swap; window partitions and frames change; ORDER BY tie-breaks dropped', async () => {
    const ms = await mutantsOf(`SELECT id, rank() OVER (PARTITION BY customer_id ORDER BY amount DESC),
      sum(amount) OVER (ORDER BY placed) FROM orders o JOIN customers c ON c.id = o.customer_id ORDER BY placed, id`);
    expect(has(ms, 'ranking', 'dense_rank()')).toBe(true);
    expect(has(ms, 'ranking', 'row_number()')).toBe(true);
    expect(has(ms, 'window', /rank\(\) OVER \( ?ORDER BY amount DESC ?\)/)).toBe(true);
    expect(ms.some((m) => m.kind === 'window' && /ROWS/.test(m.sql))).toBe(true);
    expect(has(ms, 'order-by', /ORDER BY placed$/)).toBe(true);
  });

  test('frames with UNBOUNDED FOLLOWING, GROUPS, offsets and EXCLUDE keep their frame in every mutant, and get their own', async () => {
    const frames = [
      'ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING',
      'GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING',
      'ROWS BETWEEN 2 PRECEDING AND CURRENT ROW EXCLUDE CURRENT ROW',
      'RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING EXCLUDE TIES',
      'ROWS BETWEEN 1 FOLLOWING AND 3 FOLLOWING EXCLUDE GROUP',
    ];
    for (const frame of frames) {
      const ms = await mutantsOf(`SELECT id, last_value(amount) OVER (PARTITION BY customer_id ORDER BY placed ${frame}) AS v FROM orders WHERE amount > 5 ORDER BY id`);
      // a mutant elsewhere in the query prints the frame as written (the deparser used to mangle it, and the mutant was dropped)
      expect({ frame, kept: has(ms, 'comparison', `ORDER BY placed ${frame}`) }).toEqual({ frame, kept: true });
    }
    const last = await mutantsOf('SELECT id, last_value(amount) OVER (ORDER BY placed ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM orders');
    expect(has(last, 'window', 'ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW')).toBe(true);
    const excluded = await mutantsOf('SELECT id, sum(amount) OVER (ORDER BY placed ROWS BETWEEN 2 PRECEDING AND CURRENT ROW EXCLUDE CURRENT ROW) FROM orders');
    expect(has(excluded, 'window', /ROWS BETWEEN 2 PRECEDING AND CURRENT ROW \)/)).toBe(true);
  });

  test('LIMIT / OFFSET ±1, UNION ↔ UNION ALL, COALESCE removed, LIKE ↔ ILIKE, BETWEEN bounds', async () => {
    const ms = await mutantsOf(`SELECT name FROM customers WHERE name LIKE 'A%' AND id BETWEEN 2 AND 4
      UNION SELECT COALESCE(city, 'none') FROM customers ORDER BY 1 LIMIT 3 OFFSET 1`);
    expect(has(ms, 'literal', 'LIMIT 4')).toBe(true);
    expect(has(ms, 'literal', 'OFFSET 2')).toBe(true);
    expect(has(ms, 'set-operation', 'UNION ALL')).toBe(true);
    expect(has(ms, 'coalesce', /SELECT city FROM/)).toBe(true);
    expect(has(ms, 'pattern', "ILIKE 'A%'")).toBe(true);
    expect(has(ms, 'between', /id >= 2 AND id < 4/)).toBe(true);
    expect(has(ms, 'between', /id > 2 AND id <= 4/)).toBe(true);
  });

  test('integer vs numeric division, text equality loosened into a pattern (open columns only)', async () => {
    const ms = await mutantsOf("SELECT 100.0 * count(*) / (SELECT count(*) FROM customers) FROM customers WHERE name = 'Ann'");
    expect(has(ms, 'division', /SELECT \(?100 \* count/)).toBe(true);
    expect(has(ms, 'pattern', "name ILIKE 'Ann'")).toBe(true);
    expect(has(ms, 'pattern', "name LIKE '%Ann%'")).toBe(true);
    const closed = await mutantsOf("SELECT id FROM orders WHERE status = 'paid'");
    expect(closed.filter((m) => m.kind === 'pattern')).toEqual([]);
  });

  test('mutants are distinct, parse, and never the reference itself', async () => {
    const ref = 'SELECT id FROM orders WHERE amount > 10 ORDER BY id';
    const ms = await mutantsOf(ref);
    expect(new Set(ms.map(flat)).size).toBe(ms.length);
    expect(ms.map(flat)).not.toContain('SELECT id FROM orders WHERE amount > 10 ORDER BY id');
  });

  test('a reference that does not parse has no mutants', async () => {
    expect(await generateMutants('SELEC nothing')).toEqual({ mutants: [], dropped: 0 });
  });
});
