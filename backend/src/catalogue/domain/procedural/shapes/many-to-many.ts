import { insert } from '../../sql-literals';
import type { Industry } from '../../generator.constants';
import { cap, code, cols, lit, para, sql, titleCase } from '../concepts/template';
import { FIRST_NAMES, LAST_NAMES } from '../family';
import type { Random } from '../random';
import { CASES, wrong } from '../authored';
import { an, personNames, plural, shapeQuestions, type ShapeTemplate } from './shape';

/** Two entities and a link table between them (each pair at most once). */
interface LinkTheme {
  story: string;
  a: { table: string; one: string; many: string };
  b: { table: string; one: string; many: string; category: string; categoryLabel: string; catalog: ReadonlyArray<readonly [string, string]> };
  link: { table: string; many: string; aFk: string; bFk: string; date: string; verb: string };
}

const LINKS: Record<Industry, LinkTheme> = {
  ecommerce: { story: 'A shop\'s wish lists', a: { table: 'customers', one: 'customer', many: 'customers' }, b: { table: 'products', one: 'product', many: 'products', category: 'category', categoryLabel: 'category', catalog: [['Trail Shoes', 'Sports'], ['Yoga Mat', 'Sports'], ['Tennis Racket', 'Sports'], ['Desk Lamp', 'Home'], ['Linen Sheets', 'Home'], ['Coffee Grinder', 'Kitchen'], ['Chef Knife', 'Kitchen'], ['Cast Iron Pan', 'Kitchen'], ['Noise-Cancelling Headphones', 'Electronics'], ['E-Reader', 'Electronics'], ['Smart Watch', 'Electronics']] }, link: { table: 'wishlist_items', many: 'wish-list entries', aFk: 'customer_id', bFk: 'product_id', date: 'added_on', verb: 'wish-listed' } },
  hr: { story: 'A company\'s skills register', a: { table: 'employees', one: 'employee', many: 'employees' }, b: { table: 'skills', one: 'skill', many: 'skills', category: 'skill_group', categoryLabel: 'skill group', catalog: [['SQL', 'Data'], ['Python', 'Data'], ['Tableau', 'Data'], ['Negotiation', 'Business'], ['Budgeting', 'Business'], ['Public Speaking', 'Business'], ['First Aid', 'Safety'], ['Fire Warden', 'Safety'], ['Spanish', 'Languages'], ['German', 'Languages'], ['Mandarin', 'Languages']] }, link: { table: 'employee_skills', many: 'skill records', aFk: 'employee_id', bFk: 'skill_id', date: 'certified_on', verb: 'has' } },
  healthcare: { story: 'A clinic\'s repeat prescriptions', a: { table: 'patients', one: 'patient', many: 'patients' }, b: { table: 'medications', one: 'medication', many: 'medications', category: 'drug_class', categoryLabel: 'drug class', catalog: [['Atorvastatin', 'Statin'], ['Simvastatin', 'Statin'], ['Rosuvastatin', 'Statin'], ['Amlodipine', 'Antihypertensive'], ['Lisinopril', 'Antihypertensive'], ['Losartan', 'Antihypertensive'], ['Metformin', 'Antidiabetic'], ['Gliclazide', 'Antidiabetic'], ['Sertraline', 'Antidepressant'], ['Citalopram', 'Antidepressant']] }, link: { table: 'prescriptions', many: 'prescriptions', aFk: 'patient_id', bFk: 'medication_id', date: 'prescribed_on', verb: 'is prescribed' } },
  saas: { story: 'A collaboration tool\'s workspaces', a: { table: 'users', one: 'user', many: 'users' }, b: { table: 'workspaces', one: 'workspace', many: 'workspaces', category: 'plan', categoryLabel: 'plan', catalog: [['Acme Design', 'enterprise'], ['Acme Sales', 'enterprise'], ['Globex Ops', 'enterprise'], ['Indie Makers', 'free'], ['Book Club', 'free'], ['Side Project', 'free'], ['Studio Nine', 'team'], ['Growth Squad', 'team'], ['Data Guild', 'team'], ['Launch Crew', 'team']] }, link: { table: 'memberships', many: 'memberships', aFk: 'user_id', bFk: 'workspace_id', date: 'joined_on', verb: 'is a member of' } },
  logistics: { story: 'A haulier\'s driver certifications', a: { table: 'drivers', one: 'driver', many: 'drivers' }, b: { table: 'certifications', one: 'certification', many: 'certifications', category: 'cert_type', categoryLabel: 'certification type', catalog: [['ADR Tanks', 'Hazardous'], ['ADR Packages', 'Hazardous'], ['Explosives', 'Hazardous'], ['Forklift', 'Equipment'], ['Crane', 'Equipment'], ['Tail Lift', 'Equipment'], ['Cold Chain', 'Cargo'], ['Livestock', 'Cargo'], ['Oversize Loads', 'Cargo'], ['Night Driving', 'Operations']] }, link: { table: 'driver_certifications', many: 'certifications held', aFk: 'driver_id', bFk: 'certification_id', date: 'certified_on', verb: 'holds' } },
  finance: { story: 'A wealth manager\'s client holdings', a: { table: 'clients', one: 'client', many: 'clients' }, b: { table: 'funds', one: 'fund', many: 'funds', category: 'asset_class', categoryLabel: 'asset class', catalog: [['Global Equity', 'Equity'], ['UK Equity Income', 'Equity'], ['Emerging Markets', 'Equity'], ['Gilt Fund', 'Bonds'], ['Corporate Bond', 'Bonds'], ['Short Duration', 'Bonds'], ['Property Trust', 'Property'], ['REIT Index', 'Property'], ['Money Market', 'Cash'], ['Gold Tracker', 'Commodities']] }, link: { table: 'holdings', many: 'holdings', aFk: 'client_id', bFk: 'fund_id', date: 'opened_on', verb: 'holds' } },
  marketing: { story: 'A publisher\'s newsletter subscriptions', a: { table: 'contacts', one: 'contact', many: 'contacts' }, b: { table: 'newsletters', one: 'newsletter', many: 'newsletters', category: 'topic', categoryLabel: 'topic', catalog: [['Morning Markets', 'Finance'], ['Crypto Weekly', 'Finance'], ['Money Tips', 'Finance'], ['Gadget Digest', 'Tech'], ['AI Brief', 'Tech'], ['Dev Notes', 'Tech'], ['Weekend Recipes', 'Lifestyle'], ['Travel Deals', 'Lifestyle'], ['Garden Club', 'Lifestyle'], ['Match Day', 'Sport']] }, link: { table: 'subscriptions', many: 'subscriptions', aFk: 'contact_id', bFk: 'newsletter_id', date: 'subscribed_on', verb: 'subscribes to' } },
  gaming: { story: 'A game\'s achievements', a: { table: 'players', one: 'player', many: 'players' }, b: { table: 'achievements', one: 'achievement', many: 'achievements', category: 'category', categoryLabel: 'category', catalog: [['First Blood', 'Combat'], ['Dragon Slayer', 'Combat'], ['Untouchable', 'Combat'], ['Cartographer', 'Exploration'], ['Deep Diver', 'Exploration'], ['Summit', 'Exploration'], ['Tycoon', 'Economy'], ['Haggler', 'Economy'], ['Guild Founder', 'Social'], ['Party Animal', 'Social']] }, link: { table: 'player_achievements', many: 'unlocked achievements', aFk: 'player_id', bFk: 'achievement_id', date: 'unlocked_on', verb: 'has unlocked' } },
};

