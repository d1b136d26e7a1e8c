import { CASES, wrong } from '../authored';
import { code, cols, lit, para, sql, titleCase, UNORDERED, question, type QuestionTemplate } from './template';

export const NULL_HANDLING: QuestionTemplate[] = [
  question('null-is-null', 0, ['null-handling'], (ds, r) => {
    const P = ds.family.people;
    const missing = r.chance(0.5);
    return {
      params: [String(missing)],
      title: `${titleCase(P.many)} ${missing ? 'Missing' : 'With'} a ${titleCase(P.optional.label)}`,
      description: para(
        `The ${code(P.optional.col)} column (${P.optional.label}) is optional. Find the ${P.many} for whom it is ${missing ? '**not recorded** (NULL)' : '**recorded** (not NULL)'}.`,
        `Return ${cols('id', P.name.col, P.optional.col)}, ordered by ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS ${missing ? '' : 'NOT '}NULL`, `ORDER BY id;`),
      parts: ['people'],
      tags: ['null', 'is-null'],
      authored: {
        accepts: [
          sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${missing ? 'NOT ' : ''}(${P.optional.col} IS NOT NULL)`, `ORDER BY 1;`),
          sql(`SELECT p.id, p.${P.name.col}, p.${P.optional.col}`, `FROM ${P.table} p`, `WHERE p.id ${missing ? 'NOT ' : ''}IN (SELECT id FROM ${P.table} WHERE ${P.optional.col} = ${P.optional.col})`, `ORDER BY p.id;`),
        ],
        rejects: missing
          ? [
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} = NULL`, `ORDER BY id;`), '= NULL is never true', CASES.missing),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS NOT NULL`, `ORDER BY id;`), 'the test the wrong way round: keeps the recorded values', CASES.missing),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS NULL`, `ORDER BY ${P.name.col};`), 'orders by name instead of id', 'names not in id order'),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS NULL`, `ORDER BY id DESC;`), 'sorts the ids descending', 'more than one row'),
            ]
          : [
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} <> NULL`, `ORDER BY id;`), '<> NULL is never true', CASES.missing),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS NOT NULL`, `ORDER BY ${P.optional.col};`), `orders by the ${P.optional.label} instead of id`, `${P.optional.label}s not in id order`),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS NOT NULL`, `ORDER BY ${P.name.col};`), 'orders by name instead of id', 'names not in id order'),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `ORDER BY id;`), 'keeps every row', CASES.missing),
            ],
      },
    };
  }),
  question('null-coalesce-label', 1, ['null-handling'], (ds, r) => {
    const P = ds.family.people;
    const fallback = r.pick(['unknown', 'n/a', 'not provided']);
    return {
      params: [fallback],
      title: `${titleCase(P.many)} with ${titleCase(P.optional.label)} Defaulting to "${fallback}"`,
      description: para(
        `A report cannot show empty cells. For every ${P.one}, show the ${P.optional.label}, or the text **${fallback}** when it is missing.`,
        `Return ${cols('id', P.name.col)} and ${code(P.optional.col)} (with the fallback applied). ${UNORDERED}`,
      ),
      solution: sql(`SELECT id, ${P.name.col}, COALESCE(${P.optional.col}, ${lit(fallback)}) AS ${P.optional.col}`, `FROM ${P.table};`),
      parts: ['people'],
      tags: ['null', 'coalesce'],
      authored: {
        accepts: [
          sql(`SELECT id, ${P.name.col}, CASE WHEN ${P.optional.col} IS NULL THEN ${lit(fallback)} ELSE ${P.optional.col} END`, `FROM ${P.table};`),
          sql(`SELECT id, ${P.name.col}, ${P.optional.col} FROM ${P.table} WHERE ${P.optional.col} IS NOT NULL`, `UNION ALL`, `SELECT id, ${P.name.col}, ${lit(fallback)} FROM ${P.table} WHERE ${P.optional.col} IS NULL;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${P.name.col}, COALESCE(${lit(fallback)}, ${P.optional.col}) AS ${P.optional.col}`, `FROM ${P.table};`), 'the COALESCE arguments are the wrong way round: every row gets the fallback', `a ${P.one} with a ${P.optional.label}`),
          wrong(sql(`SELECT id, ${P.name.col}, CASE WHEN ${P.optional.col} = NULL THEN ${lit(fallback)} ELSE ${P.optional.col} END AS ${P.optional.col}`, `FROM ${P.table};`), '= NULL is never true, so nothing is replaced', CASES.missing),
          wrong(sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS NOT NULL;`), `drops the ${P.many} without a value instead of labelling them`, CASES.missing),
          wrong(sql(`SELECT id, ${P.name.col}, CASE WHEN ${P.optional.col} IS NULL THEN ${lit(fallback)} END AS ${P.optional.col}`, `FROM ${P.table};`), 'no ELSE: the recorded values become NULL', `a ${P.one} with a ${P.optional.label}`),
        ],
      },
    };
  }),
  question('null-average-both-ways', 1, ['null-handling', 'aggregation'], (ds) => {
    const E = ds.family.events;
    return {
      params: [],
      title: `Average ${titleCase(E.extra.label)}: Ignoring vs Counting Missing Values`,
      description: para(
        `${titleCase(E.extra.label)} (${code(E.extra.col)}) is NULL when it was not recorded. Per ${E.status.label}, compare two averages.`,
        `Return ${code(E.status.col)}, ${code('recorded')} (number of ${E.many} with a ${E.extra.label}), ${code('avg_recorded')} (average over recorded values only) and ${code('avg_as_zero')} (average treating missing as 0), both rounded to 2 decimals. A ${E.status.label} whose values are all missing shows NULL in ${code('avg_recorded')}. ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT ${E.status.col},`,
        `       COUNT(${E.extra.col}) AS recorded,`,
        `       ROUND(AVG(${E.extra.col}), 2) AS avg_recorded,`,
        `       ROUND(AVG(COALESCE(${E.extra.col}, 0)), 2) AS avg_as_zero`,
        `FROM ${E.table}`,
        `GROUP BY ${E.status.col};`,
      ),
      parts: ['events'],
      tags: ['null', 'coalesce', 'avg', 'count'],
      category: 'AGGREGATION',
      authored: {
        accepts: [
          sql(`SELECT ${E.status.col}, COUNT(*) FILTER (WHERE ${E.extra.col} IS NOT NULL), ROUND(SUM(${E.extra.col}) / NULLIF(COUNT(${E.extra.col}), 0), 2), ROUND(COALESCE(SUM(${E.extra.col}), 0) / COUNT(*), 2)`, `FROM ${E.table}`, `GROUP BY 1;`),
          sql(`SELECT s.${E.status.col}, s.recorded, ROUND(s.avg_recorded, 2), ROUND(s.total / s.n, 2)`, `FROM (SELECT ${E.status.col}, COUNT(${E.extra.col}) AS recorded, AVG(${E.extra.col}) AS avg_recorded, SUM(CASE WHEN ${E.extra.col} IS NULL THEN 0 ELSE ${E.extra.col} END) AS total, COUNT(*) AS n FROM ${E.table} GROUP BY ${E.status.col}) s;`),
        ],
        rejects: [
          wrong(sql(`SELECT ${E.status.col},`, `       COUNT(*) AS recorded,`, `       ROUND(AVG(${E.extra.col}), 2) AS avg_recorded,`, `       ROUND(AVG(COALESCE(${E.extra.col}, 0)), 2) AS avg_as_zero`, `FROM ${E.table}`, `GROUP BY ${E.status.col};`), 'COUNT(*) counts the rows without a value too', CASES.missing),
          wrong(sql(`SELECT ${E.status.col},`, `       COUNT(${E.extra.col}) AS recorded,`, `       ROUND(AVG(${E.extra.col}), 2) AS avg_recorded,`, `       ROUND(AVG(${E.extra.col}), 2) AS avg_as_zero`, `FROM ${E.table}`, `GROUP BY ${E.status.col};`), 'AVG skips NULLs: the second average must count them as 0', CASES.missing),
          wrong(sql(`SELECT ${E.status.col},`, `       COUNT(${E.extra.col}) AS recorded,`, `       COALESCE(ROUND(AVG(${E.extra.col}), 2), 0) AS avg_recorded,`, `       ROUND(AVG(COALESCE(${E.extra.col}, 0)), 2) AS avg_as_zero`, `FROM ${E.table}`, `GROUP BY ${E.status.col};`), 'shows 0 instead of NULL when nothing was recorded', `a ${E.status.label} whose values are all missing`),
          wrong(sql(`SELECT ${E.status.col},`, `       COUNT(${E.extra.col}) AS recorded,`, `       ROUND(SUM(${E.extra.col}) / COUNT(*), 2) AS avg_recorded,`, `       ROUND(AVG(COALESCE(${E.extra.col}, 0)), 2) AS avg_as_zero`, `FROM ${E.table}`, `GROUP BY ${E.status.col};`), 'divides the recorded total by all rows: a denominator over the wrong set', CASES.missing),
        ],
      },
    };
  }),
  question('null-nullif-ratio', 2, ['null-handling'], (ds) => {
    const { people: P, events: E } = ds.family;
    return {
      params: [],
      title: `${titleCase(E.extra.label)} Coverage per ${titleCase(P.one)}`,
      description: para(
        `For every ${P.one} (including those with no ${E.many}), compute how many of their ${E.many} have a recorded ${E.extra.label} and what share that is.`,
        `Return ${cols('id', P.name.col)}, ${code(`${E.table}_count`)}, ${code('recorded')} and ${code('pct_recorded')}: 100 × recorded / ${E.table}_count rounded to 1 decimal, or NULL when the ${P.one} has no ${E.many} (no division by zero). ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT p.id, p.${P.name.col},`,
        `       COUNT(e.${E.personFk}) AS ${E.table}_count,`,
        `       COUNT(e.${E.extra.col}) AS recorded,`,
        `       ROUND(100.0 * COUNT(e.${E.extra.col}) / NULLIF(COUNT(e.${E.personFk}), 0), 1) AS pct_recorded`,
        `FROM ${P.table} p`,
        `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`,
        `GROUP BY p.id, p.${P.name.col};`,
      ),
      parts: ['events'],
      tags: ['null', 'nullif', 'left-join', 'count'],
      authored: {
        accepts: [
          sql(`SELECT id, ${P.name.col}, n, r, CASE WHEN n = 0 THEN NULL ELSE ROUND(100.0 * r / n, 1) END`, `FROM (SELECT p.id, p.${P.name.col},`, `        (SELECT COUNT(*) FROM ${E.table} e WHERE e.${E.personFk} = p.id) AS n,`, `        (SELECT COUNT(*) FROM ${E.table} e WHERE e.${E.personFk} = p.id AND e.${E.extra.col} IS NOT NULL) AS r`, `      FROM ${P.table} p) x;`),
          sql(`SELECT p.id, p.${P.name.col}, COUNT(e.id), COUNT(*) FILTER (WHERE e.${E.extra.col} IS NOT NULL), ROUND(COUNT(e.${E.extra.col}) * 100.0 / NULLIF(COUNT(e.id), 0), 1)`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id;`),
        ],
        rejects: [
          wrong(sql(`SELECT p.id, p.${P.name.col},`, `       COUNT(*) AS ${E.table}_count,`, `       COUNT(e.${E.extra.col}) AS recorded,`, `       ROUND(100.0 * COUNT(e.${E.extra.col}) / NULLIF(COUNT(*), 0), 1) AS pct_recorded`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col};`), 'COUNT(*) counts the NULL row of a LEFT JOIN: no rows shows as 1', `a ${P.one} with no ${E.many}`),
          wrong(sql(`SELECT p.id, p.${P.name.col},`, `       COUNT(e.${E.personFk}) AS ${E.table}_count,`, `       COUNT(e.${E.extra.col}) AS recorded,`, `       ROUND(100.0 * COUNT(e.${E.extra.col}) / COUNT(e.${E.personFk}), 1) AS pct_recorded`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col};`), `an inner join drops the ${P.many} without ${E.many}`, `a ${P.one} with no ${E.many}`),
          wrong(sql(`SELECT p.id, p.${P.name.col},`, `       COUNT(e.${E.personFk}) AS ${E.table}_count,`, `       COUNT(e.${E.extra.col}) AS recorded,`, `       100 * COUNT(e.${E.extra.col}) / NULLIF(COUNT(e.${E.personFk}), 0) AS pct_recorded`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col};`), 'integer division drops the decimal', 'a share that is not a whole percentage'),
          wrong(sql(`SELECT p.id, p.${P.name.col},`, `       COUNT(e.${E.personFk}) AS ${E.table}_count,`, `       COUNT(e.${E.extra.col}) AS recorded,`, `       COALESCE(ROUND(100.0 * COUNT(e.${E.extra.col}) / NULLIF(COUNT(e.${E.personFk}), 0), 1), 0) AS pct_recorded`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col};`), 'shows 0 instead of NULL when there is nothing to divide', `a ${P.one} with no ${E.many}`),
        ],
      },
    };
  }),
];
