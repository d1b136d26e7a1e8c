import { loadModule, parseSync } from 'libpg-query';
import { type TableInfo } from '../schema-introspection';
import { candidateDatasets, lookAlikes, type Candidate } from './candidates';
import { boundaryFromText, dateNeighbours, numericNeighbours, shiftedConstants } from './literals';
import { queryFacts } from './query-facts';

const col = (name: string, o: Partial<TableInfo['columns'][number]> = {}): TableInfo['columns'][number] => ({
  name, category: 'N', typeName: 'integer', notNull: true, generated: false, identity: false, unique: false, foreignKey: false, solePrimaryKey: false, ...o,
});
const SCHEMA: TableInfo[] = [
  { name: 'departments', rowCount: 3, columns: [col('id', { unique: true, solePrimaryKey: true }), col('name', { category: 'S', typeName: 'text' })] },
  {
    name: 'employees', rowCount: 8,
    columns: [
      col('id', { unique: true, solePrimaryKey: true }), col('department_id', { foreignKey: true }), col('manager_id', { foreignKey: true, notNull: false }),
      col('full_name', { category: 'S', typeName: 'text' }), col('hired', { category: 'D', typeName: 'date' }), col('salary', { typeName: 'numeric(10,2)' }),
      col('email', { category: 'S', typeName: 'text', notNull: false }), col('active', { category: 'B', typeName: 'boolean' }),
    ],
    foreignKeys: [{ column: 'department_id', refTable: 'departments', refColumn: 'id' }, { column: 'manager_id', refTable: 'employees', refColumn: 'id' }],
  },
];

let cands: Candidate[] = [];
const find = (re: RegExp): Candidate[] => cands.filter((c) => re.test(c.label));

beforeAll(async () => {
  await loadModule();
  const tree = parseSync(`SELECT d.name, count(*) FROM employees e JOIN departments d ON d.id = e.department_id
    WHERE e.salary >= 50000 AND e.hired >= '2021-01-01' AND e.email LIKE '%@acme.com'
    GROUP BY d.name ORDER BY count(*) DESC, d.name`);
  cands = candidateDatasets(SCHEMA, queryFacts(tree), 7);
});

describe('candidate datasets, one rule at a time', () => {
  test('boundary rows on, just below and just above each literal (cents too on a numeric(10,2))', () => {
    const [b] = find(/^boundary rows for employees\.salary/);
    for (const v of ['50000', '49999', '50001', '49999.99', '50000.01', '49999.50']) expect(b?.script).toContain(`'${v}'`);
    const [d] = find(/^boundary rows for employees\.hired/);
    for (const v of ['2021-01-01', '2020-12-31', '2021-01-02']) expect(d?.script).toContain(`'${v}'`);
  });

  test('rows outside a date range: a month and a year around the literal', () => {
    const [d] = find(/^rows a month and a year around employees\.hired/);
    for (const v of ['2020-12-01', '2021-02-01', '2020-01-01', '2022-01-01']) expect(d?.script).toContain(`'${v}'`);
  });

  test('rows on the first instant of their day (timestamps) or month (dates), for comparisons against a computed date', () => {
    const [month] = find(/^some employees\.hired on the first of their month$/);
    expect(month?.script).toContain(`date_trunc('month', "hired")::date`);
    expect(find(/^some employees\.hired at midnight$/)).toHaveLength(0); // a date is always at midnight
    const stamped: TableInfo[] = [{ name: 'logins', rowCount: 4, columns: [col('id', { unique: true, solePrimaryKey: true }), col('at', { category: 'D', typeName: 'timestamp without time zone' }), col('seen', { category: 'D', typeName: 'date' })] }];
    const labels = (sql: string) => candidateDatasets(stamped, queryFacts(parseSync(sql)), 1).map((c) => c.label).filter((l) => /midnight|first of their month/.test(l));
    expect(labels('SELECT id FROM logins WHERE at >= now() - interval \'1 day\'')).toEqual(['some logins.at at midnight']);
    expect(labels('SELECT id FROM logins')).toEqual([]); // columns the reference does not name get none
    // a column compared with a computed value comes first: it takes the slots a large challenge leaves
    expect(labels('SELECT l.id FROM logins l WHERE l.seen IS NOT NULL AND l.at < now()')).toEqual(['some logins.at at midnight', 'some logins.seen on the first of their month']);
    expect(labels('SELECT l.id FROM logins l WHERE l.at IS NOT NULL AND l.seen > (SELECT min(x.seen) FROM logins x)')).toEqual(['some logins.seen on the first of their month', 'some logins.at at midnight']);
  });

  test('look-alike text for a pattern or an exact value: case, prefix, suffix, padding, another domain', () => {
    expect(lookAlikes('US', false)).toEqual(expect.arrayContaining(['US', 'us', 'US_x', 'xUS', 'US ', 'US.au']));
    expect(lookAlikes('%@acme.com', true)).toEqual(expect.arrayContaining(['@acme.com', 'zz@acme.com', '@ACME.COM']));
    expect(find(/^look-alike values of employees\.email/)).toHaveLength(1);
  });

  test('ties on every ordering, partition and grouping key', () => {
    expect(find(/^ties on departments\.name \(pairs\)/)).toHaveLength(1);
    expect(find(/^ties on departments\.name \(one value\)/)).toHaveLength(1);
  });

  test('NULLs in every nullable column, duplicates, childless parents and emptied groups', () => {
    expect(find(/^NULLs in employees\.email$/)).toHaveLength(1);
    expect(find(/^NULLs in employees\.manager_id$/)).toHaveLength(1);
    expect(find(/^NULLs in employees\.full_name$/)).toHaveLength(0);
    expect(find(/^duplicated rows of employees/)).toHaveLength(1);
    expect(find(/^departments rows left without employees/)).toHaveLength(1);
    expect(find(/^a new departments row with nothing linked to it/)).toHaveLength(1);
    expect(find(/^an emptied group of departments\.name/)).toHaveLength(1);
  });

  test('a deeper hierarchy under a self-referencing key: five more levels', () => {
    const [h] = find(/^a deeper employees hierarchy/);
    expect(h?.script.match(/INSERT INTO "employees"/g)).toHaveLength(5);
  });

  test('groups copied with their linked rows so computed keys tie, labelled to sort first and last', () => {
    const [g] = find(/^two copies of one departments\.name group with their linked rows/);
    expect(g?.script).toContain(`'A' || "name"`);
    expect(g?.script).toContain(`"name" || ' Z'`);
    expect(g?.script).toContain('"department_id" + 1000000');
    expect(find(/^one departments\.name group copied twice under one label/)).toHaveLength(1);
  });

  test('whole-schema variations: dates over other years, spellings, cents and magnitudes, flags', () => {
    expect(find(/^dates spread over/)[0]?.script).toContain(`interval '-1 year'`);
    expect(find(/^open text in other spellings/)[0]?.script).toContain('upper("full_name")');
    expect(find(/^amounts with cents/)[0]?.script).toContain('"salary" + 0.49');
    expect(find(/^every flag true/)[0]?.script).toBe('UPDATE "employees" SET "active" = true');
  });

  test('every script picks rows by content, never by physical position alone', () => {
    for (const c of cands.filter((x) => x.family !== 'random')) expect(c.script).not.toMatch(/ORDER BY ctid\)/);
  });

  test('deterministic: the same schema, query and seed give the same candidates', () => {
    const tree = parseSync("SELECT name FROM departments WHERE name = 'HR' ORDER BY name");
    expect(candidateDatasets(SCHEMA, queryFacts(tree), 3)).toEqual(candidateDatasets(SCHEMA, queryFacts(tree), 3));
  });
});