export interface LinkData {
  theme: LinkTheme;
  as: Array<{ id: number; name: string }>;
  bs: Array<{ id: number; name: string; category: string }>;
  links: Array<{ a: number; b: number; date: string }>;
  setup: string;
  data: string;
}

export function buildLinks(industry: Industry, r: Random): LinkData {
  const t = LINKS[industry];
  const as = personNames(r, r.int(10, 12), FIRST_NAMES, LAST_NAMES).map((name, i) => ({ id: i + 1, name }));
  const bs = r.sample(t.b.catalog, r.int(8, t.b.catalog.length)).map(([name, category], i) => ({ id: i + 1, name, category }));
  // one or two people with nothing linked; the rest 1-4 links each
  const idle = new Set(r.sample(as.map((a) => a.id), r.int(1, 2)));
  const links: LinkData['links'] = [];
  for (const a of as) {
    if (idle.has(a.id)) continue;
    for (const b of r.sample(bs, r.int(1, 4))) links.push({ a: a.id, b: b.id, date: r.date('2023-01-01', '2024-06-30') });
  }
  links.sort((x, y) => x.date.localeCompare(y.date) || x.a - y.a);
  const setup = [
    `CREATE TABLE ${t.a.table} (\n  id int PRIMARY KEY,\n  full_name text NOT NULL\n);`,
    insert(t.a.table, ['id', 'full_name'], as.map((a) => [a.id, a.name])),
    '',
    `CREATE TABLE ${t.b.table} (\n  id int PRIMARY KEY,\n  name text NOT NULL,\n  ${t.b.category} text NOT NULL\n);`,
    insert(t.b.table, ['id', 'name', t.b.category], bs.map((b) => [b.id, b.name, b.category])),
    '',
    `CREATE TABLE ${t.link.table} (\n  ${t.link.aFk} int NOT NULL REFERENCES ${t.a.table}(id),\n  ${t.link.bFk} int NOT NULL REFERENCES ${t.b.table}(id),\n  ${t.link.date} date NOT NULL,\n  PRIMARY KEY (${t.link.aFk}, ${t.link.bFk})\n);`,
    insert(t.link.table, [t.link.aFk, t.link.bFk, t.link.date], links.map((l) => [l.a, l.b, l.date])),
  ].join('\n');
  const data = `${t.story}: ${as.length} ${t.a.many} (\`${t.a.table}\`), ${bs.length} ${t.b.many} (\`${t.b.table}\`) in ${new Set(bs.map((b) => b.category)).size} ${plural(t.b.categoryLabel)}, and ${links.length} ${t.link.many} (\`${t.link.table}\`) linking them, each pair at most once; some ${t.a.many} have none.`;
  return { theme: t, as, bs, links, setup, data };
}

