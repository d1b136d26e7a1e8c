import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRubricParser, RATING_CURVE, ratingForScore, RUBRIC_FEATURES, rubricRating, rubricScore, withRating } from './rating-rubric';

const rate = (correct_solution: string, description = 'Return `id`. Row order does not matter.') => rubricRating({ correct_solution, description })!;

beforeAll(loadRubricParser);

describe('the rating rubric', () => {
  test('a plain filter scores nothing and rates 800', () => {
    const r = rate(`SELECT id, name FROM customers WHERE country = 'DE' ORDER BY id`);
    expect(r.score).toBe(0);
    expect(r.rating).toBe(800);
  });

  test('joins: each join, outer joins, a self-join and an anti-join count', () => {
    const inner = rate('SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id').counts;
    expect(inner).toMatchObject({ joins: 1, tables: 1 });
    expect(inner['outer-joins']).toBeUndefined();
    const left = rate('SELECT c.id FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL').counts;
    expect(left).toMatchObject({ joins: 1, 'outer-joins': 1, 'anti-joins': 1 });
    expect(rate('SELECT a.id FROM t a FULL JOIN u b ON a.id = b.id').counts['outer-joins']).toBe(2);
    expect(rate('SELECT e.id FROM employees e JOIN employees m ON m.id = e.manager_id').counts['self-joins']).toBe(1);
    expect(rate('SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)').counts).toMatchObject({ 'anti-joins': 1, subqueries: 1, correlated: 1 });
  });

  test('nesting: subqueries, correlation, CTE chains and recursion', () => {
    expect(rate('SELECT id FROM t WHERE v > (SELECT avg(v) FROM t)').counts).toMatchObject({ subqueries: 1 });
    expect(rate('SELECT id FROM t WHERE v > (SELECT avg(v) FROM t)').counts.correlated).toBeUndefined();
    expect(rate('SELECT id FROM t a WHERE v > (SELECT avg(v) FROM t b WHERE b.k = a.k)').counts.correlated).toBe(1);
    const chain = rate('WITH a AS (SELECT 1 AS x), b AS (SELECT x FROM a), c AS (SELECT x FROM b) SELECT x FROM c').counts;
    expect(chain).toMatchObject({ ctes: 3, 'cte-depth': 2 });
    expect(rate('WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r').counts).toMatchObject({ recursive: 1, 'set-operations': 1 });
    expect(rate('SELECT l.x FROM t, LATERAL (SELECT t.id AS x) l').counts.correlated).toBe(1);
  });

  test('windows: calls, partitions, frames and a window over a windowed query', () => {
    const run = rate('SELECT id, sum(v) OVER (PARTITION BY k ORDER BY d ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS s FROM t').counts;
    expect(run).toMatchObject({ windows: 1, partitions: 1, frames: 1 });
    expect(rate('SELECT id, rank() OVER (ORDER BY v DESC) AS r FROM t').counts.frames ?? 0).toBe(0);
    const islands = rate(
      'SELECT k, sum(flag) OVER (PARTITION BY k ORDER BY d) AS grp FROM (SELECT k, d, CASE WHEN d - lag(d) OVER (PARTITION BY k ORDER BY d) > 1 THEN 1 ELSE 0 END AS flag FROM t) s',
    ).counts;
    expect(islands).toMatchObject({ windows: 2, partitions: 1, 'window-over-window': 1 });
  });

  test('aggregation shape: GROUP BY, HAVING, FILTER, grouping sets, ordered-set aggregates', () => {
    const c = rate(
      `SELECT k, count(*) FILTER (WHERE s = 'x') AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY v) AS med FROM t GROUP BY ROLLUP (k) HAVING count(*) > 1`,
    ).counts;
    expect(c).toMatchObject({ 'group-by': 1, having: 1, filters: 1, 'grouping-sets': 1, 'ordered-set': 1 });
    expect(rate('SELECT count(DISTINCT k) AS n FROM t').counts).toMatchObject({ 'group-by': 1, 'distinct-on': 1 });
    expect(rate('SELECT sum(CASE WHEN a THEN 1 ELSE 0 END) AS n FROM t').counts).toMatchObject({ filters: 1 });
    expect(rate('SELECT sum(CASE WHEN a THEN 1 ELSE 0 END) AS n FROM t').counts.case ?? 0).toBe(0);
  });

  test('constructs: calendars, time zones, jsonb, text functions', () => {
    const c = rate(
      `SELECT date_trunc('day', ts AT TIME ZONE 'Europe/Berlin') AS d, payload->>'kind' AS k, string_agg(tag, ',' ORDER BY tag) AS tags
         FROM generate_series('2024-01-01'::date, '2024-01-31', interval '1 day') g JOIN t ON true WHERE name ~ '^A' GROUP BY 1, 2`,
    ).counts;
    expect(c).toMatchObject({ calendar: 3, 'time-zone': 1, json: 1, 'text-functions': 2 });
  });

  test('data-changing statements: the statement, ON CONFLICT, UPDATE … FROM and RETURNING', () => {
    expect(rate(`DELETE FROM emails WHERE id = 1`).counts).toMatchObject({ 'data-changing': 1 });
    expect(rate(`INSERT INTO t (k, v) SELECT k, sum(v) FROM s GROUP BY k ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v RETURNING k, v`).counts).toMatchObject({
      'data-changing': 1,
      upsert: 2,
      'group-by': 1,
    });
    expect(rate(`UPDATE t SET v = s.v FROM s WHERE s.id = t.id`).counts).toMatchObject({ 'data-changing': 1, upsert: 1, joins: 1 });
  });

  test('edge cases and reading effort come from the text', () => {
    const text = `Return \`id\`, \`share_pct\` (ROUND(…, 1); NULL when there is no order) for March 2024 inclusive, in UTC. Ties: lower \`id\` first. ${'x'.repeat(1100)}`;
    const c = rate('SELECT id FROM t', text).counts;
    expect(c).toMatchObject({ 'edge-nulls': 1, 'edge-ties': 1, 'edge-time-zone': 1, 'edge-bounds': 1, 'edge-rounding': 1, description: 2 });
    expect(rate('SELECT a, b, c, d, e FROM t').counts['output-columns']).toBe(2);
  });

  test('harder queries score higher: a filter < a join < a grouped outer join < gaps and islands', () => {
    const scores = [
      rate('SELECT id FROM t WHERE v > 1').score,
      rate('SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id').score,
      rate('SELECT c.id, count(o.id) AS n FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id HAVING count(o.id) < 2').score,
      rate(
        `WITH d AS (SELECT k, d, d - (row_number() OVER (PARTITION BY k ORDER BY d))::int AS grp FROM t)
         SELECT k, max(n) AS longest FROM (SELECT k, grp, count(*) AS n FROM d GROUP BY k, grp) s GROUP BY k`,
      ).score,
    ];
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(new Set(scores).size).toBe(4);
  });

  test('caps: a feature adds nothing above its cap', () => {
    const joins = RUBRIC_FEATURES.find((f) => f.key === 'joins')!;
    expect(rubricScore({ joins: joins.cap + 5 })).toBe(rubricScore({ joins: joins.cap }));
  });

  test('a solution that does not parse has no rubric rating', () => {
    expect(rubricRating({ correct_solution: 'SELEC 1', description: '' })).toBeUndefined();
  });
});

