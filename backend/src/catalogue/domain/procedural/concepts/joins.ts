import { code, cols, lit, para, sql, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

export const JOINS: QuestionTemplate[] = [
  {
    id: 'join-inner-person',
    complexity: 0,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const status = r.pick(valuesOf(ds.events, E.status.col));
      const m = r.pick([E.amount, E.count]);
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(String(status))} ${titleCase(E.many)} with ${titleCase(P.one)} Names`,
          description: para(
            `Show every ${E.one} whose ${E.status.label} is **${status}** together with the name of its ${P.one}.`,
            `Return ${code(`${E.table}.id`)} as ${code(`${E.table.replace(/s$/, '')}_id`)}, the ${P.one}'s ${code(P.name.col)}, ${code(E.date.col)} and ${code(m.col)}, ordered by ${code(E.date.col)} ascending, then by the ${E.one} id ascending.`,
          ),
          solution: sql(
            `SELECT e.id AS ${E.table.replace(/s$/, '')}_id, p.${P.name.col}, e.${E.date.col}, e.${m.col}`,
            `FROM ${E.table} e`,
            `JOIN ${P.table} p ON p.id = e.${E.personFk}`,
            `WHERE e.${E.status.col} = ${lit(status)}`,
            `ORDER BY e.${E.date.col}, e.id;`,
          ),
          parts: ['events'],
          tags: ['inner-join'],
        },
      };
    },
  },
  {
    id: 'join-three-tables',
    complexity: 1,
    build(ds, r) {
      const { people: P, items: I, events: E } = ds.family;
      const cat = r.pick(valuesOf(ds.items, I.category.col));
      const m = r.pick([E.amount, E.count]);
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(E.many)} in the ${cat} ${titleCase(I.category.label)}`,
          description: para(
            `For every ${E.one} of a ${I.one} in the **${cat}** ${I.category.label}, show who and what it was.`,
            `Return the ${E.one}'s ${code('id')}, the ${P.one}'s ${code(P.name.col)}, the ${I.one}'s ${code(I.name.col)} and the ${E.one}'s ${code(m.col)}. ${UNORDERED}`,
          ),
          solution: sql(
            `SELECT e.id, p.${P.name.col}, i.${I.name.col}, e.${m.col}`,
            `FROM ${E.table} e`,
            `JOIN ${P.table} p ON p.id = e.${E.personFk}`,
            `JOIN ${I.table} i ON i.id = e.${E.itemFk}`,
            `WHERE i.${I.category.col} = ${lit(cat)};`,
          ),
          parts: ['events'],
          tags: ['inner-join', 'multi-join'],
        },
      };
    },
  },
  {
    id: 'join-anti',
    complexity: 1,
    build(ds, r) {
      const { people: P, items: I, events: E } = ds.family;
      const onPeople = r.chance(0.5);
      const T = onPeople ? { table: P.table, many: P.many, name: P.name.col, fk: E.personFk, extra: P.group.col } : { table: I.table, many: I.many, name: I.name.col, fk: E.itemFk, extra: I.category.col };
      return {
        params: [T.table],
        draft: {
          title: `${titleCase(T.many)} with No ${titleCase(E.many)}`,
          description: para(
            `Find the ${T.many} that do not appear in ${code(E.table)} at all (whatever the ${E.status.label}).`,
            `Return ${cols('id', T.name, T.extra)} from ${code(T.table)}. ${UNORDERED}`,
          ),
          solution: sql(`SELECT t.id, t.${T.name}, t.${T.extra}`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `WHERE e.id IS NULL;`),
          parts: ['events'],
          tags: ['left-join', 'anti-join'],
        },
      };
    },
  },
  {
    id: 'join-left-counts',
    complexity: 2,
    build(ds, r) {
      const { people: P, items: I, events: E } = ds.family;
      const onPeople = r.chance(0.5);
      const status = r.pick(valuesOf(ds.events, E.status.col));
      const T = onPeople ? { table: P.table, one: P.one, name: P.name.col, fk: E.personFk } : { table: I.table, one: I.one, name: I.name.col, fk: E.itemFk };
      return {
        params: [T.table],
        draft: {
          title: `${titleCase(String(status))} ${titleCase(E.many)} per ${titleCase(T.one)}, Including Zeros`,
          description: para(
            `For **every** ${T.one} count its ${E.many} whose ${E.status.label} is **${status}**; ${T.one}s with none must appear with 0.`,
            `Return ${cols('id', T.name)} and ${code('n')} (the count), ordered by ${code('n')} descending, then ${code('id')} ascending.`,
          ),
          solution: sql(
            `SELECT t.id, t.${T.name}, COUNT(e.id) AS n`,
            `FROM ${T.table} t`,
            `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id AND e.${E.status.col} = ${lit(status)}`,
            `GROUP BY t.id, t.${T.name}`,
            `ORDER BY n DESC, t.id;`,
          ),
          parts: ['events'],
          tags: ['left-join', 'count', 'group-by'],
          category: 'JOIN',
        },
      };
    },
  },
];
