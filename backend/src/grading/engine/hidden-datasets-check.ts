import { parseSql, statementHead, walkEntries, type ParsedStatement } from './sql-parser';

/** Author-written hidden datasets per challenge (issue 11 item 4), besides the generated ones. */
export const MAX_HIDDEN_DATASETS = 6;
/** Characters per script: a hidden dataset is a handful of rows changed, not a second setup. */
export const MAX_HIDDEN_DATASET_CHARS = 100_000;

/**
 * Functions whose result changes from run to run or that reach outside the challenge's tables: a
 * hidden dataset is applied again at every grading, so it must give the same rows every time.
 */
const FORBIDDEN_FUNCTION =
  /^(random|random_normal|setseed|now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|gen_random_uuid|uuid_generate_.*|nextval|setval|currval|lastval|set_config|current_setting|txid_.*|pg_.*|lo_.*|dblink.*|.*_to_xml.*|.*_to_xmlschema)$/;

/**
 * Static check of the author's hidden datasets: each is applied after schema_setup, inside the
 * grader's transaction, so it may only INSERT, UPDATE or DELETE rows of the setup's own tables
 * (unqualified names). Classified on PostgreSQL's parse tree, like the setup check. Answers one
 * message per problem ("dataset 2, statement 1 (DELETE FROM orders): …"), empty when all are fine.
 * The setup itself is checked separately: when it does not parse, nothing is reported here.
 */
export async function checkHiddenDatasets(setupSql: string, scripts: readonly string[]): Promise<string[]> {
  if (scripts.length === 0) return [];
  const setup = await parseSql(setupSql);
  if (!setup.ok) return [];
  const tables = new Set(setup.statements.filter((s) => s.type === 'CreateStmt').map((s) => relname(s.node.relation)).filter((n): n is string => Boolean(n)));
  const problems: string[] = [];
  if (scripts.length > MAX_HIDDEN_DATASETS) problems.push(`at most ${MAX_HIDDEN_DATASETS} hidden datasets are allowed (got ${scripts.length})`);
  for (const [i, script] of scripts.entries()) {
    const label = `dataset ${i + 1}`;
    if (script.length > MAX_HIDDEN_DATASET_CHARS) {
      problems.push(`${label} is longer than ${MAX_HIDDEN_DATASET_CHARS} characters`);
      continue;
    }
    const parsed = await parseSql(script);
    if (!parsed.ok) {
      problems.push(`${label} does not parse: ${parsed.error}`);
      continue;
    }
    if (parsed.statements.length === 0) {
      problems.push(`${label} is empty: write INSERT, UPDATE or DELETE statements, or remove it`);
      continue;
    }
    parsed.statements.forEach((s, j) => {
      const problem = statementProblem(s, tables);
      if (problem) problems.push(`${label}, statement ${j + 1} (${statementHead(script, s)}): ${problem}`);
    });
  }
  return problems;
}

function statementProblem(s: ParsedStatement, tables: ReadonlySet<string>): string | undefined {
  const n = s.node;
  if (s.type !== 'InsertStmt' && s.type !== 'UpdateStmt' && s.type !== 'DeleteStmt') return 'only INSERT, UPDATE and DELETE are allowed';
  const target = tableProblem(n.relation, tables);
  if (target) return target;
  if (n.returningList) return 'RETURNING is not allowed';
  let problem: string | undefined;
  walkEntries(n, (key) => {
    if (key === 'withClause') problem = 'WITH is not allowed';
  });
  if (problem) return problem;
  walkEntries(n, (key, value) => {
    if (problem) return;
    if (key === 'RangeVar') problem = tableProblem(value, tables);
    else if (key === 'RangeFunction' || key === 'RangeTableFunc') problem = 'functions in FROM are not allowed: use the setup’s tables or VALUES';
    else if (key === 'RangeTableSample') problem = 'TABLESAMPLE is not allowed: the rows must be the same at every grading';
    else if (key === 'SQLValueFunction') problem = 'CURRENT_DATE, CURRENT_TIMESTAMP and the like are not allowed: the rows must be the same at every grading';
    else if (key === 'FuncCall') problem = functionProblem(value);
  });
  return problem;
}

function tableProblem(rangeVar: unknown, tables: ReadonlySet<string>): string | undefined {
  const r = rangeVar as { schemaname?: string; catalogname?: string; relname?: string } | undefined;
  if (!r?.relname) return undefined;
  if (r.schemaname || r.catalogname) return 'table names must not be schema-qualified';
  if (!tables.has(r.relname)) {
    const known = [...tables].sort().join(', ');
    return `only the tables schema_setup creates may be used: "${r.relname}" is not one of them${known ? ` (${known})` : ''}`;
  }
  return undefined;
}

function functionProblem(call: unknown): string | undefined {
  const parts = ((call as { funcname?: unknown[] }).funcname ?? []).map((p) => {
    const s = (p as { String?: { sval?: string; str?: string } }).String;
    return s?.sval ?? s?.str ?? '';
  });
  const name = parts[parts.length - 1]?.toLowerCase() ?? '';
  if (parts.length > 1 && !(parts.length === 2 && parts[0] === 'pg_catalog')) return 'function names must not be schema-qualified';
  if (FORBIDDEN_FUNCTION.test(name)) return `${name}() is not allowed: the rows must be the same at every grading and use only the setup’s tables`;
  return undefined;
}

const relname = (rangeVar: unknown): string | undefined => (rangeVar as { relname?: string } | undefined)?.relname;
