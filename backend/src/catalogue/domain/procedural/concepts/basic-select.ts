import { cap, cols, code, para, sql, type QuestionTemplate, titleCase, UNORDERED } from './template';

export const BASIC_SELECT: QuestionTemplate[] = [
  {
    id: 'select-columns-sorted',
    complexity: 0,
    build(ds, r) {
      const { people: P, items: I } = ds.family;
      const onItems = r.chance(0.5);
      const desc = r.chance(0.5);
      if (onItems) {
        return {
          params: ['items', String(desc)],
          draft: {
            title: `${titleCase(I.many)} by ${titleCase(I.price.label)}`,
            description: para(
              `Produce a simple list of all ${I.many}, ${desc ? 'most expensive' : 'cheapest'} first.`,
              `Return ${cols('id', I.name.col, I.category.col, I.price.col)} from ${code(I.table)}, ordered by ${code(I.price.col)} ${desc ? 'descending' : 'ascending'}, then by ${code('id')} ascending.`,
            ),
            solution: sql(`SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col}`, `FROM ${I.table}`, `ORDER BY ${I.price.col}${desc ? ' DESC' : ''}, id;`),
            parts: ['items'],
            tags: ['select', 'order-by'],
          },
        };
      }
      return {
        params: ['people', String(desc)],
        draft: {
          title: `${titleCase(P.many)} by ${titleCase(P.since.label)}`,
          description: para(
            `List all ${P.many}, ${desc ? 'newest' : 'oldest'} first by ${P.since.label}.`,
            `Return ${cols('id', P.name.col, P.group.col, P.since.col)} from ${code(P.table)}, ordered by ${code(P.since.col)} ${desc ? 'descending' : 'ascending'}, then by ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${P.name.col}, ${P.group.col}, ${P.since.col}`, `FROM ${P.table}`, `ORDER BY ${P.since.col}${desc ? ' DESC' : ''}, id;`),
          parts: ['people'],
          tags: ['select', 'order-by'],
        },
      };
    },
  },
  {
    id: 'select-computed-column',
    complexity: 0,
    build(ds, r) {
      const { items: I, events: E } = ds.family;
      const rate = r.pick([5, 10, 15, 20, 25]);
      if (r.chance(0.5)) {
        return {
          params: ['items'],
          draft: {
            title: `${titleCase(I.price.label)} After a ${rate}% Increase`,
            description: para(
              `Management is considering raising every ${I.price.label} by ${rate}%.`,
              `For each row of ${code(I.table)} return ${cols('id', I.name.col, I.price.col)} and ${code('new_price')}: the ${I.price.label} increased by ${rate}%, rounded to 2 decimals.`,
              UNORDERED,
            ),
            solution: sql(`SELECT id, ${I.name.col}, ${I.price.col},`, `       ROUND(${I.price.col} * ${(1 + rate / 100).toFixed(2)}, 2) AS new_price`, `FROM ${I.table};`),
            parts: ['items'],
            tags: ['select', 'arithmetic', 'round'],
          },
        };
      }
      return {
        params: ['events'],
        draft: {
          title: `${titleCase(E.amount.label)} per Unit of ${titleCase(E.count.label)}`,
          description: para(
            `Analysts want a per-unit view of every ${E.one}.`,
            `From ${code(E.table)} return ${cols('id', E.amount.col, E.count.col)} and ${code('per_unit')}: ${code(E.amount.col)} divided by ${code(E.count.col)}, rounded to 2 decimals. (${cap(E.count.label)} is never zero.)`,
            `Order the rows by ${code('per_unit')} descending, then by ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${E.amount.col}, ${E.count.col},`, `       ROUND(${E.amount.col} / ${E.count.col}, 2) AS per_unit`, `FROM ${E.table}`, `ORDER BY per_unit DESC, id;`),
          parts: ['events'],
          tags: ['select', 'arithmetic', 'round', 'order-by'],
        },
      };
    },
  },
  {
    id: 'select-distinct',
    complexity: 1,
    build(ds, r) {
      const { people: P, items: I, events: E } = ds.family;
      const choice = r.pick([
        { table: P.table, col: P.group, what: P.many, part: 'people' as const },
        { table: I.table, col: I.category, what: I.many, part: 'items' as const },
        { table: E.table, col: E.status, what: E.many, part: 'events' as const },
      ]);
      return {
        params: [choice.table, choice.col.col],
        draft: {
          title: `Distinct ${titleCase(choice.col.label)} Values`,
          description: para(
            `Which ${choice.col.label} values actually occur among the ${choice.what}?`,
            `Return one column, ${code(choice.col.col)}, with each value of ${code(`${choice.table}.${choice.col.col}`)} exactly once, sorted alphabetically.`,
          ),
          solution: sql(`SELECT DISTINCT ${choice.col.col}`, `FROM ${choice.table}`, `ORDER BY ${choice.col.col};`),
          parts: [choice.part],
          tags: ['select', 'distinct', 'order-by'],
        },
      };
    },
  },
  {
    id: 'select-top-n',
    complexity: 1,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick([E.amount, E.count]);
      const n = r.int(3, 6);
      return {
        params: [m.col],
        draft: {
          title: `Top ${n} ${titleCase(E.many)} by ${titleCase(m.label)}`,
          description: para(
            `Find the ${n} ${E.many} with the highest ${m.label}.`,
            `Return ${cols('id', E.date.col, m.col)} from ${code(E.table)}: the ${n} rows with the largest ${code(m.col)}; when two rows tie on ${code(m.col)}, the one with the smaller ${code('id')} comes first (and wins a place in the top ${n}).`,
            `Order the result by ${code(m.col)} descending, then ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `ORDER BY ${m.col} DESC, id`, `LIMIT ${n};`),
          parts: ['events'],
          tags: ['select', 'order-by', 'limit'],
        },
      };
    },
  },
];

