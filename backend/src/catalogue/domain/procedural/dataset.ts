import { type Cell, insert } from '../sql-literals';
import { FIRST_NAMES, LAST_NAMES, type Family } from './family';
import { Random } from './random';

export type Row = Record<string, Cell>;
export type Part = 'people' | 'items' | 'events';

/** A family's tables filled with seeded rows. */
export interface Dataset {
  family: Family;
  people: Row[];
  items: Row[];
  events: Row[];
}

const EVENTS_FROM = '2024-01-01';
const EVENTS_TO = '2024-06-30';

export function buildDataset(family: Family, seed: number): Dataset {
  const r = new Random(seed);
  const { people: P, items: I, events: E } = family;

  const names = r.sample(FIRST_NAMES, r.int(10, 14)).map((first) => `${first} ${r.pick(LAST_NAMES)}`);
  const people = names.map((name, i) => {
    const [first, last] = name.toLowerCase().split(' ');
    return {
      id: i + 1,
      [P.name.col]: name,
      [P.email.col]: `${first}.${last}@${r.pick(P.email.domains)}`,
      [P.group.col]: r.pick(P.group.values),
      [P.since.col]: r.date(P.since.from, P.since.to),
      [P.optional.col]: r.chance(0.3) ? null : P.optional.make(r, i),
    } as Row;
  });

  const catalog = r.sample(I.catalog, Math.min(I.catalog.length, r.int(8, 12)));
  const items = catalog.map(([name, category, lo, hi], i) => ({ id: i + 1, [I.name.col]: name, [I.category.col]: category, [I.price.col]: r.money(lo, hi) }) as Row);

  // A couple of people and one item never appear in events, so anti-joins and LEFT JOIN zeros have answers.
  const active = r.sample(people, people.length - r.int(1, 2));
  const usedItems = r.sample(items, items.length - 1);
  const statusWeights = E.status.values;
  const total = statusWeights.reduce((s, [, w]) => s + w, 0);
  const status = (): string => {
    let x = r.float() * total;
    for (const [v, w] of statusWeights) if ((x -= w) < 0) return v;
    return statusWeights[0]![0];
  };
  const events = Array.from({ length: r.int(20, 30) }, () => ({
    [E.date.col]: r.date(EVENTS_FROM, EVENTS_TO),
    [E.personFk]: r.pick(active).id as number,
    [E.itemFk]: r.pick(usedItems).id as number,
    [E.status.col]: status(),
    [E.count.col]: r.int(E.count.min, E.count.max),
    [E.amount.col]: r.money(E.amount.min, E.amount.max),
    [E.extra.col]: r.chance(0.3) ? null : r.money(E.extra.min, E.extra.max),
  }))
    .sort((a, b) => String(a[E.date.col]).localeCompare(String(b[E.date.col])))
    .map((row, i) => ({ id: i + 1, ...row }) as Row);

  return { family, people, items, events };
}

/** CREATE TABLE and INSERT statements for the parts a question needs (events need both parents). */
export function setupSql(ds: Dataset, parts: readonly Part[]): string {
  const { people: P, items: I, events: E } = ds.family;
  const want = new Set<Part>(parts.includes('events') ? ['people', 'items', 'events'] : parts);
  const blocks: string[] = [];
  if (want.has('people')) {
    const cols = ['id', P.name.col, P.email.col, P.group.col, P.since.col, P.optional.col];
    blocks.push(`CREATE TABLE ${P.table} (
  id int PRIMARY KEY,
  ${P.name.col} text NOT NULL,
  ${P.email.col} text NOT NULL CHECK (${P.email.col} ~ '^[^@]*@[^@]*$'),
  ${P.group.col} text NOT NULL,
  ${P.since.col} date NOT NULL,
  ${P.optional.col} text
);
${insert(P.table, cols, ds.people.map((row) => cols.map((c) => row[c] ?? null)))}`);
  }
  if (want.has('items')) {
    const cols = ['id', I.name.col, I.category.col, I.price.col];
    blocks.push(`CREATE TABLE ${I.table} (
  id int PRIMARY KEY,
  ${I.name.col} text NOT NULL,
  ${I.category.col} text NOT NULL,
  ${I.price.col} numeric(10,2) NOT NULL
);
${insert(I.table, cols, ds.items.map((row) => cols.map((c) => row[c] ?? null)))}`);
  }
  if (want.has('events')) {
    const cols = ['id', E.personFk, E.itemFk, E.date.col, E.status.col, E.count.col, E.amount.col, E.extra.col];
    blocks.push(`CREATE TABLE ${E.table} (
  id int PRIMARY KEY,
  ${E.personFk} int NOT NULL REFERENCES ${P.table}(id),
  ${E.itemFk} int NOT NULL REFERENCES ${I.table}(id),
  ${E.date.col} date NOT NULL,
  ${E.status.col} text NOT NULL,
  ${E.count.col} int NOT NULL,
  ${E.amount.col} numeric(10,2) NOT NULL,
  ${E.extra.col} numeric(10,2)
);
${insert(E.table, cols, ds.events.map((row) => cols.map((c) => row[c] ?? null)))}`);
  }
  return blocks.join('\n\n');
}

/** The sample_data_description: the scene and what each table holds. */
export function describeData(ds: Dataset, parts: readonly Part[]): string {
  const { people: P, items: I, events: E } = ds.family;
  const want = parts.includes('events') ? ['people', 'items', 'events'] : parts;
  const bits: string[] = [];
  if (want.includes('people')) bits.push(`${ds.people.length} ${P.many} (\`${P.table}\`) with their ${P.group.label}, ${P.since.label} and an optional ${P.optional.label}`);
  if (want.includes('items')) bits.push(`${ds.items.length} ${I.many} (\`${I.table}\`) in ${new Set(ds.items.map((i) => i[I.category.col])).size} ${I.category.label} groups with their ${I.price.label}`);
  if (want.includes('events')) bits.push(`${ds.events.length} ${E.many} (\`${E.table}\`) from January to June 2024, each with its ${E.status.label}, ${E.count.label}, ${E.amount.label} and (not always recorded) ${E.extra.label}`);
  return `${ds.family.story}: ${bits.join('; ')}.`;
}
