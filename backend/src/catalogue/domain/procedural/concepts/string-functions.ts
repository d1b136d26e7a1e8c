import { CASES, wrong } from '../authored';
import { code, lit, para, sql, titleCase, UNORDERED, question, type QuestionTemplate } from './template';

export const STRING_FUNCTIONS: QuestionTemplate[] = [
  question('string-upper-length', 0, ['strings-patterns'], (ds, r) => {
    const { people: P, items: I } = ds.family;
    const T = r.pick([{ table: P.table, name: P.name, many: P.many }, { table: I.table, name: I.name, many: I.many }]);
    return {
      params: [T.table],
      title: `${titleCase(T.many)} in Capitals with Name Length`,
      description: para(
        `For a printed badge we need each ${T.name.label} in capital letters and its length.`,
        `Return ${code('id')}, ${code('upper_name')} (the ${code(T.name.col)} in upper case) and ${code('name_length')} (number of characters of ${code(T.name.col)}, spaces included), ordered by ${code('name_length')} descending, then ${code('id')} ascending.`,
      ),
      solution: sql(`SELECT id, UPPER(${T.name.col}) AS upper_name, LENGTH(${T.name.col}) AS name_length`, `FROM ${T.table}`, `ORDER BY name_length DESC, id;`),
      parts: [T.table === P.table ? 'people' : 'items'],
      tags: ['string-functions', 'upper', 'length'],
      authored: {
        accepts: [
          sql(`SELECT id, UPPER(${T.name.col}), char_length(${T.name.col})`, `FROM ${T.table}`, `ORDER BY 3 DESC, 1;`),
          sql(`SELECT id, upper_name, name_length`, `FROM (SELECT id, UPPER(${T.name.col}) AS upper_name, LENGTH(UPPER(${T.name.col})) AS name_length FROM ${T.table}) x`, `ORDER BY name_length DESC, id ASC;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, UPPER(${T.name.col}) AS upper_name, LENGTH(REPLACE(${T.name.col}, ' ', '')) AS name_length`, `FROM ${T.table}`, `ORDER BY name_length DESC, id;`), 'does not count the spaces', 'a name with a space'),
          wrong(sql(`SELECT id, UPPER(${T.name.col}) AS upper_name, LENGTH(${T.name.col}) AS name_length`, `FROM ${T.table}`, `ORDER BY name_length DESC, upper_name;`), 'breaks ties on the name instead of id', 'two names of the same length'),
          wrong(sql(`SELECT id, INITCAP(${T.name.col}) AS upper_name, LENGTH(${T.name.col}) AS name_length`, `FROM ${T.table}`, `ORDER BY name_length DESC, id;`), 'INITCAP capitalises only the first letters', 'any name'),
          wrong(sql(`SELECT id, UPPER(${T.name.col}) AS upper_name, LENGTH(${T.name.col}) AS name_length`, `FROM ${T.table}`, `ORDER BY name_length, id;`), 'sorts the shortest first', 'names of different lengths'),
        ],
      },
    };
  }),
  question('string-email-domain', 1, ['strings-patterns'], (ds) => {
    const P = ds.family.people;
    return {
      params: [],
      title: `${titleCase(P.many)} per ${titleCase(P.email.label)} Domain`,
      description: para(
        `Which email providers do our ${P.many} use? The domain is everything after the ${code('@')} in ${code(P.email.col)}.`,
        `Return ${code('domain')} and ${code(`${P.table}_count`)}, ordered by ${code(`${P.table}_count`)} descending, then ${code('domain')} ascending.`,
      ),
      solution: sql(`SELECT split_part(${P.email.col}, '@', 2) AS domain, COUNT(*) AS ${P.table}_count`, `FROM ${P.table}`, `GROUP BY 1`, `ORDER BY ${P.table}_count DESC, domain;`),
      parts: ['people'],
      tags: ['string-functions', 'split-part', 'group-by'],
      authored: {
        accepts: [
          sql(`SELECT substring(${P.email.col} FROM position('@' IN ${P.email.col}) + 1) AS domain, COUNT(id)`, `FROM ${P.table}`, `GROUP BY 1`, `ORDER BY 2 DESC, 1;`),
          sql(`SELECT domain, COUNT(*) AS n`, `FROM (SELECT regexp_replace(${P.email.col}, '^[^@]*@', '') AS domain FROM ${P.table}) x`, `GROUP BY domain`, `ORDER BY n DESC, domain;`),
        ],
        rejects: [
          wrong(sql(`SELECT split_part(${P.email.col}, '@', 2) AS domain, COUNT(*) AS ${P.table}_count`, `FROM ${P.table}`, `GROUP BY 1`, `ORDER BY ${P.table}_count DESC, domain DESC;`), 'breaks ties on the domain descending', 'two domains with the same count'),
          wrong(sql(`SELECT split_part(${P.email.col}, '@', 2) AS domain, COUNT(${P.optional.col}) AS ${P.table}_count`, `FROM ${P.table}`, `GROUP BY 1`, `ORDER BY ${P.table}_count DESC, domain;`), `COUNT(${P.optional.col}) skips the ${P.many} where it is NULL`, CASES.missing),
          wrong(sql(`SELECT substring(${P.email.col} FROM '@(.*)\\.') AS domain, COUNT(*) AS ${P.table}_count`, `FROM ${P.table}`, `GROUP BY 1`, `ORDER BY ${P.table}_count DESC, domain;`), 'cuts the top-level part off the domain', 'any address'),
          wrong(sql(`SELECT split_part(${P.email.col}, '@', 2) AS domain, COUNT(*) AS ${P.table}_count`, `FROM ${P.table}`, `GROUP BY 1`, `ORDER BY domain;`), 'orders alphabetically instead of by the count', 'a busy domain late in the alphabet'),
        ],
      },
    };
  }),
  question('string-name-parts', 1, ['strings-patterns'], (ds) => {
    const P = ds.family.people;
    return {
      params: [],
      title: `Split ${titleCase(P.name.label)} into Parts and Initials`,
      description: para(
        `Each ${code(P.name.col)} is a first name and a last name separated by one space.`,
        `Return ${code('id')}, ${code('first_name')}, ${code('last_name')} and ${code('initials')} (first letter of each, e.g. \`OB\` for Olivia Bennett). ${UNORDERED}`,
      ),
      solution: sql(
        `SELECT id,`,
        `       split_part(${P.name.col}, ' ', 1) AS first_name,`,
        `       split_part(${P.name.col}, ' ', 2) AS last_name,`,
        `       LEFT(split_part(${P.name.col}, ' ', 1), 1) || LEFT(split_part(${P.name.col}, ' ', 2), 1) AS initials`,
        `FROM ${P.table};`,
      ),
      parts: ['people'],
      tags: ['string-functions', 'split-part', 'concatenation'],
      authored: {
        accepts: [
          sql(`SELECT id,`, `       substring(${P.name.col} FROM 1 FOR position(' ' IN ${P.name.col}) - 1),`, `       substring(${P.name.col} FROM position(' ' IN ${P.name.col}) + 1),`, `       substr(${P.name.col}, 1, 1) || substr(${P.name.col}, position(' ' IN ${P.name.col}) + 1, 1)`, `FROM ${P.table};`),
          sql(`SELECT id, f, l, LEFT(f, 1) || LEFT(l, 1)`, `FROM (SELECT id, split_part(${P.name.col}, ' ', 1) AS f, split_part(${P.name.col}, ' ', -1) AS l FROM ${P.table}) x;`),
        ],
        rejects: [
          wrong(sql(`SELECT id,`, `       split_part(${P.name.col}, ' ', 1) AS first_name,`, `       split_part(${P.name.col}, ' ', 2) AS last_name,`, `       LEFT(${P.name.col}, 2) AS initials`, `FROM ${P.table};`), 'takes the first two letters, not the two initials', 'any name'),
          wrong(sql(`SELECT id,`, `       substring(${P.name.col} FROM 1 FOR position(' ' IN ${P.name.col})) AS first_name,`, `       split_part(${P.name.col}, ' ', 2) AS last_name,`, `       LEFT(split_part(${P.name.col}, ' ', 1), 1) || LEFT(split_part(${P.name.col}, ' ', 2), 1) AS initials`, `FROM ${P.table};`), 'keeps the space at the end of the first name', 'any name'),
          wrong(sql(`SELECT id,`, `       split_part(${P.name.col}, ' ', 2) AS first_name,`, `       split_part(${P.name.col}, ' ', 1) AS last_name,`, `       LEFT(split_part(${P.name.col}, ' ', 2), 1) || LEFT(split_part(${P.name.col}, ' ', 1), 1) AS initials`, `FROM ${P.table};`), 'swaps first and last name', 'any name'),
          wrong(sql(`SELECT id,`, `       split_part(${P.name.col}, ' ', 1) AS first_name,`, `       split_part(${P.name.col}, ' ', 2) AS last_name,`, `       LOWER(LEFT(split_part(${P.name.col}, ' ', 1), 1) || LEFT(split_part(${P.name.col}, ' ', 2), 1)) AS initials`, `FROM ${P.table};`), 'lower-cases the initials', 'any name'),
        ],
        invariants: [sql(`SELECT id FROM ${P.table} WHERE ${P.name.col} !~ '^[^ ]+ [^ ]+$'`)],
      },
    };
  }),
  question('string-agg-names', 2, ['strings-patterns', 'aggregation'], (ds, r) => {
    const { people: P, items: I } = ds.family;
    const T = r.pick([
      { table: P.table, name: P.name, group: P.group, many: P.many, part: 'people' as const },
      { table: I.table, name: I.name, group: I.category, many: I.many, part: 'items' as const },
    ]);
    return {
      params: [T.table],
      title: `${titleCase(T.many)} Listed per ${titleCase(T.group.label)}`,
      description: para(
        `For each ${T.group.label}, produce one line listing its ${T.many}.`,
        `Return ${code(T.group.col)}, ${code('n')} (how many) and ${code('names')}: the ${code(T.name.col)} values in alphabetical order joined with a comma and a space (\`, \`). Order by ${code(T.group.col)}.`,
      ),
      solution: sql(`SELECT ${T.group.col}, COUNT(*) AS n, string_agg(${T.name.col}, ', ' ORDER BY ${T.name.col}) AS names`, `FROM ${T.table}`, `GROUP BY ${T.group.col}`, `ORDER BY ${T.group.col};`),
      parts: [T.part],
      tags: ['string-functions', 'string-agg', 'group-by'],
      authored: {
        accepts: [
          sql(`SELECT ${T.group.col}, COUNT(id), array_to_string(array_agg(${T.name.col} ORDER BY ${T.name.col}), ', ')`, `FROM ${T.table}`, `GROUP BY 1`, `ORDER BY 1;`),
          sql(`SELECT g.${T.group.col}, g.n, (SELECT string_agg(x.${T.name.col}, ', ' ORDER BY x.${T.name.col}) FROM ${T.table} x WHERE x.${T.group.col} = g.${T.group.col})`, `FROM (SELECT ${T.group.col}, COUNT(*) AS n FROM ${T.table} GROUP BY ${T.group.col}) g`, `ORDER BY g.${T.group.col};`),
        ],
        rejects: [
          wrong(sql(`SELECT ${T.group.col}, COUNT(*) AS n, string_agg(${T.name.col}, ', ' ORDER BY id) AS names`, `FROM ${T.table}`, `GROUP BY ${T.group.col}`, `ORDER BY ${T.group.col};`), 'lists the names in id order, not alphabetically', 'names whose ids are not in alphabetical order'),
          wrong(sql(`SELECT ${T.group.col}, COUNT(*) AS n, string_agg(${T.name.col}, ',' ORDER BY ${T.name.col}) AS names`, `FROM ${T.table}`, `GROUP BY ${T.group.col}`, `ORDER BY ${T.group.col};`), 'joins without the space after the comma', 'a group with two names'),
          wrong(sql(`SELECT ${T.group.col}, COUNT(DISTINCT ${T.name.col}) AS n, string_agg(DISTINCT ${T.name.col}, ', ' ORDER BY ${T.name.col}) AS names`, `FROM ${T.table}`, `GROUP BY ${T.group.col}`, `ORDER BY ${T.group.col};`), 'DISTINCT folds two rows with the same name', 'two rows with the same name in one group'),
          wrong(sql(`SELECT ${T.group.col}, COUNT(*) AS n, string_agg(${T.name.col}, ', ' ORDER BY ${T.name.col} DESC) AS names`, `FROM ${T.table}`, `GROUP BY ${T.group.col}`, `ORDER BY ${T.group.col};`), 'lists the names in reverse order', 'a group with two names'),
        ],
      },
    };
  }),
  question('string-contains-word', 1, ['strings-patterns', 'filtering'], (ds, r) => {
    const P = ds.family.people;
    const words = [...new Set(ds.people.flatMap((p) => String(p[P.name.col]).split(' ')).filter((w) => w.length >= 4))].sort();
    const needle = r.pick(words).slice(0, 4).toLowerCase();
    return {
      params: [needle],
      title: `${titleCase(P.many)} Whose ${titleCase(P.name.label)} Contains "${needle}"`,
      description: para(
        `Search the ${P.many} for the letters **${needle}** anywhere in ${code(P.name.col)}, ignoring upper/lower case.`,
        `Return ${code('id')}, ${code(P.name.col)} and ${code('name_lower')} (the name in lower case), ordered by ${code('id')}.`,
      ),
      solution: sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col}) AS name_lower`, `FROM ${P.table}`, `WHERE ${P.name.col} ILIKE ${lit(`%${needle}%`)}`, `ORDER BY id;`),
      parts: ['people'],
      tags: ['string-functions', 'ilike', 'lower'],
      authored: {
        accepts: [
          sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col})`, `FROM ${P.table}`, `WHERE LOWER(${P.name.col}) LIKE ${lit(`%${needle}%`)}`, `ORDER BY id;`),
          sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col}) AS name_lower`, `FROM ${P.table}`, `WHERE position(${lit(needle)} IN LOWER(${P.name.col})) > 0`, `ORDER BY 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col}) AS name_lower`, `FROM ${P.table}`, `WHERE ${P.name.col} LIKE ${lit(`%${needle}%`)}`, `ORDER BY id;`), 'LIKE is case-sensitive', 'the letters written with a capital'),
          wrong(sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col}) AS name_lower`, `FROM ${P.table}`, `WHERE ${P.name.col} ILIKE ${lit(`${needle}%`)}`, `ORDER BY id;`), 'only finds names that start with the letters', 'the letters in the middle of a name'),
          wrong(sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col}) AS name_lower`, `FROM ${P.table}`, `WHERE ${P.name.col} ILIKE ${lit(`% ${needle}%`)} OR ${P.name.col} ILIKE ${lit(`${needle}%`)}`, `ORDER BY id;`), 'only finds the letters at the start of a word', 'the letters inside a word'),
          wrong(sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col}) AS name_lower`, `FROM ${P.table}`, `WHERE ${P.name.col} ILIKE ${lit(`%${needle}%`)}`, `ORDER BY ${P.name.col};`), 'orders by name instead of id', 'names not in id order'),
        ],
      },
    };
  }),
];
