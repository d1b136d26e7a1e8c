import { CASES, wrong } from '../authored';
import { code, cols, lit, measures, para, sql, titleCase, UNORDERED, valuesOf, question, type QuestionTemplate } from './template';

export const SUBQUERIES: QuestionTemplate[] = [
  question('subquery-above-average', 1, ['filtering', 'aggregation'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick(measures(ds));
    return {
      params: [m.col],
      title: `${titleCase(E.many)} Above the Average ${titleCase(m.label)}`,
      description: para(
        `Find the ${E.many} whose ${m.label} is strictly greater than the average ${m.label} over **all** ${E.many}.`,
        `Return ${cols('id', E.date.col, m.col)}, ordered by ${code(m.col)} descending, then ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} > (SELECT AVG(${m.col}) FROM ${E.table})`, `ORDER BY ${m.col} DESC, id;`),
      parts: ['events'],
      tags: ['scalar-subquery', 'avg'],
      authored: {
        accepts: [
          sql(`WITH a AS (SELECT AVG(${m.col}) AS avg_value FROM ${E.table})`, `SELECT e.id, e.${E.date.col}, e.${m.col}`, `FROM ${E.table} e CROSS JOIN a`, `WHERE e.${m.col} > a.avg_value`, `ORDER BY 3 DESC, 1;`),
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM (SELECT id, ${E.date.col}, ${m.col}, AVG(${m.col}) OVER () AS avg_value FROM ${E.table}) x`, `WHERE ${m.col} > avg_value`, `ORDER BY ${m.col} DESC, id;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} >= (SELECT AVG(${m.col}) FROM ${E.table})`, `ORDER BY ${m.col} DESC, id;`), 'keeps a value equal to the average', 'a value exactly equal to the average'),
          // (a truncated average is no mistake on whole numbers: x > 3.4 exactly when x > 3)
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} > (SELECT ROUND(AVG(${m.col})) FROM ${E.table})`, `ORDER BY ${m.col} DESC, id;`), 'compares with the average rounded to a whole number', 'a value between the rounded and the exact average'),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} > (SELECT AVG(${m.col}) FROM ${E.table} WHERE ${E.status.col} = ${lit(E.status.values[0]![0])})`, `ORDER BY ${m.col} DESC, id;`), `averages only one ${E.status.label}, not all ${E.many}`, CASES.otherStatus),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} > (SELECT AVG(${m.col}) FROM ${E.table})`, `ORDER BY ${m.col} DESC, id DESC;`), 'breaks ties on id descending', CASES.tie),
        ],
      },
    };
  }),
  question('subquery-in-exists', 1, ['semi-join'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const status = r.pick(valuesOf(ds.events, E.status.col));
    const negate = r.chance(0.5);
    return {
      params: [String(negate)],
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
      authored: negate
        ? {
            accepts: [
              sql(`SELECT id, ${P.name.col}, ${P.group.col}`, `FROM ${P.table}`, `WHERE id NOT IN (SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)});`),
              sql(`SELECT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id AND e.${E.status.col} = ${lit(status)}`, `WHERE e.id IS NULL;`),
            ],
            rejects: [
              wrong(sql(`SELECT DISTINCT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `WHERE e.${E.status.col} <> ${lit(status)};`), `keeps ${P.many} with some other ${E.one}, even if they also have a ${status} one, and loses those with none`, `a ${P.one} with ${E.many} of both kinds`),
              wrong(sql(`SELECT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `WHERE e.id IS NULL;`), `only finds ${P.many} with no ${E.many} at all`, `a ${P.one} whose ${E.many} all have another ${E.status.label}`),
              wrong(sql(`SELECT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `WHERE NOT EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.status.col} = ${lit(status)});`), 'the subquery is not correlated with the outer row', `any ${status} ${E.one}`),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.group.col}`, `FROM ${P.table}`, `WHERE id NOT IN (SELECT ${E.itemFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)});`), 'compares with the wrong foreign key', CASES.mismatchedIds),
            ],
          }
        : {
            accepts: [
              sql(`SELECT id, ${P.name.col}, ${P.group.col}`, `FROM ${P.table}`, `WHERE id IN (SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)});`),
              sql(`SELECT DISTINCT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id AND e.${E.status.col} = ${lit(status)};`),
            ],
            rejects: [
              wrong(sql(`SELECT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `WHERE e.${E.status.col} = ${lit(status)};`), `a join repeats a ${P.one} once per matching ${E.one}`, `a ${P.one} with two ${status} ${E.many}`),
              wrong(sql(`SELECT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `WHERE EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.personFk} = p.id);`), `ignores the ${E.status.label}`, `a ${P.one} whose ${E.many} all have another ${E.status.label}`),
              wrong(sql(`SELECT p.id, p.${P.name.col}, p.${P.group.col}`, `FROM ${P.table} p`, `WHERE EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.status.col} = ${lit(status)});`), 'the subquery is not correlated with the outer row', `a ${P.one} with no ${E.many}`),
              wrong(sql(`SELECT id, ${P.name.col}, ${P.group.col}`, `FROM ${P.table}`, `WHERE id IN (SELECT ${E.itemFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)});`), 'compares with the wrong foreign key', CASES.mismatchedIds),
            ],
          },
    };
  }),
  question('subquery-correlated-person-average', 2, ['correlated-subquery'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const m = r.pick(measures(ds));
    return {
      params: [m.col],
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
      authored: {
        accepts: [
          sql(`SELECT x.id, p.${P.name.col}, x.${m.col}`, `FROM (SELECT e.*, AVG(e.${m.col}) OVER (PARTITION BY e.${E.personFk}) AS own_avg FROM ${E.table} e) x`, `JOIN ${P.table} p ON p.id = x.${E.personFk}`, `WHERE x.${m.col} > x.own_avg;`),
          sql(`WITH a AS (SELECT ${E.personFk}, AVG(${m.col}) AS own_avg FROM ${E.table} GROUP BY ${E.personFk})`, `SELECT e.id, p.${P.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN a ON a.${E.personFk} = e.${E.personFk}`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${m.col} > a.own_avg;`),
        ],
        rejects: [
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${m.col} > (SELECT AVG(${m.col}) FROM ${E.table});`), `compares with the average of all ${E.many}, not the ${P.one}'s own`, `a ${P.one} whose ${E.many} are all above or all below the overall average`),
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${m.col} >= (`, `  SELECT AVG(e2.${m.col}) FROM ${E.table} e2 WHERE e2.${E.personFk} = e.${E.personFk}`, `);`), 'keeps a value equal to the average', `a ${P.one} with a single ${E.one}`),
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${m.col} > (`, `  SELECT AVG(e2.${m.col}) FROM ${E.table} e2 WHERE e2.${E.itemFk} = e.${E.itemFk}`, `);`), `averages per ${E.itemFk} instead of per ${E.personFk}`, CASES.mismatchedIds),
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${m.col} > (`, `  SELECT ROUND(AVG(e2.${m.col})) FROM ${E.table} e2 WHERE e2.${E.personFk} = e.${E.personFk}`, `);`), 'compares with the average rounded to a whole number', 'a value between the rounded and the exact average'),
        ],
      },
    };
  }),
  question('subquery-items-above-category', 2, ['correlated-subquery'], (ds) => {
    const I = ds.family.items;
    return {
      params: [],
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
      authored: {
        accepts: [
          sql(`SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col}, ROUND(cat_avg, 2)`, `FROM (SELECT i.*, AVG(${I.price.col}) OVER (PARTITION BY ${I.category.col}) AS cat_avg FROM ${I.table} i) x`, `WHERE ${I.price.col} > cat_avg`, `ORDER BY ${I.category.col}, ${I.price.col} DESC, id;`),
          sql(`WITH c AS (SELECT ${I.category.col}, AVG(${I.price.col}) AS cat_avg FROM ${I.table} GROUP BY ${I.category.col})`, `SELECT i.id, i.${I.name.col}, i.${I.category.col}, i.${I.price.col}, ROUND(c.cat_avg, 2)`, `FROM ${I.table} i JOIN c ON c.${I.category.col} = i.${I.category.col}`, `WHERE i.${I.price.col} > c.cat_avg`, `ORDER BY 3, 4 DESC, 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT i.id, i.${I.name.col}, i.${I.category.col}, i.${I.price.col}, c.category_avg`, `FROM ${I.table} i`, `JOIN (SELECT ${I.category.col}, ROUND(AVG(${I.price.col}), 2) AS category_avg FROM ${I.table} GROUP BY 1) c ON c.${I.category.col} = i.${I.category.col}`, `WHERE i.${I.price.col} > c.category_avg`, `ORDER BY i.${I.category.col}, i.${I.price.col} DESC, i.id;`), 'compares with the rounded average instead of the exact one', 'a price just above the exact average but not the rounded one'),
          wrong(sql(`SELECT i.id, i.${I.name.col}, i.${I.category.col}, i.${I.price.col},`, `       (SELECT ROUND(AVG(i2.${I.price.col}), 2) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col}) AS category_avg`, `FROM ${I.table} i`, `WHERE i.${I.price.col} >= (SELECT AVG(i2.${I.price.col}) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col})`, `ORDER BY i.${I.category.col}, i.${I.price.col} DESC, i.id;`), 'keeps a price equal to the average', `a ${I.category.label} with a single ${I.one}`),
          wrong(sql(`SELECT i.id, i.${I.name.col}, i.${I.category.col}, i.${I.price.col},`, `       (SELECT ROUND(AVG(i2.${I.price.col}), 2) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col}) AS category_avg`, `FROM ${I.table} i`, `WHERE i.${I.price.col} > (SELECT AVG(${I.price.col}) FROM ${I.table})`, `ORDER BY i.${I.category.col}, i.${I.price.col} DESC, i.id;`), `compares with the average of all ${I.many}`, `a ${I.category.label} much cheaper or dearer than the rest`),
          wrong(sql(`SELECT i.id, i.${I.name.col}, i.${I.category.col}, i.${I.price.col},`, `       (SELECT ROUND(AVG(i2.${I.price.col}), 2) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col}) AS category_avg`, `FROM ${I.table} i`, `WHERE i.${I.price.col} > (SELECT AVG(i2.${I.price.col}) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col})`, `ORDER BY i.${I.category.col}, i.${I.price.col} DESC, i.${I.name.col};`), 'breaks ties on the name instead of id', CASES.tie),
        ],
      },
    };
  }),
];