describe('the score → rating curve', () => {
  test('monotone in the score, on the 50-point grid, 800–2000', () => {
    let last = 0;
    for (let s = -1; s <= 30; s += 0.05) {
      const r = ratingForScore(s);
      expect(r).toBeGreaterThanOrEqual(last);
      expect(r % 50).toBe(0);
      expect(r).toBeGreaterThanOrEqual(800);
      expect(r).toBeLessThanOrEqual(2000);
      last = r;
    }
    expect(ratingForScore(0)).toBe(800);
    expect(ratingForScore(100)).toBe(2000);
  });

  test('each knot gives its own rating, and halfway between two knots the 50 between them', () => {
    for (const [score, rating] of RATING_CURVE) expect(ratingForScore(score)).toBe(rating);
    const [[s0, r0], [s1]] = [RATING_CURVE[3]!, RATING_CURVE[4]!];
    expect(ratingForScore((s0 + s1) / 2)).toBe(r0 + 50);
  });

  test('the knots rise in both coordinates', () => {
    for (let i = 1; i < RATING_CURVE.length; i++) {
      expect(RATING_CURVE[i]![0]).toBeGreaterThan(RATING_CURVE[i - 1]![0]);
      expect(RATING_CURVE[i]![1]).toBeGreaterThan(RATING_CURVE[i - 1]![1]);
    }
  });
});

describe('rewriting a file’s rating', () => {
  test('only the difficulty_rating line changes', () => {
    const yaml = 'slug: a\ndifficulty_rating: 1150\nrating_note: x\ndescription: |-\n  difficulty_rating: 900 in the text\n';
    const out = withRating(yaml, 1300);
    expect(out).toBe(yaml.replace('difficulty_rating: 1150', 'difficulty_rating: 1300'));
    expect(() => withRating('slug: a\n', 900)).toThrow(/difficulty_rating/);
  });
});

describe('content/README.md documents the rubric', () => {
  const readme = readFileSync(path.join(__dirname, '../../../../content/README.md'), 'utf8');
  test('a row per feature with its weight and cap, and the curve', () => {
    for (const f of RUBRIC_FEATURES) expect(readme).toContain(`| \`${f.key}\` | ${f.label} | ${f.weight} | ${f.cap} |`);
    expect(readme).toContain(`| score | ${RATING_CURVE.map(([s]) => s).join(' | ')} |`);
    expect(readme).toContain(`| rating | ${RATING_CURVE.map(([, r]) => r).join(' | ')} |`);
  });
});
