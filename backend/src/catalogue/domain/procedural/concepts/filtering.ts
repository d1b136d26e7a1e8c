import { CASES, orderingRejects, wrong } from '../authored';
import { code, cols, lit, para, sql, threshold, titleCase, UNORDERED, valuesOf, question, type QuestionTemplate } from './template';

export const FILTERING: QuestionTemplate[] = [
  question('filter-equals', 0, ['filtering'], (ds, r) => {
    const { items: I, people: P } = ds.family;
    if (r.chance(0.5)) {
      const cat = r.pick(valuesOf(ds.items, I.category.col));
      return {
        params: ['items'],
        title: `${titleCase(I.many)} in the ${cat} ${titleCase(I.category.label)}`,
        description: para(
          `List the ${I.many} whose ${I.category.label} is exactly **${cat}**.`,
          `Return ${cols('id', I.name.col, I.price.col)} from ${code(I.table)}, ordered by ${code(I.price.col)} ascending, then ${code('id')} ascending.`,
        ),
        solution: sql(`SELECT id, ${I.name.col}, ${I.price.col}`, `FROM ${I.table}`, `WHERE ${I.category.col} = ${lit(cat)}`, `ORDER BY ${I.price.col}, id;`),
        parts: ['items'],
        tags: ['where'],
        authored: {
          accepts: [
            sql(`SELECT id, ${I.name.col}, ${I.price.col}`, `FROM ${I.table}`, `WHERE ${I.category.col} IN (${lit(cat)})`, `ORDER BY 3, 1;`),
            sql(`SELECT i.id, i.${I.name.col}, i.${I.price.col}`, `FROM ${I.table} i`, `WHERE ${lit(cat)} = i.${I.category.col}`, `ORDER BY i.${I.price.col} ASC, i.id ASC;`),
          ],
          rejects: [
            wrong(sql(`SELECT id, ${I.name.col}, ${I.price.col}`, `FROM ${I.table}`, `WHERE ${I.category.col} ILIKE ${lit(`%${String(cat)}%`)}`, `ORDER BY ${I.price.col}, id;`), 'matches any category containing the word, in any letter case, not exactly it', CASES.lookAlike),
            ...orderingRejects(sql(`SELECT id, ${I.name.col}, ${I.price.col}`, `FROM ${I.table}`, `WHERE ${I.category.col} = ${lit(cat)}`), I.price.col, false, I.name.col),
          ],
        },
      };
    }
    const g = r.pick(valuesOf(ds.people, P.group.col));
    return {
      params: ['people'],
      title: `${titleCase(P.many)} from ${g}`,
      description: para(
        `List the ${P.many} whose ${P.group.label} is **${g}**.`,
        `Return ${cols('id', P.name.col, P.email.col)} from ${code(P.table)}. ${UNORDERED}`,
      ),
      solution: sql(`SELECT id, ${P.name.col}, ${P.email.col}`, `FROM ${P.table}`, `WHERE ${P.group.col} = ${lit(g)};`),
      parts: ['people'],
      tags: ['where'],
      authored: {
        accepts: [
          sql(`SELECT id, ${P.name.col}, ${P.email.col}`, `FROM ${P.table}`, `WHERE ${P.group.col} IN (${lit(g)});`),
          sql(`SELECT p.id, p.${P.name.col}, p.${P.email.col}`, `FROM ${P.table} p`, `WHERE p.id IN (SELECT id FROM ${P.table} WHERE ${P.group.col} = ${lit(g)});`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${P.name.col}, ${P.email.col}`, `FROM ${P.table}`, `WHERE ${P.group.col} ILIKE ${lit(`%${String(g)}%`)};`), `matches any ${P.group.label} containing the letters, in any case`, CASES.lookAlike),
          wrong(sql(`SELECT id, ${P.name.col}, ${P.email.col}`, `FROM ${P.table}`, `WHERE ${P.group.col} = ${lit(g)} AND ${P.optional.col} IS NOT NULL;`), `adds a condition on ${P.optional.col} the text does not state`, `a ${P.one} without a ${P.optional.label}`),
          wrong(sql(`SELECT id, ${P.name.col}, ${P.email.col}`, `FROM ${P.table}`, `WHERE ${P.group.col} <> ${lit(g)};`), `keeps every other ${P.group.label}`, `${P.many} of other ${P.group.label}s`),
          wrong(sql(`SELECT DISTINCT ON (${P.name.col}) id, ${P.name.col}, ${P.email.col}`, `FROM ${P.table}`, `WHERE ${P.group.col} = ${lit(g)}`, `ORDER BY ${P.name.col}, id;`), `keeps one ${P.one} per name`, `two ${P.many} with the same name`),
        ],
      },
    };
  }),
  question('filter-range', 0, ['filtering'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick([E.amount, E.count]);
    const lo = threshold(ds.events, m.col, 0.25);
    const hi = Math.max(lo + 1, threshold(ds.events, m.col, 0.75));
    return {
      params: [m.col],
      title: `${titleCase(E.many)} with ${titleCase(m.label)} Between ${lo} and ${hi}`,
      description: para(
        `Find the ${E.many} whose ${m.label} lies between ${lo} and ${hi}, both bounds included.`,
        `Return ${cols('id', E.date.col, m.col)} from ${code(E.table)}, ordered by ${code(m.col)} ascending, then ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} BETWEEN ${lo} AND ${hi}`, `ORDER BY ${m.col}, id;`),
      parts: ['events'],
      tags: ['where', 'between'],
      authored: {
        accepts: [
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} >= ${lo} AND ${m.col} <= ${hi}`, `ORDER BY ${m.col}, id;`),
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE NOT (${m.col} < ${lo} OR ${m.col} > ${hi})`, `ORDER BY 3, 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} > ${lo} AND ${m.col} < ${hi}`, `ORDER BY ${m.col}, id;`), 'leaves out both bounds, which the text includes', CASES.boundary),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} >= ${lo} AND ${m.col} < ${hi}`, `ORDER BY ${m.col}, id;`), 'leaves out the upper bound', 'a value exactly on the upper bound'),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} > ${lo} AND ${m.col} <= ${hi}`, `ORDER BY ${m.col}, id;`), 'leaves out the lower bound', 'a value exactly on the lower bound'),
          ...orderingRejects(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `WHERE ${m.col} BETWEEN ${lo} AND ${hi}`), m.col, false, E.date.col).slice(1),
        ],
      },
    };
  }),
  question('filter-in-and', 1, ['filtering'], (ds, r) => {
    const E = ds.family.events;
    const statuses = valuesOf(ds.events, E.status.col);
    const chosen = r.sample(statuses, Math.min(2, statuses.length)).sort();
    const m = r.pick([E.amount, E.count]);
    const t = threshold(ds.events, m.col, 0.4);
    return {
      params: [m.col],
      title: `${titleCase(E.many)} Over ${t} ${titleCase(m.label)} in Selected ${titleCase(E.status.label)}s`,
      description: para(
        `Operations reviews ${E.many} whose ${E.status.label} is ${chosen.map((s) => `**${s}**`).join(' or ')} and whose ${m.label} is strictly greater than ${t}.`,
        `Return ${cols('id', E.status.col, m.col, E.date.col)} from ${code(E.table)}. ${UNORDERED}`,
      ),
      solution: sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE ${E.status.col} IN (${chosen.map(lit).join(', ')})`, `  AND ${m.col} > ${t};`),
      parts: ['events'],
      tags: ['where', 'in', 'and'],
      authored: {
        accepts: [
          sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE (${chosen.map((c) => `${E.status.col} = ${lit(c)}`).join(' OR ')})`, `  AND ${m.col} > ${t};`),
          sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE ${m.col} > ${t} AND ${E.status.col} = ANY (ARRAY[${chosen.map(lit).join(', ')}]);`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE ${chosen.map((c) => `${E.status.col} = ${lit(c)}`).join(' OR ')} AND ${m.col} > ${t};`), 'AND binds tighter than OR: the first status is kept whatever its value', `a ${E.one} of the first ${E.status.label} at or below the threshold`),
          wrong(sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE ${E.status.col} IN (${chosen.map(lit).join(', ')})`, `  AND ${m.col} >= ${t};`), `includes ${m.label} equal to ${t}, which "strictly greater" leaves out`, CASES.boundary),
          wrong(sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE ${E.status.col} IN (${[...chosen, ...E.status.values.map(([v]) => v).filter((v) => !chosen.includes(v)).slice(0, 1)].map(lit).join(', ')})`, `  AND ${m.col} > ${t};`), `widens the ${E.status.label} set by one the text leaves out`, CASES.otherStatus),
          wrong(sql(`SELECT id, ${E.status.col}, ${m.col}, ${E.date.col}`, `FROM ${E.table}`, `WHERE ${E.status.col} IN (${chosen.map(lit).join(', ')})`, `   OR ${m.col} > ${t};`), 'OR instead of AND: either condition is enough', `a ${E.one} of another ${E.status.label} above the threshold`),
        ],
      },
    };
  }),
  question('filter-date-window', 1, ['filtering', 'dates-time-zones'], (ds, r) => {
    const E = ds.family.events;
    const month = r.int(1, 5);
    const from = `2024-${String(month).padStart(2, '0')}-01`;
    const to = `2024-${String(month + 2).padStart(2, '0')}-01`;
    const status = r.pick(valuesOf(ds.events, E.status.col));
    return {
      params: [],
      title: `${titleCase(E.many)} Not ${titleCase(String(status))} in a Two-Month Window`,
      description: para(
        `Find the ${E.many} dated from ${from} (inclusive) up to but excluding ${to} whose ${E.status.label} is anything other than **${status}**.`,
        `Return ${cols('id', E.date.col, E.status.col)} from ${code(E.table)}, ordered by ${code(E.date.col)} ascending, then ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} >= DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(to)}`, `  AND ${E.status.col} <> ${lit(status)}`, `ORDER BY ${E.date.col}, id;`),
      parts: ['events'],
      tags: ['where', 'dates', 'not-equal'],
      authored: {
        accepts: [
          sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} BETWEEN DATE ${lit(from)} AND DATE ${lit(to)} - 1`, `  AND NOT ${E.status.col} = ${lit(status)}`, `ORDER BY ${E.date.col}, id;`),
          sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE to_char(${E.date.col}, 'YYYY-MM') IN (${lit(from.slice(0, 7))}, ${lit(`2024-${String(month + 1).padStart(2, '0')}`)})`, `  AND ${E.status.col} IS DISTINCT FROM ${lit(status)}`, `ORDER BY 2, 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} BETWEEN DATE ${lit(from)} AND DATE ${lit(to)}`, `  AND ${E.status.col} <> ${lit(status)}`, `ORDER BY ${E.date.col}, id;`), `takes in ${to}, which the text excludes`, CASES.nextMonthStart),
          wrong(sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} > DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(to)}`, `  AND ${E.status.col} <> ${lit(status)}`, `ORDER BY ${E.date.col}, id;`), `misses ${from} itself`, 'a row on the first day of the window'),
          wrong(sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE EXTRACT(MONTH FROM ${E.date.col}) IN (${month}, ${month + 1})`, `  AND ${E.status.col} <> ${lit(status)}`, `ORDER BY ${E.date.col}, id;`), 'compares the month without its year', CASES.otherYear),
          wrong(sql(`SELECT id, ${E.date.col}, ${E.status.col}`, `FROM ${E.table}`, `WHERE ${E.date.col} >= DATE ${lit(from)}`, `  AND ${E.date.col} < DATE ${lit(from)} + 60`, `  AND ${E.status.col} <> ${lit(status)}`, `ORDER BY ${E.date.col}, id;`), 'writes two months as 60 days', 'a row on the last days of the second month'),
        ],
      },
    };
  }),
  question('filter-pattern', 2, ['filtering', 'strings-patterns'], (ds, r) => {
    const P = ds.family.people;
    const domains = valuesOf(ds.people.map((p) => ({ d: String(p[P.email.col]).split('@')[1] ?? '' })), 'd');
    const domain = String(r.pick(domains));
    const since = threshold(ds.people.map((p) => ({ y: Number(String(p[P.since.col]).slice(0, 4)) })), 'y', 0.3);
    return {
      params: [],
      title: `${titleCase(P.many)} with an @${domain} Address Since ${since}`,
      description: para(
        `Find the ${P.many} whose ${P.email.label} ends with **@${domain}** and whose ${P.since.label} is on or after ${since}-01-01.`,
        `Return ${cols('id', P.name.col, P.email.col, P.since.col)} from ${code(P.table)}, ordered by ${code(P.since.col)} ascending, then ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE ${P.email.col} LIKE ${lit(`%@${domain}`)}`, `  AND ${P.since.col} >= DATE ${lit(`${since}-01-01`)}`, `ORDER BY ${P.since.col}, id;`),
      parts: ['people'],
      tags: ['where', 'like', 'dates'],
      authored: {
        accepts: [
          sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE split_part(${P.email.col}, '@', 2) = ${lit(domain)}`, `  AND EXTRACT(YEAR FROM ${P.since.col}) >= ${since}`, `ORDER BY ${P.since.col}, id;`),
          sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE right(${P.email.col}, ${domain.length + 1}) = ${lit(`@${domain}`)}`, `  AND NOT ${P.since.col} < DATE ${lit(`${since}-01-01`)}`, `ORDER BY 4, 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE ${P.email.col} LIKE ${lit(`%${domain}%`)}`, `  AND ${P.since.col} >= DATE ${lit(`${since}-01-01`)}`, `ORDER BY ${P.since.col}, id;`), 'matches the domain anywhere in the address, not only after the @ at the end', 'an address whose domain merely contains the name'),
          wrong(sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE ${P.email.col} LIKE ${lit(`%${domain}`)}`, `  AND ${P.since.col} >= DATE ${lit(`${since}-01-01`)}`, `ORDER BY ${P.since.col}, id;`), 'leaves the @ out of the pattern, so a longer domain ending the same way matches', 'a domain that ends with the same letters'),
          wrong(sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE ${P.email.col} LIKE ${lit(`%@${domain}`)}`, `  AND ${P.since.col} > DATE ${lit(`${since}-01-01`)}`, `ORDER BY ${P.since.col}, id;`), `misses ${since}-01-01 itself`, 'a date exactly on the start date'),
          wrong(sql(`SELECT id, ${P.name.col}, ${P.email.col}, ${P.since.col}`, `FROM ${P.table}`, `WHERE ${P.email.col} LIKE ${lit(`%@${domain}`)}`, `  AND ${P.since.col} >= DATE ${lit(`${since}-01-01`)}`, `ORDER BY ${P.since.col}, ${P.name.col};`), `breaks ties on the name instead of id`, CASES.tie),
        ],
      },
    };
  }),
];
