import { solutionTopics } from './solution-topics';

describe('solution topics (issue 37)', () => {
  it.each([
    ['SELECT region, SUM(x) FROM t GROUP BY GROUPING SETS ((region), ())', ['grouping-sets']],
    ['SELECT a, b, SUM(x) FROM t GROUP BY ROLLUP (a, b)', ['grouping-sets']],
    ['SELECT id FROM t WHERE (a, b) OVERLAPS (c, d)', ['range-types']],
    ["SELECT id FROM t WHERE tstzrange(a, b) && tstzrange(c, d, '[)')", ['range-types']],
    ['SELECT id, array_agg(tag ORDER BY tag) FROM t GROUP BY id', ['arrays']],
    ["SELECT id FROM t WHERE code ~ '^[A-Z]{2}\\d+$'", ['regular-expressions']],
    ["SELECT regexp_replace(phone, '\\D', '', 'g') FROM t", ['regular-expressions']],
    ["SELECT substring(ref FROM '#(\\d+)') FROM t", ['regular-expressions']],
    ['SELECT mode() WITHIN GROUP (ORDER BY x), percentile_disc(0.5) WITHIN GROUP (ORDER BY x) FROM t', ['ordered-set-aggregates']],
    ['SELECT rank(40) WITHIN GROUP (ORDER BY x) FROM t', ['ordered-set-aggregates']],
    ['SELECT cume_dist() OVER (ORDER BY x), ntile(4) OVER (ORDER BY x) FROM t', ['ordered-set-aggregates']],
    ['SELECT last_value(x) OVER (ORDER BY d ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM t', ['value-windows']],
    ['SELECT SUM(x) OVER (ORDER BY d ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) FROM t', ['window-frames']],
    ["SELECT SUM(x) OVER (ORDER BY d RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) FROM t", ['window-frames']],
    ['SELECT AVG(x) OVER (ORDER BY d GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE CURRENT ROW) FROM t', ['window-frames']],
    ['SELECT MAX(x) OVER (PARTITION BY c ORDER BY d ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) FROM t', ['window-frames']],
    ['SELECT corr(x, y), regr_slope(y, x), stddev_samp(x) FROM t', ['statistics']],
    ["SELECT string_agg(name, ', ' ORDER BY name) FROM t", ['string-agg']],
    ["SELECT ts_rank(doc, q) FROM t, websearch_to_tsquery('english', 'late refund') q WHERE doc @@ q", ['full-text-search']],
    ['SELECT * FROM a FULL OUTER JOIN b USING (id)', ['full-join']],
    ["SELECT (ts AT TIME ZONE 'Europe/Berlin')::date FROM t", ['time-zones']],
    ["SELECT jsonb_path_query(doc, '$.items[*] ? (@.qty > 1)') FROM t", ['jsonb-path']],
    ["SELECT id FROM t WHERE doc @@ '$.code.text == \"bp\"'", ['jsonb-path']],
    ["SELECT ts_rank(setweight(to_tsvector('english', a), 'A') || to_tsvector('english', b), q) FROM t, to_tsquery('x') q", ['full-text-search']],
  ])('%s', (sql, topics) => {
    expect(solutionTopics(sql)).toEqual(topics);
  });

  it('frames without an offset, ordinary aggregates and comments are not topics', () => {
    expect(solutionTopics('SELECT SUM(x) OVER (ORDER BY d ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM t -- ROLLUP(a)')).toEqual([]);
    expect(solutionTopics("SELECT COUNT(*), percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM t WHERE name LIKE 'a%'")).toEqual([]);
  });

  it('&& and @> count for the column types the setup declares', () => {
    const sql = 'SELECT a.id FROM t a JOIN t b ON a.id < b.id AND a.during && b.during';
    expect(solutionTopics(sql, 'CREATE TABLE t (id int, during tstzrange NOT NULL);')).toEqual(['range-types']);
    expect(solutionTopics(sql, 'CREATE TABLE t (id int, during text[] NOT NULL);')).toEqual(['arrays']);
    expect(solutionTopics("SELECT id FROM t WHERE meta @> '{\"a\": 1}'", "CREATE TABLE t (id int, meta jsonb);\nINSERT INTO t (id, meta) VALUES (1, '{\"a\": [1]}');")).toEqual([]);
    // unnest, ANY and lower/upper count only for the column types they apply to
    expect(solutionTopics("SELECT id FROM t WHERE 'vip' = ANY(tags)", 'CREATE TABLE t (id int, tags text[]);')).toEqual(['arrays']);
    expect(solutionTopics('SELECT unnest(free) FROM t', 'CREATE TABLE t (id int, during tsrange);')).toEqual([]);
    expect(solutionTopics('SELECT upper(during) - lower(during) FROM t', 'CREATE TABLE t (id int, during tsrange);')).toEqual(['range-types']);
    expect(solutionTopics('SELECT upper(name) FROM t', 'CREATE TABLE t (id int, name text);')).toEqual([]);
  });
});
