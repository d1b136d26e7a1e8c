import { code, groupings, lit, measures, para, sql, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

const AGGS = [
  { fn: 'SUM', word: 'total', round: false },
  { fn: 'AVG', word: 'average', round: true },
  { fn: 'MAX', word: 'largest', round: false },
  { fn: 'MIN', word: 'smallest', round: false },
] as const;

export const AGGREGATION: QuestionTemplate[] = [
  {
    id: 'agg-by-status',
    complexity: 0,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick(measures(ds));
      const a = r.pick(AGGS);
      const expr = a.round ? `ROUND(${a.fn}(${m.col}), 2)` : `${a.fn}(${m.col})`;
      return {
        params: [m.col, a.fn],
        draft: {
          title: `${titleCase(a.word)} ${titleCase(m.label)} by ${titleCase(E.status.label)}`,
          description: para(
            `Summarise ${code(E.table)} by ${E.status.label}.`,
            `Return ${code(E.status.col)}, ${code('n')} (the number of ${E.many}) and ${code(`${a.word}_${m.col}`)} (the ${a.word} ${m.label}${a.round ? ', rounded to 2 decimals' : ''}), one row per ${E.status.label}, ordered by ${code(E.status.col)} ascending.`,
          ),
          solution: sql(`SELECT ${E.status.col}, COUNT(*) AS n, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table}`, `GROUP BY ${E.status.col}`, `ORDER BY ${E.status.col};`),
          parts: ['events'],
          tags: ['group-by', a.fn.toLowerCase(), 'count'],
        },
      };
    },
  },
  {
    id: 'agg-by-parent-group',
    complexity: 1,
    build(ds, r) {
      const { people: P, items: I, events: E } = ds.family;
      const g = r.pick(groupings(ds).filter((x) => x.alias !== 'e'));
      const m = r.pick(measures(ds));
      const a = r.pick(AGGS.slice(0, 2));
      const join = g.alias === 'p' ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : `JOIN ${I.table} i ON i.id = e.${E.itemFk}`;
      const expr = a.round ? `ROUND(${a.fn}(e.${m.col}), 2)` : `${a.fn}(e.${m.col})`;
      return {
        params: [g.col, m.col, a.fn],
        draft: {
          title: `${titleCase(a.word)} ${titleCase(m.label)} per ${titleCase(g.label)}`,
          description: para(
            `Which ${g.label} accounts for the most ${m.label}? Each ${E.one} belongs to the ${g.label} of its ${g.alias === 'p' ? P.one : I.one}.`,
            `Return ${code(g.col)} and ${code(`${a.word}_${m.col}`)}: the ${a.word} ${m.label} of the ${E.many} of that ${g.label}${a.round ? ', rounded to 2 decimals' : ''}. Only ${g.label}s with at least one ${E.one} appear.`,
            `Order by ${code(`${a.word}_${m.col}`)} descending, then ${code(g.col)} ascending.`,
          ),
          solution: sql(`SELECT ${g.alias}.${g.col}, ${expr} AS ${a.word}_${m.col}`, `FROM ${E.table} e`, join, `GROUP BY ${g.alias}.${g.col}`, `ORDER BY ${a.word}_${m.col} DESC, ${g.alias}.${g.col};`),
          parts: ['events'],
          tags: ['group-by', 'join', a.fn.toLowerCase()],
        },
      };
    },
  },
  {
    id: 'agg-summary-row',
    complexity: 1,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick(measures(ds));
      const status = r.pick(valuesOf(ds.events, E.status.col));
      return {
        params: [m.col],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'agg-category-people',
    complexity: 2,
    build(ds, r) {
      const { people: P, items: I, events: E } = ds.family;
      const m = r.pick(measures(ds));
      const g = r.pick([{ ...I.category, alias: 'i' }, { ...P.group, alias: 'p' }]);
      return {
        params: [g.col, m.col],
        draft: {
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
        },
      };
    },
  },
];
