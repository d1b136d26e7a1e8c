import { type SandboxExecutor } from '../sandbox/executor';
import { compareResults } from './compare-results';
import { parseExpectedOutput } from './expected-output';
import { detectOrdering } from './order-detection';
import { perturbationSteps, STRATEGIES, type VariantStrategy } from './perturbations';
import { type ChallengeSource, type PreparedChallenge, type PreparedVariant } from './prepared-challenge';
import { seedFrom } from './prng';
import { runReference } from './reference-runs';
import { withScript } from './row-orders';
import { checkSchemaSetupStatements } from './schema-setup-check';
import { introspectSchema, type Runner, type TableInfo } from './schema-introspection';

/**
 * Validation time: checks the setup, runs the reference through the same executor as learners,
 * checks the catalogue's expected_output against it and derives the hidden variant datasets.
 */
export async function prepareChallenge(executor: SandboxExecutor, source: ChallengeSource): Promise<PreparedChallenge> {
  const prepared: PreparedChallenge = {
    version: 1, setupSql: source.setupSql, ordered: false, columns: [], expected: [], variants: [], discarded: [], problems: [],
  };
  const fail = (...problems: string[]): PreparedChallenge => ({ ...prepared, problems: [...prepared.problems, ...problems] });

  const setupProblems = await checkSchemaSetupStatements(source.setupSql);
  if (setupProblems.length) return fail(...setupProblems);
  const order = await detectOrdering(source.referenceSql);
  if (!order.ok) return fail(order.error);
  prepared.ordered = order.ordered;

  const seed = source.seed ?? seedFrom(`${source.setupSql}\n${source.referenceSql}`);
  const lease = executor.acquire(`validation:${seed}`);
  if (!lease) return fail('This challenge is already being validated.');
  try {
    const run: Runner = (req) => lease.run(req);
    const tables = await introspectSchema(run, source.setupSql);
    if ('error' in tables) return fail(tables.error);

    const visible = await runReference(run, source.setupSql, source.referenceSql, tables, order.ordered);
    if (!visible.ok) {
      return fail(visible.reason === 'error' ? `The reference solution fails: ${visible.message}` : `The reference solution is ambiguous: ${visible.message}; add a tie-breaker.`);
    }
    prepared.columns = visible.result.columns.map((c) => c.name);
    prepared.expected = visible.result.rows;
    const catalogueProblem = checkCatalogueOutput(source.expectedOutput, prepared);
    if (catalogueProblem) prepared.problems.push(catalogueProblem);

    for (const [i, strategy] of STRATEGIES.entries()) {
      const outcome = await deriveVariant(run, source, tables, strategy, seed + i, order.ordered);
      if ('reason' in outcome) prepared.discarded.push({ strategy, reason: outcome.reason });
      else prepared.variants.push(outcome);
    }
  } finally {
    lease.release();
  }
  const expected = { columnCount: prepared.columns.length, rows: prepared.expected };
  if (prepared.variants.length === 0) prepared.problems.push('No hidden dataset could be derived from this schema and data.');
  else if (prepared.variants.every((v) => compareResults(expected, { columnCount: expected.columnCount, rows: v.expected }, prepared.ordered).match)) {
    prepared.problems.push('No hidden dataset changes the reference result, so a hard-coded answer would pass: add more varied data.');
  }
  return prepared;
}

function checkCatalogueOutput(text: string | null | undefined, prepared: PreparedChallenge): string | undefined {
  if (text === undefined || text === null || text.trim() === '') return undefined;
  const parsed = parseExpectedOutput(text);
  if (!parsed.ok) return parsed.error;
  const columnCount = parsed.columns?.length ?? prepared.columns.length;
  const cmp = compareResults({ columnCount: prepared.columns.length, rows: prepared.expected }, { columnCount, rows: parsed.rows }, prepared.ordered);
  return cmp.match ? undefined : `expected_output does not match the reference solution's result: ${cmp.hint}`;
}

async function deriveVariant(
  run: Runner, source: ChallengeSource, tables: TableInfo[], strategy: VariantStrategy, seed: number, ordered: boolean,
): Promise<PreparedVariant | { reason: string }> {
  const steps = await keepApplicable(run, source.setupSql, perturbationSteps(tables, strategy, seed));
  if (steps.length === 0) return { reason: 'no perturbation fits the constraints' };
  const script = steps.join(';\n');
  const outcome = await runReference(run, withScript(source.setupSql, script), source.referenceSql, tables, ordered);
  if (!outcome.ok) return { reason: outcome.reason === 'error' ? `the reference fails on it: ${outcome.message}` : outcome.message };
  return { strategy, script, expected: outcome.result.rows };
}

/** All steps together when they apply; otherwise one by one, keeping those the constraints accept. */
async function keepApplicable(run: Runner, setupSql: string, steps: string[]): Promise<string[]> {
  const applies = async (script: string[]): Promise<boolean> => !(await run({ setupSql: withScript(setupSql, script.join(';\n')), sql: 'SELECT 1' })).error;
  if (steps.length === 0 || (await applies(steps))) return steps;
  const kept: string[] = [];
  for (const step of steps) if (await applies([...kept, step])) kept.push(step);
  return kept;
}