/** A category some people link to twice or more (so a plain join would repeat them) and some not at all. */
function telling(d: LinkData, r: Random): string {
  const cats = [...new Set(d.bs.map((b) => b.category))].sort();
  const count = (a: number, c: string): number => d.links.filter((l) => l.a === a && d.bs.find((b) => b.id === l.b)!.category === c).length;
  const good = cats.filter((c) => d.as.some((a) => count(a.id, c) >= 2) && d.as.filter((a) => count(a.id, c) === 0 && d.links.some((l) => l.a === a.id)).length > 0);
  return r.pick(good.length ? good : cats);
}

/** The people with (or without) a link to a thing of the category: the correlated EXISTS both link questions answer with. */
function linkedQuery(d: LinkData, cat: string, without: boolean, order: string): string {
  const { a: A, b: B, link: L } = d.theme;
  return sql(
    `SELECT a.id, a.full_name`,
    `FROM ${A.table} a`,
    `WHERE ${without ? 'NOT ' : ''}EXISTS (`,
    `  SELECT 1`,
    `  FROM ${L.table} l`,
    `  JOIN ${B.table} b ON b.id = l.${L.bFk}`,
    `  WHERE l.${L.aFk} = a.id AND b.${B.category} = ${lit(cat)}`,
    `)`,
    `ORDER BY ${order};`,
  );
}

const linkQuestion = shapeQuestions('many-to-many', buildLinks);

