import { detectOrdering } from './order-detection';

describe('detectOrdering: ORDER BY on the outermost query only', () => {
  it.each([
    ['SELECT a FROM t ORDER BY a', true],
    ['select a from t order by 1 desc limit 3;', true],
    ['(SELECT a FROM t) ORDER BY a', true],
    ['((SELECT a FROM t ORDER BY a))', true],
    ['SELECT a FROM t UNION SELECT b FROM u ORDER BY 1', true],
    ['WITH x AS (SELECT a FROM t ORDER BY a) SELECT a FROM x ORDER BY a', true],
    ['SELECT a FROM t', false],
    ['SELECT a FROM (SELECT a FROM t ORDER BY a) s', false],
    ['WITH x AS (SELECT a FROM t ORDER BY a) SELECT a FROM x', false],
    ['SELECT a, row_number() OVER (ORDER BY a) FROM t', false],
    ['SELECT string_agg(a, \',\' ORDER BY a) FROM t', false],
    ["SELECT 'ORDER BY a' AS s FROM t", false],
    ['SELECT a FROM t -- ORDER BY a', false],
    ['SELECT a /* ORDER BY a */ FROM t', false],
    ['SELECT $$ ORDER BY $$ FROM t', false],
    ['SELECT a FROM t WHERE a IN (SELECT b FROM u ORDER BY b LIMIT 1)', false],
    ['(SELECT a FROM t ORDER BY a) UNION ALL (SELECT b FROM u ORDER BY b)', false],
    ['SELECT "order by" FROM t', false],
  ])('%s → ordered=%p', async (sql, ordered) => {
    expect(await detectOrdering(sql)).toEqual({ ok: true, ordered });
  });

  it('rejects several statements and non-queries', async () => {
    expect((await detectOrdering('SELECT 1; SELECT 2')).ok).toBe(false);
    expect((await detectOrdering('DELETE FROM t')).ok).toBe(false);
    expect((await detectOrdering('SELEC 1')).ok).toBe(false);
  });
});
