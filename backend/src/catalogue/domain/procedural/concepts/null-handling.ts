import { code, cols, lit, para, sql, titleCase, UNORDERED, type QuestionTemplate } from './template';

export const NULL_HANDLING: QuestionTemplate[] = [
  {
    id: 'null-is-null',
    complexity: 0,
    build(ds, r) {
      const P = ds.family.people;
      const missing = r.chance(0.5);
      return {
        params: [String(missing)],
        draft: {
          title: `${titleCase(P.many)} ${missing ? 'Missing' : 'With'} a ${titleCase(P.optional.label)}`,
          description: para(
            `The ${code(P.optional.col)} column (${P.optional.label}) is optional. Find the ${P.many} for whom it is ${missing ? '**not recorded** (NULL)' : '**recorded** (not NULL)'}.`,
            `Return ${cols('id', P.name.col, P.optional.col)}, ordered by ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${P.name.col}, ${P.optional.col}`, `FROM ${P.table}`, `WHERE ${P.optional.col} IS ${missing ? '' : 'NOT '}NULL`, `ORDER BY id;`),
          parts: ['people'],
          tags: ['null', 'is-null'],
        },
      };
    },
  },
  {
    id: 'null-coalesce-label',
    complexity: 1,
    build(ds, r) {
      const P = ds.family.people;
      const fallback = r.pick(['unknown', 'n/a', 'not provided']);
      return {
        params: [fallback],
        draft: {
          title: `${titleCase(P.many)} with ${titleCase(P.optional.label)} Defaulting to "${fallback}"`,
          description: para(
            `A report cannot show empty cells. For every ${P.one}, show the ${P.optional.label}, or the text **${fallback}** when it is missing.`,
            `Return ${cols('id', P.name.col)} and ${code(P.optional.col)} (with the fallback applied). ${UNORDERED}`,
          ),
          solution: sql(`SELECT id, ${P.name.col}, COALESCE(${P.optional.col}, ${lit(fallback)}) AS ${P.optional.col}`, `FROM ${P.table};`),
          parts: ['people'],
          tags: ['null', 'coalesce'],
        },
      };
    },
  },
  {
    id: 'null-average-both-ways',
    complexity: 1,
    build(ds) {
      const E = ds.family.events;
      return {
        params: [],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'null-nullif-ratio',
    complexity: 2,
    build(ds) {
      const { people: P, events: E } = ds.family;
      return {
        params: [],
        draft: {
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
        },
      };
    },
  },
];
