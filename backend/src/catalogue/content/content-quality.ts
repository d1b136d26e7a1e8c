import { CHALLENGE_CATEGORIES } from '../domain/challenge-fields';
import { CONCEPTS } from '../domain/concepts';
import { type CatalogueChallenge } from '../domain/catalogue-challenge';
import { CLONE_THRESHOLD, clonePairs, fingerprint, isNearDuplicate } from '../domain/similarity';
import { SOLUTION_TOPICS, solutionTopics } from '../domain/solution-topics';
import { challengeProblems, splitStatements } from './content-checks';
import { rubricRating } from './rating-rubric';
import { mutantKey } from '../../grading';

/** How far a rating may sit from its rubric rating (rating-rubric.ts) before the file must say why. */
export const RATING_TOLERANCE = 150;
export const VOLUME_ROWS = 500;
/** Issue 37's scale target: a dataset this large makes a careless query slow or wrong. */
export const LARGE_ROWS = 2_000;
export const ROW_ORDER_FREE = /Row order does not matter\./;

const SERIES = /\bgenerate_series\(\s*(-?\d+)\s*,\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?\)/gi;

/**
 * Rows the setup inserts, read from its text: an `INSERT … VALUES` counts its lines (the content files
 * write one row per line), an `INSERT … SELECT … FROM generate_series(a, b) …` the product of its series'
 * lengths — exact, as the setup check allows no filter, no other FROM item and no set-returning function
 * in such an insert. The sandbox lint measures the rows instead (measureSetupRows); this is the count of
 * `--static`.
 */
