import { CASES, wrong } from '../authored';
import { code, groupings, lit, measures, para, sql, threshold, titleCase, UNORDERED, question, type QuestionTemplate } from './template';
import type { Row } from '../dataset';
import { setSum } from './edges';

/** How many events each value of a column has: thresholds come from the real distribution. */
function countsBy(rows: Row[], col: string): Row[] {
  const m = new Map<unknown, number>();
  for (const row of rows) m.set(row[col], (m.get(row[col]) ?? 0) + 1);
  return [...m.values()].map((n) => ({ n }));
}

export const HAVING: QuestionTemplate[] = [
  question('having-max-count', 1, ['having', 'aggregation'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const onPeople = r.chance(0.5);
    const T = onPeople ? { table: P.table, one: P.one, many: P.many, name: P.name.col, fk: E.personFk, rows: ds.people } : { table: I.table, one: I.one, many: I.many, name: I.name.col, fk: E.itemFk, rows: ds.items };
    const counts = T.rows.map((t) => ({ n: ds.events.filter((e) => e[T.fk] === t.id).length }));
    const n = Math.max(1, threshold(counts, 'n', 0.5));
    return {
      params: [T.table],
      title: `${titleCase(T.many)} with at Most ${n} ${titleCase(E.many)}`,
      description: para(
        `Find the quiet ${T.many}: those with **${n} or fewer** ${E.many} (any ${E.status.label}), including ${T.many} with **no** ${E.many} at all (count 0).`,
        `Return ${code('id')}, ${code(T.name)} and ${code(`${E.table}_count`)}. ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT t.id, t.${T.name}, COUNT(e.${T.fk}) AS ${E.table}_count`,
        `FROM ${T.table} t`,
        `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`,
        `GROUP BY t.id, t.${T.name}`,
        `HAVING COUNT(e.${T.fk}) <= ${n};`,
      ),
      parts: ['events'],
      tags: ['group-by', 'having', 'count', 'left-join'],
      authored: {
        accepts: [
          sql(`SELECT id, ${T.name}, c AS ${E.table}_count`, `FROM (SELECT t.id, t.${T.name}, (SELECT COUNT(*) FROM ${E.table} e WHERE e.${T.fk} = t.id) AS c FROM ${T.table} t) x`, `WHERE c <= ${n};`),
          sql(`SELECT t.id, t.${T.name}, COUNT(e.id)`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id`, `HAVING COUNT(e.id) < ${n + 1};`),
        ],
        rejects: [
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(*) AS ${E.table}_count`, `FROM ${T.table} t`, `JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name}`, `HAVING COUNT(*) <= ${n};`), `an inner join loses the ${T.many} with no ${E.many}`, `a ${T.one} with no ${E.many}`),
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(*) AS ${E.table}_count`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name}`, `HAVING COUNT(*) <= ${n};`), 'COUNT(*) counts the NULL row of a LEFT JOIN: a zero shows as 1', `a ${T.one} with no ${E.many}`),
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(e.${T.fk}) AS ${E.table}_count`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name}`, `HAVING COUNT(e.${T.fk}) < ${n};`), `"${n} or fewer" includes ${n}`, `a ${T.one} with exactly the maximum number of ${E.many}`),
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(e.${T.fk}) AS ${E.table}_count`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id AND e.${E.status.col} = ${lit(E.status.values[0]![0])}`, `GROUP BY t.id, t.${T.name}`, `HAVING COUNT(e.${T.fk}) <= ${n};`), `counts only one ${E.status.label}, though the text says any`, CASES.otherStatus),
        ],
      },
    };
  }),
  question('having-sum-threshold', 1, ['having', 'aggregation'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const g = r.pick(groupings(ds));
    const m = r.pick(measures(ds));
    const join = g.alias === 'p' ? `JOIN ${P.table} p ON p.id = e.${E.personFk}\n` : g.alias === 'i' ? `JOIN ${I.table} i ON i.id = e.${E.itemFk}\n` : '';
    const keyOf = (row: Row): unknown => (g.alias === 'e' ? row[g.col] : g.alias === 'p' ? ds.people.find((p) => p.id === row[E.personFk])?.[g.col] : ds.items.find((i) => i.id === row[E.itemFk])?.[g.col]);
    const groups = new Map<unknown, Row[]>();
    for (const row of ds.events) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
    const sumOf = (rows: Row[]): number => rows.reduce((s, row) => s + Number(row[m.col]), 0);
    const t = threshold([...groups.values()].map((rows) => ({ s: sumOf(rows) })), 's', 0.4);
    // one group adds up to exactly the threshold (not "greater") and another to one more (it is)
    const floor = m.money ? 1 : E.count.min;
    const byDistance = (target: number) => [...groups.values()].sort((a, b) => Math.abs(sumOf(a) - target) - Math.abs(sumOf(b) - target));
    const on = byDistance(t).find((rows) => sumOf(rows) >= t && setSum(rows, m.col, t, m.money, floor));
    byDistance(t + 1).find((rows) => rows !== on && setSum(rows, m.col, t + 1, m.money, floor));
    return {
      params: [g.col, m.col],
      title: `${titleCase(g.label)}s with Total ${titleCase(m.label)} Above ${t}`,
      description: para(
        `Which ${g.label}s add up to a total ${m.label} **greater than ${t}** (strictly) over all their ${E.many}?`,
        `Return ${code(g.col)} and ${code(`total_${m.col}`)}, ordered by ${code(`total_${m.col}`)} descending, then ${code(g.col)} ascending.`,
      ),
      solution: sql(`SELECT ${g.alias}.${g.col}, SUM(e.${m.col}) AS total_${m.col}`, `FROM ${E.table} e`, join.trimEnd() || undefined, `GROUP BY ${g.alias}.${g.col}`, `HAVING SUM(e.${m.col}) > ${t}`, `ORDER BY total_${m.col} DESC, ${g.alias}.${g.col};`),
      parts: ['events'],
      tags: ['group-by', 'having', 'sum'],
      authored: {
        accepts: [
          sql(`SELECT *`, `FROM (SELECT ${g.alias}.${g.col}, SUM(e.${m.col}) AS total_${m.col} FROM ${E.table} e ${join.trim()} GROUP BY ${g.alias}.${g.col}) x`, `WHERE total_${m.col} > ${t}`, `ORDER BY total_${m.col} DESC, ${g.col};`),
          sql(`WITH totals AS (`, `  SELECT ${g.alias}.${g.col} AS grp, SUM(e.${m.col}) AS total FROM ${E.table} e ${join.trim()} GROUP BY 1`, `)`, `SELECT grp, total FROM totals WHERE NOT total <= ${t}`, `ORDER BY 2 DESC, 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT ${g.alias}.${g.col}, SUM(e.${m.col}) AS total_${m.col}`, `FROM ${E.table} e`, join.trimEnd() || undefined, `GROUP BY ${g.alias}.${g.col}`, `HAVING SUM(e.${m.col}) >= ${t}`, `ORDER BY total_${m.col} DESC, ${g.alias}.${g.col};`), `keeps a total of exactly ${t}, which "strictly greater" leaves out`, 'a group whose total is exactly the threshold'),
          wrong(sql(`SELECT ${g.alias}.${g.col}, SUM(e.${m.col}) AS total_${m.col}`, `FROM ${E.table} e`, join.trimEnd() || undefined, `WHERE e.${m.col} > ${t}`, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY total_${m.col} DESC, ${g.alias}.${g.col};`), 'filters single rows before grouping instead of the totals after', 'a group made of many small rows'),
          wrong(sql(`SELECT ${g.alias}.${g.col}, SUM(e.${m.col}) AS total_${m.col}`, `FROM ${E.table} e`, join.trimEnd() || undefined, `GROUP BY ${g.alias}.${g.col}`, `HAVING SUM(e.${m.col}) > ${t}`, `ORDER BY total_${m.col} DESC, ${g.alias}.${g.col} DESC;`), 'breaks ties on the group descending', 'two groups with the same total'),
          wrong(sql(`SELECT ${g.alias}.${g.col}, SUM(e.${m.col}) AS total_${m.col}`, `FROM ${E.table} e`, join.trimEnd() || undefined, `WHERE e.${E.status.col} <> ${lit(E.status.values[E.status.values.length - 1]![0])}`, `GROUP BY ${g.alias}.${g.col}`, `HAVING SUM(e.${m.col}) > ${t}`, `ORDER BY total_${m.col} DESC, ${g.alias}.${g.col};`), `drops ${E.many} of a ${E.status.label} the text keeps ("all their ${E.many}")`, CASES.keptStatus),
        ],
      },
    };
  }),
  question('having-distinct-and-avg', 2, ['having', 'aggregation'], (ds, r) => {
    const { items: I, events: E, people: P } = ds.family;
    const m = r.pick(measures(ds));
    const people = Math.max(2, threshold(countsBy(ds.events, E.itemFk), 'n', 0.3) - 1);
    return {
      params: [m.col],
      title: `Popular ${titleCase(I.many)} and Their Average ${titleCase(m.label)}`,
      description: para(
        `A ${I.one} counts as popular when **at least ${people} different ${P.many}** have ${E.many} for it.`,
        `For each popular ${I.one} return ${code('id')}, ${code(I.name.col)}, ${code(`${P.table}_count`)} (distinct ${P.many}) and ${code(`avg_${m.col}`)} (average ${m.label} of its ${E.many}, rounded to 1 decimal).`,
        `Order by ${code(`${P.table}_count`)} descending, then ${code(`avg_${m.col}`)} descending, then ${code('id')} ascending.`,
      ),
      solution: sql(
        `SELECT i.id, i.${I.name.col},`,
        `       COUNT(DISTINCT e.${E.personFk}) AS ${P.table}_count,`,
        `       ROUND(AVG(e.${m.col}), 1) AS avg_${m.col}`,
        `FROM ${I.table} i`,
        `JOIN ${E.table} e ON e.${E.itemFk} = i.id`,
        `GROUP BY i.id, i.${I.name.col}`,
        `HAVING COUNT(DISTINCT e.${E.personFk}) >= ${people}`,
        `ORDER BY ${P.table}_count DESC, avg_${m.col} DESC, i.id;`,
      ),
      parts: ['events'],
      tags: ['group-by', 'having', 'count-distinct', 'avg'],
      authored: {
        accepts: [
          sql(
            `WITH per_item AS (`,
            `  SELECT e.${E.itemFk} AS id, COUNT(DISTINCT e.${E.personFk}) AS people, ROUND(AVG(e.${m.col}), 1) AS avg_value`,
            `  FROM ${E.table} e GROUP BY e.${E.itemFk}`,
            `)`,
            `SELECT i.id, i.${I.name.col}, x.people, x.avg_value`,
            `FROM per_item x JOIN ${I.table} i ON i.id = x.id`,
            `WHERE x.people > ${people - 1}`,
            `ORDER BY 3 DESC, 4 DESC, 1;`,
          ),
          sql(
            `SELECT i.id, i.${I.name.col}, COUNT(DISTINCT e.${E.personFk}), ROUND(AVG(e.${m.col}), 1)`,
            `FROM ${E.table} e, ${I.table} i`,
            `WHERE e.${E.itemFk} = i.id`,
            `GROUP BY i.id`,
            `HAVING COUNT(DISTINCT e.${E.personFk}) >= ${people}`,
            `ORDER BY 3 DESC, 4 DESC, i.id;`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT i.id, i.${I.name.col}, COUNT(e.${E.personFk}) AS ${P.table}_count, ROUND(AVG(e.${m.col}), 1) AS avg_${m.col}`, `FROM ${I.table} i`, `JOIN ${E.table} e ON e.${E.itemFk} = i.id`, `GROUP BY i.id, i.${I.name.col}`, `HAVING COUNT(e.${E.personFk}) >= ${people}`, `ORDER BY ${P.table}_count DESC, avg_${m.col} DESC, i.id;`), `counts ${E.many}, not different ${P.many}`, `one ${P.one} with two ${E.many} for the same ${I.one}`),
          wrong(sql(`SELECT i.id, i.${I.name.col}, COUNT(DISTINCT e.${E.personFk}) AS ${P.table}_count, ROUND(AVG(e.${m.col}), 1) AS avg_${m.col}`, `FROM ${I.table} i`, `JOIN ${E.table} e ON e.${E.itemFk} = i.id`, `GROUP BY i.id, i.${I.name.col}`, `HAVING COUNT(DISTINCT e.${E.personFk}) > ${people}`, `ORDER BY ${P.table}_count DESC, avg_${m.col} DESC, i.id;`), `"at least ${people}" includes ${people}`, `a ${I.one} with exactly the minimum number of ${P.many}`),
          wrong(sql(`SELECT i.id, i.${I.name.col}, COUNT(DISTINCT e.${E.personFk}) AS ${P.table}_count, ROUND(AVG(e.${m.col}), 1) AS avg_${m.col}`, `FROM ${I.table} i`, `JOIN ${E.table} e ON e.${E.itemFk} = i.id`, `GROUP BY i.id, i.${I.name.col}`, `HAVING COUNT(DISTINCT e.${E.personFk}) >= ${people}`, `ORDER BY ${P.table}_count DESC, AVG(e.${m.col}) DESC, i.id;`), 'sorts on the exact average, not the rounded one the result shows', CASES.rounding),
          wrong(sql(`SELECT i.id, i.${I.name.col}, COUNT(DISTINCT e.${E.personFk}) AS ${P.table}_count, ROUND(AVG(e.${m.col}), 1) AS avg_${m.col}`, `FROM ${I.table} i`, `JOIN ${E.table} e ON e.${E.itemFk} = i.id`, `GROUP BY i.id, i.${I.name.col}`, `HAVING COUNT(DISTINCT e.${E.personFk}) >= ${people}`, `ORDER BY ${P.table}_count DESC, avg_${m.col} DESC, i.${I.name.col};`), 'breaks ties on the name instead of id', CASES.tie),
        ],
      },
    };
  }),
];