export const MANY_TO_MANY_TEMPLATES: ShapeTemplate[] = [
  linkQuestion({ id: 'link-semi-join', sqlConcept: 'subqueries', concepts: ['semi-join'], rating: 1250, complexity: 1, category: 'SUBQUERY' }, (d, r) => {
    const { a: A, b: B, link: L } = d.theme;
    const cat = telling(d, r);
    const solution = linkedQuery(d, cat, false, 'a.full_name, a.id');
    return {
      title: `${titleCase(A.many)} Linked to Any ${cat} ${titleCase(B.one)}`,
      description: para(
        `Which ${A.many} have at least one ${B.one} whose ${B.categoryLabel} is **${cat}** in ${code(L.table)}? Each such ${A.one} appears **once**, however many ${cat} ${B.many} they have.`,
        `Return ${cols('id', 'full_name')}, ordered by ${code('full_name')}, then ${code('id')}.`,
      ),
      columns: ['id', 'full_name'],
      solution,
      tags: ['semi-join', 'exists', 'many-to-many'],
      hints: [
        `The ${A.many} table gives the rows; the link table and ${code(B.table)} only decide whether a row qualifies.`,
        `A semi join keeps a row when a match exists, without multiplying it: \`WHERE EXISTS (SELECT 1 FROM ${L.table} ... JOIN ${B.table} ...)\` or \`id IN (...)\`.`,
        `Correlate the subquery on \`l.${L.aFk} = a.id\`, filter \`${B.category} = '${cat}'\` inside it, and sort by \`full_name, id\`.`,
      ],
      approach: para(
        `The question asks *whether* a match exists, not for the matches themselves: that is a semi join. \`EXISTS\` evaluates the correlated subquery for each ${A.one} and keeps the row if it returns anything, so ${an(A.one)} with three ${cat} ${B.many} still appears once.`,
        `Inside the subquery the link table is joined to ${code(B.table)} to read the ${B.categoryLabel}. The same result can be written with \`a.id IN (SELECT l.${L.aFk} ...)\`.`,
      ),
      mistakes: [
        `**Joining all three tables and selecting the ${A.one} columns.** ${cap(an(A.one))} with several ${cat} ${B.many} then appears several times; patching it with \`DISTINCT\` works but hides the intent.`,
        `**Putting the ${B.categoryLabel} filter outside the subquery** or forgetting the correlation \`l.${L.aFk} = a.id\`: without it EXISTS is true for every ${A.one} as soon as anyone has ${an(cat)} ${B.one}.`,
      ],
      params: [cat],
      authored: {
        accepts: [
          sql(`SELECT id, full_name`, `FROM ${A.table}`, `WHERE id IN (SELECT l.${L.aFk} FROM ${L.table} l JOIN ${B.table} b ON b.id = l.${L.bFk} WHERE b.${B.category} = ${lit(cat)})`, `ORDER BY full_name, id;`),
          sql(`SELECT DISTINCT a.id, a.full_name`, `FROM ${A.table} a`, `JOIN ${L.table} l ON l.${L.aFk} = a.id`, `JOIN ${B.table} b ON b.id = l.${L.bFk} AND b.${B.category} = ${lit(cat)}`, `ORDER BY 2, 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT a.id, a.full_name`, `FROM ${A.table} a`, `JOIN ${L.table} l ON l.${L.aFk} = a.id`, `JOIN ${B.table} b ON b.id = l.${L.bFk}`, `WHERE b.${B.category} = ${lit(cat)}`, `ORDER BY a.full_name, a.id;`), `a join repeats ${an(A.one)} once per matching ${B.one}`, `${an(A.one)} with two ${cat} ${B.many}`),
          wrong(sql(`SELECT a.id, a.full_name`, `FROM ${A.table} a`, `WHERE EXISTS (SELECT 1 FROM ${L.table} l WHERE l.${L.aFk} = a.id)`, `ORDER BY a.full_name, a.id;`), `ignores the ${B.categoryLabel}`, `${an(A.one)} with only other ${plural(B.categoryLabel)}`),
          wrong(sql(`SELECT a.id, a.full_name`, `FROM ${A.table} a`, `WHERE EXISTS (`, `  SELECT 1 FROM ${L.table} l JOIN ${B.table} b ON b.id = l.${L.aFk}`, `  WHERE l.${L.aFk} = a.id AND b.${B.category} = ${lit(cat)}`, `)`, `ORDER BY a.full_name, a.id;`), `joins the ${B.many} on the ${A.one} key`, CASES.mismatchedIds),
          wrong(solution.replace('ORDER BY a.full_name, a.id;', 'ORDER BY a.full_name, a.id DESC;'), 'breaks ties on id descending', `two ${A.many} with the same name`),
        ],
      },
    };
  }),
  linkQuestion({ id: 'link-anti-join', sqlConcept: 'subqueries', concepts: ['anti-join'], rating: 1250, complexity: 1, category: 'SUBQUERY' }, (d, r) => {
    const { a: A, b: B, link: L } = d.theme;
    const cat = telling(d, r);
    const solution = linkedQuery(d, cat, true, 'a.id');
    return {
      title: `${titleCase(A.many)} Without Any ${cat} ${titleCase(B.one)}`,
      description: para(
        `Find the ${A.many} who have **no** ${B.one} of ${B.categoryLabel} **${cat}** in ${code(L.table)}. ${titleCase(A.many)} with no ${L.many} at all count too.`,
        `Return ${cols('id', 'full_name')}, ordered by ${code('id')}.`,
      ),
      columns: ['id', 'full_name'],
      solution,
      tags: ['anti-join', 'not-exists', 'many-to-many'],
      hints: [
        `Think of it as "all ${A.many}, minus those who have ${an(cat)} ${B.one}". ${titleCase(A.many)} with nothing in ${code(L.table)} must survive.`,
        `An anti join: \`WHERE NOT EXISTS (SELECT 1 FROM ${L.table} l JOIN ${B.table} b ON ... WHERE ...)\`, correlated on the ${A.one}.`,
        `Inside the subquery require both \`l.${L.aFk} = a.id\` and \`b.${B.category} = '${cat}'\`; sort the outer result by \`id\`.`,
      ],
      approach: para(
        `"Has no ${cat} ${B.one}" is an anti join: keep ${an(A.one)} when a correlated subquery finds **nothing**. \`NOT EXISTS\` does exactly that and is NULL-safe. The subquery joins the link table to ${code(B.table)} so that it can test the ${B.categoryLabel}, and the ${B.categoryLabel} filter belongs inside it.`,
        `A ${A.one} without any row in ${code(L.table)} has no ${cat} ${B.one} either, so it is kept automatically.`,
      ),
      mistakes: [
        `**Filtering the joined rows with \`${B.category} <> '${cat}'\`.** That keeps anyone with at least one *other* ${B.one}, including people who also have ${an(cat)} one, and drops ${A.many} with no ${L.many} at all.`,
        `**\`LEFT JOIN ... WHERE b.${B.category} = '${cat}' ... IS NULL\` with the ${B.categoryLabel} test in WHERE** instead of in the join condition: the WHERE clause then removes every unmatched row and the answer comes out empty.`,
      ],
      params: [cat],
      authored: {
        accepts: [
          sql(`SELECT id, full_name`, `FROM ${A.table}`, `WHERE id NOT IN (SELECT l.${L.aFk} FROM ${L.table} l JOIN ${B.table} b ON b.id = l.${L.bFk} WHERE b.${B.category} = ${lit(cat)})`, `ORDER BY id;`),
          sql(`SELECT id, full_name FROM ${A.table}`, `EXCEPT`, `SELECT l.${L.aFk}, a.full_name FROM ${L.table} l JOIN ${B.table} b ON b.id = l.${L.bFk} JOIN ${A.table} a ON a.id = l.${L.aFk} WHERE b.${B.category} = ${lit(cat)}`, `ORDER BY 1;`),
        ],
        rejects: [
          wrong(sql(`SELECT DISTINCT a.id, a.full_name`, `FROM ${A.table} a`, `JOIN ${L.table} l ON l.${L.aFk} = a.id`, `JOIN ${B.table} b ON b.id = l.${L.bFk}`, `WHERE b.${B.category} <> ${lit(cat)}`, `ORDER BY a.id;`), `keeps ${A.many} with some other ${B.one}, even with a ${cat} one too, and loses those with none`, `${an(A.one)} with ${B.many} of both kinds`),
          wrong(sql(`SELECT a.id, a.full_name`, `FROM ${A.table} a`, `LEFT JOIN ${L.table} l ON l.${L.aFk} = a.id`, `LEFT JOIN ${B.table} b ON b.id = l.${L.bFk} AND b.${B.category} = ${lit(cat)}`, `WHERE b.id IS NULL`, `ORDER BY a.id;`), `each non-${cat} link gives a row with no match, so mixed ${A.many} pass and appear repeatedly`, `${an(A.one)} with ${B.many} of both kinds`),
          wrong(sql(`SELECT a.id, a.full_name`, `FROM ${A.table} a`, `LEFT JOIN ${L.table} l ON l.${L.aFk} = a.id`, `WHERE l.${L.aFk} IS NULL`, `ORDER BY a.id;`), `only finds ${A.many} with no ${L.many} at all`, `${an(A.one)} with only other ${plural(B.categoryLabel)}`),
          wrong(sql(`SELECT a.id, a.full_name`, `FROM ${A.table} a`, `WHERE NOT EXISTS (`, `  SELECT 1 FROM ${L.table} l JOIN ${B.table} b ON b.id = l.${L.bFk}`, `  WHERE b.${B.category} = ${lit(cat)}`, `)`, `ORDER BY a.id;`), 'the subquery is not correlated with the outer row', `any ${cat} ${B.one}`),
        ],
      },
    };
  }),
];