export function setupRowCount(setup: string): number {
  let rows = 0;
  for (const statement of splitStatements(setup)) {
    if (!/^\s*INSERT INTO/i.test(statement)) continue;
    if (/^\s*INSERT INTO[^(]*\([^)]*\)\s*SELECT\b/i.test(statement)) {
      const series = [...statement.matchAll(SERIES)].map(([, a, b, step]) => Math.max(0, Math.floor((Number(b) - Number(a)) / Number(step ?? 1)) + 1));
      rows += series.reduce((n, length) => n * length, series.length ? 1 : 0);
      continue;
    }
    rows += statement.split('\n').filter((l) => /^\s*\(/.test(l)).length || 1;
  }
  return rows;
}

/**
 * Problems of one file that need no database: the admin form's rules, determinism, the rating against
 * the rubric's (the rubric's parser must be loaded: `await loadRubricParser()`).
 */
export function fileProblems(c: CatalogueChallenge): string[] {
  const problems = challengeProblems(c).map((p) => p.replace(`${c.slug}: `, ''));
  const rubric = rubricRating(c);
  if (rubric && !c.rating_note && Math.abs(c.difficulty_rating - rubric.rating) > RATING_TOLERANCE) {
    problems.push(
      `difficulty_rating ${c.difficulty_rating} is more than ${RATING_TOLERANCE} from the rubric's ${rubric.rating} (score ${rubric.score}): ` +
        'run `npm run content -- rate <file> --write`, or say why in rating_note',
    );
  }
  problems.push(...authorQueryProblems(c));
  return problems;
}

/** Issue 32: every file names its faithful readings and its plausible wrong answers (content/README.md). */
export const MIN_ACCEPTS = 2;
export const MIN_REJECTS = 4;
const sameQuery = (a: string, b: string): boolean => mutantKey(a) === mutantKey(b);

function authorQueryProblems(c: CatalogueChallenge): string[] {
  const accepts = c.accepts ?? [];
  const rejects = c.rejects ?? [];
  const problems: string[] = [];
  if (accepts.length < MIN_ACCEPTS) problems.push(`accepts: write at least ${MIN_ACCEPTS} faithful readings of the text, each written another way than the solution`);
  if (rejects.length < MIN_REJECTS) problems.push(`rejects: write at least ${MIN_REJECTS} plausible wrong queries from the mistake taxonomy, each with why`);
  accepts.forEach((q, i) => {
    if (sameQuery(q, c.correct_solution)) problems.push(`accepts[${i}] is the solution itself: write another way to the same answer`);
  });
  rejects.forEach((r, i) => {
    if (sameQuery(r.sql, c.correct_solution) || accepts.some((q) => sameQuery(q, r.sql))) problems.push(`rejects[${i}] is also the solution or an accepted query`);
  });
  return problems;
}

/** Pairs of near-duplicates (the generator's similarity rules), each reported on the later file. */
export function duplicateProblems(challenges: readonly CatalogueChallenge[]): Array<{ slug: string; problem: string }> {
  const prints = challenges.map((c) => ({ slug: c.slug, print: fingerprint(c) }));
  const found: Array<{ slug: string; problem: string }> = [];
  for (let i = 0; i < prints.length; i++) {
    for (let j = 0; j < i; j++) {
      if (isNearDuplicate(prints[i]!.print, prints[j]!.print)) found.push({ slug: prints[i]!.slug, problem: `near-duplicate of ${prints[j]!.slug}` });
    }
  }
  return found;
}

export interface ClonePair {
  earlier: string;
  later: string;
  share: number;
  /** The note (of either file) that says why the pair is fine, if any. */
  note?: string;
}

/** Pairs of challenges sharing more than CLONE_THRESHOLD of their solution tokens, each with its note when one file names the other. */
export function findClones(challenges: readonly CatalogueChallenge[]): ClonePair[] {
  const bySlug = new Map(challenges.map((c) => [c.slug, c]));
  const noteOf = (a: string, b: string): string | undefined => bySlug.get(a)?.clone_notes?.find((n) => n.of === b)?.why;
  return clonePairs(challenges).map((p) => {
    const note = noteOf(p.later, p.earlier) ?? noteOf(p.earlier, p.later);
    return { ...p, ...(note ? { note } : {}) };
  });
}

/**
 * The clone rule: each pair without a note is a problem of its later file, or of its new or edited one.
 * `known(slug)` tells a file unchanged since the validation lock; a pair of two such files is debt that
 * the coverage report lists, so the rule holds for every new or edited file without failing the files
 * written before it existed.
 */
export function cloneProblems(pairs: readonly ClonePair[], known: (slug: string) => boolean = () => false): Array<{ slug: string; problem: string }> {
  return pairs
    .filter((p) => !p.note && !(known(p.earlier) && known(p.later)))
    .map((p) => {
      const [slug, other] = known(p.later) ? [p.earlier, p.later] : [p.later, p.earlier];
      return { slug, problem: `shares ${Math.round(p.share * 100)} % of its solution tokens with ${other} (at most ${Math.round(CLONE_THRESHOLD * 100)} %): ask a different question, or say why in clone_notes` };
    });
}

/** Solutions that change data: INSERT, UPDATE, DELETE or MERGE as the statement (after any WITH). */
export function isDataChanging(solution: string): boolean {
  const sql = solution.replace(/--[^\n]*/g, ' ').replace(/'(?:[^']|'')*'/g, "''");
  return /^\s*(?:insert|update|delete|merge)\b/i.test(sql) || (/^\s*with\b/i.test(sql) && /\)\s*(?:insert\s+into|update\s+[a-z_]|delete\s+from|merge\s+into)\b/i.test(sql));
}

export interface CatalogueCoverageReport {
  total: number;
  byBand: Record<string, number>;
  byConcept: Record<string, number>;
  byCategory: Record<string, number>;
  byIndustry: Record<string, number>;
  datasets: number;
  volume: number;
  accepts: number;
  rejects: number;
  invariants: number;
  /** Category → band → count. */
  categoryByBand: Record<string, Record<string, number>>;
  /** Reference solutions using each of issue 37's topics. */
  byTopic: Record<string, number>;
  dataChanging: number;
  /** Distinct datasets of at least LARGE_ROWS rows, and the challenges on them. */
  largeDatasets: number;
  largeChallenges: number;
  clones: { pairs: number; noted: number; maxShare: number };
}

/**
 * Counts per 100-point band, concept, category and industry; distinct datasets; ≥ 500-row challenges.
 * `measuredRows` (slug → rows the sandbox counted) takes the place of the setup text's count where given.
 */
