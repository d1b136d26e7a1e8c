import { parseSql, walkEntries } from './sql-parser';

/**
 * Functions whose every overload is immutable (or, for aggregates and window functions, deterministic
 * over rows ordered by content, as the generated dataset scripts order them): data built with only
 * these is the same whenever it is built, so it can be loaded once and shared by every run.
 */
const DETERMINISTIC = new Set([
  'abs', 'ceil', 'ceiling', 'floor', 'round', 'trunc', 'mod', 'power', 'sqrt', 'sign', 'div', 'exp', 'ln', 'log', 'greatest', 'least',
  'lower', 'upper', 'initcap', 'length', 'char_length', 'character_length', 'octet_length', 'substr', 'substring', 'left', 'right',
  'replace', 'translate', 'repeat', 'reverse', 'lpad', 'rpad', 'btrim', 'ltrim', 'rtrim', 'split_part', 'strpos', 'position', 'md5', 'chr', 'ascii',
  'make_date', 'make_time', 'make_interval', 'date_part', 'extract', 'justify_days', 'justify_hours', 'justify_interval',
  'jsonb_typeof', 'json_typeof', 'jsonb_array_length', 'jsonb_set', 'array_length', 'cardinality',
  // a set of a constant array's elements, in the array's order: the candidate scripts pick rows by their
  // rank with `JOIN unnest('{2,5}'::bigint[])` (113 of the catalogue's 358 challenges have such a script)
  'unnest',
  'row_number', 'rank', 'dense_rank', 'lag', 'lead', 'first_value', 'last_value', 'ntile',
  'count', 'sum', 'avg', 'min', 'max', 'bool_and', 'bool_or',
]);

/** Date/time input words that read the clock when parsed ('now'::timestamptz, 'today'::date). */
const CLOCK_WORDS = /\b(now|today|tomorrow|yesterday)\b/i;

/**
 * A row-locking clause (FOR UPDATE / SHARE) needs a writable transaction, which a materialised dataset
 * never gives: such a query is run on data built in its own run, where it works as it always did.
 * A false positive (the words in a string or a comment) only costs the faster path.
 */
export function locksRows(learnerSql: string): boolean {
  return /\bfor\s+(no\s+key\s+update|update|key\s+share|share)\b/i.test(learnerSql);
}

/** Whether a learner query may read the challenge's materialised datasets (the grader's and the Run button's one rule). */
export async function readsMaterialised(setupSql: string, scripts: string[], learnerSql: string): Promise<boolean> {
  return !locksRows(learnerSql) && (await materialisable(setupSql, scripts));
}

const cache = new Map<string, Promise<boolean>>();

/**
 * True when the setup and every dataset script build the same data whenever they run: only the
 * statements a setup and a dataset script may hold, no clock (CURRENT_DATE, now(), 'today'), no
 * randomness, no sequence call beyond serial defaults. Other datasets are built in each run instead.
 */
export function materialisable(setupSql: string, scripts: string[]): Promise<boolean> {
  const key = `${setupSql}\0${scripts.join('\0')}`;
  let answer = cache.get(key);
  if (!answer) {
    if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
    answer = check(setupSql, scripts);
    cache.set(key, answer);
  }
  return answer;
}

async function check(setupSql: string, scripts: string[]): Promise<boolean> {
  const setup = await parseSql(setupSql);
  if (!setup.ok || !setup.statements.every((s) => SETUP_STATEMENTS.has(s.type)) || !deterministic(setup.statements)) return false;
  for (const script of scripts) {
    if (!script.trim()) continue;
    const parsed = await parseSql(script);
    if (!parsed.ok || !parsed.statements.every((s) => SCRIPT_STATEMENTS.has(s.type)) || !deterministic(parsed.statements)) return false;
  }
  return true;
}

const SETUP_STATEMENTS = new Set(['CreateStmt', 'InsertStmt', 'IndexStmt', 'AlterTableStmt', 'CreateEnumStmt']);
const SCRIPT_STATEMENTS = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt']);

function deterministic(tree: unknown): boolean {
  let ok = true;
  walkEntries(tree, (key, value) => {
    if (!ok) return;
    if (key === 'SQLValueFunction') ok = false;
    else if (key === 'FuncCall') {
      const names = ((value as { funcname?: Array<{ String?: { sval?: string } }> }).funcname ?? []).map((n) => n.String?.sval ?? '');
      const name = names[names.length - 1] ?? '';
      const schema = names.length > 1 ? names[0] : 'pg_catalog';
      ok = schema === 'pg_catalog' && DETERMINISTIC.has(name);
    } else if (key === 'sval' && typeof value === 'string' && CLOCK_WORDS.test(value)) ok = false;
  });
  return ok;
}
