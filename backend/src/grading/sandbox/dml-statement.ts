import { type PoolClient, type QueryConfig, type QueryResult } from 'pg';
import { type JsonValue, objectEntries } from './ordered-json';
import { type DmlOutcome, type DmlSpec, type DmlTableState, type ResultColumn, type RunError } from './run-result';
import { fetchSql, LEARNER_CURSOR } from './transaction-sql';

/**
 * One data-changing learner statement (SANDBOX.md §2.6), in the run's read-write transaction:
 * `PREPARE learner_stmt AS <text>` (extended protocol: one statement, and the server's grammar admits only
 * SELECT, INSERT, UPDATE, DELETE, MERGE and VALUES there — no DDL, SET, COPY, CALL, TRUNCATE or transaction
 * control), then its plan must be exactly one ModifyTable (INSERT, UPDATE or DELETE, no data-modifying WITH)
 * on a table the challenge names, then it runs (RETURNING rows through fetch_limited's caps) and the checked
 * tables are read back, the other tables as digests. Nothing is appended after the learner's text.
 */
export const PREPARE_PREFIX = 'PREPARE learner_stmt AS ';

/** A table left by a statement is read back whole: bounded, so a statement that floods it is an answer, not a crash. */
export const STATE_MAX_ROWS = 5000;
export const STATE_MAX_BYTES = 2_000_000;

type ExtendedQuery = QueryConfig & { queryMode: 'extended' };

/** The statement was refused or its effect cannot be graded: a learner-facing answer, no SQLSTATE needed. */
export class DmlRefusal extends Error {
  constructor(readonly error: RunError) {
    super(error.message);
  }
}

export interface DmlRun {
  outcome: DmlOutcome;
  /** The outcome flattened for comparison (flattenDml). */
  columns: ResultColumn[];
  rows: JsonValue[][];
}

export interface DmlRunOptions {
  maxRows: number;
  maxBytes: number;
  /** Our SQL run first, in the statement's first round trip (the batch's sequence reset). */
  prelude?: string;
  /** Our SQL run after the tables are read, in the same round trip (a batch's rollback to its savepoint). */
  then?: string;
  /** Called before each round trip that runs learner work: re-arms the watchdog. */
  arm?: () => void;
}

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (s: string): string => `'${s.replace(/'/g, "''")}'`;

export async function runDmlStatement(client: PoolClient, sql: string, spec: DmlSpec, opts: DmlRunOptions): Promise<DmlRun> {
  const others = spec.tables.filter((t) => !spec.checks.includes(t));
  const before = spec.before ? stateSql(spec.checks, 'before', true) : undefined;
  opts.arm?.();
  const first = (await client.query(`${opts.prelude ?? ''}DEALLOCATE ALL;\nSELECT sandbox_api.seal_dml_run()${before ? `;\n${before.sql}` : ''}`)) as unknown as QueryResult[];
  const beforeState = before ? readState(first.slice(first.length - before.results), spec.checks, true) : undefined;

  await client.query({ text: PREPARE_PREFIX + sql, queryMode: 'extended' } as ExtendedQuery);
  opts.arm?.();
  const explained = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>('EXPLAIN (VERBOSE, FORMAT JSON) EXECUTE learner_stmt');
  const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan;
  const checked = checkPlan(plan, spec.checks);
  if ('refused' in checked) throw new DmlRefusal(checked.refused);

  opts.arm?.();
  let returning: DmlOutcome['returning'] = null;
  if (checked.returning) {
    const [, described, fetched] = (await client.query(`SELECT sandbox_api.open_learner_statement('${LEARNER_CURSOR}');\n${fetchSql(opts.maxRows, opts.maxBytes)}`)) as unknown as [QueryResult, QueryResult, QueryResult<{ j: string }>];
    returning = {
      columns: described.fields.map((f) => ({ name: f.name, typeOid: f.dataTypeID })),
      rows: fetched.rows.map((r) => objectEntries(r.j).map(([, v]) => v)),
    };
  } else {
    await client.query('EXECUTE learner_stmt');
  }

  opts.arm?.();
  const after = stateSql(spec.checks, 'after', false);
  const digests = others.length ? digestSql(others) : '';
  let answered: QueryResult[];
  try {
    const text = [after.sql, digests, opts.then ?? ''].filter(Boolean).join(';\n');
    answered = (await client.query(text)) as unknown as QueryResult[];
    if (!Array.isArray(answered)) answered = [answered];
  } catch (err) {
    if ((err as { code?: string }).code === '54000') {
      throw new DmlRefusal({ kind: 'row-limit', code: '54000', message: `After your statement a table holds more than ${STATE_MAX_ROWS.toLocaleString('en')} rows or ${STATE_MAX_BYTES / 1_000_000} MB: change only the rows the challenge asks for.` });
    }
    throw err;
  }
  const tables = readState(answered.slice(0, after.results), spec.checks, false);
  if (beforeState) {
    tables.forEach((t, i) => {
      const b = beforeState[i] as DmlTableState;
      t.before = b.after;
      if (b.key) t.key = b.key;
    });
  }
  const digestRows = digests ? ((answered[after.results] as QueryResult<{ t: string; d: string }>).rows) : [];
  const outcome: DmlOutcome = { returning, tables, digests: digestRows.map((r) => ({ name: r.t, digest: r.d })) };
  return { outcome, ...flattenDml(spec, outcome) };
}

