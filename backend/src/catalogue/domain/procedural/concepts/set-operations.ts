import { type Authored, CASES, wrong } from '../authored';
import type { Dataset } from '../dataset';
import type { Random } from '../random';
import { code, lit, para, sql, titleCase, UNORDERED, valuesOf, question, type QuestionTemplate } from './template';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];
const monthRange = (m: number) => [`2024-${String(m + 1).padStart(2, '0')}-01`, `2024-${String(m + 2).padStart(2, '0')}-01`] as const;

export const SET_OPERATIONS: QuestionTemplate[] = [
  question('set-intersect-statuses', 1, ['set-operations'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const [a, b] = r.sample(valuesOf(ds.events, E.status.col), 2).map(String).sort();
    const op = r.pick(['INTERSECT', 'EXCEPT', 'UNION'] as const);
    const phrase = op === 'INTERSECT' ? `both a **${a}** and a **${b}** ${E.one}` : op === 'EXCEPT' ? `a **${a}** ${E.one} but no **${b}** ${E.one}` : `a **${a}** or a **${b}** ${E.one} (or both)`;
    return {
      params: [op],
      title: `${titleCase(P.many)} with ${op === 'INTERSECT' ? 'Both' : op === 'EXCEPT' ? 'Only' : 'Either'} ${titleCase(a ?? '')} ${op === 'EXCEPT' ? 'and Never' : op === 'INTERSECT' ? 'and' : 'or'} ${titleCase(b ?? '')} ${titleCase(E.many)}`,
      description: para(
        `Using the ${code(E.status.col)} of ${code(E.table)}, find the ${code(E.personFk)} values that have ${phrase}. Each value appears once.`,
        `Return one column, ${code(E.personFk)}. ${UNORDERED} Set operators (\`${op}\`) are a natural fit.`,
      ),
      solution: sql(
        `SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(a ?? '')}`,
        op,
        `SELECT ${E.personFk} FROM ${E.table} WHERE ${E.status.col} = ${lit(b ?? '')};`,
      ),
      parts: ['events'],
      tags: ['set-operations', op.toLowerCase()],
      authored: setAuthored(ds, op, a ?? '', b ?? ''),
    };
  }),
  question('set-months-except', 2, ['set-operations', 'dates-time-zones'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const m = r.int(0, 4);
    const [a1, a2] = monthRange(m);
    const [b1, b2] = monthRange(m + 1);
    const op = r.pick(['EXCEPT', 'INTERSECT'] as const);
    monthEdges(ds, r, [a1, a2], [b1, b2], op);
    return {
      params: [op],
      title: `${titleCase(P.many)} Active in ${MONTHS[m]} ${op === 'EXCEPT' ? 'but Not' : 'and'} ${MONTHS[m + 1]}`,
      description: para(
        `Find the ${P.many} who have a ${E.one} in **${MONTHS[m]} 2024** ${op === 'EXCEPT' ? 'but **none** in' : '**and** one in'} **${MONTHS[m + 1]} 2024** (by ${code(E.date.col)}; the first and last day of a month belong to it).`,
        `Return ${code('id')} and ${code(P.name.col)} from ${code(P.table)}, each ${P.one} once. ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT p.id, p.${P.name.col}`,
        `FROM ${P.table} p`,
        `JOIN ${E.table} e ON e.${E.personFk} = p.id`,
        `WHERE date_trunc('month', e.${E.date.col}) = DATE ${lit(a1)}`,
        op,
        `SELECT p.id, p.${P.name.col}`,
        `FROM ${P.table} p`,
        `JOIN ${E.table} e ON e.${E.personFk} = p.id`,
        `WHERE date_trunc('month', e.${E.date.col}) = DATE ${lit(b1)};`,
      ),
      parts: ['events'],
      tags: ['set-operations', op.toLowerCase(), 'dates'],
      authored: monthsAuthored(ds, op, m, [a1, a2], [b1, b2]),
    };
  }),
  question('set-union-all-report', 1, ['set-operations'], (ds, r) => {
    const { people: P, items: I } = ds.family;
    // a namesake: two people share a name, so UNION would fold them into one line
    const twin = r.pick(ds.people);
    const id = Math.max(...ds.people.map((p) => Number(p.id))) + 1;
    const [first, last] = String(twin[P.name.col]).toLowerCase().split(' ');
    ds.people.push({ ...twin, id, [P.email.col]: `${first}.${last}${id}@${r.pick(P.email.domains)}`, [P.group.col]: r.pick(P.group.values) });
    return {
      params: [],
      title: `One Directory of ${titleCase(P.many)} and ${titleCase(I.many)}`,
      description: para(
        `Build a single name directory listing both ${P.many} and ${I.many}.`,
        `Return ${code('kind')} (the text **${P.one}** or **${I.one}**) and ${code('label')} (the ${P.one}'s ${code(P.name.col)} or the ${I.one}'s ${code(I.name.col)}). Keep every row, duplicates included: two ${P.many} with the same name are two lines. Order by ${code('kind')}, then ${code('label')}.`,
      ),
      solution: sql(
        `SELECT ${lit(P.one)} AS kind, ${P.name.col} AS label FROM ${P.table}`,
        `UNION ALL`,
        `SELECT ${lit(I.one)} AS kind, ${I.name.col} AS label FROM ${I.table}`,
        `ORDER BY kind, label;`,
      ),
      parts: ['people', 'items'],
      tags: ['set-operations', 'union-all'],
      authored: {
        accepts: [
          sql(`SELECT kind, label`, `FROM (`, `  SELECT ${lit(P.one)} AS kind, ${P.name.col} AS label FROM ${P.table}`, `  UNION ALL`, `  SELECT ${lit(I.one)}, ${I.name.col} FROM ${I.table}`, `) d`, `ORDER BY 1, 2;`),
          sql(`WITH d(kind, label) AS (`, `  SELECT ${lit(P.one)}, ${P.name.col} FROM ${P.table}`, `  UNION ALL`, `  SELECT ${lit(I.one)}, ${I.name.col} FROM ${I.table}`, `)`, `SELECT kind, label FROM d ORDER BY kind ASC, label ASC;`),
        ],
        rejects: [
          wrong(sql(`SELECT ${lit(P.one)} AS kind, ${P.name.col} AS label FROM ${P.table}`, `UNION`, `SELECT ${lit(I.one)} AS kind, ${I.name.col} AS label FROM ${I.table}`, `ORDER BY kind, label;`), 'UNION folds two people with the same name into one line', `two ${P.many} with the same name`),
          wrong(sql(`SELECT ${lit(P.one)} AS kind, ${P.name.col} AS label FROM ${P.table}`, `UNION ALL`, `SELECT ${lit(I.one)} AS kind, ${I.name.col} AS label FROM ${I.table}`, `ORDER BY label, kind;`), 'sorts by label first', `a ${I.one} whose name sorts before a ${P.one}'s`),
          wrong(sql(`SELECT ${lit(P.one)} AS kind, ${P.name.col} AS label FROM ${P.table}`, `UNION ALL`, `SELECT ${lit(I.one)} AS kind, ${I.name.col} AS label FROM ${I.table}`, `ORDER BY kind DESC, label;`), 'sorts the kinds the wrong way round', 'both kinds of row'),
          wrong(sql(`SELECT DISTINCT ${lit(P.one)} AS kind, ${P.name.col} AS label FROM ${P.table}`, `UNION ALL`, `SELECT ${lit(I.one)} AS kind, ${I.name.col} AS label FROM ${I.table}`, `ORDER BY kind, label;`), 'DISTINCT folds two people with the same name', `two ${P.many} with the same name`),
        ],
      },
    };
  }),
];

