import { code, lit, measures, para, sql, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

export const CTES: QuestionTemplate[] = [
  {
    id: 'cte-above-average-total',
    complexity: 1,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const m = r.pick(measures(ds));
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(P.many)} Whose Total ${titleCase(m.label)} Beats the Average ${titleCase(P.one)}`,
          description: para(
            `First compute each ${P.one}'s total ${m.label} over their ${E.many} (${P.many} without ${E.many} are left out). Then keep the ${P.many} whose total is strictly greater than the average of those totals.`,
            `Return ${code('id')}, ${code(P.name.col)} and ${code(`total_${m.col}`)}, ordered by ${code(`total_${m.col}`)} descending, then ${code('id')} ascending. A CTE (\`WITH\`) keeps this readable.`,
          ),
          solution: sql(
            `WITH totals AS (`,
            `  SELECT ${E.personFk}, SUM(${m.col}) AS total_${m.col}`,
            `  FROM ${E.table}`,
            `  GROUP BY ${E.personFk}`,
            `)`,
            `SELECT p.id, p.${P.name.col}, t.total_${m.col}`,
            `FROM totals t`,
            `JOIN ${P.table} p ON p.id = t.${E.personFk}`,
            `WHERE t.total_${m.col} > (SELECT AVG(total_${m.col}) FROM totals)`,
            `ORDER BY t.total_${m.col} DESC, p.id;`,
          ),
          parts: ['events'],
          tags: ['cte', 'group-by', 'avg'],
        },
      };
    },
  },
  {
    id: 'cte-monthly-share',
    complexity: 2,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick(measures(ds));
      return {
        params: [m.col],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'cte-two-step-group',
    complexity: 2,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const status = r.pick(valuesOf(ds.events, E.status.col));
      return {
        params: [],
        draft: {
          title: `${titleCase(P.many)} per ${titleCase(P.group.label)} with Repeat ${titleCase(String(status))} ${titleCase(E.many)}`,
          description: para(
            `A ${P.one} is a *repeat* ${P.one} when they have **two or more** ${E.many} whose ${E.status.label} is **${status}**.`,
            `For each ${P.group.label} that has at least one repeat ${P.one}, return ${code(P.group.col)} and ${code('repeat_count')} (how many repeat ${P.many} it has). ${UNORDERED}`,
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
            `SELECT p.${P.group.col}, COUNT(*) AS repeat_count`,
            `FROM repeaters x`,
            `JOIN ${P.table} p ON p.id = x.${E.personFk}`,
            `GROUP BY p.${P.group.col};`,
          ),
          parts: ['events'],
          tags: ['cte', 'group-by', 'multi-step'],
        },
      };
    },
  },
];
