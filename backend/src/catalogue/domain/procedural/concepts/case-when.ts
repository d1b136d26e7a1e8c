import { code, cols, lit, measures, para, sql, threshold, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

export const CASE_WHEN: QuestionTemplate[] = [
  {
    id: 'case-bands',
    complexity: 0,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick(measures(ds));
      const lo = threshold(ds.events, m.col, 0.33);
      const hi = Math.max(lo + 1, threshold(ds.events, m.col, 0.66));
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(E.many)} Banded by ${titleCase(m.label)}`,
          description: para(
            `Label each ${E.one} by its ${m.label}: **low** when below ${lo}, **medium** when from ${lo} up to but excluding ${hi}, **high** when ${hi} or more.`,
            `Return ${cols('id', m.col)} and ${code('band')}. ${UNORDERED}`,
          ),
          solution: sql(
            `SELECT id, ${m.col},`,
            `       CASE WHEN ${m.col} < ${lo} THEN 'low'`,
            `            WHEN ${m.col} < ${hi} THEN 'medium'`,
            `            ELSE 'high' END AS band`,
            `FROM ${E.table};`,
          ),
          parts: ['events'],
          tags: ['case'],
          category: 'SELECT',
        },
      };
    },
  },
  {
    id: 'case-band-counts',
    complexity: 1,
    build(ds) {
      const I = ds.family.items;
      const lo = threshold(ds.items, I.price.col, 0.33);
      const hi = Math.max(lo + 1, threshold(ds.items, I.price.col, 0.66));
      return {
        params: [],
        draft: {
          title: `${titleCase(I.many)} per ${titleCase(I.price.label)} Band`,
          description: para(
            `Group ${I.many} into price bands: **budget** (${I.price.label} below ${lo}), **standard** (${lo} up to but excluding ${hi}) and **premium** (${hi} or more).`,
            `Return ${code('band')} and ${code(`${I.table}_count`)}, one row per band that has ${I.many}. ${UNORDERED}`,
          ),
          solution: sql(
            `SELECT CASE WHEN ${I.price.col} < ${lo} THEN 'budget'`,
            `            WHEN ${I.price.col} < ${hi} THEN 'standard'`,
            `            ELSE 'premium' END AS band,`,
            `       COUNT(*) AS ${I.table}_count`,
            `FROM ${I.table}`,
            `GROUP BY 1;`,
          ),
          parts: ['items'],
          tags: ['case', 'group-by'],
        },
      };
    },
  },
  {
    id: 'case-pivot',
    complexity: 2,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const statuses = valuesOf(ds.events, E.status.col).slice(0, 3).map(String);
      const onGroup = r.chance(0.5);
      const key = onGroup ? `p.${P.group.col}` : `e.${E.personFk}`;
      const keyName = onGroup ? P.group.col : E.personFk;
      const colName = (s: string) => `${s.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_count`;
      return {
        params: [keyName],
        draft: {
          title: `${titleCase(E.status.label)} Breakdown per ${titleCase(onGroup ? P.group.label : P.one)}`,
          description: para(
            `Pivot the ${E.many}: one row per ${onGroup ? P.group.label : code(E.personFk)} (only those with ${E.many}), one column per ${E.status.label}.`,
            `Return ${code(keyName)}, then ${statuses.map((s) => `${code(colName(s))} (number of ${E.many} with ${E.status.label} **${s}**)`).join(', ')}, and ${code('total')} (all ${E.many}). Order by ${code(keyName)} ascending.`,
          ),
          solution: sql(
            `SELECT ${key},`,
            ...statuses.map((s) => `       SUM(CASE WHEN e.${E.status.col} = ${lit(s)} THEN 1 ELSE 0 END) AS ${colName(s)},`),
            `       COUNT(*) AS total`,
            `FROM ${E.table} e`,
            onGroup ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : undefined,
            `GROUP BY ${key}`,
            `ORDER BY ${key};`,
          ),
          parts: ['events'],
          tags: ['case', 'conditional-aggregation', 'pivot'],
          category: 'AGGREGATION',
        },
      };
    },
  },
  {
    id: 'case-flag-counts',
    complexity: 1,
    build(ds, r) {
      const { people: P, items: I, events: E } = ds.family;
      const m = r.pick(measures(ds));
      const T = r.pick([
        { table: P.table, one: P.one, name: P.name.col, fk: E.personFk },
        { table: I.table, one: I.one, name: I.name.col, fk: E.itemFk },
      ]);
      const t = threshold(ds.events, m.col, 0.6);
      return {
        params: [m.col, T.table],
        draft: {
          title: `Large and Small ${titleCase(E.many)} per ${titleCase(T.one)} by ${titleCase(m.label)}`,
          description: para(
            `A ${E.one} is *large* when its ${m.label} is ${t} or more, otherwise *small*. For each ${T.one} that has ${E.many}, count both kinds.`,
            `Return ${code('id')}, ${code(T.name)}, ${code('large_count')} and ${code('small_count')}. ${UNORDERED}`,
          ),
          solution: sql(
            `SELECT t.id, t.${T.name},`,
            `       SUM(CASE WHEN e.${m.col} >= ${t} THEN 1 ELSE 0 END) AS large_count,`,
            `       SUM(CASE WHEN e.${m.col} < ${t} THEN 1 ELSE 0 END) AS small_count`,
            `FROM ${T.table} t`,
            `JOIN ${E.table} e ON e.${T.fk} = t.id`,
            `GROUP BY t.id, t.${T.name};`,
          ),
          parts: ['events'],
          tags: ['case', 'conditional-aggregation', 'join'],
          category: 'AGGREGATION',
        },
      };
    },
  },
];
