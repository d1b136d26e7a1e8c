import { type CatalogueChallenge } from '../domain/catalogue-challenge';
import { introspectSchema, prepareChallenge, type ChallengeSource, type PreparedChallenge, type SandboxExecutor } from '../../grading';
import { cachedPrepare } from './prepared-cache';
import { ROW_ORDER_FREE } from './content-quality';

export interface ContentValidation {
  slug: string;
  problems: string[];
  score: number;
  mutants: number;
  hiddenDatasets: number;
  columns: string[];
  ms: number;
  /** Scored mutants and kills per mutation class, for the report. */
  byKind?: Record<string, { total: number; killed: number }>;
  /** Rows the setup's tables hold once it has run, counted in the sandbox. */
  setupRows?: number;
}

/** The rows a setup really creates: count(*) over every table it makes, in the sandbox. */
export async function measureSetupRows(executor: SandboxExecutor, setupSql: string, key = 'setup-rows'): Promise<number> {
  const tables = await introspectSchema((req) => executor.run(key, req), setupSql);
  if ('error' in tables) throw new Error(`the setup does not run: ${tables.error}`);
  return tables.reduce((n, t) => n + t.rowCount, 0);
}

/** A column name the text must mention: as a word, in backticks or not, any case. */
function named(description: string, column: string): boolean {
  const escaped = column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9_])${escaped}([^a-z0-9_]|$)`, 'i').test(description);
}

/** The sandbox part of the quality bar: validates with the mutation score, names every column, states row order. */
export function validationProblems(c: CatalogueChallenge, prepared: PreparedChallenge): string[] {
  const problems = [...prepared.problems];
  if (!prepared.problems.length) {
    // a data-changing challenge's output is its RETURNING (if any): the tables it checks are named by checks
    const columns = prepared.dml ? prepared.dml.returningColumns ?? [] : prepared.columns;
    const unnamed = columns.filter((col) => !named(c.description, col));
    if (unnamed.length) problems.push(`the text does not name the output column(s) ${unnamed.join(', ')}`);
    for (const t of prepared.dml?.checks ?? []) if (!named(c.description, t)) problems.push(`the text does not name the table ${t} the statement is graded by`);
    const orderFree = ROW_ORDER_FREE.test(c.description);
    if (prepared.dml && !prepared.dml.returning) return problems;
    if (prepared.ordered && orderFree) problems.push('the text says row order does not matter but the solution sorts its output');
    if (!prepared.ordered && !orderFree) problems.push('the solution does not sort its output, so the text must say "Row order does not matter."');
  }
  return problems;
}

/** What validation is given for a content file, as the product gives it for the seeded challenge. */
export function contentSource(c: CatalogueChallenge): ChallengeSource {
  return {
    setupSql: c.schema_setup, referenceSql: c.correct_solution, hiddenDatasets: c.hidden_datasets ?? [],
    // absent when the file has none, so the cache key of a file without them is as before
    ...(c.accepts?.length || c.rejects?.length || c.invariants?.length || c.checks?.length
      ? { authorQueries: { accepts: c.accepts ?? [], rejects: c.rejects ?? [], ...(c.invariants?.length ? { invariants: c.invariants } : {}), ...(c.checks?.length ? { checks: c.checks } : {}) } }
      : {}),
  };
}

/**
 * Validates challenges through the sandbox as the product does (prepareChallenge: mutants, hidden
 * datasets, mutation score), `concurrency` at a time over the executor's pool; calls `onResult` as each
 * one finishes so a long lint shows progress.
 */
export async function validateContent(
  executor: SandboxExecutor,
  challenges: readonly CatalogueChallenge[],
  opts: { concurrency: number; cacheDir?: string; onResult?: (r: ContentValidation) => void },
): Promise<ContentValidation[]> {
  const results: ContentValidation[] = [];
  // many files share a dataset: each setup is counted once
  const rowCounts = new Map<string, Promise<number>>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < challenges.length) {
      const c = challenges[next++]!;
      const started = performance.now();
      let result: ContentValidation;
      try {
        const source = contentSource(c);
        const prepared = await cachedPrepare(opts.cacheDir, c.slug, source, (s) => prepareChallenge(executor, s));
        if (!rowCounts.has(c.schema_setup)) rowCounts.set(c.schema_setup, measureSetupRows(executor, c.schema_setup, `setup-rows:${c.slug}`));
        const setupRows = await rowCounts.get(c.schema_setup)!.catch(() => undefined);
        result = {
          slug: c.slug,
          problems: validationProblems(c, prepared),
          score: prepared.mutation.score,
          mutants: prepared.mutation.total,
          hiddenDatasets: prepared.variants.length,
          columns: prepared.columns,
          ms: Math.round(performance.now() - started),
          ...(prepared.mutation.byKind ? { byKind: prepared.mutation.byKind } : {}),
          ...(setupRows !== undefined ? { setupRows } : {}),
        };
      } catch (err) {
        result = { slug: c.slug, problems: [`validation failed: ${(err as Error).message}`], score: 0, mutants: 0, hiddenDatasets: 0, columns: [], ms: Math.round(performance.now() - started) };
      }
      results.push(result);
      opts.onResult?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, worker));
  return results;
}