/** The author queries of the two-status set question, per operator. */
function setAuthored(ds: Dataset, op: 'INTERSECT' | 'EXCEPT' | 'UNION', a: string, b: string): Authored {
  const E = ds.family.events;
  const fk = E.personFk;
  const T = E.table;
  const S = E.status.col;
  const branch = (v: string): string => `SELECT ${fk} FROM ${T} WHERE ${S} = ${lit(v)}`;
  const other = E.status.values.map(([v]) => v).find((v) => v !== a && v !== b) ?? 'unknown';
  if (op === 'INTERSECT') {
    return {
      accepts: [
        sql(`SELECT DISTINCT e.${fk}`, `FROM ${T} e`, `WHERE e.${S} = ${lit(a)}`, `  AND EXISTS (SELECT 1 FROM ${T} x WHERE x.${fk} = e.${fk} AND x.${S} = ${lit(b)});`),
        sql(`SELECT ${fk}`, `FROM ${T}`, `WHERE ${S} IN (${lit(a)}, ${lit(b)})`, `GROUP BY ${fk}`, `HAVING COUNT(DISTINCT ${S}) = 2;`),
      ],
      rejects: [
        wrong(sql(branch(a), 'INTERSECT ALL', `${branch(b)};`), 'INTERSECT ALL keeps one line per matching pair of rows', `a ${E.personFk} with two rows of each ${E.status.label}`),
        wrong(sql(branch(a), 'UNION', `${branch(b)};`), 'UNION takes either status, not both', `a ${E.personFk} with only one of the two`),
        wrong(sql(`SELECT ${fk} FROM ${T}`, `WHERE ${S} IN (${lit(a)}, ${lit(b)});`), 'keeps every row of either status, with repeats', `a ${E.personFk} with only one of the two`),
        wrong(sql(`SELECT DISTINCT e.${fk}`, `FROM ${T} e`, `JOIN ${T} x ON x.${S} = ${lit(b)}`, `WHERE e.${S} = ${lit(a)};`), `the self-join forgets to match the same ${fk}`, `a ${E.personFk} with only the first ${E.status.label}`),
      ],
    };
  }
  if (op === 'EXCEPT') {
    return {
      accepts: [
        sql(`SELECT DISTINCT e.${fk}`, `FROM ${T} e`, `WHERE e.${S} = ${lit(a)}`, `  AND NOT EXISTS (SELECT 1 FROM ${T} x WHERE x.${fk} = e.${fk} AND x.${S} = ${lit(b)});`),
        sql(`SELECT ${fk}`, `FROM ${T}`, `GROUP BY ${fk}`, `HAVING COUNT(*) FILTER (WHERE ${S} = ${lit(a)}) > 0`, `   AND COUNT(*) FILTER (WHERE ${S} = ${lit(b)}) = 0;`),
      ],
      rejects: [
        wrong(sql(branch(a), 'EXCEPT ALL', `${branch(b)};`), 'EXCEPT ALL keeps repeats and only cancels one row per row', `a ${E.personFk} with two ${a} rows and one ${b} row`),
        wrong(sql(`SELECT DISTINCT ${fk} FROM ${T}`, `WHERE ${S} = ${lit(a)} AND ${S} <> ${lit(b)};`), `the second test is about the same row, so it keeps every ${fk} with a ${a} row`, `a ${E.personFk} with rows of both ${E.status.label}s`),
        wrong(sql(branch(b), 'EXCEPT', `${branch(a)};`), 'the operands are the wrong way round', `a ${E.personFk} with only one of the two`),
        wrong(sql(`SELECT e.${fk}`, `FROM ${T} e`, `LEFT JOIN ${T} x ON x.${fk} = e.${fk} AND x.${S} = ${lit(b)}`, `WHERE e.${S} = ${lit(a)} AND x.${fk} IS NULL;`), `repeats a ${fk} once per ${a} row`, `a ${E.personFk} with two ${a} rows`),
      ],
    };
  }
  return {
    accepts: [
      sql(`SELECT DISTINCT ${fk}`, `FROM ${T}`, `WHERE ${S} IN (${lit(a)}, ${lit(b)});`),
      sql(`SELECT ${fk}`, `FROM ${T}`, `WHERE ${S} = ${lit(a)} OR ${S} = ${lit(b)}`, `GROUP BY ${fk};`),
    ],
    rejects: [
      wrong(sql(branch(a), 'UNION ALL', `${branch(b)};`), 'UNION ALL keeps the repeats', `a ${E.personFk} with two such rows`),
      wrong(sql(branch(a), 'INTERSECT', `${branch(b)};`), 'INTERSECT needs both statuses', `a ${E.personFk} with only one of the two`),
      wrong(sql(`SELECT ${fk} FROM ${T}`, `WHERE ${S} IN (${lit(a)}, ${lit(b)});`), 'keeps one line per row', `a ${E.personFk} with two such rows`),
      wrong(sql(`SELECT DISTINCT ${fk} FROM ${T}`, `WHERE ${S} IN (${lit(a)}, ${lit(b)}, ${lit(other)});`), `widens the set with a ${E.status.label} the text leaves out`, CASES.otherStatus),
    ],
  };
}

