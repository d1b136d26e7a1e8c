import { code, cols, lit, measures, para, sql, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

export const SUBQUERIES: QuestionTemplate[] = [
  {
    id: 'subquery-above-average',
    complexity: 1,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick(measures(ds));
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(E.many)} Above the Average ${titleCase(m.label)}`,
          description: para(
            `Find the ${E.many} whose ${m.label} is strictly greater than the average ${m.label} over **all** ${E.many}.`,
            `Return ${cols('id', E.date.col, m.col)}, ordered by ${code(m.col)} descending, then ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} > (SELECT AVG(${m.col}) FROM ${E.table})`, `ORDER BY ${m.col} DESC, id;`),
          parts: ['events'],
          tags: ['scalar-subquery', 'avg'],
        },
      };
    },
  },
  {
    id: 'subquery-in-exists',
    complexity: 1,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const status = r.pick(valuesOf(ds.events, E.status.col));
      const negate = r.chance(0.5);
      return {
        params: [String(negate)],
        draft: {
          title: negate ? `${titleCase(P.many)} Without Any ${titleCase(String(status))} ${titleCase(E.one)}` : `${titleCase(P.many)} with a ${titleCase(String(status))} ${titleCase(E.one)}`,
          description: para(
            negate
              ? `Find the ${P.many} who have **no** ${E.one} whose ${E.status.label} is **${status}** (${P.many} with no ${E.many} at all count as well).`
              : `Find the ${P.many} who have **at least one** ${E.one} whose ${E.status.label} is **${status}**. Each ${P.one} appears once.`,
            `Return ${cols('id', P.name.col, P.group.col)} from ${code(P.table)}. ${UNORDERED}`,
          ),
          solution: sql(
            `SELECT p.id, p.${P.name.col}, p.${P.group.col}`,
            `FROM ${P.table} p`,
            `WHERE ${negate ? 'NOT ' : ''}EXISTS (`,
            `  SELECT 1 FROM ${E.table} e`,
            `  WHERE e.${E.personFk} = p.id AND e.${E.status.col} = ${lit(status)}`,
            `);`,
          ),
          parts: ['events'],
          tags: ['exists', negate ? 'not-exists' : 'semi-join', 'correlated-subquery'],
        },
      };
    },
  },
  {
    id: 'subquery-correlated-person-average',
    complexity: 2,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const m = r.pick(measures(ds));
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(E.many)} Above Their ${titleCase(P.one)}'s Own Average ${titleCase(m.label)}`,
          description: para(
            `For each ${P.one}, some ${E.many} stand out: their ${m.label} is strictly greater than the average ${m.label} of **that same ${P.one}'s** ${E.many}.`,
            `Return the ${E.one}'s ${code('id')}, the ${P.one}'s ${code(P.name.col)} and the ${E.one}'s ${code(m.col)}. ${UNORDERED}`,
          ),
          solution: sql(
            `SELECT e.id, p.${P.name.col}, e.${m.col}`,
            `FROM ${E.table} e`,
            `JOIN ${P.table} p ON p.id = e.${E.personFk}`,
            `WHERE e.${m.col} > (`,
            `  SELECT AVG(e2.${m.col}) FROM ${E.table} e2 WHERE e2.${E.personFk} = e.${E.personFk}`,
            `);`,
          ),
          parts: ['events'],
          tags: ['correlated-subquery', 'avg', 'join'],
        },
      };
    },
  },
  {
    id: 'subquery-items-above-category',
    complexity: 2,
    build(ds) {
      const I = ds.family.items;
      return {
        params: [],
        draft: {
          title: `${titleCase(I.many)} Priced Above Their ${titleCase(I.category.label)} Average`,
          description: para(
            `Find the ${I.many} whose ${I.price.label} is strictly above the average ${I.price.label} of the ${I.many} in the same ${I.category.label}.`,
            `Return ${cols('id', I.name.col, I.category.col, I.price.col)} and ${code('category_avg')} (that average, rounded to 2 decimals), ordered by ${code(I.category.col)} ascending, then ${code(I.price.col)} descending, then ${code('id')} ascending.`,
          ),
          solution: sql(
            `SELECT i.id, i.${I.name.col}, i.${I.category.col}, i.${I.price.col},`,
            `       (SELECT ROUND(AVG(i2.${I.price.col}), 2) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col}) AS category_avg`,
            `FROM ${I.table} i`,
            `WHERE i.${I.price.col} > (SELECT AVG(i2.${I.price.col}) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col})`,
            `ORDER BY i.${I.category.col}, i.${I.price.col} DESC, i.id;`,
          ),
          parts: ['items'],
          tags: ['correlated-subquery', 'avg'],
        },
      };
    },
  },
];
