import { duplicateRows, insertSelect, soleIntegerKey } from '../copy-rows';
import { perturbationSteps, STRATEGIES } from '../perturbations';
import { quoteIdent, type ColumnInfo, type TableInfo } from '../schema-introspection';
import { type QueryFacts } from './query-facts';
import { byContent, cycleUpdate, deleteWithDependents, insertCopy, isDate, isTimestamp, numbered, tablesWith, type Candidate } from './dataset-sql';
import { mistakeCandidates } from './mistake-candidates';

export type { Candidate } from './dataset-sql';

const MAX_ORPHAN_CANDIDATES = 6;

/** Look-alikes of a text value: case, prefix, suffix, padding — what a loose pattern would also match. */
export function lookAlikes(text: string, pattern: boolean): string[] {
  const core = pattern ? text.replace(/[%_]/g, '') : text;
  if (!core) return [];
  const upper = core.toUpperCase();
  const title = core.charAt(0).toUpperCase() + core.slice(1);
  const out = [core, upper, core.toLowerCase(), title, `${core}_x`, `x${core}`, `${core} `, `pre-${core}-post`, `${core}.au`];
  if (pattern) {
    out.push(text.replace(/%/g, 'zz').replace(/_/g, 'q'), text.replace(/%/g, '').replace(/_/g, 'q'));
    out.push(text.toUpperCase().replace(/%/g, '').replace(/_/g, 'Q'));
  }
  return [...new Set(out)];
}

/**
 * Candidate datasets built from the schema and the reference's edges (XData): boundary rows for each
 * literal, look-alike text, NULLs in nullable columns, ties on ordering keys, duplicates, childless
 * parents and emptied groups, deeper hierarchies, and the seeded random perturbations of old.
 * Each is tried against the real constraints: one that violates them simply fails and is dropped.
 */
