import { CASES, wrong } from '../authored';
import { code, groupings, lit, measures, para, sql, titleCase, UNORDERED, valuesOf, question, type QuestionTemplate } from './template';

const AGGS = [
  { fn: 'SUM', word: 'total', round: false },
  { fn: 'AVG', word: 'average', round: true },
  { fn: 'MAX', word: 'largest', round: false },
  { fn: 'MIN', word: 'smallest', round: false },
] as const;

export const AGGREGATION: QuestionTemplate[] = [
  question('agg-by-status', 0, ['aggregation'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick(measures(ds));
    const a = r.pick(AGGS);
    const expr = a.round ? `ROUND(${a.fn}(${m.col}), 2)` : `${a.fn}(${m.col})`;
    return {
      params: [m.col, a.fn],
      title: `${titleCase(a.word)} ${titleCase(m.label)} by ${titleCase(E.status.label)}`,
      description: para(
        `Summarise ${code(E.table)} by ${E.status.label}.`,
        `Return ${code(E.status.col)}, ${code('n')} (the number of ${E.many}) and ${code(`${a.word}_${m.col}`)} (the ${a.word} ${m.label}${a.round ? ', rounded to 2 decimals' : ''}), one row per ${E.status.label}, ordered by ${code(E.status.col)} ascending.`,
      ),
      solution: sql(`SELECT ${E.status.col}, COUNT(*) AS n, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table}`, `GROUP BY ${E.status.col}`, `ORDER BY ${E.status.col};`),
      parts: ['events'],
      tags: ['group-by', a.fn.toLowerCase(), 'count'],
      authored: {
        accepts: [
          sql(`SELECT ${E.status.col}, COUNT(id) AS n, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
          sql(
            `SELECT s.${E.status.col},`,
            `       (SELECT COUNT(*) FROM ${E.table} e WHERE e.${E.status.col} = s.${E.status.col}) AS n,`,
            `       (SELECT ${a.round ? `ROUND(${a.fn}(e.${m.col}), 2)` : `${a.fn}(e.${m.col})`} FROM ${E.table} e WHERE e.${E.status.col} = s.${E.status.col}) AS ${a.word}_${m.col}`,
            `FROM (SELECT DISTINCT ${E.status.col} FROM ${E.table}) s`,
            `ORDER BY s.${E.status.col};`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT ${E.status.col}, COUNT(DISTINCT ${E.personFk}) AS n, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table}`, `GROUP BY ${E.status.col}`, `ORDER BY ${E.status.col};`), `counts distinct ${E.personFk} values, not ${E.many}`, `one ${E.personFk} with two rows of the same ${E.status.label}`),
          a.fn === 'SUM' || a.fn === 'AVG'
            ? wrong(sql(`SELECT ${E.status.col}, COUNT(*) AS n, ${a.round ? `ROUND(${a.fn}(DISTINCT ${m.col}), 2)` : `${a.fn}(DISTINCT ${m.col})`} AS ${a.word}_${m.col}`, `FROM ${E.table}`, `GROUP BY ${E.status.col}`, `ORDER BY ${E.status.col};`), 'aggregates distinct values only, so equal values count once', CASES.sameValue)
            : wrong(sql(`SELECT ${E.status.col}, COUNT(*) AS n, ${a.fn === 'MAX' ? 'MIN' : 'MAX'}(${m.col}) AS ${a.word}_${m.col}`, `FROM ${E.table}`, `GROUP BY ${E.status.col}`, `ORDER BY ${E.status.col};`), `takes the ${a.fn === 'MAX' ? 'smallest' : 'largest'} value instead`, 'a group with two different values'),
          wrong(sql(`SELECT ${E.status.col}, COUNT(*) AS n, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table}`, `WHERE ${E.status.col} <> ${lit(E.status.values[E.status.values.length - 1]![0])}`, `GROUP BY ${E.status.col}`, `ORDER BY ${E.status.col};`), `leaves out one ${E.status.label} the text keeps`, CASES.keptStatus),
          wrong(sql(`SELECT ${E.status.col}, COUNT(*) AS n, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table}`, `GROUP BY ${E.status.col}`, `ORDER BY n DESC, ${E.status.col};`), `orders by the count instead of by ${E.status.col}`, 'a group with more rows than one before it in the alphabet'),
        ],
      },
    };
  }),
  question('agg-by-parent-group', 1, ['aggregation', 'inner-join'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const g = r.pick(groupings(ds).filter((x) => x.alias !== 'e'));
    const m = r.pick(measures(ds));
    const a = r.pick(AGGS.slice(0, 2));
    const join = g.alias === 'p' ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : `JOIN ${I.table} i ON i.id = e.${E.itemFk}`;
    const expr = a.round ? `ROUND(${a.fn}(e.${m.col}), 2)` : `${a.fn}(e.${m.col})`;
    return {
      params: [g.col, m.col, a.fn],
      title: `${titleCase(a.word)} ${titleCase(m.label)} per ${titleCase(g.label)}`,
      description: para(
        `Which ${g.label} accounts for the most ${m.label}? Each ${E.one} belongs to the ${g.label} of its ${g.alias === 'p' ? P.one : I.one}.`,
        `Return ${code(g.col)} and ${code(`${a.word}_${m.col}`)}: the ${a.word} ${m.label} of the ${E.many} of that ${g.label}${a.round ? ', rounded to 2 decimals' : ''}. Only ${g.label}s with at least one ${E.one} appear.`,
        `Order by ${code(`${a.word}_${m.col}`)} descending, then ${code(g.col)} ascending.`,
      ),
      solution: sql(`SELECT ${g.alias}.${g.col}, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table} e`, join, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY ${a.word}_${m.col} DESC, ${g.alias}.${g.col};`),
      parts: ['events'],
      tags: ['group-by', 'join', a.fn.toLowerCase()],
      authored: {
        accepts: [
          sql(`SELECT x.${g.col}, ${a.round ? `ROUND(${a.fn}(x.${m.col}), 2)` : `${a.fn}(x.${m.col})`} AS ${a.word}_${m.col}`, `FROM (SELECT ${g.alias}.${g.col}, e.${m.col} FROM ${E.table} e ${join}) x`, `GROUP BY x.${g.col}`, `ORDER BY 2 DESC, 1;`),
          sql(`SELECT ${g.alias}.${g.col}, ${expr} AS ${a.word}_${m.col}`, `FROM ${g.alias === 'p' ? `${P.table} p, ${E.table} e` : `${I.table} i, ${E.table} e`}`, `WHERE ${g.alias}.id = e.${g.alias === 'p' ? E.personFk : E.itemFk}`, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY ${a.word}_${m.col} DESC, ${g.alias}.${g.col} ASC;`),
        ],
        rejects: [
          wrong(sql(`SELECT ${g.alias}.${g.col}, ${expr} AS ${a.word}_${m.col}`, `FROM ${g.alias === 'p' ? P.table : I.table} ${g.alias}`, `LEFT JOIN ${E.table} e ON ${g.alias}.id = e.${g.alias === 'p' ? E.personFk : E.itemFk}`, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY ${a.word}_${m.col} DESC, ${g.alias}.${g.col};`), `keeps ${g.label}s without ${E.many}, which the text leaves out`, `a ${g.label} with no ${E.many}`),
          wrong(sql(`SELECT ${g.alias}.${g.col}, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table} e`, join, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY ${a.word}_${m.col} DESC, ${g.alias}.${g.col} DESC;`), 'breaks ties on the group descending', CASES.tie),
          wrong(sql(`SELECT ${g.alias}.${g.col}, ${a.round ? `ROUND(${a.fn}(DISTINCT e.${m.col}), 2)` : `${a.fn}(DISTINCT e.${m.col})`} AS ${a.word}_${m.col}`, `FROM ${E.table} e`, join, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY ${a.word}_${m.col} DESC, ${g.alias}.${g.col};`), 'aggregates distinct values only', CASES.sameValue),
          wrong(sql(`SELECT ${g.alias}.${g.col}, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table} e`, g.alias === 'p' ? `JOIN ${P.table} p ON p.id = e.${E.itemFk}` : `JOIN ${I.table} i ON i.id = e.${E.personFk}`, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY ${a.word}_${m.col} DESC, ${g.alias}.${g.col};`), 'joins on the wrong foreign key', CASES.mismatchedIds),
        ],
      },
    };
  }),
  question('agg-summary-row', 1, ['aggregation'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick(measures(ds));
    const status = r.pick(valuesOf(ds.events, E.status.col));
    return {
      params: [m.col],
      title: `Summary of ${titleCase(String(status))} ${titleCase(E.many)} by ${titleCase(m.label)}`,
      description: para(
        `Build a one-row summary of the ${E.many} whose ${E.status.label} is **${status}**.`,
        `Return one row with, in this order: ${code('n')} (number of ${E.many}), ${code(`distinct_${E.personFk.replace(/_id$/, '')}s`)} (number of different ${code(E.personFk)} values), ${code(`total_${m.col}`)}, ${code(`avg_${m.col}`)} (rounded to 2 decimals), ${code(`min_${m.col}`)} and ${code(`max_${m.col}`)}. ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT COUNT(*) AS n,`,
        `       COUNT(DISTINCT ${E.personFk}) AS distinct_${E.personFk.replace(/_id$/, '')}s,`,
        `       SUM(${m.col}) AS total_${m.col},`,
        `       ROUND(AVG(${m.col}), 2) AS avg_${m.col},`,
        `       MIN(${m.col}) AS min_${m.col},`,
        `       MAX(${m.col}) AS max_${m.col}`,
        `FROM ${E.table}`,
        `WHERE ${E.status.col} = ${lit(status)};`,
      ),
      parts: ['events'],
      tags: ['count-distinct', 'sum', 'avg', 'min', 'max'],
      authored: {
        accepts: [
          sql(
            `SELECT COUNT(*) FILTER (WHERE ${E.status.col} = ${lit(status)}),`,
            `       COUNT(DISTINCT ${E.personFk}) FILTER (WHERE ${E.status.col} = ${lit(status)}),`,
            `       SUM(${m.col}) FILTER (WHERE ${E.status.col} = ${lit(status)}),`,
            `       ROUND(AVG(${m.col}) FILTER (WHERE ${E.status.col} = ${lit(status)}), 2),`,
            `       MIN(${m.col}) FILTER (WHERE ${E.status.col} = ${lit(status)}),`,
            `       MAX(${m.col}) FILTER (WHERE ${E.status.col} = ${lit(status)})`,
            `FROM ${E.table};`,
          ),
          sql(
            `WITH x AS (SELECT * FROM ${E.table} WHERE ${E.status.col} = ${lit(status)})`,
            `SELECT COUNT(id), COUNT(DISTINCT ${E.personFk}), SUM(${m.col}), ROUND(SUM(${m.col})::numeric / NULLIF(COUNT(*), 0), 2), MIN(${m.col}), MAX(${m.col})`,
            `FROM x;`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT COUNT(*) AS n, COUNT(${E.personFk}) AS d, SUM(${m.col}), ROUND(AVG(${m.col}), 2), MIN(${m.col}), MAX(${m.col})`, `FROM ${E.table}`, `WHERE ${E.status.col} = ${lit(status)};`), `counts ${E.personFk} values with repeats, not different ones`, `one ${E.personFk} with two such rows`),
          wrong(sql(`SELECT COUNT(*) AS n, COUNT(DISTINCT ${E.personFk}) AS d, SUM(${m.col}), ROUND(AVG(${m.col}), 2), MIN(${m.col}), MAX(${m.col})`, `FROM ${E.table};`), `summarises every ${E.status.label}, not only ${status}`, CASES.otherStatus),
          wrong(sql(`SELECT COUNT(*) AS n, COUNT(DISTINCT ${E.personFk}) AS d, SUM(${m.col}), SUM(${m.col}) / COUNT(*), MIN(${m.col}), MAX(${m.col})`, `FROM ${E.table}`, `WHERE ${E.status.col} = ${lit(status)};`), 'divides without rounding (integer division for whole numbers)', 'an average that is not a whole number'),
          wrong(sql(`SELECT COUNT(*) AS n, COUNT(DISTINCT ${E.personFk}) AS d, SUM(${m.col}), ROUND(AVG(${m.col}), 2), MIN(${m.col}), MAX(${m.col})`, `FROM ${E.table}`, `WHERE ${E.status.col} ILIKE ${lit(`%${String(status)}%`)};`), `matches any ${E.status.label} containing the word`, CASES.lookAlike),
        ],
      },
    };
  }),
  question('agg-category-people', 2, ['aggregation', 'inner-join'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const m = r.pick(measures(ds));
    const g = r.pick([{ ...I.category, alias: 'i' }, { ...P.group, alias: 'p' }]);
    return {
      params: [g.col, m.col],
      title: `${titleCase(P.many)}, ${titleCase(E.many)} and ${titleCase(m.label)} per ${titleCase(g.label)}`,
      description: para(
        `For each ${g.label} (taken from ${code(g.alias === 'i' ? I.table : P.table)}), report reach and volume of the ${E.many}.`,
        `Return ${code(g.col)}, ${code(`${P.table}_reached`)} (number of distinct ${P.many} with a ${E.one} there), ${code(`${E.table}_count`)}, and ${code(`avg_${m.col}`)} (average ${m.label} rounded to 2 decimals). Include only ${g.label}s that have ${E.many}. ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT ${g.alias}.${g.col},`,
        `       COUNT(DISTINCT e.${E.personFk}) AS ${P.table}_reached,`,
        `       COUNT(*) AS ${E.table}_count,`,
        `       ROUND(AVG(e.${m.col}), 2) AS avg_${m.col}`,
        `FROM ${E.table} e`,
        `JOIN ${P.table} p ON p.id = e.${E.personFk}`,
        `JOIN ${I.table} i ON i.id = e.${E.itemFk}`,
        `GROUP BY ${g.alias}.${g.col};`,
      ),
      parts: ['events'],
      tags: ['group-by', 'count-distinct', 'multi-join'],
      authored: {
        accepts: [
          sql(
            `SELECT ${g.alias}.${g.col}, COUNT(DISTINCT e.${E.personFk}), COUNT(e.id), ROUND(AVG(e.${m.col}), 2)`,
            `FROM ${E.table} e`,
            g.alias === 'i' ? `JOIN ${I.table} i ON i.id = e.${E.itemFk}` : `JOIN ${P.table} p ON p.id = e.${E.personFk}`,
            `GROUP BY 1;`,
          ),
          sql(
            `SELECT grp, COUNT(DISTINCT who), COUNT(*), ROUND(SUM(v) / COUNT(*), 2)`,
            `FROM (SELECT ${g.alias}.${g.col} AS grp, e.${E.personFk} AS who, e.${m.col}::numeric AS v`,
            `      FROM ${E.table} e JOIN ${P.table} p ON p.id = e.${E.personFk} JOIN ${I.table} i ON i.id = e.${E.itemFk}) x`,
            `GROUP BY grp;`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT ${g.alias}.${g.col}, COUNT(e.${E.personFk}), COUNT(*), ROUND(AVG(e.${m.col}), 2)`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `JOIN ${I.table} i ON i.id = e.${E.itemFk}`, `GROUP BY ${g.alias}.${g.col};`), `counts ${P.many} once per ${E.one}, not once each`, `one ${P.one} with two ${E.many} in the same ${g.label}`),
          wrong(sql(`SELECT ${g.alias}.${g.col}, COUNT(DISTINCT e.${E.itemFk}), COUNT(*), ROUND(AVG(e.${m.col}), 2)`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `JOIN ${I.table} i ON i.id = e.${E.itemFk}`, `GROUP BY ${g.alias}.${g.col};`), `counts distinct ${I.many} instead of ${P.many}`, `a ${g.label} where ${P.many} and ${I.many} differ in number`),
          wrong(sql(`SELECT ${g.alias}.${g.col}, COUNT(DISTINCT e.${E.personFk}), COUNT(*), ROUND(AVG(e.${m.col}), 2)`, `FROM ${g.alias === 'i' ? I.table : P.table} ${g.alias}`, `LEFT JOIN ${E.table} e ON e.${g.alias === 'i' ? E.itemFk : E.personFk} = ${g.alias}.id`, `GROUP BY ${g.alias}.${g.col};`), `keeps ${g.label}s without ${E.many}, which the text leaves out`, `a ${g.label} with no ${E.many}`),
          wrong(sql(`SELECT ${g.alias}.${g.col}, COUNT(DISTINCT e.${E.personFk}), COUNT(*), ROUND(AVG(DISTINCT e.${m.col}), 2)`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `JOIN ${I.table} i ON i.id = e.${E.itemFk}`, `GROUP BY ${g.alias}.${g.col};`), 'averages distinct values only', CASES.sameValue),
        ],
      },
    };
  }),
];
