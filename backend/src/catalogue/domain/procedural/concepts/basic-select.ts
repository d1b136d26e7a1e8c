import { CASES, orderingRejects, wrong } from '../authored';
import { cap, cols, code, para, sql, question, type QuestionTemplate, titleCase, UNORDERED } from './template';

export const BASIC_SELECT: QuestionTemplate[] = [
  question('select-columns-sorted', 0, ['sorting'], (ds, r) => {
    const { people: P, items: I } = ds.family;
    const onItems = r.chance(0.5);
    const desc = r.chance(0.5);
    const d = desc ? ' DESC' : '';
    // one sorted list, on the items by price or on the people by date: a row says what differs
    const list = onItems
      ? { part: 'items' as const, t: I, alias: 'i', columns: [I.name.col, I.category.col, I.price.col], key: I.price, lead: `Produce a simple list of all ${I.many}, ${desc ? 'most expensive' : 'cheapest'} first.` }
      : { part: 'people' as const, t: P, alias: 'p', columns: [P.name.col, P.group.col, P.since.col], key: P.since, lead: `List all ${P.many}, ${desc ? 'newest' : 'oldest'} first by ${P.since.label}.` };
    const { t, alias, key } = list;
    const select = `SELECT id, ${list.columns.join(', ')}`;
    return {
      params: [list.part, String(desc)],
      title: `${titleCase(t.many)} by ${titleCase(key.label)}`,
      description: para(
        list.lead,
        `Return ${cols('id', ...list.columns)} from ${code(t.table)}, ordered by ${code(key.col)} ${desc ? 'descending' : 'ascending'}, then by ${code('id')} ascending.`,
      ),
      solution: sql(select, `FROM ${t.table}`, `ORDER BY ${key.col}${d}, id;`),
      parts: [list.part],
      tags: ['select', 'order-by'],
      authored: {
        accepts: [
          sql(`SELECT ${alias}.id, ${list.columns.map((c) => `${alias}.${c}`).join(', ')}`, `FROM ${t.table} AS ${alias}`, `ORDER BY 4${d}, 1;`),
          onItems
            ? sql(select, `FROM (SELECT * FROM ${t.table}) AS t`, `ORDER BY ${key.col}${desc ? ' DESC NULLS LAST' : ' ASC NULLS FIRST'}, id ASC;`)
            : sql(select, `FROM ${t.table}`, `ORDER BY ${key.col} - DATE '2000-01-01'${d}, id ASC;`),
        ],
        rejects: [
          ...orderingRejects(sql(select, `FROM ${t.table}`), key.col, desc, list.columns[0]!),
          onItems
            ? wrong(sql(select, `FROM ${t.table}`, `ORDER BY ${key.col}::text${d}, id;`), 'sorts the prices as text, so 100 comes before 99', 'prices with different numbers of digits')
            : wrong(sql(select, `FROM ${t.table}`, `ORDER BY to_char(${key.col}, 'DD/MM/YYYY')${d}, id;`), 'sorts the dates as day-first text, not as dates', 'dates in different months or years'),
        ],
      },
    };
  }),
  question('select-computed-column', 0, ['sorting'], (ds, r) => {
    const { items: I, events: E } = ds.family;
    const rate = r.pick([5, 10, 15, 20, 25]);
    if (r.chance(0.5)) {
      return {
        params: ['items'],
        title: `${titleCase(I.price.label)} After a ${rate}% Increase`,
        description: para(
          `Management is considering raising every ${I.price.label} by ${rate}%.`,
          `For each row of ${code(I.table)} return ${cols('id', I.name.col, I.price.col)} and ${code('new_price')}: the ${I.price.label} increased by ${rate}%, rounded to 2 decimals.`,
          UNORDERED,
        ),
        solution: sql(`SELECT id, ${I.name.col}, ${I.price.col},`, `       ROUND(${I.price.col} * ${(1 + rate / 100).toFixed(2)}, 2) AS new_price`, `FROM ${I.table};`),
        parts: ['items'],
        tags: ['select', 'arithmetic', 'round'],
        authored: {
          accepts: [
            sql(`SELECT id, ${I.name.col}, ${I.price.col}, ROUND(${I.price.col} + ${I.price.col} * ${rate} / 100.0, 2) AS new_price`, `FROM ${I.table};`),
            sql(`SELECT i.id, i.${I.name.col}, i.${I.price.col}, ROUND(i.${I.price.col} * (100 + ${rate}) / 100, 2)`, `FROM ${I.table} i;`),
          ],
          rejects: [
            wrong(sql(`SELECT id, ${I.name.col}, ${I.price.col}, ${I.price.col} * ${(1 + rate / 100).toFixed(2)} AS new_price`, `FROM ${I.table};`), 'does not round to 2 decimals', 'a price whose increase has more than two decimals'),
            wrong(sql(`SELECT id, ${I.name.col}, ${I.price.col}, ROUND(${I.price.col} * (1 + ${rate} / 100), 2) AS new_price`, `FROM ${I.table};`), `integer division: ${rate} / 100 is 0, so nothing is added`, 'any price'),
            wrong(sql(`SELECT id, ${I.name.col}, ${I.price.col}, TRUNC(${I.price.col} * ${(1 + rate / 100).toFixed(2)}, 2) AS new_price`, `FROM ${I.table};`), 'truncates instead of rounding', 'a new price whose third decimal is 5 or more'),
            wrong(sql(`SELECT id, ${I.name.col}, ${I.price.col}, ROUND(${I.price.col} * ${(rate / 100).toFixed(2)}, 2) AS new_price`, `FROM ${I.table};`), 'returns the increase, not the increased price', 'any price'),
          ],
        },
      };
    }
    return {
      params: ['events'],
      title: `${titleCase(E.amount.label)} per Unit of ${titleCase(E.count.label)}`,
      description: para(
        `Analysts want a per-unit view of every ${E.one}.`,
        `From ${code(E.table)} return ${cols('id', E.amount.col, E.count.col)} and ${code('per_unit')}: ${code(E.amount.col)} divided by ${code(E.count.col)}, rounded to 2 decimals. (${cap(E.count.label)} is never zero.)`,
        `Order the rows by ${code('per_unit')} descending, then by ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${E.amount.col}, ${E.count.col},`, `       ROUND(${E.amount.col} / ${E.count.col}, 2) AS per_unit`, `FROM ${E.table}`, `ORDER BY per_unit DESC, id;`),
      parts: ['events'],
      tags: ['select', 'arithmetic', 'round', 'order-by'],
      authored: {
        accepts: [
          sql(`SELECT id, ${E.amount.col}, ${E.count.col}, ROUND(${E.amount.col} / ${E.count.col}::numeric, 2) AS per_unit`, `FROM ${E.table}`, `ORDER BY 4 DESC, 1;`),
          sql(`SELECT x.id, x.${E.amount.col}, x.${E.count.col}, x.per_unit`, `FROM (SELECT id, ${E.amount.col}, ${E.count.col}, ROUND(${E.amount.col} * 1.0 / ${E.count.col}, 2) AS per_unit FROM ${E.table}) x`, `ORDER BY x.per_unit DESC, x.id;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${E.amount.col}, ${E.count.col}, ROUND(${E.amount.col} / ${E.count.col}, 2) AS per_unit`, `FROM ${E.table}`, `ORDER BY ${E.amount.col} / ${E.count.col} DESC, id;`), 'sorts on the exact quotient, not on the rounded per_unit the text orders by', CASES.rounding),
          wrong(sql(`SELECT id, ${E.amount.col}, ${E.count.col}, ROUND(${E.amount.col}::int / ${E.count.col}, 2) AS per_unit`, `FROM ${E.table}`, `ORDER BY per_unit DESC, id;`), 'integer division after dropping the cents', 'an amount that does not divide evenly'),
          wrong(sql(`SELECT id, ${E.amount.col}, ${E.count.col}, ROUND(${E.amount.col} / ${E.count.col}, 2) AS per_unit`, `FROM ${E.table}`, `ORDER BY per_unit DESC, id DESC;`), 'breaks ties on id descending', CASES.tie),
          wrong(sql(`SELECT id, ${E.amount.col}, ${E.count.col}, ROUND(${E.amount.col} / ${E.count.col}, 2) AS per_unit`, `FROM ${E.table}`, `ORDER BY ${E.amount.col} DESC, id;`), `sorts by ${E.amount.col} instead of per_unit`, 'a large amount spread over many units'),
        ],
      },
    };
  }),
  question('select-distinct', 1, ['deduplication', 'sorting'], (ds, r) => {
    const { people: P, items: I, events: E } = ds.family;
    const choice = r.pick([
      { table: P.table, col: P.group, what: P.many, part: 'people' as const },
      { table: I.table, col: I.category, what: I.many, part: 'items' as const },
      { table: E.table, col: E.status, what: E.many, part: 'events' as const },
    ]);
    return {
      params: [choice.table, choice.col.col],
      title: `Distinct ${titleCase(choice.col.label)} Values`,
      description: para(
        `Which ${choice.col.label} values actually occur among the ${choice.what}?`,
        `Return one column, ${code(choice.col.col)}, with each value of ${code(`${choice.table}.${choice.col.col}`)} exactly once, sorted alphabetically.`,
      ),
      solution: sql(`SELECT DISTINCT ${choice.col.col}`, `FROM ${choice.table}`, `ORDER BY ${choice.col.col};`),
      parts: [choice.part],
      tags: ['select', 'distinct', 'order-by'],
      authored: {
        accepts: [
          sql(`SELECT ${choice.col.col}`, `FROM ${choice.table}`, `GROUP BY ${choice.col.col}`, `ORDER BY ${choice.col.col};`),
          sql(`SELECT DISTINCT ON (${choice.col.col}) ${choice.col.col}`, `FROM ${choice.table}`, `ORDER BY ${choice.col.col} ASC;`),
        ],
        rejects: [
          wrong(sql(`SELECT ${choice.col.col}`, `FROM ${choice.table}`, `ORDER BY ${choice.col.col};`), 'keeps the duplicates', 'two rows with the same value'),
          wrong(sql(`SELECT DISTINCT ${choice.col.col}`, `FROM ${choice.table}`, `ORDER BY ${choice.col.col} DESC;`), 'sorts reverse-alphabetically', 'more than one value'),
          wrong(sql(`SELECT DISTINCT ${choice.col.col}`, `FROM ${choice.table}`, `ORDER BY lower(${choice.col.col});`), 'sorts ignoring letter case, which the text does not ask for', 'values that differ in letter case'),
          wrong(sql(`SELECT ${choice.col.col}`, `FROM ${choice.table}`, `GROUP BY ${choice.col.col}`, `ORDER BY COUNT(*) DESC, ${choice.col.col};`), 'sorts by how often a value occurs', 'a value that occurs more often than one before it in the alphabet'),
        ],
      },
    };
  }),
  question('select-top-n', 1, ['sorting'], (ds, r) => {
    const E = ds.family.events;
    const m = r.pick([E.amount, E.count]);
    const n = r.int(3, 6);
    return {
      params: [m.col],
      title: `Top ${n} ${titleCase(E.many)} by ${titleCase(m.label)}`,
      description: para(
        `Find the ${n} ${E.many} with the highest ${m.label}.`,
        `Return ${cols('id', E.date.col, m.col)} from ${code(E.table)}: the ${n} rows with the largest ${code(m.col)}; when two rows tie on ${code(m.col)}, the one with the smaller ${code('id')} comes first (and wins a place in the top ${n}).`,
        `Order the result by ${code(m.col)} descending, then ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `ORDER BY ${m.col} DESC, id`, `LIMIT ${n};`),
      parts: ['events'],
      tags: ['select', 'order-by', 'limit'],
      authored: {
        accepts: [
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `ORDER BY ${m.col} DESC, id`, `FETCH FIRST ${n} ROWS ONLY;`),
          sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM (SELECT id, ${E.date.col}, ${m.col}, ROW_NUMBER() OVER (ORDER BY ${m.col} DESC, id) AS rn FROM ${E.table}) x`, `WHERE rn <= ${n}`, `ORDER BY ${m.col} DESC, id;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `ORDER BY ${m.col} DESC, id DESC`, `LIMIT ${n};`), 'the larger id wins a tie', 'two rows tied on the measure at the cut-off'),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `ORDER BY ${m.col} DESC`, `FETCH FIRST ${n} ROWS WITH TIES;`), 'keeps every row tied with the last place', 'two rows tied on the measure at the cut-off'),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM (SELECT id, ${E.date.col}, ${m.col}, DENSE_RANK() OVER (ORDER BY ${m.col} DESC) AS r FROM ${E.table}) x`, `WHERE r <= ${n}`, `ORDER BY ${m.col} DESC, id;`), `takes the ${n} largest values, with every row that has one`, 'two rows tied on the measure'),
          wrong(sql(`SELECT id, ${E.date.col}, ${m.col}`, `FROM ${E.table}`, `ORDER BY ${m.col}, id`, `LIMIT ${n};`), 'takes the smallest values', 'any data'),
        ],
      },
    };
  }),
];