export function candidateDatasets(tables: TableInfo[], facts: QueryFacts, seed: number, opts: { splitLookAlikes?: boolean } = {}): Candidate[] {
  const out: Candidate[] = [];
  let family = 'boundary';
  const add = (label: string, steps: string[]): void => {
    if (steps.length) out.push({ label, script: steps.join(';\n'), family });
  };

  for (const literal of facts.literals) {
    for (const [table, column] of tablesWith(tables, literal.column)) {
      const where = `${table.name}.${column.name}`;
      if (literal.boundary) {
        let values = literal.boundary;
        const scale = /^numeric\(\d+,(\d+)\)$/.exec(column.typeName)?.[1];
        if (scale && Number(scale) > 0 && /^-?\d+(\.\d+)?$/.test(values[0] ?? '')) {
          // a column with cents: the edge is also a cent (or half a unit) either side of the literal
          const v = Number(values[0]);
          const cent = 10 ** -Number(scale);
          values = [...values, ...[v - cent, v + cent, v - 0.5, v + 0.5].map((x) => x.toFixed(Number(scale)))];
        }
        if (/^(numeric|real|double precision)$/.test(column.typeName) && /^-?\d+$/.test(values[0] ?? '')) {
          // an unconstrained or floating column against a whole number: values that round onto it from either side
          const v = Number(values[0]);
          values = [...values, ...[v - 0.5, v - 0.4, v + 0.4, v + 0.5].map(String)];
        }
        if (isTimestamp(column)) {
          const [on, below] = values as [string, string];
          values = [on, `${below} 23:59:59`, `${on} 12:00:00`, `${on} 23:59:59`, below];
        }
        add(`boundary rows for ${where} ${literal.op} ${literal.boundary[0]}`, [cycleUpdate(table, column, values)]);
        add(`some boundary rows for ${where} ${literal.op} ${literal.boundary[0]}`, [cycleUpdate(table, column, values, 2)]);
        // one value at a time too: a CHECK that forbids one of them must not cost the others
        for (const value of literal.boundary) add(`rows at ${where} = ${value}`, [cycleUpdate(table, column, [value], 2)]);
        if ((isDate(column) || isTimestamp(column)) && /^\d{4}-\d{2}-\d{2}$/.test(literal.boundary[0] ?? '')) {
          const d = literal.boundary[0] as string;
          add(`rows a month and a year around ${where} ${d}`, [
            cycleUpdate(table, column, [d, `${shiftDate(d, -1, 0)}`, `${shiftDate(d, 1, 0)}`, `${shiftDate(d, 0, -1)}`, `${shiftDate(d, 0, 1)}`], 2),
          ]);
        }
      } else if (literal.text !== undefined && column.category === 'S') {
        const values = lookAlikes(literal.text, literal.pattern ?? false);
        if (values.length) {
          add(`look-alike values of ${where} ${literal.op} '${literal.text}'`, [cycleUpdate(table, column, values, 2)]);
          add(`look-alike values (dense) of ${where} '${literal.text}'`, [cycleUpdate(table, column, values)]);
          // With accepted readings, one kind of look-alike per dataset: a case-blind reading the text allows
          // must not cost the dataset that also holds the affixed values a loose pattern would match.
          if (opts.splitLookAlikes) {
            const caseOnly = values.filter((v) => v.toLowerCase() === values[0]?.toLowerCase());
            const affixed = values.filter((v) => v.toLowerCase() !== values[0]?.toLowerCase());
            if (caseOnly.length > 1) add(`look-alike letter case of ${where} '${literal.text}'`, [cycleUpdate(table, column, caseOnly)]);
            if (affixed.length) add(`look-alike affixes of ${where} '${literal.text}'`, [cycleUpdate(table, column, [values[0] as string, ...affixed])]);
          }
        }
      }
    }
  }

  family = 'ties';
  for (const name of facts.orderingColumns) {
    for (const [table, column] of tablesWith(tables, name)) {
      if (column.unique) continue;
      const t = quoteIdent(table.name);
      const c = quoteIdent(column.name);
      add(`ties on ${table.name}.${column.name} (pairs)`, [
        `UPDATE ${t} SET ${c} = s.prev FROM (SELECT ctid AS row_id, lag(${c}) OVER (ORDER BY ${byContent(t)}) AS prev, row_number() OVER (ORDER BY ${byContent(t)}) AS rn FROM ${t}) s WHERE ${t}.ctid = s.row_id AND s.rn % 2 = 0`,
      ]);
      add(`ties on ${table.name}.${column.name} (one value)`, [
        `UPDATE ${t} SET ${c} = (SELECT ${c} FROM ${t} ORDER BY ${byContent(t)} LIMIT 1) FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 3 <> 0`,
      ]);
    }
  }

  family = 'dates';
  for (const table of tables) {
    if (table.rowCount === 0) continue;
    const t = quoteIdent(table.name);
    for (const c of table.columns.filter((x) => (isDate(x) || isTimestamp(x)) && !x.generated)) {
      const col = quoteIdent(c.name);
      for (const [label, shift] of [['a year earlier', '-1 year'], ['a year later', '1 year'], ['a month earlier', '-1 month'], ['a month later', '1 month']] as const) {
        add(`some ${table.name}.${c.name} ${label}`, [`UPDATE ${t} SET ${col} = ${col} + interval '${shift}' FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 3 = 2`]);
      }
    }
  }

  family = 'calendar-edges';
  // Rows exactly on the first instant of a day (timestamps) or of a month (dates): `ts >= day` and
  // `ts > day`, `ts < day + 1` and `ts <= day + 1`, `d < next_month` and `d <= next_month` agree on every
  // other value. Comparisons with a literal get their boundary rows above; these catch the ones against a
  // computed day or month. Only for the columns the reference names, those it compares first.
  const named = new Set(facts.columns);
  const dated = tables.filter((table) => table.rowCount > 0).flatMap((table) => table.columns
    .filter((c) => (isDate(c) || isTimestamp(c)) && !c.generated && !c.unique && named.has(c.name)).map((c) => [table, c] as const));
  const compared = (c: ColumnInfo): number => (facts.rangeColumns.includes(c.name) ? 0 : 1);
  for (const [table, c] of dated.sort(([, a], [, b]) => compared(a) - compared(b))) {
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    const [unit, label] = isTimestamp(c) ? ['day', 'at midnight'] : ['month', 'on the first of their month'];
    add(`some ${table.name}.${c.name} ${label}`, [`UPDATE ${t} SET ${col} = date_trunc('${unit}', ${col})::${c.typeName} FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 3 = 1`]);
  }

  family = 'broad';
  // Whole-schema variations, one dataset each: the sample's dates spread over other years and months,
  // open text in other spellings, amounts with cents and larger magnitudes, repeated names.
  const every = (f: (table: TableInfo, c: ColumnInfo, t: string, col: string) => string | undefined): string[] =>
    tables.filter((table) => table.rowCount > 0).flatMap((table) => table.columns.filter((c) => !c.generated && !c.unique && !c.foreignKey)
      .map((c) => f(table, c, quoteIdent(table.name), quoteIdent(c.name))).filter((x): x is string => !!x));
  add('dates spread over the year before, the month after and years ahead', every((_table, c, t, col) => (isDate(c) || isTimestamp(c))
    ? `UPDATE ${t} SET ${col} = ${col} + CASE s.rn % 5 WHEN 1 THEN interval '-1 year' WHEN 2 THEN interval '1 month' WHEN 3 THEN interval '5 years' ELSE interval '0' END FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 5 IN (1, 2, 3)`
    : undefined));
  add('open text in other spellings', every((_table, c, t, col) => (c.category === 'S' && !c.checked)
    ? `UPDATE ${t} SET ${col} = CASE s.rn % 6 WHEN 1 THEN upper(${col}) WHEN 2 THEN ${col} || '_x' WHEN 3 THEN ' ' || ${col} || ' ' WHEN 4 THEN lower(${col}) ELSE ${col} END FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 6 BETWEEN 1 AND 4`
    : undefined));
  add('amounts with cents, zeros and larger magnitudes', every((_table, c, t, col) => (/^numeric\(\d+,[1-9]\d*\)$/.test(c.typeName))
    ? `UPDATE ${t} SET ${col} = CASE s.rn % 5 WHEN 1 THEN ${col} + 0.49 WHEN 2 THEN ${col} * 10 + 0.01 WHEN 3 THEN 0 ELSE ${col} END FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 5 IN (1, 2, 3)`
    : undefined));
  add('whole numbers ten and a hundred times larger', every((_table, c, t, col) => (c.category === 'N' && /^(integer|bigint|smallint)$/.test(c.typeName))
    ? `UPDATE ${t} SET ${col} = CASE s.rn % 4 WHEN 1 THEN ${col} * 10 WHEN 2 THEN ${col} * 100 ELSE ${col} END FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 4 IN (1, 2)`
    : undefined));
  for (const value of ['true', 'false']) {
    add(`every flag ${value}`, every((_table, c, t, col) => (c.typeName === 'boolean' ? `UPDATE ${t} SET ${col} = ${value}` : undefined)));
  }
  add('repeated names and labels', every((_table, c, t, col) => (c.category === 'S' && !c.checked)
    ? `UPDATE ${t} SET ${col} = s.prev FROM (SELECT ctid AS row_id, lag(${col}) OVER (ORDER BY ${byContent(t)}) AS prev, row_number() OVER (ORDER BY ${byContent(t)}) AS rn FROM ${t}) s WHERE ${t}.ctid = s.row_id AND s.rn % 4 = 0`
    : undefined));

  family = 'nulls-duplicates';
  for (const table of tables) {
    if (table.rowCount === 0) continue;
    const t = quoteIdent(table.name);
    const nullable = table.columns.filter((c) => !c.notNull && !c.generated);
    for (const c of nullable) add(`NULLs in ${table.name}.${c.name}`, [`UPDATE ${t} SET ${quoteIdent(c.name)} = NULL FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 3 = 1`]);
    // the other way round, for the columns the reference names: some rows that had no value get one (a unit
    // dissolved, a member who left), so that a NULL test on one table of a self-join or a join is needed
    for (const c of nullable.filter((x) => named.has(x.name) && !x.foreignKey && !x.unique)) {
      const col = quoteIdent(c.name);
      add(`values where ${table.name}.${c.name} was NULL`, [
        `UPDATE ${t} SET ${col} = (SELECT ${col} FROM ${t} WHERE ${col} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1) FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND ${t}.${col} IS NULL AND s.rn % 2 = 0`,
      ]);
    }
    const numeric = table.columns.filter((c) => c.category === 'N' && !c.unique && !c.foreignKey && !c.generated);
    for (const c of numeric) {
      add(`equal values in ${table.name}.${c.name}`, [`UPDATE ${t} SET ${quoteIdent(c.name)} = (SELECT ${quoteIdent(c.name)} FROM ${t} WHERE ${quoteIdent(c.name)} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1)`]);
    }
    const dup = duplicateHalf(table);
    if (dup) add(`duplicated rows of ${table.name}`, [dup]);
    const pk = soleIntegerKey(table);
    if (pk) add(`a new ${table.name} row with nothing linked to it`, [insertCopy(table, pk, `ORDER BY ${byContent(t)} LIMIT 1`)]);
  }

  family = 'links';
  for (const table of tables) {
    for (const fk of table.foreignKeys ?? []) {
      const child = quoteIdent(table.name);
      const c = quoteIdent(fk.column);
      // (with the rows that link to the deleted ones: a claim's payments go with the claim)
      add(`${fk.refTable} rows left without ${table.name}`, deleteWithDependents(tables, table, `${c} IN (SELECT ${c} FROM ${child} WHERE ${c} IS NOT NULL ORDER BY ${byContent(child)} LIMIT 2)`));
      const parent = tables.find((t) => t.name === fk.refTable);
      const pk = parent && soleIntegerKey(parent);
      if (parent && pk && fk.refTable === table.name) add(`a deeper ${table.name} hierarchy`, deeperHierarchy(parent, pk, fk.column));
      if (parent && pk && fk.refTable !== table.name) {
        const move = `UPDATE ${child} SET ${c} = (SELECT max(${quoteIdent(pk.name)}) FROM ${quoteIdent(parent.name)}) FROM ${numbered(child)} s WHERE ${child}.ctid = s.row_id AND s.rn % 2 = 0`;
        add(`${table.name} rows moved onto one ${parent.name} row`, [move]);
        // every parent gets the same number of children with the same values: aggregates tie, tie-breaks decide
        const spread = `UPDATE ${child} SET ${c} = p.${quoteIdent(pk.name)} FROM ${numbered(child)} s, (SELECT ${quoteIdent(pk.name)}, row_number() OVER (ORDER BY ${quoteIdent(pk.name)}) AS pn, count(*) OVER () AS n FROM ${quoteIdent(parent.name)}) p WHERE ${child}.ctid = s.row_id AND p.pn = 1 + (s.rn - 1) % p.n`;
        const same = table.columns.filter((x) => x.category === 'N' && !x.unique && !x.foreignKey && !x.generated)
          .map((x) => `UPDATE ${child} SET ${quoteIdent(x.name)} = (SELECT ${quoteIdent(x.name)} FROM ${child} WHERE ${quoteIdent(x.name)} IS NOT NULL ORDER BY ${byContent(child)} LIMIT 1)`);
        add(`${table.name} spread evenly over ${parent.name} with equal values`, [spread, ...same]);
      }
    }
  }

  // Joins the schema does not back with REFERENCES: rows on either side whose key matches nothing on the
  // other (an orphan booking of a member who does not exist), so INNER ↔ LEFT JOIN always meet the case.
  const isInteger = (c: ColumnInfo): boolean => /^(int|integer|bigint|smallint|int[248])$/.test(c.typeName);
  const orphansBefore = out.length;
  for (const [a, b] of facts.joinPairs ?? []) {
    for (const [ta, ca] of tablesWith(tables, a)) {
      for (const [tb, cb] of tablesWith(tables, b)) {
        if (ta === tb || !isInteger(ca) || !isInteger(cb)) continue;
        const backed = (ta.foreignKeys ?? []).some((f) => f.column === ca.name && f.refTable === tb.name) || (tb.foreignKeys ?? []).some((f) => f.column === cb.name && f.refTable === ta.name);
        const referenced = tables.some((x) => (x.foreignKeys ?? []).some((f) => f.refTable === ta.name && f.refColumn === ca.name));
        if (backed || referenced || ca.generated || ca.identity || out.length - orphansBefore >= MAX_ORPHAN_CANDIDATES) continue;
        const t = quoteIdent(ta.name);
        const c = quoteIdent(ca.name);
        add(`${ta.name} rows whose ${ca.name} matches no ${tb.name}.${cb.name}`, [
          `UPDATE ${t} SET ${c} = ${c} + 1000000 FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND s.rn % 3 = 1 AND ${c} IS NOT NULL`,
        ]);
      }
    }
  }

  family = 'cloned-groups';
  // A copy of a group under a label that sorts first: every aggregate of the copy ties with the original,
  // so only the stated tie-break orders them (and a pick of "the first" must say which).
  for (const name of facts.orderingColumns) {
    for (const [table, column] of tablesWith(tables, name)) {
      if (column.category !== 'S' || column.checked) continue;
      const t = quoteIdent(table.name);
      const c = quoteIdent(column.name);
      const copy = cloneRows(table, { [column.name]: `'A' || ${c}` }, `WHERE ${c} = (SELECT ${c} FROM ${t} WHERE ${c} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1)`);
      if (copy) add(`a copy of one ${table.name}.${column.name} group that sorts first`, [copy]);
    }
  }
  // The same across a link: every row of one group copied under a new label, with the rows linked to
  // them copied too (ids shifted by a fixed offset so links follow), so sums and counts over the join tie.
  for (const name of facts.orderingColumns) {
    for (const [table, column] of tablesWith(tables, name)) {
      const pk = soleIntegerKey(table);
      if (column.category !== 'S' || column.checked || !pk) continue;
      const t = quoteIdent(table.name);
      const c = quoteIdent(column.name);
      const group = `(SELECT ${c} FROM ${t} WHERE ${c} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1)`;
      const steps: string[] = [];
      // two copies, one labelled to sort first and one last: an arbitrary order of the tie rarely matches both
      for (const [label, offset] of [[`'A' || ${c}`, CLONE_OFFSET], [`${c} || ' Z'`, 2 * CLONE_OFFSET]] as const) {
        steps.push(...linkedCopies(tables, table, pk, { [column.name]: label }, `WHERE ${c} = ${group}`, offset));
      }
      if (steps.length > 2) add(`two copies of one ${table.name}.${column.name} group with their linked rows, labelled to sort first and last`, steps);
      // the group copied twice under one label: shares and averages tie with the original, counts and sums double
      const doubled: string[] = [];
      for (const offset of [3 * CLONE_OFFSET, 4 * CLONE_OFFSET]) {
        doubled.push(...linkedCopies(tables, table, pk, { [column.name]: `'A' || ${c}` }, `WHERE ${c} = ${group}`, offset));
      }
      add(`one ${table.name}.${column.name} group copied twice under one label that sorts first`, doubled);
    }
  }
  for (const table of tables) {
    const parentPk = soleIntegerKey(table);
    if (!parentPk || table.rowCount === 0) continue;
    const t = quoteIdent(table.name);
    const labels = Object.fromEntries(table.columns.filter((c) => c.category === 'S' && !c.checked && !c.foreignKey).map((c) => [c.name, `'A' || ${quoteIdent(c.name)}`]));
    const first = `WHERE ${quoteIdent(parentPk.name)} = (SELECT ${quoteIdent(parentPk.name)} FROM ${t} ORDER BY ${byContent(t)} LIMIT 1)`;
    const parentCopy = cloneRows(table, labels, first);
    if (!parentCopy) continue;
    const children = tables.flatMap((child) => (child.foreignKeys ?? []).filter((fk) => fk.refTable === table.name && child !== table).map((fk) => [child, fk] as const));
    const childCopies = children.map(([child, fk]) => cloneRows(child, { [fk.column]: `(SELECT max(${quoteIdent(parentPk.name)}) FROM ${t})` },
      `WHERE ${quoteIdent(fk.column)} = (SELECT ${quoteIdent(parentPk.name)} FROM ${t} ORDER BY ${byContent(t)} LIMIT 1)`));
    if (childCopies.length && childCopies.every(Boolean)) add(`a copy of one ${table.name} row with all its linked rows, labelled to sort first`, [parentCopy, ...(childCopies as string[])]);
  }

  family = 'empty-groups';
  for (const name of new Set([...facts.joinColumns, ...facts.orderingColumns])) {
    for (const [table, column] of tablesWith(tables, name)) {
      const t = quoteIdent(table.name);
      const c = quoteIdent(column.name);
      add(`an emptied group of ${table.name}.${column.name}`, [`DELETE FROM ${t} WHERE ${c} = (SELECT ${c} FROM ${t} WHERE ${c} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1)`]);
    }
  }

  for (const c of mistakeCandidates(tables, facts)) out.push(c);

  family = 'random';
  for (let i = 0; i < 3; i++) {
    for (const [k, strategy] of STRATEGIES.entries()) {
      add(`random ${strategy} #${i + 1}`, perturbationSteps(tables, strategy, seed + 7 * i + k));
    }
  }
  return out;
}

