import { type SandboxExecutor } from '../sandbox/executor';
import { compareResults } from './compare-results';
import { parseExpectedOutput } from './expected-output';
import { candidateDatasets } from './mutation/candidates';
import { generateMutants, isAuthored } from './mutation/mutants';
import { boundaryFromText } from './mutation/literals';
import { queryFacts, type QueryFacts } from './mutation/query-facts';
import { searchDatasets, type AuthoredOutcome } from './mutation/search';
import { detectOrdering } from './order-detection';
import { dmlProblems, dmlReference, withDml } from './dml-challenge';
import { mutantKey, type AuthoredReport, type AuthorReject, type ChallengeSource, type MutationReport, type PreparedChallenge } from './prepared-challenge';
import { seedFrom } from '../../kernel/prng';
import { checkSchemaSetupStatements } from './schema-setup-check';
import { introspectSchema, type Runner } from './schema-introspection';
import { parseSql } from './sql-parser';

export const DEFAULT_MUTATION_THRESHOLD = 0.9;
const SHOWN_SURVIVORS = 5;

/**
 * Validation time: checks the setup, makes the mutants of the reference, searches candidate datasets
 * for a small set that kills them (XData), checks the reference is unambiguous on each, and measures
 * the mutation score. Runs through the same executor as learners.
 */
