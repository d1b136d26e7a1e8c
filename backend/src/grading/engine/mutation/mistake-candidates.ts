import { quoteIdent, type ColumnInfo, type TableInfo } from '../schema-introspection';
import { insertSelect, soleIntegerKey } from '../copy-rows';
import { byContent, cycleUpdate, deleteWithDependents, insertCopy, isDate, isTimestamp, lit, numbered, tablesWith, type Candidate } from './dataset-sql';
import { type QueryFacts } from './query-facts';

/** Days before the end of the latest month: a month (28 to 31 days), a week, a year; the month's edges first. */
const BEFORE_LATEST = [0, 30, 31, 29, 1, 28, 32, 7, 6, 8, 365, 366, 364, 60, 61, 59, 90, 91, 89, 14, 13, 2];
/** Days either side of a date the reference names. */
const AROUND_LITERAL = [0, -30, 30, -31, 31, -1, 1, -29, 29, -28, 28, -7, 7, -365, 365, -366, 366, -60, 60, -91, 91, -14, 14];
/** The n-th row's offset in days, by its number. */
const offsets = (list: number[]): string => `(ARRAY[${list.join(', ')}])[1 + (s.rn - 1) % ${list.length}]`;

/** The families of mistake datasets, in the order spare slots go to them. */
export const MISTAKE_FAMILIES = ['empty-bands', 'net-zero', 'statuses', 'codes-disagree', 'month-ends', 'day-by-day', 'dst', 'partitions-interleaved', 'negatives', 'near-ties',
  'periods-moved', 'edge-values', 'affixes', 'mirrored'];

/**
 * The datasets that tell learners' semantic mistakes (mistakes.ts) apart from the reference: month ends
 * and every day of the weeks before the latest date (30 days against a month), the same instants half a
 * year later (fixed offsets against a time zone's DST), partitions interleaved in a window's order, rows
 * of every status, types that disagree with names, negative values and a group netting to zero, values a
 * unit apart (rounding). Only for the columns the reference names, so the search stays within its budget.
 */