/** The author queries of the "active in one month and/or not the next" question. */
function monthsAuthored(ds: Dataset, op: 'EXCEPT' | 'INTERSECT', m: number, [a1, a2]: readonly [string, string], [b1, b2]: readonly [string, string]): Authored {
  const { people: P, events: E } = ds.family;
  const head = sql(`SELECT p.id, p.${P.name.col}`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`);
  const by = (cond: (from: string, to: string, month: number) => string): string => sql(`${head}`, `WHERE ${cond(a1, a2, m + 1)}`, op, head, `WHERE ${cond(b1, b2, m + 2)};`);
  const exists = (from: string, to: string): string => `EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.personFk} = p.id AND e.${E.date.col} >= DATE ${lit(from)} AND e.${E.date.col} < DATE ${lit(to)})`;
  return {
    accepts: [
      sql(`SELECT p.id, p.${P.name.col}`, `FROM ${P.table} p`, `WHERE ${exists(a1, a2)}`, `  AND ${op === 'EXCEPT' ? 'NOT ' : ''}${exists(b1, b2)};`),
      sql(
        `SELECT p.id, p.${P.name.col}`,
        `FROM ${P.table} p JOIN ${E.table} e ON e.${E.personFk} = p.id`,
        `GROUP BY p.id, p.${P.name.col}`,
        `HAVING COUNT(*) FILTER (WHERE to_char(e.${E.date.col}, 'YYYY-MM') = ${lit(a1.slice(0, 7))}) > 0`,
        `   AND COUNT(*) FILTER (WHERE to_char(e.${E.date.col}, 'YYYY-MM') = ${lit(b1.slice(0, 7))}) ${op === 'EXCEPT' ? '=' : '>'} 0;`,
      ),
    ],
    rejects: [
      wrong(by((_f, _t, month) => `EXTRACT(MONTH FROM e.${E.date.col}) = ${month}`), 'compares the month without its year', CASES.otherYear),
      wrong(by((from, to) => `e.${E.date.col} BETWEEN DATE ${lit(from)} AND DATE ${lit(to)}`), 'BETWEEN takes in the first day of the following month', CASES.nextMonthStart),
      wrong(by((from) => `e.${E.date.col} >= DATE ${lit(from)} AND e.${E.date.col} < DATE ${lit(from)} + INTERVAL '30 days'`), 'writes a month as 30 days', CASES.monthEnd),
      op === 'EXCEPT'
        ? wrong(sql(`SELECT DISTINCT p.id, p.${P.name.col}`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id`, `WHERE date_trunc('month', e.${E.date.col}) = DATE ${lit(a1)}`, `  AND date_trunc('month', e.${E.date.col}) <> DATE ${lit(b1)};`), 'tests both months on the same row, so nobody is excluded', `a ${P.one} active in both months`)
        : wrong(sql(head, `WHERE date_trunc('month', e.${E.date.col}) = DATE ${lit(a1)}`, 'INTERSECT ALL', head, `WHERE date_trunc('month', e.${E.date.col}) = DATE ${lit(b1)};`), `INTERSECT ALL repeats a ${P.one} with several ${E.many} in both months`, `a ${P.one} with two ${E.many} in each month`),
    ],
  };
}

