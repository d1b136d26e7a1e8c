import { CASES, wrong } from '../authored';
import { code, cols, lit, measures, para, sql, titleCase, UNORDERED, question, type QuestionTemplate } from './template';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];

export const DATES: QuestionTemplate[] = [
  question('dates-one-month', 0, ['dates-time-zones', 'filtering'], (ds, r) => {
    const E = ds.family.events;
    const mi = r.int(0, 5);
    const m = r.pick(measures(ds));
    const from = `2024-${String(mi + 1).padStart(2, '0')}-01`;
    const to = `2024-${String(mi + 2).padStart(2, '0')}-01`;
    return {
      params: [m.col],
      title: `${titleCase(E.many)} in ${MONTHS[mi]} 2024`,
      description: para(
        `List the ${E.many} dated in **${MONTHS[mi]} 2024** (by ${code(E.date.col)}).`,
        `Return ${cols('id', E.date.col, m.col)}, ordered by ${code(E.date.col)} ascending, then ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} >= DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(to)}`, `ORDER BY ${E.date.col}, id;`),
      parts: ['events'],
      tags: ['dates', 'where'],
      authored: {
        accepts: [
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE date_trunc('month', ${E.date.col}) = DATE ${lit(from)}`, `ORDER BY ${E.date.col}, id;`),
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE to_char(${E.date.col}, 'YYYY-MM') = ${lit(from.slice(0, 7))}`, `ORDER BY 2, 1;`),
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} BETWEEN DATE ${lit(from)} AND (DATE ${lit(to)} - 1)`, `ORDER BY ${E.date.col}, id;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE EXTRACT(MONTH FROM ${E.date.col}) = ${mi + 1}`, `ORDER BY ${E.date.col}, id;`), 'compares the month without its year', CASES.otherYear),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} BETWEEN DATE ${lit(from)} AND DATE ${lit(to)}`, `ORDER BY ${E.date.col}, id;`), 'takes in the first day of the next month', CASES.nextMonthStart),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} >= DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(to)} - 1`, `ORDER BY ${E.date.col}, id;`), 'misses the last day of the month', CASES.monthEnd),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} >= DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(from)} + INTERVAL '30 days'`, `ORDER BY ${E.date.col}, id;`), 'writes a month as 30 days', 'a row near the end of a month that is not 30 days long'),
        ],
      },
    };
  }),
  question('dates-monthly-totals', 1, ['dates-time-zones', 'aggregation'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick(measures(ds));
    const form = r.pick(['text', 'trunc'] as const);
    const monthExpr = form === 'text' ? `to_char(${E.date.col}, 'YYYY-MM')` : `date_trunc('month', ${E.date.col})::date`;
    return {
      params: [m.col, form],
      title: `Monthly ${titleCase(E.many)} and ${titleCase(m.label)}`,
      description: para(
        `Report activity per calendar month of ${code(E.date.col)}.`,
        `Return ${code('month')} (${form === 'text' ? 'as text `YYYY-MM`, e.g. `2024-03`' : 'as the date of the first day of the month, e.g. `2024-03-01`'}), ${code(`${E.table}_count`)} and ${code(`total_${m.col}`)}, one row per month that has ${E.many}, ordered by ${code('month')} ascending.`,
      ),
      solution: sql(`SELECT ${monthExpr} AS month,`, `       COUNT(*) AS ${E.table}_count,`, `       SUM(${m.col}) AS total_${m.col}`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
      parts: ['events'],
      tags: ['dates', 'group-by', form === 'text' ? 'to-char' : 'date-trunc'],
      authored: {
        accepts: form === 'text'
          ? [
              sql(`SELECT to_char(date_trunc('month', ${E.date.col}), 'YYYY-MM') AS month, COUNT(id), SUM(${m.col})`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY month;`),
              sql(`SELECT EXTRACT(YEAR FROM ${E.date.col})::int || '-' || lpad(EXTRACT(MONTH FROM ${E.date.col})::int::text, 2, '0') AS month, COUNT(*), SUM(${m.col})`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
            ]
          : [
              sql(`SELECT make_date(EXTRACT(YEAR FROM ${E.date.col})::int, EXTRACT(MONTH FROM ${E.date.col})::int, 1) AS month, COUNT(id), SUM(${m.col})`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
              sql(`SELECT (${E.date.col} - (EXTRACT(DAY FROM ${E.date.col})::int - 1)) AS month, COUNT(*), SUM(${m.col})`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY month;`),
            ],
        rejects: [
          wrong(sql(`SELECT ${form === 'text' ? `to_char(MIN(${E.date.col}), 'YYYY-MM')` : `date_trunc('month', MIN(${E.date.col}))::date`} AS month,`, `       COUNT(*) AS ${E.table}_count,`, `       SUM(${m.col}) AS total_${m.col}`, `FROM ${E.table}`, `GROUP BY EXTRACT(MONTH FROM ${E.date.col})`, `ORDER BY 1;`), 'groups by the month number without the year', CASES.otherYear),
          wrong(sql(`SELECT ${monthExpr} AS month,`, `       COUNT(DISTINCT ${E.personFk}) AS ${E.table}_count,`, `       SUM(${m.col}) AS total_${m.col}`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`), `counts distinct ${E.personFk} values, not ${E.many}`, `one ${E.personFk} with two ${E.many} in a month`),
          wrong(sql(`SELECT ${monthExpr} AS month,`, `       COUNT(${E.extra.col}) AS ${E.table}_count,`, `       SUM(${m.col}) AS total_${m.col}`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`), `COUNT(${E.extra.col}) skips the rows where it is NULL`, CASES.missing),
          wrong(sql(`SELECT ${monthExpr} AS month,`, `       COUNT(*) AS ${E.table}_count,`, `       SUM(${m.col}) AS total_${m.col}`, `FROM ${E.table}`, `WHERE ${E.status.col} <> ${lit(E.status.values[E.status.values.length - 1]![0])}`, `GROUP BY 1`, `ORDER BY 1;`), `drops ${E.many} of a ${E.status.label} the text keeps`, CASES.keptStatus),
        ],
      },
    };
  }),
  question('dates-weekday', 1, ['dates-time-zones'], (ds) => {
    const E = ds.family.events;
    return {
      params: [],
      title: `${titleCase(E.many)} by Day of the Week`,
      description: para(
        `On which weekdays do ${E.many} happen?`,
        `Return ${code('iso_weekday')} (1 = Monday … 7 = Sunday, from ${code(E.date.col)}) and ${code(`${E.table}_count`)}, one row per weekday that has ${E.many}, ordered by ${code('iso_weekday')}.`,
      ),
      solution: sql(`SELECT EXTRACT(ISODOW FROM ${E.date.col})::int AS iso_weekday, COUNT(*) AS ${E.table}_count`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
      parts: ['events'],
      tags: ['dates', 'extract', 'group-by'],
      authored: {
        accepts: [
          sql(`SELECT to_char(${E.date.col}, 'ID')::int AS iso_weekday, COUNT(id)`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
          sql(`SELECT CASE WHEN EXTRACT(DOW FROM ${E.date.col}) = 0 THEN 7 ELSE EXTRACT(DOW FROM ${E.date.col})::int END AS d, COUNT(*)`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY d;`),
        ],
        rejects: [
          wrong(sql(`SELECT EXTRACT(DOW FROM ${E.date.col})::int AS iso_weekday, COUNT(*) AS ${E.table}_count`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`), 'DOW numbers Sunday 0, not 7', `a ${E.one} on a Sunday`),
          wrong(sql(`SELECT to_char(${E.date.col}, 'D')::int AS iso_weekday, COUNT(*) AS ${E.table}_count`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`), "to_char 'D' starts the week on Sunday", `${E.many} on any weekday`),
          wrong(sql(`SELECT EXTRACT(ISODOW FROM ${E.date.col})::int AS iso_weekday, COUNT(DISTINCT ${E.date.col}) AS ${E.table}_count`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`), `counts days, not ${E.many}`, `two ${E.many} on the same day`),
          wrong(sql(`SELECT EXTRACT(ISODOW FROM ${E.date.col})::int AS iso_weekday, COUNT(*) AS ${E.table}_count`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 2 DESC, 1;`), 'orders by the count instead of the weekday', 'a busier weekday later in the week'),
        ],
      },
    };
  }),
  question('dates-days-to-first', 2, ['dates-time-zones', 'aggregation'], (ds) => {
    const { people: P, events: E } = ds.family;
    return {
      params: [],
      title: `Days from ${titleCase(P.since.label)} to First ${titleCase(E.one)}`,
      description: para(
        `How long did each ${P.one} take to get to their first ${E.one}?`,
        `For each ${P.one} with at least one ${E.one}, return ${cols('id', P.name.col)}, ${code('first_date')} (their earliest ${code(E.date.col)}) and ${code('days_to_first')}: the whole number of days from ${code(P.since.col)} to that first date. ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT p.id, p.${P.name.col}, MIN(e.${E.date.col}) AS first_date,`,
        `       MIN(e.${E.date.col}) - p.${P.since.col} AS days_to_first`,
        `FROM ${P.table} p`,
        `JOIN ${E.table} e ON e.${E.personFk} = p.id`,
        `GROUP BY p.id, p.${P.name.col}, p.${P.since.col};`,
      ),
      parts: ['events'],
      tags: ['dates', 'date-arithmetic', 'group-by'],
      authored: {
        accepts: [
          sql(`SELECT p.id, p.${P.name.col}, MIN(e.${E.date.col}), MIN(e.${E.date.col} - p.${P.since.col})`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id;`),
          sql(`SELECT id, ${P.name.col}, first_date, first_date - ${P.since.col}`, `FROM (SELECT p.*, (SELECT MIN(e.${E.date.col}) FROM ${E.table} e WHERE e.${E.personFk} = p.id) AS first_date FROM ${P.table} p) x`, `WHERE first_date IS NOT NULL;`),
        ],
        rejects: [
          wrong(sql(`SELECT p.id, p.${P.name.col}, MIN(e.${E.date.col}) AS first_date,`, `       EXTRACT(DAY FROM AGE(MIN(e.${E.date.col}), p.${P.since.col}))::int AS days_to_first`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col}, p.${P.since.col};`), 'takes the day part of AGE(), dropping its years and months', 'a gap longer than a month'),
          wrong(sql(`SELECT p.id, p.${P.name.col}, MIN(e.${E.date.col}) AS first_date,`, `       MAX(e.${E.date.col}) - p.${P.since.col} AS days_to_first`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col}, p.${P.since.col};`), `measures to the last ${E.one}, not the first`, `a ${P.one} with several ${E.many}`),
          wrong(sql(`SELECT p.id, p.${P.name.col}, MIN(e.${E.date.col}) AS first_date,`, `       MIN(e.${E.date.col}) - p.${P.since.col} AS days_to_first`, `FROM ${P.table} p`, `LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col}, p.${P.since.col};`), `keeps ${P.many} without ${E.many}, which the text leaves out`, `a ${P.one} with no ${E.many}`),
          wrong(sql(`SELECT p.id, p.${P.name.col}, MIN(e.${E.date.col}) AS first_date,`, `       MIN(e.${E.date.col}) - p.${P.since.col} + 1 AS days_to_first`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `GROUP BY p.id, p.${P.name.col}, p.${P.since.col};`), 'counts both ends: one day too many', `any ${P.one} with ${E.many}`),
        ],
      },
    };
  }),
];