export function mistakeCandidates(tables: TableInfo[], facts: QueryFacts): Candidate[] {
  const out: Candidate[] = [];
  const add = (family: string, label: string, steps: string[]): void => {
    if (steps.length) out.push({ label, script: steps.join(';\n'), family });
  };
  const named = new Set(facts.columns);
  const columns = (keep: (c: ColumnInfo) => boolean): Array<[TableInfo, ColumnInfo]> =>
    tables.filter((t) => t.rowCount > 0).flatMap((t) => t.columns.filter((c) => named.has(c.name) && !c.generated && keep(c)).map((c) => [t, c] as [TableInfo, ColumnInfo]));
  const rows = (t: string, where: string): string => `FROM ${numbered(t)} s WHERE ${t}.ctid = s.row_id AND ${where}`;

  for (const [table, c] of columns((x) => (isDate(x) || isTimestamp(x)) && !x.unique)) {
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    const lastDay = isTimestamp(c) ? `date_trunc('month', ${col}) + interval '1 month' - interval '1 second'` : `date_trunc('month', ${col}) + interval '1 month' - interval '1 day'`;
    add('month-ends', `some ${table.name}.${c.name} on the last ${isTimestamp(c) ? 'second' : 'day'} of their month, others on the first of the next`, [
      `UPDATE ${t} SET ${col} = CASE s.rn % 3 WHEN 1 THEN (${lastDay})::${c.typeName} ELSE (date_trunc('month', ${col}) + interval '1 month')::${c.typeName} END ${rows(t, 's.rn % 3 IN (1, 2)')}`,
    ]);
    // rows at the calendar's edges before the month's end of the latest one (times of day kept): a month
    // is not 30 days, a year not 365, and the first rows of a small table take the month's edges
    const anchor = `(date_trunc('month', (SELECT max(${col}) FROM ${t})) + interval '1 month' - interval '1 day')`;
    const back = offsets(BEFORE_LATEST);
    const day = isTimestamp(c) ? `${anchor} - ${back} * interval '1 day' + (${col} - date_trunc('day', ${col}))` : `(${anchor})::date - ${back}`;
    add('day-by-day', `${table.name}.${c.name} at the calendar's edges before the end of the latest month`, [`UPDATE ${t} SET ${col} = (${day})::${c.typeName} ${rows(t, `${col} IS NOT NULL`)}`]);
  }
  for (const literal of facts.literals) {
    const d = literal.boundary?.[0];
    if (!d || !/^\d{4}-\d{2}-\d{2}$/.test(d)) continue;
    for (const [table, c] of tablesWith(tables, literal.column)) {
      if (!(isDate(c) || isTimestamp(c)) || c.unique) continue;
      const t = quoteIdent(table.name);
      const col = quoteIdent(c.name);
      add('day-by-day', `${table.name}.${c.name} at the calendar's edges either side of ${d}`, [
        `UPDATE ${t} SET ${col} = (${lit(d)}::date + ${offsets(AROUND_LITERAL)}${isTimestamp(c) ? ` + (${col} - date_trunc('day', ${col}))` : ''})::${c.typeName} ${rows(t, `${col} IS NOT NULL`)}`,
      ]);
    }
  }

  // whole rows moved past a date the reference names, every date of the row by the same number of days (a
  // period keeps its length): a period that starts and ends after the day, or ends before it, is where
  // `a AND b OR c`, a missing lower bound or a bound added on another date column show. Whole groups move
  // together (a subscriber's assignments), so that periods that must not overlap still do not.
  for (const d of (facts.dateConstants ?? []).slice(0, 2)) {
    for (const table of tables.filter((x) => x.rowCount > 0)) {
      const dates = table.columns.filter((x) => (isDate(x) || isTimestamp(x)) && !x.generated && !x.unique);
      if (!dates.some((x) => named.has(x.name))) continue;
      const t = quoteIdent(table.name);
      const days = dates.map((x) => `${quoteIdent(x.name)}::date`).join(', ');
      const shift = (by: string): string => dates.map((x) => `${quoteIdent(x.name)} = (${quoteIdent(x.name)} + (${by}) * interval '1 day')::${x.typeName}`).join(', ');
      const key = table.columns.find((x) => x.foreignKey && !x.unique);
      const group = key ? `(SELECT ctid AS row_id, dense_rank() OVER (ORDER BY ${quoteIdent(key.name)}) AS g FROM ${t})` : `(SELECT ctid AS row_id, 2 AS g FROM ${t})`;
      const within = key ? `every other ${key.name} group` : 'every row';
      const allDated = dates.map((x) => `${quoteIdent(x.name)} IS NOT NULL`).join(' AND ');
      const firstDated = `(SELECT ctid FROM ${t} WHERE ${allDated} ORDER BY ${byContent(t)} LIMIT 1)`;
      // one offset per group, from the group's own dates, so that the rows of a group keep their relations
      const after = `${lit(d)}::date + 1 - min(LEAST(${days})) OVER (PARTITION BY s.g)`;
      const before = `${lit(d)}::date - 1 - max(GREATEST(${days})) OVER (PARTITION BY s.g)`;
      const byGroup = (edge: string): string =>
        `UPDATE ${t} SET ${shift('m.by')} FROM (SELECT ${t}.ctid AS row_id, ${edge} AS by FROM ${t} JOIN ${group} s ON ${t}.ctid = s.row_id WHERE s.g % 2 = 0) m WHERE ${t}.ctid = m.row_id AND m.by IS NOT NULL`;
      add('periods-moved', `${table.name}: ${within} moved to start after ${d} (all its dates shifted alike)`, [byGroup(after)]);
      add('periods-moved', `${table.name}: ${within} moved to end before ${d} (all its dates shifted alike)`, [byGroup(before)]);
      add('periods-moved', `${table.name}: one row with every date set moved to start after ${d}`, [`UPDATE ${t} SET ${shift(`${lit(d)}::date + 1 - LEAST(${days})`)} WHERE ctid = ${firstDated}`]);
    }
  }
  // a date where there was none, later than every other (a unit dissolved next year, a member who will leave):
  // a test against a day the learner picks, instead of IS NULL, keeps or drops those
  for (const [table, c] of columns((x) => (isDate(x) || isTimestamp(x)) && !x.notNull && !x.unique && !x.foreignKey)) {
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    add('periods-moved', `${table.name}.${c.name} set years after the latest date where it was NULL`, [
      `UPDATE ${t} SET ${col} = ((SELECT max(${col}) FROM ${t}) + interval '3 years' + s.rn * interval '1 day')::${c.typeName} ${rows(t, `${col} IS NULL AND s.rn % 2 = 0`)}`,
    ]);
  }

  if (facts.timeZoned) {
    for (const [table, c] of columns((x) => isTimestamp(x) && !x.unique)) {
      const t = quoteIdent(table.name);
      const col = quoteIdent(c.name);
      add('dst', `some ${table.name}.${c.name} half a year later (the other side of a DST change)`, [`UPDATE ${t} SET ${col} = ${col} + interval '6 months' ${rows(t, 's.rn % 2 = 0')}`]);
      add('dst', `${table.name}.${c.name} on the hour, half of them half a year earlier`, [
        `UPDATE ${t} SET ${col} = date_trunc('hour', ${col}) - CASE WHEN s.rn % 2 = 1 THEN interval '6 months' ELSE interval '0' END ${rows(t, 'true')}`,
      ]);
    }
  }

  for (const w of facts.windows ?? []) {
    for (const table of tables.filter((x) => x.rowCount > 1)) {
      const p = table.columns.find((c) => w.partition.includes(c.name) && !c.generated && !c.unique);
      const o = table.columns.find((c) => w.order.includes(c.name));
      if (!p || !o) continue;
      const t = quoteIdent(table.name);
      const pc = quoteIdent(p.name);
      const first = `(SELECT ${pc} FROM ${t} WHERE ${pc} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1)`;
      const last = `(SELECT ${pc} FROM ${t} WHERE ${pc} IS NOT NULL ORDER BY ${byContent(t)} DESC LIMIT 1)`;
      add('partitions-interleaved', `${table.name} rows alternating between two ${p.name} values in ${o.name} order`, [
        `UPDATE ${t} SET ${pc} = CASE s.rn % 2 WHEN 0 THEN ${first} ELSE ${last} END FROM (SELECT ctid AS row_id, row_number() OVER (ORDER BY ${quoteIdent(o.name)}, ${byContent(t)}) AS rn FROM ${t}) s WHERE ${t}.ctid = s.row_id AND s.rn <= 400`,
      ]);
    }
  }

  // the labels the reference looks for in a text array (`'billing' = ANY(tags)`, `tags @> ARRAY['billing']`) given
  // look-alikes on rows without them: a substring or case-blind match over the array's text takes those rows in
  const labels = (facts.textConstants ?? []).slice(0, 3);
  for (const [table, c] of labels.length ? columns((x) => /^(text|character varying)(\(\d+\))?\[\]$/.test(x.typeName)) : []) {
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    for (const [label, values] of [['affixed', labels.flatMap((v) => [`${v}-x`, `x-${v}`, `${v}s`])], ['in capitals', labels.map((v) => v.toUpperCase())]] as const) {
      const without = labels.map((v) => `NOT (${lit(v)} = ANY(coalesce(${col}, '{}')))`).join(' AND ');
      add('affixes', `${table.name}.${c.name} given ${labels.map((v) => `'${v}'`).join(', ')} ${label} on every other row without them`, [
        `UPDATE ${t} SET ${col} = coalesce(${col}, '{}') || ARRAY[${values.map(lit).join(', ')}]::${c.typeName} ${rows(t, `s.rn % 2 = 0 AND ${without}`)}`,
      ]);
    }
  }

  const compared = new Set(facts.literals.filter((l) => l.text !== undefined).map((l) => l.column));
  for (const [table, c] of columns((x) => x.category === 'S' && (x.values?.length ?? 0) > 1)) {
    const values = c.values as string[];
    add('statuses', `${table.name}.${c.name} cycling through every value (${values.length})`, [cycleUpdate(table, c, values)]);
    // a type the reference compares, groups or sorts by: names and codes must not decide it
    if (!compared.has(c.name) && !facts.orderingColumns.includes(c.name)) continue;
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    const rotate = values.map((v, i) => `WHEN ${lit(v)} THEN ${lit(values[(i + 1) % values.length] as string)}`).join(' ');
    add('codes-disagree', `${table.name}.${c.name} moved to the next value on every other row (names and codes no longer match it)`, [
      `UPDATE ${t} SET ${col} = (CASE ${col} ${rotate} ELSE ${col} END)::${c.typeName} ${rows(t, 's.rn % 2 = 0')}`,
    ]);
  }

  // amounts, not keys: a column the reference joins on, or one named as an id, is left alone
  const amounts = columns((x) => x.category === 'N' && !x.unique && !x.foreignKey && !x.identity && !facts.joinColumns.includes(x.name) && !/(^id$|_id$)/.test(x.name));
  for (const [table, c] of amounts) {
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    add('negatives', `some ${table.name}.${c.name} negative`, [`UPDATE ${t} SET ${col} = -abs(${col}) ${rows(t, 's.rn % 3 = 1')}`]);
    add('negatives', `some ${table.name}.${c.name} zero`, [`UPDATE ${t} SET ${col} = 0 ${rows(t, 's.rn % 4 = 1')}`]);
    // the group a sum nets within: every column of this table the reference groups or partitions by, else
    // one it joins on, else a link; one group's values made to net to zero, and one group all zero
    const grouped = table.columns.filter((g) => g !== c && !g.unique && !g.generated && facts.orderingColumns.includes(g.name));
    const fallback = table.columns.filter((g) => g !== c && !g.unique && !g.generated && (facts.joinColumns.includes(g.name) || g.foreignKey)).slice(0, 1);
    const keys = grouped.length ? grouped : fallback;
    if (keys.length) {
      const key = `ROW(${keys.map((g) => quoteIdent(g.name)).join(', ')})`;
      // a group of two rows or more where there is one: netting one row alone to zero makes it 0, which a CHECK may refuse
      const pick = `(SELECT k FROM (SELECT ${key} AS k, count(*) OVER (PARTITION BY ${keys.map((g) => quoteIdent(g.name)).join(', ')}) AS n, ROW(${t}.*)::text AS o, ctid AS c FROM ${t} WHERE ${col} IS NOT NULL) g ORDER BY n > 1 DESC, o, c LIMIT 1)`;
      const names = keys.map((g) => g.name).join(', ');
      add('negatives', `one ${table.name} (${names}) group whose ${c.name} nets to zero`, [
        `UPDATE ${t} SET ${col} = ${col} - (SELECT sum(${col}) FROM ${t} WHERE ${key} = ${pick}) WHERE ctid = (SELECT ctid FROM ${t} WHERE ${key} = ${pick} AND ${col} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1)`,
      ]);
      add('negatives', `one ${table.name} (${names}) group whose ${c.name} is all zero`, [`UPDATE ${t} SET ${col} = 0 WHERE ${key} = ${pick}`]);
      // or netted by an opposite row added to it (an amount that may not be zero, a group of one row)
      const pk = soleIntegerKey(table);
      if (pk) add('negatives', `one ${table.name} (${names}) group netted to zero by an opposite row`, [insertCopy(table, pk, `WHERE ${col} IS NOT NULL AND ${col} <> 0 ORDER BY ${byContent(t)} LIMIT 1`, { [c.name]: `-${col}` })]);
    }
  }
  for (const [table, c] of amounts) {
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    // a fraction of a unit (a gift of 0.50): a bound of 1 written where the text says "any amount"
    if (scaleOf(c) > 0) {
      add('edge-values', `some ${table.name}.${c.name} below one (0.50)`, [`UPDATE ${t} SET ${col} = 0.5 ${rows(t, 's.rn % 4 = 2')}`]);
      add('edge-values', `every ${table.name}.${c.name} below one (0.10 to 0.90)`, [`UPDATE ${t} SET ${col} = 0.1 * (1 + s.rn % 9) ${rows(t, 'true')}`]);
    }
    // values mirrored within their group (the largest becomes the smallest): rises become falls, so a
    // change's sign, its size and its order disagree
    const keys = table.columns.filter((g) => g !== c && !g.unique && !g.generated && (facts.orderingColumns.includes(g.name) || facts.joinColumns.includes(g.name) || g.foreignKey));
    const by = keys.length ? `PARTITION BY ${keys.map((g) => quoteIdent(g.name)).join(', ')}` : '';
    add('mirrored', `${table.name}.${c.name} mirrored within each ${keys.length ? `(${keys.map((g) => g.name).join(', ')}) group` : 'table'} on every other group`, [
      `UPDATE ${t} SET ${col} = s.hi + s.lo - ${col} FROM (SELECT ctid AS row_id, max(${col}) OVER (${by}) AS hi, min(${col}) OVER (${by}) AS lo, dense_rank() OVER (ORDER BY ${keys.length ? keys.map((g) => quoteIdent(g.name)).join(', ') : '1'}) AS g FROM ${t}) s WHERE ${t}.ctid = s.row_id AND s.g % 2 = 1`,
    ]);
    // two amounts of one row swapped on every other row (a reading whose first value is below its second)
    for (const [other] of amounts.filter(([o, x]) => o === table && x !== c && x.typeName === c.typeName && x.name > c.name).map(([, x]) => [x])) {
      const o = quoteIdent(other!.name);
      add('mirrored', `${table.name}.${c.name} and ${other!.name} swapped on every other row`, [`UPDATE ${t} SET ${col} = ${o}, ${o} = ${col} ${rows(t, 's.rn % 2 = 0')}`]);
    }
  }
  // a gift of 0.10 to 0.90 in every amount-like column of the tables the reference reads (even one it does
  // not name): "any amount" written as a bound of 1, a sum compared with 1
  const read = tables.filter((t) => t.rowCount > 0 && t.columns.some((c) => named.has(c.name)));
  for (const table of read) {
    for (const c of table.columns.filter((x) => x.category === 'N' && scaleOf(x) > 0 && !named.has(x.name) && !x.unique && !x.foreignKey && !x.generated && !/(^id$|_id$)/.test(x.name))) {
      const t = quoteIdent(table.name);
      add('edge-values', `every ${table.name}.${c.name} below one (0.10 to 0.90)`, [`UPDATE ${t} SET ${quoteIdent(c.name)} = 0.1 * (1 + s.rn % 9) ${rows(t, 'true')}`]);
    }
  }
  // a value compared with a computed one (an average, another row's value) put just either side of its
  // group's average: one row per group set to the average of the others ± a fraction, so that the exact
  // average and a rounded one fall on different sides of it
  for (const [table, c] of amounts.filter(([, x]) => facts.rangeColumns.includes(x.name))) {
    const t = quoteIdent(table.name);
    const col = quoteIdent(c.name);
    const linked = (facts.joinPairs ?? []).flat();
    const keys = table.columns.filter((g) => g !== c && !g.unique && !g.generated && (facts.orderingColumns.includes(g.name) || facts.joinColumns.includes(g.name) || linked.includes(g.name)));
    const by = keys.length ? `PARTITION BY ${keys.map((g) => quoteIdent(g.name)).join(', ')}` : '';
    const scale = scaleOf(c);
    for (const delta of scale > 0 ? [0.3, -0.3] : [1, -1]) {
      add('edge-values', `one ${table.name}.${c.name} per ${keys.length ? keys.map((g) => g.name).join(', ') : 'table'} set ${delta > 0 ? 'just above' : 'just below'} the average of the others`, [
        `UPDATE ${t} SET ${col} = round((m.others + ${delta})::numeric, ${scale})::${c.typeName} FROM (SELECT ctid AS row_id, (sum(${col}) OVER (${by}) - ${col}) / NULLIF(count(${col}) OVER (${by}) - 1, 0) AS others, `
          + `row_number() OVER (${by} ORDER BY ${byContent(t)}) AS k FROM ${t}) m WHERE ${t}.ctid = m.row_id AND m.k = 1 AND m.others IS NOT NULL AND ${col} IS NOT NULL`,
      ]);
    }
  }
  // the value of a comparison the reference makes within one row (`systolic - diastolic >= 50`, `new / old <= 0.95`)
  // put exactly on its constant and just either side, by moving one amount it names: where a rounded, a
  // tolerant or a sign-blind reading of the comparison departs from the exact one
  for (const cmp of facts.comparisons ?? []) {
    for (const table of tables.filter((x) => x.rowCount > 0 && cmp.columns.every((n) => x.columns.some((y) => y.name === n && y.category === 'N')))) {
      for (const c of table.columns.filter((x) => cmp.columns.includes(x.name) && x.category === 'N' && !x.unique && !x.foreignKey && !x.identity && !x.generated && !/(^id$|_id$)/.test(x.name))) {
        const t = quoteIdent(table.name);
        const col = quoteIdent(c.name);
        const scale = scaleOf(c);
        const unit = 10 ** -scale;
        const offsets = [...new Set([0, -unit, unit, ...(scale > 0 ? [-0.4, 0.4, -0.5, 0.5, -0.04, 0.04] : [])])].map((x) => Number(x.toFixed(Math.max(scale, 2))));
        const f0 = `(${cmp.diff})`;
        const stepped = cmp.stepped[c.name];
        if (!stepped) continue;
        const f1 = `(${stepped})`;
        const target = `(ARRAY[${offsets.join(', ')}])[1 + (s.rn - 1) % ${offsets.length}]`;
        const value = `${col} + (${target} - ${f0}) / NULLIF(${f1} - ${f0}, 0)`;
        add('edge-values', `${table.name}.${c.name} set so that \`${cmp.label}\` lands on its edge and just either side`, [
          `UPDATE ${t} SET ${col} = COALESCE(${scale >= 0 && scale < 12 ? `round((${value})::numeric, ${scale})` : value}, ${col})::${c.typeName} ${rows(t, `${col} IS NOT NULL`)}`,
        ]);
      }
    }
  }
  // one parent whose linked amounts are all zero, through every foreign key to it at once (a team's home
  // and away goals): a HAVING sum > 0 or an inner join on non-zero rows drops a parent the text keeps
  for (const table of tables.filter((t) => t.rowCount > 0)) {
    const zeroed = amounts.filter(([t]) => t === table).map(([, c]) => quoteIdent(c.name));
    if (!zeroed.length) continue;
    const byParent = new Map<string, string[]>();
    for (const fk of table.foreignKeys ?? []) byParent.set(fk.refTable, [...(byParent.get(fk.refTable) ?? []), fk.column]);
    for (const [parent, links] of byParent) {
      const t = quoteIdent(table.name);
      const pick = `(SELECT ${quoteIdent(links[0] as string)} FROM ${t} WHERE ${quoteIdent(links[0] as string)} IS NOT NULL ORDER BY ${byContent(t)} LIMIT 1)`;
      const linked = links.map((l) => `${quoteIdent(l)} = ${pick}`).join(' OR ');
      add('negatives', `one ${parent} row whose linked ${table.name} amounts are all zero`, [`UPDATE ${t} SET ${zeroed.map((z) => `${z} = 0`).join(', ')} WHERE ${linked}`]);
    }
  }
  // every row given an opposite twin (a debit line and its credit, a movement and its reversal): every group
  // and every period nets to zero while keeping its rows, so a filter on a non-zero total drops them all
  for (const table of tables.filter((t) => t.rowCount > 0)) {
    const own = amounts.filter(([t]) => t === table).map(([, c]) => c);
    const key = soleIntegerKey(table);
    if (!own.length || table.columns.some((c) => c.unique && c !== key)) continue;
    const [a, b] = own;
    const t = quoteIdent(table.name);
    const twin: Record<string, string> = b ? { [a!.name]: quoteIdent(b.name), [b.name]: quoteIdent(a!.name) } : { [a!.name]: `-${quoteIdent(a!.name)}` };
    // a CHECK may tie the sign to a type (a sale is negative): twins of each type too, one of which it allows
    const typed = table.columns.find((c) => c.category === 'S' && c.checked && (c.values?.length ?? 0) > 1 && (c.values?.length ?? 0) <= 6);
    for (const [label, extra] of [['', {}] as const, ...(typed?.values ?? []).map((v) => [`, ${typed!.name} '${v}'`, { [typed!.name]: lit(v) }] as const)]) {
      const values: Record<string, string> = { ...twin, ...extra };
      add('net-zero', `every ${table.name} row given an opposite twin (${b ? `${a!.name} and ${b.name} swapped` : `${a!.name} negated`}${label})`, [
        insertSelect(table, (c) => (c === key ? `(SELECT max(${quoteIdent(c.name)}) FROM ${t}) + row_number() OVER ()` : values[c.name] ?? quoteIdent(c.name)), `FROM ${t}`),
      ]);
    }
  }
  // a band with no row: every row of one CASE branch deleted (with the rows that link to them), so that
  // "only bands with rows appear" differs from a list of every band with zeros
  for (const { conditions, columns: used } of facts.caseBranches ?? []) {
    const owners = tables.filter((t) => t.rowCount > 0 && used.every((u) => t.columns.some((c) => c.name === u)));
    if (owners.length !== 1) continue;
    const table = owners[0] as TableInfo;
    const branches = [...conditions.map((c, k) => `(${c}) IS TRUE AND ${notBefore(conditions.slice(0, k))}`), notBefore(conditions)];
    branches.slice(0, 6).forEach((where, k) => {
      add('empty-bands', `no ${table.name} row in ${k < conditions.length ? `the band of \`${conditions[k]}\`` : 'the CASE\'s last band'}`, deleteWithDependents(tables, table, where));
    });
  }
  if (facts.numericEdges) {
    for (const [table, c] of columns((x) => isTimestamp(x) && !x.unique)) {
      const t = quoteIdent(table.name);
      const col = quoteIdent(c.name);
      add('near-ties', `${table.name}.${c.name} a minute later on every other row (durations just off the round figure)`, [`UPDATE ${t} SET ${col} = ${col} + interval '1 minute' ${rows(t, 's.rn % 2 = 0')}`]);
      add('near-ties', `${table.name}.${c.name} 20 seconds either way on alternate rows (durations that round onto the figure)`, [
        `UPDATE ${t} SET ${col} = ${col} + CASE WHEN s.rn % 2 = 0 THEN interval '20 seconds' ELSE interval '-20 seconds' END ${rows(t, 'true')}`,
      ]);
    }
    for (const [table, c] of amounts) {
      const t = quoteIdent(table.name);
      const col = quoteIdent(c.name);
      const unit = 10 ** -scaleOf(c);
      add('near-ties', `${table.name}.${c.name} in pairs a unit (${unit}) apart`, [
        `UPDATE ${t} SET ${col} = s.prev + ${unit} FROM (SELECT ctid AS row_id, lag(${col}) OVER (ORDER BY ${byContent(t)}) AS prev, row_number() OVER (ORDER BY ${byContent(t)}) AS rn FROM ${t}) s WHERE ${t}.ctid = s.row_id AND s.rn % 2 = 0 AND s.prev IS NOT NULL`,
      ]);
    }
  }
  return out;
}

/** Decimal places of a numeric column: its declared scale, 0 for integers, 3 for unconstrained or floating ones. */
const scaleOf = (c: ColumnInfo): number => Number(/^numeric\(\d+,(\d+)\)$/.exec(c.typeName)?.[1] ?? (/^(integer|bigint|smallint)$/.test(c.typeName) ? 0 : 3));

/** None of these CASE conditions held (a NULL condition is not taken, as in CASE). */
const notBefore = (conditions: string[]): string => (conditions.length ? `NOT COALESCE(${conditions.map((c) => `(${c})`).join(' OR ')}, false)` : 'true');