export function coverageReport(challenges: readonly CatalogueChallenge[], measuredRows: ReadonlyMap<string, number> = new Map()): CatalogueCoverageReport {
  const rowsOf = (c: CatalogueChallenge): number => measuredRows.get(c.slug) ?? setupRowCount(c.schema_setup);
  const tally = (keys: string[]): Record<string, number> => keys.reduce<Record<string, number>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});
  const band = (r: number): string => `${Math.floor(r / 100) * 100}`;
  const categoryByBand: Record<string, Record<string, number>> = {};
  for (const c of challenges) {
    const row = (categoryByBand[c.category] ??= {});
    row[band(c.difficulty_rating)] = (row[band(c.difficulty_rating)] ?? 0) + 1;
  }
  const byTopic = Object.fromEntries(SOLUTION_TOPICS.map((t) => [t, 0])) as Record<string, number>;
  for (const c of challenges) for (const t of solutionTopics(c.correct_solution, c.schema_setup)) byTopic[t] = (byTopic[t] ?? 0) + 1;
  const large = challenges.filter((c) => rowsOf(c) >= LARGE_ROWS);
  const clones = findClones(challenges);
  return {
    total: challenges.length,
    byBand: tally(challenges.map((c) => band(c.difficulty_rating))),
    byConcept: tally(challenges.flatMap((c) => c.concepts)),
    byCategory: tally(challenges.map((c) => c.category)),
    byIndustry: tally(challenges.map((c) => c.industry)),
    datasets: new Set(challenges.map((c) => c.schema_setup.replace(/\s+/g, ' ').trim())).size,
    volume: challenges.filter((c) => rowsOf(c) >= VOLUME_ROWS).length,
    accepts: challenges.reduce((n, c) => n + (c.accepts?.length ?? 0), 0),
    rejects: challenges.reduce((n, c) => n + (c.rejects?.length ?? 0), 0),
    invariants: challenges.reduce((n, c) => n + (c.invariants?.length ?? 0), 0),
    categoryByBand,
    byTopic,
    dataChanging: challenges.filter((c) => c.checks?.length || isDataChanging(c.correct_solution)).length,
    largeDatasets: new Set(large.map((c) => c.schema_setup.replace(/\s+/g, ' ').trim())).size,
    largeChallenges: large.length,
    clones: { pairs: clones.length, noted: clones.filter((p) => p.note).length, maxShare: Math.max(0, ...clones.map((p) => p.share)) },
  };
}

/** Issue 37's level curve: per 100-point band from 800 to 1900, at the 2000 cap, and bands per category. */
export const MIN_PER_BAND = 30;
export const MAX_AT_CAP = 30;
export const MIN_CATEGORY_BANDS = 6;

/** The issue-14 and issue-37 targets for the whole catalogue; each unmet one is a problem line. */
export function coverageProblems(r: CatalogueCoverageReport): string[] {
  const problems: string[] = [];
  if (r.total < 250) problems.push(`${r.total} challenges (at least 250 wanted)`);
  for (let b = 800; b < 2000; b += 100) if ((r.byBand[b] ?? 0) < MIN_PER_BAND) problems.push(`band ${b}–${b + 99} has ${r.byBand[b] ?? 0} challenges (at least ${MIN_PER_BAND} wanted)`);
  if ((r.byBand[2000] ?? 0) > MAX_AT_CAP) problems.push(`${r.byBand[2000]} challenges at 2000 (at most ${MAX_AT_CAP} wanted)`);
  for (const c of CHALLENGE_CATEGORIES) {
    const bands = Object.keys(r.categoryByBand[c] ?? {}).length;
    if (bands < MIN_CATEGORY_BANDS) problems.push(`category ${c} spans ${bands} bands (at least ${MIN_CATEGORY_BANDS} wanted)`);
  }
  for (const c of CONCEPTS) if ((r.byConcept[c.slug] ?? 0) < 6) problems.push(`concept ${c.slug} has ${r.byConcept[c.slug] ?? 0} challenges (at least 6 wanted)`);
  for (const c of CHALLENGE_CATEGORIES) if (!r.byCategory[c]) problems.push(`category ${c} has no challenge`);
  const industries = Object.keys(r.byIndustry).filter((i) => i !== 'general').length;
  if (industries < 16) problems.push(`${industries} industries (at least 16 wanted)`);
  if (r.datasets < 40) problems.push(`${r.datasets} distinct datasets (at least 40 wanted)`);
  if (r.volume < 25) problems.push(`${r.volume} challenges on ≥ ${VOLUME_ROWS} rows (at least 25 wanted)`);
  return problems;
}
