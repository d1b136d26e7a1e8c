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
      return {
        params: [op],
        draft: {
          title: `${titleCase(P.many)} Active in ${MONTHS[m]} ${op === 'EXCEPT' ? 'but Not' : 'and'} ${MONTHS[m + 1]}`,
          description: para(
            `Find the ${P.many} who have a ${E.one} in **${MONTHS[m]} 2024** ${op === 'EXCEPT' ? 'but **none** in' : '**and** one in'} **${MONTHS[m + 1]} 2024** (by ${code(E.date.col)}).`,
            `Return ${code('id')} and ${code(P.name.col)} from ${code(P.table)}, each ${P.one} once. ${UNORDERED}`,
          ),
          solution: sql(
            `SELECT p.id, p.${P.name.col}`,
            `FROM ${P.table} p`,
            `JOIN ${E.table} e ON e.${E.personFk} = p.id`,
            `WHERE e.${E.date.col} >= DATE ${lit(a1)} AND e.${E.date.col} < DATE ${lit(a2)}`,
            op,
            `SELECT p.id, p.${P.name.col}`,
            `FROM ${P.table} p`,
            `JOIN ${E.table} e ON e.${E.personFk} = p.id`,
            `WHERE e.${E.date.col} >= DATE ${lit(b1)} AND e.${E.date.col} < DATE ${lit(b2)};`,
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
    build(ds) {
      const { people: P, items: I } = ds.family;
      return {
        params: [],
        draft: {
          title: `One Directory of ${titleCase(P.many)} and ${titleCase(I.many)}`,
          description: para(
            `Build a single directory listing both ${P.many} and ${I.many}.`,
            `Return ${code('kind')} (the text **${P.one}** or **${I.one}**), ${code('id')} and ${code('label')} (the ${P.one}'s ${code(P.name.col)} or the ${I.one}'s ${code(I.name.col)}). Keep every row, duplicates included. Order by ${code('kind')}, then ${code('id')}.`,
          ),
          solution: sql(
            `SELECT ${lit(P.one)} AS kind, id, ${P.name.col} AS label FROM ${P.table}`,
            `UNION ALL`,
            `SELECT ${lit(I.one)} AS kind, id, ${I.name.col} AS label FROM ${I.table}`,
            `ORDER BY kind, id;`,
          ),
          parts: ['people', 'items'],
          tags: ['set-operations', 'union-all'],
        },
      };
    },
  },
];