export async function prepareChallenge(executor: SandboxExecutor, source: ChallengeSource): Promise<PreparedChallenge> {
  const started = performance.now();
  const threshold = source.mutationThreshold ?? DEFAULT_MUTATION_THRESHOLD;
  const prepared: PreparedChallenge = {
    version: 2, setupSql: source.setupSql, ordered: false, columns: [], expected: [], variants: [], discarded: [],
    mutation: { score: 0, total: 0, killed: 0, surviving: [], dropped: 0, threshold, durationMs: 0 },
    problems: [],
  };
  const fail = (...problems: string[]): PreparedChallenge => ({ ...prepared, problems: [...prepared.problems, ...problems] });

  const setupProblems = await checkSchemaSetupStatements(source.setupSql);
  if (setupProblems.length) return fail(...setupProblems);
  const dmlRef = await dmlReference(source.referenceSql);
  const order = dmlRef ? { ok: true as const, ordered: false } : await detectOrdering(source.referenceSql);
  if (!order.ok) return fail(order.error);
  prepared.ordered = order.ordered;
  const parsed = await parseSql(source.referenceSql);
  if (!parsed.ok) return fail(`The reference solution does not parse: ${parsed.error}`);
  const tree = { stmts: parsed.statements.map((s) => ({ stmt: { [s.type]: s.node } })) };

  // From the parse tree, not the text: a comment or a line break in the reference must not change the
  // random candidates, and with them the hidden datasets and the score.
  const seed = source.seed ?? seedFrom(`${source.setupSql}\n${JSON.stringify(tree, (k, v) => (k === 'location' || k === 'stmt_len' || k === 'stmt_location' ? undefined : v))}`);
  const lease = executor.acquire(`validation:${seed}`);
  if (!lease) return fail('This challenge is already being validated.');
  try {
    const run: Runner = (req) => lease.run(req);
    const tables = await introspectSchema(run, source.setupSql);
    if ('error' in tables) return fail(tables.error);
    const checks = source.authorQueries?.checks;
    const dmlProblemsFound = dmlProblems(dmlRef, checks, tables.map((t) => t.name), source.authorQueries?.invariants?.length ?? 0);
    if (dmlProblemsFound.length) return fail(...dmlProblemsFound);
    if (dmlRef && checks) prepared.dml = { checks, tables: tables.map((t) => t.name), returning: dmlRef.returning };
    const generated = await generateMutants(source.referenceSql, tables);
    const marked = new Set((source.authorQueries?.equivalents ?? []).map((e) => mutantKey(e.sql)));
    const mutants = generated.mutants.filter((m) => !marked.has(mutantKey(m.sql)));
    const markedEquivalent = generated.mutants.length - mutants.length;
    const dropped = generated.dropped;
    const facts = await evaluateConstantBounds(run, source.setupSql, queryFacts(tree));
    const candidates = candidateDatasets(tables, facts, seed, { splitLookAlikes: (source.authorQueries?.accepts?.length ?? 0) > 0 });
    const rejects = source.authorQueries?.rejects ?? [];
    const accepts = source.authorQueries?.accepts ?? [];
    const search = await searchDatasets(prepared.dml ? withDml(lease, prepared.dml, tables) : lease, {
      setupSql: source.setupSql, referenceSql: source.referenceSql, ordered: order.ordered, tables, mutants, candidates,
      authorScripts: source.hiddenDatasets ?? [],
      rejects: rejects.map((r, i) => ({ kind: 'author-reject', description: `rejects[${i}]: ${r.why}`, sql: r.sql, ...(r.case ? { case: r.case } : {}) })),
      accepts,
      invariants: source.authorQueries?.invariants ?? [],
    });
    if (search.ambiguous) return fail(`The reference solution is ambiguous: ${search.ambiguous}; add a tie-breaker.`);
    if (search.error || !search.visible) return fail(`The reference solution fails: ${search.error ?? 'no result'}`);
    prepared.columns = search.visible.columns.map((c) => c.name);
    if (prepared.dml && search.visible.dml?.returning) prepared.dml.returningColumns = search.visible.dml.returning.columns.map((c) => c.name);
    prepared.expected = search.visible.rows;
    prepared.variants = search.variants;
    prepared.discarded = search.discarded;
    prepared.problems.push(...search.problems);
    const catalogueProblem = checkCatalogueOutput(source.expectedOutput, prepared);
    if (catalogueProblem) prepared.problems.push(catalogueProblem);

    const scored = (i: number): boolean => !isAuthored(search.live[i]?.kind);
    const surviving = search.live.filter((_, i) => scored(i) && !search.killed.has(i) && !search.equivalent.has(i));
    const total = search.live.filter((_, i) => scored(i)).length - search.equivalent.size;
    // No mutant at all because none could be made (the deparser cannot print this reference) is not a
    // perfect score: it is an unmeasured one, and fails any positive threshold.
    const unmeasured = total === 0 && dropped > 0 && generated.mutants.length === 0;
    const byKind: NonNullable<MutationReport['byKind']> = {};
    search.live.forEach((m, i) => {
      if (!scored(i) || search.equivalent.has(i)) return;
      const k = (byKind[m.kind] ??= { total: 0, killed: 0 });
      k.total++;
      if (search.killed.has(i)) k.killed++;
    });
    const report: MutationReport = {
      score: unmeasured ? 0 : total === 0 ? 1 : round((total - surviving.length) / total),
      total,
      killed: total - surviving.length,
      surviving: surviving.map((m) => ({ kind: m.kind, description: m.description, sql: m.sql })),
      dropped: dropped + search.dropped,
      equivalent: search.equivalent.size,
      byKind,
      ...(markedEquivalent ? { markedEquivalent } : {}),
      threshold,
      durationMs: Math.round(performance.now() - started),
      ...(rejects.length || accepts.length || source.authorQueries?.invariants?.length
        ? { authored: authoredReport(search.authored, accepts.length, rejects, source.authorQueries?.invariants?.length ?? 0) }
        : {}),
    };
    prepared.mutation = report;
    prepared.problems.push(...authoredProblems(report.authored));
    if (unmeasured && threshold > 0) {
      prepared.problems.push('The reference solution could not be mutated (its SQL does not survive a parse and print round trip), so its hidden datasets cannot be measured: rewrite it with plainer constructs.');
    } else if (report.score < threshold) {
      const named = surviving.slice(0, SHOWN_SURVIVORS).map((m) => `${m.description}: ${m.sql.replace(/\s+/g, ' ')}`).join(' | ');
      prepared.problems.push(
        `Mutation score ${report.score.toFixed(2)} is below ${threshold}: ${surviving.length} of ${total} plausible wrong answers pass every dataset ` +
          `(add sample rows that tell them apart, a hidden dataset, or tighten the reference). Surviving: ${named}${surviving.length > SHOWN_SURVIVORS ? ' | …' : ''}`,
      );
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

/** `col <= '2024-01-01'::date - '65 years'::interval`: the bound is computed once so boundary rows can sit on it. */
async function evaluateConstantBounds(run: Runner, setupSql: string, facts: QueryFacts): Promise<QueryFacts> {
  const pending = facts.literals.filter((l) => l.expr !== undefined);
  if (!pending.length) return facts;
  const values = await run({ setupSql, sql: `SELECT ${pending.map((l) => `(${l.expr})::text`).join(', ')}` });
  if (values.error) return facts;
  pending.forEach((l, i) => {
    const text = values.rows[0]?.[i];
    if (typeof text === 'string') l.boundary = boundaryFromText(text);
  });
  return facts;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

function authoredReport(found: AuthoredOutcome, accepts: number, rejects: AuthorReject[], invariants: number): AuthoredReport {
  const seen = new Set<string>();
  const acceptsRejected = found.acceptsRejected.filter((a) => !seen.has(`${a.index}`) && seen.add(`${a.index}`));
  return {
    accepts,
    acceptsRejected,
    rejects: rejects.length,
    rejectsCaught: found.rejectsCaught.size,
    rejectsPassing: rejects.map((r, index) => ({ index, why: r.why })).filter(({ index }) => !found.rejectsCaught.has(index)),
    candidatesDropped: found.candidatesDropped,
    ...(invariants ? { invariants, invariantsBroken: found.invariantsBroken } : {}),
  };
}

/** The lint's two rules on the author's queries: a faithful reading is never graded wrong, a wrong query never passes. */
function authoredProblems(report: AuthoredReport | undefined): string[] {
  if (!report) return [];
  return [
    ...report.acceptsRejected.map((a) => `accepts[${a.index}] is a faithful reading but differs from the reference on ${a.where}: fix the text, the reference or the data.`),
    ...report.rejectsPassing.map((r) => `rejects[${r.index}] (${r.why}) passes every graded dataset: add sample rows or a hidden dataset that tells it apart.`),
    ...(report.invariantsBroken ?? []).map((v) => `invariants[${v.index}] does not hold on ${v.where}: the data must stay inside the world the text describes.`),
  ];
}

function checkCatalogueOutput(text: string | null | undefined, prepared: PreparedChallenge): string | undefined {
  if (text === undefined || text === null || text.trim() === '') return undefined;
  const parsed = parseExpectedOutput(text);
  if (!parsed.ok) return parsed.error;
  const columnCount = parsed.columns?.length ?? prepared.columns.length;
  const cmp = compareResults({ columnCount: prepared.columns.length, rows: prepared.expected }, { columnCount, rows: parsed.rows }, prepared.ordered);
  return cmp.match ? undefined : `expected_output does not match the reference solution's result: ${cmp.hint}`;
}
