import { CASES, wrong } from '../authored';
import { code, cols, lit, measures, para, sql, threshold, titleCase, UNORDERED, valuesOf, question, type QuestionTemplate } from './template';

export const CASE_WHEN: QuestionTemplate[] = [
  question('case-bands', 0, ['case-when'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick(measures(ds));
    const lo = threshold(ds.events, m.col, 0.33);
    const hi = Math.max(lo + 1, threshold(ds.events, m.col, 0.66));
    return {
      params: [m.col],
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
      authored: {
        accepts: [
          sql(`SELECT id, ${m.col},`, `       CASE WHEN ${m.col} >= ${hi} THEN 'high' WHEN ${m.col} >= ${lo} THEN 'medium' ELSE 'low' END AS band`, `FROM ${E.table};`),
          sql(`SELECT id, ${m.col},`, `       CASE WHEN ${m.col} < ${lo} THEN 'low' WHEN ${m.col} >= ${lo} AND ${m.col} < ${hi} THEN 'medium' WHEN ${m.col} >= ${hi} THEN 'high' END`, `FROM ${E.table};`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${m.col},`, `       CASE WHEN ${m.col} <= ${lo} THEN 'low'`, `            WHEN ${m.col} <= ${hi} THEN 'medium'`, `            ELSE 'high' END AS band`, `FROM ${E.table};`), 'puts a value on a band edge into the band below', 'a value exactly on a band edge'),
          wrong(sql(`SELECT id, ${m.col},`, `       CASE WHEN ${m.col} < ${lo} THEN 'low'`, `            WHEN ${m.col} > ${hi} THEN 'high'`, `            ELSE 'medium' END AS band`, `FROM ${E.table};`), `calls ${hi} itself medium`, 'a value exactly on the upper band edge'),
          wrong(sql(`SELECT id, ${m.col},`, `       CASE WHEN ${m.col} < ${hi} THEN 'medium'`, `            WHEN ${m.col} < ${lo} THEN 'low'`, `            ELSE 'high' END AS band`, `FROM ${E.table};`), 'the WHEN branches are in the wrong order: low is never reached', 'a value in the lowest band'),
          wrong(sql(`SELECT id, ${m.col},`, `       CASE WHEN ${m.col} < ${lo} THEN 'low'`, `            WHEN ${m.col} < ${hi} THEN 'medium' END AS band`, `FROM ${E.table};`), 'no ELSE: high values get NULL', 'a value in the highest band'),
        ],
      },
    };
  }),
  question('case-band-counts', 1, ['case-when', 'aggregation'], (ds) => {
    const I = ds.family.items;
    const lo = threshold(ds.items, I.price.col, 0.33);
    const hi = Math.max(lo + 1, threshold(ds.items, I.price.col, 0.66));
    return {
      params: [],
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
      authored: {
        accepts: [
          sql(`SELECT band, COUNT(*)`, `FROM (SELECT CASE WHEN ${I.price.col} >= ${hi} THEN 'premium' WHEN ${I.price.col} >= ${lo} THEN 'standard' ELSE 'budget' END AS band FROM ${I.table}) x`, `GROUP BY band;`),
          sql(
            `SELECT 'budget', COUNT(*) FROM ${I.table} WHERE ${I.price.col} < ${lo} HAVING COUNT(*) > 0`,
            `UNION ALL`,
            `SELECT 'standard', COUNT(*) FROM ${I.table} WHERE ${I.price.col} >= ${lo} AND ${I.price.col} < ${hi} HAVING COUNT(*) > 0`,
            `UNION ALL`,
            `SELECT 'premium', COUNT(*) FROM ${I.table} WHERE ${I.price.col} >= ${hi} HAVING COUNT(*) > 0;`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT CASE WHEN ${I.price.col} <= ${lo} THEN 'budget'`, `            WHEN ${I.price.col} <= ${hi} THEN 'standard'`, `            ELSE 'premium' END AS band,`, `       COUNT(*) AS ${I.table}_count`, `FROM ${I.table}`, `GROUP BY 1;`), 'puts a price on a band edge into the band below', 'a price exactly on a band edge'),
          wrong(sql(`SELECT b.band, COUNT(i.id) AS ${I.table}_count`, `FROM (VALUES ('budget'), ('standard'), ('premium')) AS b(band)`, `LEFT JOIN ${I.table} i ON b.band = CASE WHEN i.${I.price.col} < ${lo} THEN 'budget' WHEN i.${I.price.col} < ${hi} THEN 'standard' ELSE 'premium' END`, `GROUP BY b.band;`), 'lists every band, even one without items, which the text leaves out', 'a band with no items'),
          wrong(sql(`SELECT CASE WHEN ${I.price.col} < ${lo} THEN 'budget'`, `            WHEN ${I.price.col} > ${hi} THEN 'premium'`, `            ELSE 'standard' END AS band,`, `       COUNT(*) AS ${I.table}_count`, `FROM ${I.table}`, `GROUP BY 1;`), `calls a price of exactly ${hi} standard`, 'a price exactly on the upper band edge'),
          wrong(sql(`SELECT CASE WHEN ${I.price.col} < ${lo} THEN 'budget'`, `            WHEN ${I.price.col} < ${hi} THEN 'standard'`, `            ELSE 'premium' END AS band,`, `       COUNT(DISTINCT ${I.category.col}) AS ${I.table}_count`, `FROM ${I.table}`, `GROUP BY 1;`), `counts ${I.category.label}s, not ${I.many}`, `two ${I.many} of one ${I.category.label} in a band`),
        ],
      },
    };
  }),
  question('case-pivot', 2, ['conditional-aggregation-pivot', 'case-when'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const statuses = valuesOf(ds.events, E.status.col).slice(0, 3).map(String);
    const onGroup = r.chance(0.5);
    const key = onGroup ? `p.${P.group.col}` : `e.${E.personFk}`;
    const keyName = onGroup ? P.group.col : E.personFk;
    const colName = (s: string) => `${s.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_count`;
    return {
      params: [keyName],
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
      authored: {
        accepts: [
          sql(`SELECT ${key},`, ...statuses.map((s) => `       COUNT(*) FILTER (WHERE e.${E.status.col} = ${lit(s)}),`), `       COUNT(e.id)`, `FROM ${E.table} e`, onGroup ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : undefined, `GROUP BY 1`, `ORDER BY 1;`),
          sql(`SELECT ${key},`, ...statuses.map((s) => `       COUNT(CASE WHEN e.${E.status.col} = ${lit(s)} THEN 1 END),`), `       SUM(1)`, `FROM ${E.table} e`, onGroup ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : undefined, `GROUP BY ${key}`, `ORDER BY ${key};`),
        ],
        rejects: [
          wrong(sql(`SELECT ${key},`, ...statuses.map((s) => `       SUM(CASE WHEN e.${E.status.col} = ${lit(s)} THEN 1 END) AS ${colName(s)},`), `       COUNT(*) AS total`, `FROM ${E.table} e`, onGroup ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : undefined, `GROUP BY ${key}`, `ORDER BY ${key};`), 'without ELSE 0 a missing status sums to NULL, not 0', `a ${onGroup ? P.group.label : P.one} with none of one ${E.status.label}`),
          wrong(sql(`SELECT ${key},`, ...statuses.map((s) => `       SUM(CASE WHEN e.${E.status.col} = ${lit(s)} THEN 1 ELSE 0 END) AS ${colName(s)},`), `       SUM(CASE WHEN e.${E.status.col} IN (${statuses.map(lit).join(', ')}) THEN 1 ELSE 0 END) AS total`, `FROM ${E.table} e`, onGroup ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : undefined, `GROUP BY ${key}`, `ORDER BY ${key};`), `the total counts only the pivoted ${E.status.label}s, not all ${E.many}`, CASES.otherStatus),
          wrong(sql(`SELECT ${key},`, ...statuses.map((s) => `       SUM(CASE WHEN e.${E.status.col} = ${lit(s)} THEN 1 ELSE 0 END) AS ${colName(s)},`), `       COUNT(e.${E.extra.col}) AS total`, `FROM ${E.table} e`, onGroup ? `JOIN ${P.table} p ON p.id = e.${E.personFk}` : undefined, `GROUP BY ${key}`, `ORDER BY ${key};`), `COUNT(${E.extra.col}) skips the rows where it is NULL`, CASES.missing),
          wrong(sql(`SELECT ${onGroup ? `p.${P.group.col}` : 'p.id'},`, ...statuses.map((s) => `       SUM(CASE WHEN e.${E.status.col} = ${lit(s)} THEN 1 ELSE 0 END) AS ${colName(s)},`), `       COUNT(e.id) AS total`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY 1`, `ORDER BY 1;`), `keeps ${onGroup ? `${P.group.label}s` : P.many} without ${E.many}, which the text leaves out`, `a ${onGroup ? P.group.label : P.one} with no ${E.many}`),
        ],
      },
    };
  }),
  question('case-flag-counts', 1, ['conditional-aggregation-pivot', 'case-when'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const m = r.pick(measures(ds));
    const T = r.pick([
      { table: P.table, one: P.one, name: P.name.col, fk: E.personFk },
      { table: I.table, one: I.one, name: I.name.col, fk: E.itemFk },
    ]);
    const t = threshold(ds.events, m.col, 0.6);
    return {
      params: [m.col, T.table],
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
      authored: {
        accepts: [
          sql(`SELECT t.id, t.${T.name}, COUNT(*) FILTER (WHERE e.${m.col} >= ${t}), COUNT(*) FILTER (WHERE e.${m.col} < ${t})`, `FROM ${T.table} t`, `JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id;`),
          sql(`SELECT t.id, t.${T.name}, x.large, x.n - x.large`, `FROM (SELECT ${T.fk} AS id, SUM(CASE WHEN ${m.col} >= ${t} THEN 1 ELSE 0 END) AS large, COUNT(*) AS n FROM ${E.table} GROUP BY ${T.fk}) x`, `JOIN ${T.table} t ON t.id = x.id;`),
        ],
        rejects: [
          wrong(sql(`SELECT t.id, t.${T.name},`, `       SUM(CASE WHEN e.${m.col} > ${t} THEN 1 ELSE 0 END) AS large_count,`, `       SUM(CASE WHEN e.${m.col} <= ${t} THEN 1 ELSE 0 END) AS small_count`, `FROM ${T.table} t`, `JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name};`), `calls a value of exactly ${t} small`, 'a value exactly on the threshold'),
          wrong(sql(`SELECT t.id, t.${T.name},`, `       SUM(CASE WHEN e.${m.col} >= ${t} THEN 1 ELSE 0 END) AS large_count,`, `       SUM(CASE WHEN e.${m.col} < ${t} THEN 1 ELSE 0 END) AS small_count`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name};`), `keeps ${T.one}s without ${E.many}, which the text leaves out`, `a ${T.one} with no ${E.many}`),
          wrong(sql(`SELECT t.id, t.${T.name},`, `       SUM(CASE WHEN e.${m.col} >= ${t} THEN 1 END) AS large_count,`, `       SUM(CASE WHEN e.${m.col} < ${t} THEN 1 END) AS small_count`, `FROM ${T.table} t`, `JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name};`), 'without ELSE 0 a count of none is NULL, not 0', `a ${T.one} with only large or only small ${E.many}`),
          wrong(sql(`SELECT t.id, t.${T.name},`, `       COUNT(CASE WHEN e.${m.col} >= ${t} THEN 1 ELSE 0 END) AS large_count,`, `       COUNT(CASE WHEN e.${m.col} < ${t} THEN 1 ELSE 0 END) AS small_count`, `FROM ${T.table} t`, `JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name};`), 'COUNT counts the 0s too: both columns are the number of rows', `any ${T.one}`),
        ],
      },
    };
  }),
];
