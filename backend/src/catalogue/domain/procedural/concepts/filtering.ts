import { code, cols, lit, para, sql, threshold, titleCase, UNORDERED, valuesOf, type QuestionTemplate } from './template';

export const FILTERING: QuestionTemplate[] = [
  {
    id: 'filter-equals',
    complexity: 0,
    build(ds, r) {
      const { items: I, people: P } = ds.family;
      if (r.chance(0.5)) {
        const cat = r.pick(valuesOf(ds.items, I.category.col));
        return {
          params: ['items'],
          draft: {
            title: `${titleCase(I.many)} in the ${cat} ${titleCase(I.category.label)}`,
            description: para(
              `List the ${I.many} whose ${I.category.label} is exactly **${cat}**.`,
              `Return ${cols('id', I.name.col, I.price.col)} from ${code(I.table)}, ordered by ${code(I.price.col)} ascending, then ${code('id')} ascending.`,
            ),
            solution: sql(`SELECT id, ${I.name.col}, ${I.price.col}`, `FROM ${I.table}`, `WHERE ${I.category.col} = ${lit(cat)}`, `ORDER BY ${I.price.col}, id;`),
            parts: ['items'],
            tags: ['where'],
          },
        };
      }
      const g = r.pick(valuesOf(ds.people, P.group.col));
      return {
        params: ['people'],
        draft: {
          title: `${titleCase(P.many)} from ${g}`,
          description: para(
            `List the ${P.many} whose ${P.group.label} is **${g}**.`,
            `Return ${cols('id', P.name.col, P.email.col)} from ${code(P.table)}. ${UNORDERED}`,
          ),
          solution: sql(`SELECT id, ${P.name.col}, ${P.email.col}`, `FROM ${P.table}`, `WHERE ${P.group.col} = ${lit(g)};`),
          parts: ['people'],
          tags: ['where'],
        },
      };
    },
  },
  {
    id: 'filter-range',
    complexity: 0,
    build(ds, r) {
      const E = ds.family.events;
      const m = r.pick([E.amount, E.count]);
      const lo = threshold(ds.events, m.col, 0.25);
      const hi = Math.max(lo + 1, threshold(ds.events, m.col, 0.75));
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(E.many)} with ${titleCase(m.label)} Between ${lo} and ${hi}`,
          description: para(
            `Find the ${E.many} whose ${m.label} lies between ${lo} and ${hi}, both bounds included.`,
            `Return ${cols('id', E.date.col, m.col)} from ${code(E.table)}, ordered by ${code(m.col)} ascending, then ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} BETWEEN ${lo} AND ${hi}`, `ORDER BY ${m.col}, id;`),
          parts: ['events'],
          tags: ['where', 'between'],
        },
      };
    },
  },
  {
    id: 'filter-in-and',
    complexity: 1,
    build(ds, r) {
      const E = ds.family.events;
      const statuses = valuesOf(ds.events, E.status.col);
      const chosen = r.sample(statuses, Math.min(2, statuses.length)).sort();
      const m = r.pick([E.amount, E.count]);
      const t = threshold(ds.events, m.col, 0.4);
      return {
        params: [m.col],
        draft: {
          title: `${titleCase(E.many)} Over ${t} ${titleCase(m.label)} in Selected ${titleCase(E.status.label)}s`,
          description: para(
            `Operations reviews ${E.many} whose ${E.status.label} is ${chosen.map((s) => `**${s}**`).join(' or ')} and whose ${m.label} is strictly greater than ${t}.`,
            `Return ${cols('id', E.status.col, m.col, E.date.col)} from ${code(E.table)}. ${UNORDERED}`,
          ),
          solution: sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE ${E.status.col} IN (${chosen.map(lit).join(', ')})`, `  AND ${m.col} > ${t};`),
          parts: ['events'],
          tags: ['where', 'in', 'and'],
        },
      };
    },
  },
  {
    id: 'filter-date-window',
    complexity: 1,
    build(ds, r) {
      const E = ds.family.events;
      const month = r.int(1, 5);
      const from = `2024-${String(month).padStart(2, '0')}-01`;
      const to = `2024-${String(month + 2).padStart(2, '0')}-01`;
      const status = r.pick(valuesOf(ds.events, E.status.col));
      return {
        params: [],
        draft: {
          title: `${titleCase(E.many)} Not ${titleCase(String(status))} in a Two-Month Window`,
          description: para(
            `Find the ${E.many} dated from ${from} (inclusive) up to but excluding ${to} whose ${E.status.label} is anything other than **${status}**.`,
            `Return ${cols('id', E.date.col, E.status.col)} from ${code(E.table)}, ordered by ${code(E.date.col)} ascending, then ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} >= DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(to)}`, `  AND ${E.status.col} <> ${lit(status)}`, `ORDER BY ${E.date.col}, id;`),
          parts: ['events'],
          tags: ['where', 'dates', 'not-equal'],
        },
      };
    },
  },
  {
    id: 'filter-pattern',
    complexity: 2,
    build(ds, r) {
      const P = ds.family.people;
      const domains = valuesOf(ds.people.map((p) => ({ d: String(p[P.email.col]).split('@')[1] ?? '' })), 'd');
      const domain = String(r.pick(domains));
      const since = threshold(ds.people.map((p) => ({ y: Number(String(p[P.since.col]).slice(0, 4)) })), 'y', 0.3);
      return {
        params: [],
        draft: {
          title: `${titleCase(P.many)} with an @${domain} Address Since ${since}`,
          description: para(
            `Find the ${P.many} whose ${P.email.label} ends with **@${domain}** and whose ${P.since.label} is on or after ${since}-01-01.`,
            `Return ${cols('id', P.name.col, P.email.col, P.since.col)} from ${code(P.table)}, ordered by ${code(P.since.col)} ascending, then ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE ${P.email.col} LIKE ${lit(`%@${domain}`)}`, `  AND ${P.since.col} >= DATE ${lit(`${since}-01-01`)}`, `ORDER BY ${P.since.col}, id;`),
          parts: ['people'],
          tags: ['where', 'like', 'dates'],
        },
      };
    },
  },
];
