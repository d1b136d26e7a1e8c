import { generateMutants, type Mutant } from './mutants';

const mutantsOf = async (sql: string): Promise<Mutant[]> => (await generateMutants(sql)).mutants;
const flat = (m: Mutant): string => m.sql.replace(/\s+/g, ' ');
const has = (ms: Mutant[], kind: Mutant['kind'], fragment: string | RegExp): boolean =>
  ms.some((m) => m.kind === kind && (typeof fragment === 'string' ? flat(m).includes(fragment) : fragment.test(flat(m))));

describe('mutants of a data-changing reference (issue 37)', () => {
  test('the statement operators apply: comparisons, literals and conjuncts of an UPDATE', async () => {
    const ms = await mutantsOf("UPDATE orders SET amount = amount * 2 WHERE customer_id = 1 AND placed < '2024-02-01'");
    expect(has(ms, 'comparison', "placed <= '2024-02-01'")).toBe(true);
    expect(has(ms, 'literal', 'amount * 3')).toBe(true);
    expect(has(ms, 'conjunct-dropped', /WHERE placed < '2024-02-01'$/)).toBe(true);
  });

  test('the WHERE of an UPDATE or DELETE dropped whole', async () => {
    const update = await mutantsOf('UPDATE orders SET status = \'late\' WHERE placed < \'2024-01-01\'');
    expect(has(update, 'dml-where', /^UPDATE orders SET status = 'late'$/)).toBe(true);
    const del = await mutantsOf('DELETE FROM customers c WHERE EXISTS (SELECT 1 FROM customers d WHERE d.email = c.email AND d.id < c.id)');
    expect(has(del, 'dml-where', /^DELETE FROM customers AS c$/)).toBe(true);
    expect(has(del, 'comparison', 'd.id <= c.id')).toBe(true);
  });

  test('one SET assignment left out', async () => {
    const ms = await mutantsOf("UPDATE accounts SET status = 'closed', closed_on = '2024-05-01' WHERE balance = 0");
    expect(has(ms, 'dml-set', /^UPDATE accounts SET closed_on = '2024-05-01' WHERE/)).toBe(true);
    expect(has(ms, 'dml-set', /^UPDATE accounts SET status = 'closed' WHERE/)).toBe(true);
  });

  test('ON CONFLICT: DO UPDATE ↔ DO NOTHING, EXCLUDED.col ↔ the table’s col, the DO UPDATE’s WHERE dropped', async () => {
    const upsert = await mutantsOf('INSERT INTO stock AS s (sku, qty) VALUES (\'a\', 1) ON CONFLICT (sku) DO UPDATE SET qty = s.qty + excluded.qty WHERE s.qty < 5');
    expect(has(upsert, 'upsert', /ON CONFLICT \(sku\) DO NOTHING$/)).toBe(true);
    expect(has(upsert, 'upsert', 'SET qty = excluded.qty + excluded.qty')).toBe(true);
    expect(has(upsert, 'upsert', 'SET qty = s.qty + s.qty')).toBe(true);
    expect(has(upsert, 'upsert', /SET qty = s.qty \+ excluded.qty$/)).toBe(true);
    const nothing = await mutantsOf("INSERT INTO stock (sku, qty, note) VALUES ('a', 1, 'x') ON CONFLICT (sku) DO NOTHING");
    expect(has(nothing, 'upsert', 'DO UPDATE SET qty = excluded.qty, note = excluded.note')).toBe(true);
  });

  test('every mutant is one parseable statement of the same kind', async () => {
    const ms = await mutantsOf("INSERT INTO archive (id, amount) SELECT id, amount FROM orders WHERE placed < '2024-02-01' RETURNING id");
    expect(ms.length).toBeGreaterThan(2);
    for (const m of ms) expect(flat(m)).toMatch(/^INSERT INTO archive/);
  });
});