interface PlanNode {
  'Node Type'?: string;
  Operation?: string;
  'Relation Name'?: string;
  Schema?: string;
  Output?: unknown[];
  Plans?: PlanNode[];
}

const ONE_STATEMENT: RunError = { kind: 'not-a-query', message: 'This challenge asks for one INSERT, UPDATE or DELETE statement.' };

/** The server's plan of the prepared statement decides what runs: one ModifyTable, on a checked table. */
export function checkPlan(plan: PlanNode | undefined, checks: string[]): { returning: boolean } | { refused: RunError } {
  if (!plan || plan['Node Type'] !== 'ModifyTable' || !['Insert', 'Update', 'Delete'].includes(plan.Operation ?? '')) return { refused: ONE_STATEMENT };
  let writers = 0;
  const visit = (n: PlanNode): void => {
    if (n['Node Type'] === 'ModifyTable') writers++;
    (n.Plans ?? []).forEach(visit);
  };
  visit(plan);
  if (writers > 1) {
    return { refused: { kind: 'not-a-query', message: 'Change the data with one statement: an INSERT, UPDATE or DELETE inside WITH is not allowed here.' } };
  }
  const target = plan['Relation Name'] ?? '';
  if (!checks.includes(target) || (plan.Schema !== undefined && plan.Schema !== 'pg_temp')) {
    return { refused: { kind: 'not-a-query', message: `This challenge asks you to change ${checks.map((c) => `\`${c}\``).join(' or ')}, not \`${target}\`.` } };
  }
  return { returning: Array.isArray(plan.Output) && plan.Output.length > 0 };
}

/** Each table through a cursor and the guard (3 results per table), plus the primary keys when asked (1 more). */
function stateSql(tables: string[], label: 'before' | 'after', keys: boolean): { sql: string; results: number } {
  const parts = tables.map((t, i) => {
    const cur = `sqd_${label}_${i}`;
    return `DECLARE ${cur} NO SCROLL CURSOR FOR SELECT * FROM ${ident(t)};\nFETCH 0 FROM ${cur};\nSELECT j::text AS j FROM sandbox_api.fetch_limited('${cur}', ${STATE_MAX_ROWS}, ${STATE_MAX_BYTES}) j`;
  });
  if (keys) {
    parts.push(`SELECT c.relname::text AS t, array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum)) AS k
FROM pg_catalog.pg_index i JOIN pg_catalog.pg_class c ON c.oid = i.indrelid
JOIN pg_catalog.pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
WHERE i.indisprimary AND c.relnamespace = pg_catalog.pg_my_temp_schema() AND c.relname = ANY (ARRAY[${tables.map(literal).join(', ')}]::text[])
GROUP BY c.relname`);
  }
  return { sql: parts.join(';\n'), results: tables.length * 3 + (keys ? 1 : 0) };
}

function readState(results: QueryResult[], tables: string[], keys: boolean): DmlTableState[] {
  const keyRows = keys ? ((results[tables.length * 3] as QueryResult<{ t: string; k: string[] }>).rows) : [];
  return tables.map((name, i) => {
    const described = results[i * 3 + 1] as QueryResult;
    const fetched = results[i * 3 + 2] as QueryResult<{ j: string }>;
    const key = keyRows.find((r) => r.t === name)?.k;
    return {
      name,
      columns: described.fields.map((f) => f.name),
      ...(keys ? { key: key ?? [] } : {}),
      after: fetched.rows.map((r) => objectEntries(r.j).map(([, v]) => v)),
    };
  });
}

/** One row per table: md5 over its rows' md5s in sorted order, so physical order does not matter. */
function digestSql(tables: string[]): string {
  return tables
    .map((t) => `SELECT ${literal(t)}::text AS t, md5(coalesce(string_agg(h, ',' ORDER BY h), '')) AS d FROM (SELECT md5(x::text) AS h FROM ${ident(t)} x) s`)
    .join('\nUNION ALL\n');
}

/**
 * The outcome as one result the comparison rules apply to (compareResults, as multisets): a first column
 * naming the part (`returning/<width>`, a checked table, `#<other table>` with its digest), the values
 * after it, padded with NULLs to one width. RETURNING rows count only when the reference has RETURNING.
 */
export function flattenDml(spec: Pick<DmlSpec, 'returning'>, outcome: DmlOutcome): { columns: ResultColumn[]; rows: JsonValue[][] } {
  const parts: Array<[string, JsonValue[]]> = [];
  if (spec.returning && outcome.returning) for (const r of outcome.returning.rows) parts.push([`returning/${r.length}`, r]);
  for (const t of outcome.tables) for (const r of t.after) parts.push([t.name, r]);
  for (const d of outcome.digests) parts.push([`#${d.name}`, [d.digest]]);
  const widths = [
    ...(spec.returning && outcome.returning ? [outcome.returning.columns.length] : []),
    ...outcome.tables.map((t) => t.columns.length),
    ...(outcome.digests.length ? [1] : []),
  ];
  const width = Math.max(0, ...widths);
  const named = outcome.tables.find((t) => t.columns.length === width)?.columns ?? [];
  const columns: ResultColumn[] = [{ name: 'table', typeOid: 25 }, ...Array.from({ length: width }, (_, i) => ({ name: named[i] ?? `value_${i + 1}`, typeOid: 0 }))];
  const rows = parts.map(([tag, r]) => [tag, ...r, ...Array<JsonValue>(width - r.length).fill(null)]);
  return { columns, rows };
}
