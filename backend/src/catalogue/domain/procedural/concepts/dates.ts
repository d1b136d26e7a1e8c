import { code, cols, lit, measures, para, sql, titleCase, UNORDERED, type QuestionTemplate } from './template';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];

export const DATES: QuestionTemplate[] = [
  {
    id: 'dates-one-month',
    complexity: 0,
    build(ds, r) {
      const E = ds.family.events;
      const mi = r.int(0, 5);
      const m = r.pick(measures(ds));
      const from = `2024-${String(mi + 1).padStart(2, '0')}-01`;
      const to = `2024-${String(mi + 2).padStart(2, '0')}-01`;
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(E.many)} in ${MONTHS[mi]} 2024`,
          description: para(
            `List the ${E.many} dated in **${MONTHS[mi]} 2024** (by ${code(E.date.col)}).`,
            `Return ${cols('id', E.date.col, m.col)}, ordered by ${code(E.date.col)} ascending, then ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} >= DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(to)}`, `ORDER BY ${E.date.col}, id;`),
          parts: ['events'],
          tags: ['dates', 'where'],
        },
      };
    },
  },
  {
    id: 'dates-monthly-totals',
    complexity: 1,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick(measures(ds));
      const form = r.pick(['text', 'trunc'] as const);
      const monthExpr = form === 'text' ? `to_char(${E.date.col}, 'YYYY-MM')` : `date_trunc('month', ${E.date.col})::date`;
      return {
        params: [m.col, form],
        draft: {
          title: `Monthly ${titleCase(E.many)} and ${titleCase(m.label)}`,
          description: para(
            `Report activity per calendar month of ${code(E.date.col)}.`,
            `Return ${code('month')} (${form === 'text' ? 'as text `YYYY-MM`, e.g. `2024-03`' : 'as the date of the first day of the month, e.g. `2024-03-01`'}), ${code(`${E.table}_count`)} and ${code(`total_${m.col}`)}, one row per month that has ${E.many}, ordered by ${code('month')} ascending.`,
          ),
          solution: sql(`SELECT ${monthExpr} AS month,`, `       COUNT(*) AS ${E.table}_count,`, `       SUM(${m.col}) AS total_${m.col}`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
          parts: ['events'],
          tags: ['dates', 'group-by', form === 'text' ? 'to-char' : 'date-trunc'],
        },
      };
    },
  },
  {
    id: 'dates-weekday',
    complexity: 1,
    build(ds) {
      const E = ds.family.events;
      return {
        params: [],
        draft: {
          title: `${titleCase(E.many)} by Day of the Week`,
          description: para(
            `On which weekdays do ${E.many} happen?`,
            `Return ${code('iso_weekday')} (1 = Monday … 7 = Sunday, from ${code(E.date.col)}) and ${code(`${E.table}_count`)}, one row per weekday that has ${E.many}, ordered by ${code('iso_weekday')}.`,
          ),
          solution: sql(`SELECT EXTRACT(ISODOW FROM ${E.date.col})::int AS iso_weekday, COUNT(*) AS ${E.table}_count`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
          parts: ['events'],
          tags: ['dates', 'extract', 'group-by'],
        },
      };
    },
  },
  {
    id: 'dates-days-to-first',
    complexity: 2,
    build(ds) {
      const { people: P, events: E } = ds.family;
      return {
        params: [],
        draft: {
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
        },
      };
    },
  },
];
