import type { Dataset } from '../dataset';
import type { Random } from '../random';
import { code, lit, para, sql, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];
const monthRange = (m: number) => [`2024-${String(m + 1).padStart(2, '0')}-01`, `2024-${String(m + 2).padStart(2, '0')}-01`] as const;

export const SET_OPERATIONS: QuestionTemplate[] = [
  {
    id: 'set-intersect-statuses',
    complexity: 1,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const [a, b] = r.sample(valuesOf(ds.events, E.status.col), 2).map(String).sort();
      const op = r.pick(['INTERSECT', 'EXCEPT', 'UNION'] as const);
      const phrase = op === 'INTERSECT' ? `both a **${a}** and a **${b}** ${E.one}` : op === 'EXCEPT' ? `a **${a}** ${E.one} but no **${b}** ${E.one}` : `a **${a}** or a **${b}** ${E.one} (or both)`;
      return {
        params: [op],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'set-months-except',
    complexity: 2,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const m = r.int(0, 4);
      const [a1, a2] = monthRange(m);
      const [b1, b2] = monthRange(m + 1);
      const op = r.pick(['EXCEPT', 'INTERSECT'] as const);
      monthEdges(ds, r, [a1, a2], [b1, b2], op);
      return {
        params: [op],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'set-union-all-report',
    complexity: 1,
    build(ds, r) {
      const { people: P, items: I } = ds.family;
      // a namesake: two people share a name, so UNION would fold them into one line
      const twin = r.pick(ds.people);
      const id = Math.max(...ds.people.map((p) => Number(p.id))) + 1;
      const [first, last] = String(twin[P.name.col]).toLowerCase().split(' ');
      ds.people.push({ ...twin, id, [P.email.col]: `${first}.${last}${id}@${r.pick(P.email.domains)}`, [P.group.col]: r.pick(P.group.values) });
      return {
        params: [],
        draft: {
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
        },
      };
    },
  },
];

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