const dayBefore = (iso: string): string => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Events on the edges of the two months: someone active on the last day of the first month and the
 * first day of the second, someone only on the first day of the first month, someone only on the last
 * day of the second; ranges written with a wrong bound show it on the sample.
 */
function monthEdges(ds: Dataset, r: Random, [a1, a2]: readonly [string, string], [b1, b2]: readonly [string, string], op: 'EXCEPT' | 'INTERSECT'): void {
  const E = ds.family.events;
  const inMonth = (id: unknown, from: string, to: string): boolean => ds.events.some((e) => e[E.personFk] === id && String(e[E.date.col]) >= from && String(e[E.date.col]) < to);
  const quiet = r.shuffle(ds.people.filter((p) => !inMonth(p.id, a1, b2)));
  const busy = r.shuffle(ds.people.filter((p) => ds.events.some((e) => e[E.personFk] === p.id)));
  const plan: Array<[unknown, string[]]> = [];
  const both = busy[0] ?? quiet.shift();
  if (both) plan.push([both.id, [dayBefore(a2), b1]]);
  if (op === 'EXCEPT') {
    const onlyFirst = quiet.shift();
    if (onlyFirst) plan.push([onlyFirst.id, [a1]]);
  }
  const onlySecond = quiet.shift();
  if (onlySecond) plan.push([onlySecond.id, [dayBefore(b2)]]);
  // moved events: the most recent rows outside both months keep the table's size
  const spare = ds.events.filter((e) => String(e[E.date.col]) < a1 || String(e[E.date.col]) >= b2);
  for (const [person, days] of plan) {
    for (const day of days) {
      const row = spare.pop();
      if (!row) return;
      row[E.personFk] = person as number;
      row[E.date.col] = day;
    }
  }
}
