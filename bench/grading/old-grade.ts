/**
 * The grade the product gave before issue 11, kept here only as the benchmark's baseline: the visible
 * dataset plus the three perturbation variants (rows dropped, values perturbed, ties and duplicates),
 * each run as a sandbox transaction of its own with the full setup, stopping at the first mismatch.
 * The preparation mirrors the old prepareChallenge (steps the constraints refuse are left out, a variant
 * on which the reference fails or depends on the physical row order is discarded).
 */
import { compareResults } from '../../backend/src/grading/engine/compare-results';
import { detectOrdering } from '../../backend/src/grading/engine/order-detection';
import { perturbationSteps, STRATEGIES } from '../../backend/src/grading/engine/perturbations';
import { seedFrom } from '../../backend/src/kernel/prng';
import { runReference } from '../../backend/src/grading/engine/reference-runs';
import { withScript } from '../../backend/src/grading/engine/row-orders';
import { introspectSchema, type Runner } from '../../backend/src/grading/engine/schema-introspection';
import { cachedSetupProblems } from '../../backend/src/grading/engine/setup-cache';
import { type SandboxExecutor } from '../../backend/src/grading/sandbox/executor';
import { type JsonValue } from '../../backend/src/grading/sandbox/ordered-json';

export interface OldPrepared {
  setupSql: string;
  ordered: boolean;
  columnCount: number;
  expected: JsonValue[][];
  variants: Array<{ script: string; expected: JsonValue[][] }>;
}

export async function prepareOld(executor: SandboxExecutor, setupSql: string, referenceSql: string): Promise<OldPrepared> {
  const order = await detectOrdering(referenceSql);
  if (!order.ok) throw new Error(order.error);
  const seed = seedFrom(`${setupSql}\n${referenceSql}`);
  const run: Runner = (req) => executor.run(`old-validation:${seed}`, req);
  const tables = await introspectSchema(run, setupSql);
  if ('error' in tables) throw new Error(tables.error);
  const visible = await runReference(run, setupSql, referenceSql, tables, order.ordered);
  if (!visible.ok) throw new Error(visible.message);
  const prepared: OldPrepared = { setupSql, ordered: order.ordered, columnCount: visible.result.columns.length, expected: visible.result.rows, variants: [] };
  for (const [i, strategy] of STRATEGIES.entries()) {
    const steps = await keepApplicable(run, setupSql, perturbationSteps(tables, strategy, seed + i));
    if (steps.length === 0) continue;
    const script = steps.join(';\n');
    const outcome = await runReference(run, withScript(setupSql, script), referenceSql, tables, order.ordered);
    if (outcome.ok) prepared.variants.push({ script, expected: outcome.result.rows });
  }
  return prepared;
}

async function keepApplicable(run: Runner, setupSql: string, steps: string[]): Promise<string[]> {
  const applies = async (script: string[]): Promise<boolean> => !(await run({ setupSql: withScript(setupSql, script.join(';\n')), sql: 'SELECT 1' })).error;
  if (steps.length === 0 || (await applies(steps))) return steps;
  const kept: string[] = [];
  for (const step of steps) if (await applies([...kept, step])) kept.push(step);
  return kept;
}

/** The old grade.ts: one lease, one sandbox transaction (full setup + variant script) per dataset. True when correct. */
export async function gradeOld(executor: SandboxExecutor, prepared: OldPrepared, learnerSql: string, learnerKey: string): Promise<boolean> {
  if ((await cachedSetupProblems(prepared.setupSql)).length) return false;
  const lease = executor.acquire(learnerKey);
  if (!lease) return false;
  try {
    const matches = (rows: JsonValue[][], columnCount: number, expected: JsonValue[][]): boolean =>
      compareResults({ columnCount: prepared.columnCount, rows: expected }, { columnCount, rows }, prepared.ordered).match;
    const visible = await lease.run({ setupSql: prepared.setupSql, sql: learnerSql });
    if (visible.error || !matches(visible.rows, visible.columns.length, prepared.expected)) return false;
    for (const variant of prepared.variants) {
      const hidden = await lease.run({ setupSql: withScript(prepared.setupSql, variant.script), sql: learnerSql });
      if (hidden.error || !matches(hidden.rows, hidden.columns.length, variant.expected)) return false;
    }
    return true;
  } finally {
    lease.release();
  }
}
