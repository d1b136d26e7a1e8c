import { CASES, wrong } from '../authored';
import { code, cols, lit, para, sql, titleCase, UNORDERED, valuesOf, question, type QuestionTemplate } from './template';

export const JOINS: QuestionTemplate[] = [
  question('join-inner-person', 0, ['inner-join'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const status = r.pick(valuesOf(ds.events, E.status.col));
    const m = r.pick([E.amount, E.count]);
    return {
      params: [m.col],
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
      authored: {
        accepts: [
          sql(`SELECT e.id, (SELECT p.${P.name.col} FROM ${P.table} p WHERE p.id = e.${E.personFk}), e.${E.date.col}, e.${m.col}`, `FROM ${E.table} e`, `WHERE e.${E.status.col} = ${lit(status)}`, `ORDER BY e.${E.date.col}, e.id;`),
          sql(`SELECT e.id, p.${P.name.col}, e.${E.date.col}, e.${m.col}`, `FROM ${P.table} p`, `JOIN ${E.table} e ON e.${E.personFk} = p.id AND e.${E.status.col} = ${lit(status)}`, `ORDER BY 3, 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${E.date.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.itemFk}`, `WHERE e.${E.status.col} = ${lit(status)}`, `ORDER BY e.${E.date.col}, e.id;`), 'joins the people on the item key', CASES.mismatchedIds),
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${E.date.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${E.status.col} = ${lit(status)}`, `ORDER BY e.${E.date.col}, p.${P.name.col};`), `breaks ties on the ${P.one}'s name instead of the ${E.one} id`, CASES.sameDay),
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${E.date.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${E.status.col} = ${lit(status)}`, `ORDER BY e.${E.date.col}, e.id DESC;`), 'breaks ties on the id descending', CASES.sameDay),
          wrong(sql(`SELECT e.id, p.${P.name.col}, e.${E.date.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `WHERE e.${E.status.col} <> ${lit(status)}`, `ORDER BY e.${E.date.col}, e.id;`), `keeps the other ${E.status.label}s instead`, CASES.otherStatus),
        ],
      },
    };
  }),
  question('join-three-tables', 1, ['inner-join'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const cat = r.pick(valuesOf(ds.items, I.category.col));
    const m = r.pick([E.amount, E.count]);
    return {
      params: [m.col],
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
      authored: {
        accepts: [
          sql(`SELECT e.id, p.${P.name.col}, i.${I.name.col}, e.${m.col}`, `FROM ${I.table} i`, `JOIN ${E.table} e ON e.${E.itemFk} = i.id AND i.${I.category.col} = ${lit(cat)}`, `JOIN ${P.table} p ON p.id = e.${E.personFk};`),
          sql(`SELECT e.id, (SELECT ${P.name.col} FROM ${P.table} WHERE id = e.${E.personFk}), i.${I.name.col}, e.${m.col}`, `FROM ${E.table} e, ${I.table} i`, `WHERE i.id = e.${E.itemFk} AND i.${I.category.col} IN (${lit(cat)});`),
        ],
        rejects: [
          wrong(sql(`SELECT e.id, p.${P.name.col}, i.${I.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.itemFk}`, `JOIN ${I.table} i ON i.id = e.${E.itemFk}`, `WHERE i.${I.category.col} = ${lit(cat)};`), `joins the ${P.many} on the ${I.one} key`, CASES.mismatchedIds),
          wrong(sql(`SELECT e.id, p.${P.name.col}, i.${I.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `LEFT JOIN ${I.table} i ON i.id = e.${E.itemFk} AND i.${I.category.col} = ${lit(cat)};`), 'puts the category test in the ON clause of a LEFT JOIN, which keeps every row', `a ${E.one} of another ${I.category.label}`),
          wrong(sql(`SELECT e.id, p.${P.name.col}, i.${I.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `JOIN ${I.table} i ON i.${I.category.col} = ${lit(cat)};`), `forgets to join the ${I.one} to the ${E.one}: every ${I.one} of the category pairs with every ${E.one}`, `a ${I.category.label} with more than one ${I.one}`),
          wrong(sql(`SELECT e.id, p.${P.name.col}, i.${I.name.col}, e.${m.col}`, `FROM ${E.table} e`, `JOIN ${P.table} p ON p.id = e.${E.personFk}`, `JOIN ${I.table} i ON i.id = e.${E.itemFk}`, `WHERE i.${I.category.col} ILIKE ${lit(`%${String(cat)}%`)};`), `matches any ${I.category.label} containing the word`, CASES.lookAlike),
        ],
      },
    };
  }),
  question('join-anti', 1, ['anti-join'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const onPeople = r.chance(0.5);
    const T = onPeople ? { table: P.table, many: P.many, name: P.name.col, fk: E.personFk, extra: P.group.col } : { table: I.table, many: I.many, name: I.name.col, fk: E.itemFk, extra: I.category.col };
    return {
      params: [T.table],
      title: `${titleCase(T.many)} with No ${titleCase(E.many)}`,
      description: para(
        `Find the ${T.many} that do not appear in ${code(E.table)} at all (whatever the ${E.status.label}).`,
        `Return ${cols('id', T.name, T.extra)} from ${code(T.table)}. ${UNORDERED}`,
      ),
      solution: sql(`SELECT t.id, t.${T.name}, t.${T.extra}`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `WHERE e.id IS NULL;`),
      parts: ['events'],
      tags: ['left-join', 'anti-join'],
      authored: {
        accepts: [
          sql(`SELECT t.id, t.${T.name}, t.${T.extra}`, `FROM ${T.table} t`, `WHERE NOT EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${T.fk} = t.id);`),
          sql(`SELECT id, ${T.name}, ${T.extra}`, `FROM ${T.table}`, `WHERE id NOT IN (SELECT ${T.fk} FROM ${E.table});`),
        ],
        rejects: [
          wrong(sql(`SELECT t.id, t.${T.name}, t.${T.extra}`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id AND e.${E.status.col} = ${lit(E.status.values[0]![0])}`, `WHERE e.id IS NULL;`), `only looks at one ${E.status.label}, though the text says whatever the ${E.status.label}`, `a ${T.table === P.table ? P.one : I.one} whose only ${E.many} have another ${E.status.label}`),
          wrong(sql(`SELECT t.id, t.${T.name}, t.${T.extra}`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `WHERE e.${E.extra.col} IS NULL;`), `tests a nullable column of ${E.table} for NULL instead of the join key`, CASES.missing),
          wrong(sql(`SELECT id, ${T.name}, ${T.extra}`, `FROM ${T.table}`, `WHERE id NOT IN (SELECT ${T.fk === E.personFk ? E.itemFk : E.personFk} FROM ${E.table});`), 'checks the other foreign key', CASES.mismatchedIds),
          wrong(sql(`SELECT DISTINCT t.id, t.${T.name}, t.${T.extra}`, `FROM ${T.table} t`, `JOIN ${E.table} e ON e.${T.fk} <> t.id;`), `keeps everything with any ${E.one} of someone else`, CASES.noRows),
        ],
      },
    };
  }),
  question('join-left-counts', 2, ['outer-join', 'aggregation'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const onPeople = r.chance(0.5);
    const status = r.pick(valuesOf(ds.events, E.status.col));
    const T = onPeople ? { table: P.table, one: P.one, name: P.name.col, fk: E.personFk } : { table: I.table, one: I.one, name: I.name.col, fk: E.itemFk };
    return {
      params: [T.table],
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
      authored: {
        accepts: [
          sql(`SELECT t.id, t.${T.name}, COUNT(e.id) FILTER (WHERE e.${E.status.col} = ${lit(status)}) AS n`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name}`, `ORDER BY 3 DESC, 1;`),
          sql(`SELECT t.id, t.${T.name}, (SELECT COUNT(*) FROM ${E.table} e WHERE e.${T.fk} = t.id AND e.${E.status.col} = ${lit(status)}) AS n`, `FROM ${T.table} t`, `ORDER BY n DESC, t.id;`),
        ],
        rejects: [
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(e.id) AS n`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `WHERE e.${E.status.col} = ${lit(status)}`, `GROUP BY t.id, t.${T.name}`, `ORDER BY n DESC, t.id;`), 'the status test in WHERE turns the LEFT JOIN into an inner one and drops the zeros', `a ${T.one} with no ${status} ${E.many}`),
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(*) AS n`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id AND e.${E.status.col} = ${lit(status)}`, `GROUP BY t.id, t.${T.name}`, `ORDER BY n DESC, t.id;`), 'COUNT(*) counts the NULL row of a LEFT JOIN: a zero shows as 1', `a ${T.one} with no ${status} ${E.many}`),
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(e.id) AS n`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name}`, `ORDER BY n DESC, t.id;`), `counts ${E.many} of every ${E.status.label}`, CASES.otherStatus),
          wrong(sql(`SELECT t.id, t.${T.name}, COUNT(e.id) AS n`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id AND e.${E.status.col} = ${lit(status)}`, `GROUP BY t.id, t.${T.name}`, `ORDER BY n DESC, t.${T.name};`), 'breaks ties on the name instead of id', CASES.tie),
          wrong(sql(`SELECT t.id, t.${T.name}, SUM(CASE WHEN e.${E.status.col} = ${lit(status)} THEN 1 END) AS n`, `FROM ${T.table} t`, `LEFT JOIN ${E.table} e ON e.${T.fk} = t.id`, `GROUP BY t.id, t.${T.name}`, `ORDER BY n DESC NULLS LAST, t.id;`), 'a SUM over no matching row is NULL, not 0', `a ${T.one} with no ${status} ${E.many}`),
        ],
      },
    };
  }),
];
