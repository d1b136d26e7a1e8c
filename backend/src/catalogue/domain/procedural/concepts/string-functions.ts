import { code, lit, para, sql, titleCase, UNORDERED, type QuestionTemplate } from './template';

export const STRING_FUNCTIONS: QuestionTemplate[] = [
  {
    id: 'string-upper-length',
    complexity: 0,
    build(ds, r) {
      const { people: P, items: I } = ds.family;
      const T = r.pick([{ table: P.table, name: P.name, many: P.many }, { table: I.table, name: I.name, many: I.many }]);
      return {
        params: [T.table],
        draft: {
          title: `${titleCase(T.many)} in Capitals with Name Length`,
          description: para(
            `For a printed badge we need each ${T.name.label} in capital letters and its length.`,
            `Return ${code('id')}, ${code('upper_name')} (the ${code(T.name.col)} in upper case) and ${code('name_length')} (number of characters of ${code(T.name.col)}, spaces included), ordered by ${code('name_length')} descending, then ${code('id')} ascending.`,
          ),
          solution: sql(`SELECT id, UPPER(${T.name.col}) AS upper_name, LENGTH(${T.name.col}) AS name_length`, `FROM ${T.table}`, `ORDER BY name_length DESC, id;`),
          parts: [T.table === P.table ? 'people' : 'items'],
          tags: ['string-functions', 'upper', 'length'],
        },
      };
    },
  },
  {
    id: 'string-email-domain',
    complexity: 1,
    build(ds) {
      const P = ds.family.people;
      return {
        params: [],
        draft: {
          title: `${titleCase(P.many)} per ${titleCase(P.email.label)} Domain`,
          description: para(
            `Which email providers do our ${P.many} use? The domain is everything after the ${code('@')} in ${code(P.email.col)}.`,
            `Return ${code('domain')} and ${code(`${P.table}_count`)}, ordered by ${code(`${P.table}_count`)} descending, then ${code('domain')} ascending.`,
          ),
          solution: sql(`SELECT split_part(${P.email.col}, '@', 2) AS domain, COUNT(*) AS ${P.table}_count`, `FROM ${P.table}`, `GROUP BY 1`, `ORDER BY ${P.table}_count DESC, domain;`),
          parts: ['people'],
          tags: ['string-functions', 'split-part', 'group-by'],
        },
      };
    },
  },
  {
    id: 'string-name-parts',
    complexity: 1,
    build(ds) {
      const P = ds.family.people;
      return {
        params: [],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'string-agg-names',
    complexity: 2,
    build(ds, r) {
      const { people: P, items: I } = ds.family;
      const T = r.pick([
        { table: P.table, name: P.name, group: P.group, many: P.many, part: 'people' as const },
        { table: I.table, name: I.name, group: I.category, many: I.many, part: 'items' as const },
      ]);
      return {
        params: [T.table],
        draft: {
          title: `${titleCase(T.many)} Listed per ${titleCase(T.group.label)}`,
          description: para(
            `For each ${T.group.label}, produce one line listing its ${T.many}.`,
            `Return ${code(T.group.col)}, ${code('n')} (how many) and ${code('names')}: the ${code(T.name.col)} values in alphabetical order joined with a comma and a space (\`, \`). Order by ${code(T.group.col)}.`,
          ),
          solution: sql(`SELECT ${T.group.col}, COUNT(*) AS n, string_agg(${T.name.col}, ', ' ORDER BY ${T.name.col}) AS names`, `FROM ${T.table}`, `GROUP BY ${T.group.col}`, `ORDER BY ${T.group.col};`),
          parts: [T.part],
          tags: ['string-functions', 'string-agg', 'group-by'],
        },
      };
    },
  },
  {
    id: 'string-contains-word',
    complexity: 1,
    build(ds, r) {
      const P = ds.family.people;
      const words = [...new Set(ds.people.flatMap((p) => String(p[P.name.col]).split(' ')).filter((w) => w.length >= 4))].sort();
      const needle = r.pick(words).slice(0, 4).toLowerCase();
      return {
        params: [needle],
        draft: {
          title: `${titleCase(P.many)} Whose ${titleCase(P.name.label)} Contains "${needle}"`,
          description: para(
            `Search the ${P.many} for the letters **${needle}** anywhere in ${code(P.name.col)}, ignoring upper/lower case.`,
            `Return ${code('id')}, ${code(P.name.col)} and ${code('name_lower')} (the name in lower case), ordered by ${code('id')}.`,
          ),
          solution: sql(`SELECT id, ${P.name.col}, LOWER(${P.name.col}) AS name_lower`, `FROM ${P.table}`, `WHERE ${P.name.col} ILIKE ${lit(`%${needle}%`)}`, `ORDER BY id;`),
          parts: ['people'],
          tags: ['string-functions', 'ilike', 'lower'],
        },
      };
    },
  },
];
