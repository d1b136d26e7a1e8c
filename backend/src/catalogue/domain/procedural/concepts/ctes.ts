import { CASES, wrong } from '../authored';
import { personOnAverage } from './edges';
import { code, lit, measures, para, sql, titleCase, UNORDERED, valuesOf, question, type QuestionTemplate } from './template';

export const CTES: QuestionTemplate[] = [
  question('cte-above-average-total', 1, ['cte', 'outer-join', 'aggregation'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const m = r.pick(measures(ds));
    // one person sits exactly on the average: "strictly greater" leaves them out
    personOnAverage(ds, m.col, m.money, m.money ? E.amount.min : E.count.min);
    return {
      params: [m.col],
      title: `${titleCase(P.many)} Whose Total ${titleCase(m.label)} Beats the Average ${titleCase(P.one)}`,
      description: para(
        `First compute each ${P.one}'s total ${m.label} over their ${E.many}; a ${P.one} without ${E.many} has a total of 0 and still counts towards the average. Then keep the ${P.many} whose total is **strictly greater** than the average of those totals.`,
        `Return ${code('id')}, ${code(P.name.col)} and ${code(`total_${m.col}`)}, ordered by ${code(`total_${m.col}`)} descending, then ${code('id')} ascending. A CTE (\`WITH\`) keeps this readable.`,
      ),
      solution: sql(
        `WITH totals AS (`,
        `  SELECT p.id, p.${P.name.col}, COALESCE(SUM(e.${m.col}), 0) AS total_${m.col}`,
        `  FROM ${P.table} p`,
        `  LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`,
        `  GROUP BY p.id, p.${P.name.col}`,
        `)`,
        `SELECT id, ${P.name.col}, total_${m.col}`,
        `FROM totals`,
        `WHERE total_${m.col} > (SELECT AVG(total_${m.col}) FROM totals)`,
        `ORDER BY total_${m.col} DESC, id;`,
      ),
      parts: ['events'],
      tags: ['cte', 'group-by', 'avg', 'left-join'],
      authored: {
        accepts: [
          sql(
            `SELECT id, ${P.name.col}, total`,
            `FROM (SELECT p.id, p.${P.name.col}, (SELECT COALESCE(SUM(e.${m.col}), 0) FROM ${E.table} e WHERE e.${E.personFk} = p.id) AS total FROM ${P.table} p) t`,
            `WHERE total > (SELECT SUM(${m.col}) FROM ${E.table})::numeric / (SELECT COUNT(*) FROM ${P.table})`,
            `ORDER BY total DESC, id;`,
          ),
          sql(
            `WITH totals AS (`,
            `  SELECT p.id, p.${P.name.col}, SUM(COALESCE(e.${m.col}, 0)) AS total`,
            `  FROM ${P.table} p LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`,
            `  GROUP BY p.id`,
            `), overall AS (SELECT AVG(total) AS a FROM totals)`,
            `SELECT t.id, t.${P.name.col}, t.total FROM totals t, overall o`,
            `WHERE t.total > o.a`,
            `ORDER BY 3 DESC, 1;`,
          ),
        ],
        rejects: [
          wrong(sql(`WITH totals AS (`, `  SELECT p.id, p.${P.name.col}, SUM(e.${m.col}) AS total_${m.col}`, `  FROM ${P.table} p`, `  JOIN ${E.table} e ON e.${E.personFk} = p.id`, `  GROUP BY p.id, p.${P.name.col}`, `)`, `SELECT id, ${P.name.col}, total_${m.col}`, `FROM totals`, `WHERE total_${m.col} > (SELECT AVG(total_${m.col}) FROM totals)`, `ORDER BY total_${m.col} DESC, id;`), `the inner join leaves ${P.many} without ${E.many} out of the average`, `a ${P.one} with no ${E.many}`),
          wrong(sql(`WITH totals AS (`, `  SELECT p.id, p.${P.name.col}, SUM(e.${m.col}) AS total_${m.col}`, `  FROM ${P.table} p`, `  LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `  GROUP BY p.id, p.${P.name.col}`, `)`, `SELECT id, ${P.name.col}, total_${m.col}`, `FROM totals`, `WHERE total_${m.col} > (SELECT AVG(total_${m.col}) FROM totals)`, `ORDER BY total_${m.col} DESC, id;`), 'without COALESCE the empty totals are NULL, and AVG skips them', `a ${P.one} with no ${E.many}`),
          wrong(sql(`WITH totals AS (`, `  SELECT p.id, p.${P.name.col}, COALESCE(SUM(e.${m.col}), 0) AS total_${m.col}`, `  FROM ${P.table} p`, `  LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `  GROUP BY p.id, p.${P.name.col}`, `)`, `SELECT id, ${P.name.col}, total_${m.col}`, `FROM totals`, `WHERE total_${m.col} >= (SELECT AVG(total_${m.col}) FROM totals)`, `ORDER BY total_${m.col} DESC, id;`), 'keeps a total equal to the average', `a ${P.one} whose total is exactly the average`),
          wrong(sql(`WITH totals AS (`, `  SELECT p.id, p.${P.name.col}, COALESCE(SUM(e.${m.col}), 0) AS total_${m.col}`, `  FROM ${P.table} p`, `  LEFT JOIN ${E.table} e ON e.${E.personFk} = p.id`, `  GROUP BY p.id, p.${P.name.col}`, `)`, `SELECT id, ${P.name.col}, total_${m.col}`, `FROM totals`, `WHERE total_${m.col} > (SELECT AVG(${m.col}) FROM ${E.table})`, `ORDER BY total_${m.col} DESC, id;`), `compares totals with the average single ${E.one}`, `a ${P.one} with one small ${E.one}`),
        ],
      },
    };
  }),
  question('cte-monthly-share', 2, ['cte', 'percentiles', 'dates-time-zones'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick(measures(ds));
    return {
      params: [m.col],
      title: `Monthly ${titleCase(m.label)} and Share of the Half-Year`,
      description: para(
        `For each month with ${E.many}, compute the total ${m.label} and that month's share of the grand total over all months.`,
        `Return ${code('month')} (text \`YYYY-MM\` of ${code(E.date.col)}), ${code(`total_${m.col}`)} and ${code('pct_of_total')} (100 × month total / grand total, rounded to 1 decimal), ordered by ${code('month')} ascending.`,
      ),
      solution: sql(
        `WITH monthly AS (`,
        `  SELECT to_char(${E.date.col}, 'YYYY-MM') AS month, SUM(${m.col}) AS total_${m.col}`,
        `  FROM ${E.table}`,
        `  GROUP BY to_char(${E.date.col}, 'YYYY-MM')`,
        `)`,
        `SELECT month, total_${m.col},`,
        `       ROUND(100.0 * total_${m.col} / (SELECT SUM(total_${m.col}) FROM monthly), 1) AS pct_of_total`,
        `FROM monthly`,
        `ORDER BY month;`,
      ),
      parts: ['events'],
      tags: ['cte', 'dates', 'percentage'],
      category: 'ANALYTICS',
      authored: {
        accepts: [
          sql(`SELECT to_char(${E.date.col}, 'YYYY-MM') AS month, SUM(${m.col}), ROUND(100.0 * SUM(${m.col}) / SUM(SUM(${m.col})) OVER (), 1)`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`),
          sql(`SELECT to_char(date_trunc('month', ${E.date.col}), 'YYYY-MM'), SUM(${m.col}), ROUND(SUM(${m.col}) * 100.0 / (SELECT SUM(${m.col}) FROM ${E.table}), 1)`, `FROM ${E.table}`, `GROUP BY date_trunc('month', ${E.date.col})`, `ORDER BY date_trunc('month', ${E.date.col});`),
        ],
        rejects: [
          m.money
            ? wrong(sql(`WITH monthly AS (`, `  SELECT to_char(${E.date.col}, 'YYYY-MM') AS month, SUM(${m.col}) AS total_${m.col}`, `  FROM ${E.table}`, `  GROUP BY 1`, `)`, `SELECT month, total_${m.col}, ROUND(total_${m.col} / (SELECT SUM(total_${m.col}) FROM monthly), 2) * 100 AS pct_of_total`, `FROM monthly`, `ORDER BY month;`), 'rounds the fraction to 2 decimals before multiplying by 100, so the share loses its decimal', 'a share that is not a whole percentage')
            : wrong(sql(`WITH monthly AS (`, `  SELECT to_char(${E.date.col}, 'YYYY-MM') AS month, SUM(${m.col}) AS total_${m.col}`, `  FROM ${E.table}`, `  GROUP BY 1`, `)`, `SELECT month, total_${m.col}, ROUND(100 * total_${m.col} / (SELECT SUM(${m.col}) FROM ${E.table}), 1) AS pct_of_total`, `FROM monthly`, `ORDER BY month;`), 'integer division drops the decimals of the share', 'a share that is not a whole percentage'),
          wrong(sql(`SELECT to_char(MIN(${E.date.col}), 'YYYY-MM') AS month, SUM(${m.col}), ROUND(100.0 * SUM(${m.col}) / (SELECT SUM(${m.col}) FROM ${E.table}), 1)`, `FROM ${E.table}`, `GROUP BY EXTRACT(MONTH FROM ${E.date.col})`, `ORDER BY 1;`), 'groups by the month number without the year', CASES.otherYear),
          wrong(sql(`SELECT to_char(${E.date.col}, 'YYYY-MM') AS month, SUM(${m.col}), ROUND(100.0 * COUNT(*) / (SELECT COUNT(*) FROM ${E.table}), 1)`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`), `takes the share of ${E.many}, not of the ${m.label}`, `${E.many} of different sizes`),
          wrong(sql(`SELECT to_char(${E.date.col}, 'YYYY-MM') AS month, SUM(${m.col}), TRUNC(100.0 * SUM(${m.col}) / (SELECT SUM(${m.col}) FROM ${E.table}), 1)`, `FROM ${E.table}`, `GROUP BY 1`, `ORDER BY 1;`), 'truncates instead of rounding', 'a share whose second decimal is 5 or more'),
        ],
      },
    };
  }),
  question('cte-two-step-group', 2, ['cte', 'outer-join', 'aggregation'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    // a status some people have once, some twice or more: both sides of "two or more" show
    const perPerson = (s: unknown): number[] => ds.people.map((p) => ds.events.filter((e) => e[E.personFk] === p.id && e[E.status.col] === s).length);
    const statuses = valuesOf(ds.events, E.status.col);
    const telling = statuses.filter((s) => perPerson(s).includes(1) && perPerson(s).some((n) => n >= 2));
    const status = r.pick(telling.length ? telling : statuses);
    return {
      params: [],
      title: `${titleCase(P.many)} per ${titleCase(P.group.label)} with Repeat ${titleCase(String(status))} ${titleCase(E.many)}`,
      description: para(
        `A ${P.one} is a *repeat* ${P.one} when they have **two or more** ${E.many} whose ${E.status.label} is **${status}**.`,
        `For each ${P.group.label} that has ${P.many}, return ${code(P.group.col)} and ${code('repeat_count')} (how many repeat ${P.many} it has, **0** when none). ${UNORDERED}`,
      ),
      solution: sql(
        `WITH per_person AS (`,
        `  SELECT ${E.personFk}, COUNT(*) AS n`,
        `  FROM ${E.table}`,
        `  WHERE ${E.status.col} = ${lit(status)}`,
        `  GROUP BY ${E.personFk}`,
        `), repeaters AS (`,
        `  SELECT ${E.personFk} FROM per_person WHERE n >= 2`,
        `)`,
        `SELECT p.${P.group.col}, COUNT(x.${E.personFk}) AS repeat_count`,
        `FROM ${P.table} p`,
        `LEFT JOIN repeaters x ON x.${E.personFk} = p.id`,
        `GROUP BY p.${P.group.col};`,
      ),
      parts: ['events'],
      tags: ['cte', 'group-by', 'multi-step', 'left-join'],
      authored: {
        accepts: [
          sql(`SELECT p.${P.group.col}, COUNT(*) FILTER (WHERE (SELECT COUNT(*) FROM ${E.table} e WHERE e.${E.personFk} = p.id AND e.${E.status.col} = ${lit(status)}) >= 2)`, `FROM ${P.table} p`, `GROUP BY p.${P.group.col};`),
          sql(`SELECT ${P.group.col}, SUM(CASE WHEN id IN (SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)} GROUP BY ${E.personFk} HAVING COUNT(*) > 1) THEN 1 ELSE 0 END)`, `FROM ${P.table}`, `GROUP BY 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT p.${P.group.col}, COUNT(*) AS repeat_count`, `FROM ${P.table} p`, `JOIN (SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)} GROUP BY ${E.personFk} HAVING COUNT(*) >= 2) x ON x.${E.personFk} = p.id`, `GROUP BY p.${P.group.col};`), `an inner join drops the ${P.group.label}s with no repeat ${P.many} instead of showing 0`, `a ${P.group.label} with no repeat ${P.many}`),
          wrong(sql(`SELECT p.${P.group.col}, COUNT(x.${E.personFk}) AS repeat_count`, `FROM ${P.table} p`, `LEFT JOIN (SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)} GROUP BY ${E.personFk} HAVING COUNT(*) > 2) x ON x.${E.personFk} = p.id`, `GROUP BY p.${P.group.col};`), '"two or more" includes two', `a ${P.one} with exactly two ${status} ${E.many}`),
          wrong(sql(`SELECT p.${P.group.col}, COUNT(x.${E.personFk}) AS repeat_count`, `FROM ${P.table} p`, `LEFT JOIN (SELECT ${E.personFk} FROM ${E.table} GROUP BY ${E.personFk} HAVING COUNT(*) >= 2) x ON x.${E.personFk} = p.id`, `GROUP BY p.${P.group.col};`), `counts ${E.many} of every ${E.status.label}`, CASES.otherStatus),
          wrong(sql(`SELECT p.${P.group.col}, COUNT(*) AS repeat_count`, `FROM ${P.table} p`, `LEFT JOIN (SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(status)} GROUP BY ${E.personFk} HAVING COUNT(*) >= 2) x ON x.${E.personFk} = p.id`, `GROUP BY p.${P.group.col};`), `COUNT(*) counts every ${P.one} of the ${P.group.label}, repeat or not`, `a ${P.one} who is not a repeat ${P.one}`),
        ],
      },
    };
  }),
];