describe('literal neighbours', () => {
  test('numbers: ±1 and ± a tenth; decimals by their last digit', () => {
    expect(numericNeighbours(500, 0)).toEqual(expect.arrayContaining([499, 501, 450, 550]));
    expect(numericNeighbours(0.8, 2)).toEqual(expect.arrayContaining([0.79, 0.81]));
  });

  test('dates: ±1 day, the month end and the next month start', () => {
    expect(dateNeighbours('2024-03-15')).toEqual(['2024-03-14', '2024-03-16', '2024-03-31', '2024-04-01']);
    expect(dateNeighbours('2024-03-01')).toEqual(['2024-02-29', '2024-03-02', '2024-03-31']);
    expect(dateNeighbours('not a date')).toEqual([]);
  });

  test('intervals move by one unit; a constant expression bound becomes boundary values', () => {
    expect(shiftedConstants({ sval: { sval: '30 days' } }).map((s) => s.to)).toEqual(['29 days', '31 days']);
    expect(boundaryFromText('1959-01-01 00:00:00')).toEqual(['1959-01-01', '1958-12-31', '1959-01-02']);
    expect(boundaryFromText('12.50')).toEqual(['12.50', '12.49', '12.51']);
    expect(boundaryFromText('hello')).toBeUndefined();
  });
});

describe('orphan rows for joins no REFERENCES backs', () => {
  const CLUB: TableInfo[] = [
    { name: 'members', rowCount: 4, columns: [col('memid', { unique: true, solePrimaryKey: true }), col('surname', { category: 'S', typeName: 'text' })] },
    { name: 'bookings', rowCount: 5, columns: [col('bookid', { unique: true, solePrimaryKey: true }), col('memid'), col('facid')] },
    { name: 'facilities', rowCount: 3, columns: [col('facid', { unique: true, solePrimaryKey: true }), col('name', { category: 'S', typeName: 'text' })] },
  ];
  const orphans = (tables: TableInfo[], sql: string): Candidate[] =>
    candidateDatasets(tables, queryFacts(parseSync(sql)), 1).filter((c) => /matches no/.test(c.label));

  it('a join written in ON or in WHERE gets rows on either side that match nothing on the other', () => {
    const on = orphans(CLUB, 'SELECT b.bookid FROM bookings b JOIN members m ON m.memid = b.memid');
    expect(on.map((c) => c.label).sort()).toEqual(['bookings rows whose memid matches no members.memid', 'members rows whose memid matches no bookings.memid']);
    expect(on.every((c) => c.family === 'links')).toBe(true);
    expect(orphans(CLUB, 'SELECT b.bookid FROM bookings b, facilities f WHERE f.facid = b.facid').length).toBe(2);
  });

  it('a join a foreign key backs gets none (the constraint refuses the orphan)', () => {
    const backed = CLUB.map((t) => (t.name === 'bookings' ? { ...t, foreignKeys: [{ column: 'memid', refTable: 'members', refColumn: 'memid' }] } : t));
    expect(orphans(backed, 'SELECT b.bookid FROM bookings b JOIN members m ON m.memid = b.memid')).toEqual([]);
  });
});
