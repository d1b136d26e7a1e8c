import { personOnAverage } from './edges';
import { code, lit, measures, para, sql, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

export const CTES: QuestionTemplate[] = [
  {
    id: 'cte-above-average-total',
    complexity: 1,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const m = r.pick(measures(ds));
      // one person sits exactly on the average: "strictly greater" leaves them out
      personOnAverage(ds, m.col, m.money, m.money ? E.amount.min : E.count.min);
      return {
        params: [m.col],
        draft: {
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
      // a status some people have once, some twice or more: both sides of "two or more" show
      const perPerson = (s: unknown): number[] => ds.people.map((p) => ds.events.filter((e) => e[E.personFk] === p.id && e[E.status.col] === s).length);
      const statuses = valuesOf(ds.events, E.status.col);
      const telling = statuses.filter((s) => perPerson(s).includes(1) && perPerson(s).some((n) => n >= 2));
      const status = r.pick(telling.length ? telling : statuses);
      return {
        params: [],
        draft: {
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
        },
      };
    },
  },
];