function shiftDate(iso: string, months: number, years: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years, d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

const CLONE_OFFSET = 1_000_000;

/** Copies of the rows `where` picks with the key shifted by `offset`. */
function shiftedCopy(table: TableInfo, key: ColumnInfo | undefined, overrides: Record<string, string>, where: string, offset = CLONE_OFFSET): string {
  // other unique keys: text ones get a suffix of the copy's own; the rest is for the constraints to accept or refuse
  return insertSelect(table, (c) => {
    if (c === key) return shiftedKey(quoteIdent(c.name), c, offset);
    if (overrides[c.name]) return overrides[c.name] as string;
    return c.unique && c.category === 'S' ? `${quoteIdent(c.name)} || ' #${offset / CLONE_OFFSET + 1}'` : quoteIdent(c.name);
  }, `FROM ${quoteIdent(table.name)} ${where}`);
}

/** A key moved out of the way of the originals: an integer by the offset, a text key by a suffix. */
const shiftedKey = (value: string, key: ColumnInfo, offset: number): string =>
  key.category === 'S' ? `${value} || ' #${offset / CLONE_OFFSET + 1}'` : `${value} + ${offset}`;

/** The table's lone key (integer or text) that links can follow. */
const soleKey = (table: TableInfo): ColumnInfo | undefined => soleIntegerKey(table) ?? table.columns.find((c) => c.solePrimaryKey && c.category === 'S');

/**
 * Copies of the rows `where` picks with every row linked to them, three levels down (a policyholder's
 * policies and their claims), keys shifted by `offset` so that the copies' links follow each other.
 */
function linkedCopies(tables: TableInfo[], table: TableInfo, key: ColumnInfo | undefined, overrides: Record<string, string>, where: string, offset: number, depth = 3): string[] {
  const steps = [shiftedCopy(table, key, overrides, where, offset)];
  if (!key || depth <= 1) return steps;
  const t = quoteIdent(table.name);
  for (const child of tables) {
    if (child === table) continue;
    for (const fk of (child.foreignKeys ?? []).filter((f) => f.refTable === table.name && f.refColumn === key.name)) {
      steps.push(...linkedCopies(tables, child, soleKey(child), { [fk.column]: shiftedKey(quoteIdent(fk.column), key, offset) },
        `WHERE ${quoteIdent(fk.column)} IN (SELECT ${quoteIdent(key.name)} FROM ${t} ${where})`, offset, depth - 1));
    }
  }
  return steps;
}

/**
 * INSERT … SELECT copies of the rows `where` picks, with `overrides` (SQL over the source row) and a fresh
 * lone integer key; other unique text columns get a suffix. Undefined when the keys do not allow copies.
 */
function cloneRows(table: TableInfo, overrides: Record<string, string>, where: string): string | undefined {
  const t = quoteIdent(table.name);
  const key = soleIntegerKey(table);
  const uniques = table.columns.filter((c) => c.unique && c !== key);
  if (uniques.some((c) => c.category !== 'S') || (!key && table.columns.some((c) => c.unique))) return undefined;
  return insertSelect(table, (c) => {
    if (c === key) return `(SELECT max(${quoteIdent(c.name)}) FROM ${t}) + row_number() OVER (ORDER BY ${byContent('src')})`;
    if (overrides[c.name]) return overrides[c.name] as string;
    return c.unique ? `${quoteIdent(c.name)} || ' #2'` : quoteIdent(c.name);
  }, `FROM ${t} src ${where}`);
}

/** Copies of every other row (fresh ids under a lone integer key): kills DISTINCT, UNION and count mutants. */
function duplicateHalf(table: TableInfo): string | undefined {
  const t = quoteIdent(table.name);
  return duplicateRows(table, `FROM (SELECT *, row_number() OVER (ORDER BY ${byContent(t)}) AS rn FROM ${t}) src WHERE src.rn % 2 = 1`);
}

/** Five more levels under the deepest row of a self-referencing table. */
function deeperHierarchy(table: TableInfo, pk: ColumnInfo, parentColumn: string): string[] {
  const t = quoteIdent(table.name);
  const id = quoteIdent(pk.name);
  const leaf = `WHERE ${id} = (SELECT max(${id}) FROM ${t})`;
  return [1, 2, 3, 4, 5].map(() => insertCopy(table, pk, leaf, { [parentColumn]: `(SELECT max(${id}) FROM ${t})` }));
}
