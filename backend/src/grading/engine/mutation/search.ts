import { type LearnerLease } from '../../sandbox/executor';
import { type RunResult } from '../../sandbox/run-result';
import { compareResults } from '../compare-results';
import { type PreparedVariant } from '../prepared-challenge';
import { ALTERNATIVE_ORDERS, reorderScript, withScript } from '../row-orders';
import { type TableInfo } from '../schema-introspection';
import { type Candidate } from './candidates';
import { isAuthored, type Mutant } from './mutants';
import { catchesOf, type CaseMutant } from './case-kinds';
import { MISTAKE_FAMILIES } from './mistake-candidates';

export const MAX_GENERATED_DATASETS = 8;
/**
 * How many of them the greedy cover of the mutants may take; the others go to edge families not taken yet,
 * for the learners' mistakes no mutant models (a bound of 1 on any amount, a value just off an average).
 */
const COVER_SLOTS = 6;
/** The family of the packed mistake datasets, which get a slot beyond MAX_GENERATED_DATASETS. */
const MISTAKES = 'mistakes';
const RESHAPING_FAMILIES = new Set(['net-zero', 'partitions-interleaved', 'day-by-day', 'dst']);
/** Sandbox time the candidate search may spend, roughly (validation of one challenge stays within 10 s). */
const SEARCH_BUDGET_MS = 5000;
const SCRIPT_COST_MS = 2;
/**
 * A query's fixed cost and each row its plan processes, measured when a query took four round trips (two
 * now). Kept as it was: the estimate decides how many candidates a challenge tries, so a new
 * value would change which hidden datasets the catalogue keeps.
 */
const QUERY_COST_MS = 0.5;
const MS_PER_ROW = 0.0005;
const MIN_CANDIDATES = 8;
/**
 * Candidate runs get 50 × the slowest query's time on the visible dataset, at least this much (within the
 * statement timeout). The bound only stops a runaway mutant (a mutated recursion), which then costs one
 * timeout (skipAfterTimeout); it is generous so that a busy machine does not time out honest runs and
 * change which datasets a challenge keeps.
 */
const MIN_CANDIDATE_TIMEOUT_MS = 2000;
/** Reruns after a query ran out of time (each drops that mutant or candidate). */
const MAX_RERUNS = 12;
const CANDIDATE_TIMEOUT_FACTOR = 50;

export interface SearchInput {
  setupSql: string;
  referenceSql: string;
  ordered: boolean;
  tables: TableInfo[];
  mutants: Mutant[];
  candidates: Candidate[];
  authorScripts: string[];
  /** The author's wrong queries (kind author-reject): killed like mutants, taken first by the greedy cover. */
  rejects?: CaseMutant[];
  /** The author's faithful readings: a candidate on which one differs from the reference is never kept. */
  accepts?: string[];
  /** Rules of the text as queries that return no row: a candidate on which one returns rows is never kept. */
  invariants?: string[];
}

export interface AuthoredOutcome {
  /** An accepted reading that differs from the reference, and where (the sample, or an author's dataset). */
  acceptsRejected: Array<{ index: number; where: string }>;
  /** Indexes (into `rejects`) of the wrong queries told apart on the visible or a kept dataset. */
  rejectsCaught: Set<number>;
  candidatesDropped: number;
  /** An invariant that the sample or an author's dataset breaks, and where. */
  invariantsBroken: Array<{ index: number; where: string }>;
}

export interface SearchOutcome {
  /** The reference failed on the visible dataset (or the sandbox did): nothing else is meaningful. */
  error?: string;
  /** The reference's result on the visible dataset depends on the physical row order. */
  ambiguous?: string;
  visible?: RunResult;
  variants: PreparedVariant[];
  discarded: Array<{ strategy: 'mutation' | 'author'; label: string; reason: string }>;
  /** Mutants that ran on the visible dataset. */
  live: Mutant[];
  killed: Set<number>;
  /** Live mutants shown equivalent to the reference on the data (DISTINCT added where no dataset has duplicate rows). */
  equivalent: Set<number>;
  dropped: number;
  problems: string[];
  authored: AuthoredOutcome;
}

/** Attempts at a batch whose sandbox connection broke under it (a busy machine), before that is the answer. */
const OUTAGE_ATTEMPTS = 3;

/** The lease, with a batch whose sandbox connection broke (no answer about any query) run again. */
function steady(lease: LearnerLease): LearnerLease {
  return {
    run: (req) => lease.run(req),
    release: () => lease.release(),
    statementTimeoutMs: lease.statementTimeoutMs,
    runMany: async (req, onResult) => {
      for (let attempt = 1; ; attempt++) {
        const out = await lease.runMany(req, onResult);
        if (!out.setupError?.unavailable || attempt >= OUTAGE_ATTEMPTS) return out;
      }
    },
  };
}

/** Greedy weight of a newly killed author reject against a mutant: the author's named mistakes come first. */
const REJECT_WEIGHT = 1000;

const differs = (ref: RunResult, other: RunResult, ordered: boolean): boolean => {
  if (other.error) return other.error.kind !== 'timeout';
  return !compareResults({ columnCount: ref.columns.length, rows: ref.rows }, { columnCount: other.columns.length, rows: other.rows }, ordered).match;
};

/**
 * XData's search: the reference and every mutant run on the visible dataset and on every candidate
 * (one sandbox transaction); a candidate kills a mutant when their results differ. The visible dataset
 * always counts; then candidates are taken greedily by mutants newly killed, each checked for an
 * ambiguous reference (its result must not depend on the physical row order), up to MAX_GENERATED_DATASETS.
 */
export async function searchDatasets(leased: LearnerLease, searched: SearchInput): Promise<SearchOutcome> {
  const lease = steady(leased);
  const rejects = searched.rejects ?? [];
  const accepts: Mutant[] = (searched.accepts ?? []).map((sql, i) => ({ kind: 'author-accept', description: `accepts[${i}]`, sql }));
  const invariants: Mutant[] = (searched.invariants ?? []).map((sql, i) => ({ kind: 'author-invariant', description: `invariants[${i}]`, sql }));
  const authoredIndex = new Map<Mutant, number>([...rejects, ...accepts, ...invariants].map((m) => [m, Number(/\[(\d+)\]/.exec(m.description)?.[1] ?? 0)] as const));
  const isAccept = (m: Mutant | undefined): boolean => m?.kind === 'author-accept';
  const isInvariant = (m: Mutant | undefined): boolean => m?.kind === 'author-invariant';
  // The author's queries run first in every batch: a runaway mutant (a mutated recursion) skips what follows it.
  let input: SearchInput = { ...searched, mutants: [...rejects, ...accepts, ...invariants, ...searched.mutants] };
  const authored: AuthoredOutcome = { acceptsRejected: [], rejectsCaught: new Set(), candidatesDropped: 0, invariantsBroken: [] };
  /** An invariant's query answers rows (or fails) where the rule is broken. */
  const breaks = (r: RunResult | undefined): boolean => !!r && (!!r.error || r.rows.length > 0);
  const outcome: SearchOutcome = { variants: [], discarded: [], live: [], killed: new Set(), equivalent: new Set(), dropped: 0, problems: [], authored };
  // The visible dataset first, the reference alone: the mutants' bound there is relative to its time (a
  // load slows both alike). A mutant that fails or times out there is no plausible answer, and the time the
  // survivors take there bounds what they may take on the candidates: a mutated recursion may never end,
  // and must cost that bound, not the statement timeout, on any dataset.
  const reference = await lease.runMany({ setupSql: input.setupSql, datasets: [''], queries: [input.referenceSql], countWork: true });
  if (reference.setupError) return { ...outcome, error: reference.setupError.message };
  const visible = reference.results[0]?.[0];
  if (!visible || visible.error) return { ...outcome, error: visible?.error?.message ?? 'The reference solution did not run.' };
  outcome.visible = visible;
  const visibleAmbiguity = await ambiguous(lease, input, '', visible);
  if (visibleAmbiguity) return { ...outcome, ambiguous: visibleAmbiguity };
  const bound = (ms: number): number => Math.min(lease.statementTimeoutMs, Math.max(MIN_CANDIDATE_TIMEOUT_MS, Math.ceil(ms * CANDIDATE_TIMEOUT_FACTOR)));
  const first = input.mutants.length
    ? await lease.runMany({ setupSql: input.setupSql, datasets: [''], queries: input.mutants.map((m) => m.sql), countWork: true, timeoutMs: bound(visible.durationMs), skipAfterTimeout: true })
    : { results: [[]], work: [[]] };
  if (first.setupError) return { ...outcome, error: first.setupError.message };
  const shown = [visible, ...(first.results[0] ?? [])];
  const onVisible = (m: Mutant): RunResult | undefined => shown[input.mutants.indexOf(m) + 1];
  // The author's queries on the sample: an accepted reading must match there already; a wrong query that
  // fails there (an error, or a timeout) is caught before any hidden dataset.
  for (const m of [...rejects, ...accepts, ...invariants]) {
    const r = onVisible(m);
    const i = authoredIndex.get(m) as number;
    if (isInvariant(m)) {
      if (!r || breaks(r)) authored.invariantsBroken.push({ index: i, where: `the sample data${r?.error ? ` (${r.error.message})` : ''}` });
    } else if (isAccept(m)) {
      if (!r || r.error || differs(visible, r, input.ordered)) authored.acceptsRejected.push({ index: i, where: `the sample data (${r?.error ? r.error.message : r ? compareResults({ columnCount: visible.columns.length, rows: visible.rows }, { columnCount: r.columns.length, rows: r.rows }, input.ordered).hint : 'no result'})` });
    } else if (!r || r.error || differs(visible, r, input.ordered)) authored.rejectsCaught.add(i);
  }
  const acceptsOff = new Set(authored.acceptsRejected.map((a) => a.index));
  const invariantsOff = new Set(authored.invariantsBroken.map((a) => a.index));
  let mutants = input.mutants.filter((m) => onVisible(m) && !onVisible(m)?.error && !(isAccept(m) && acceptsOff.has(authoredIndex.get(m) as number))
    && !(isInvariant(m) && invariantsOff.has(authoredIndex.get(m) as number)));
  outcome.dropped += input.mutants.filter((m) => !isAuthored(m?.kind) && !mutants.includes(m)).length;
  const slowest = Math.max(visible.durationMs, ...mutants.map((m) => onVisible(m)?.durationMs ?? 0));
  const timeoutMs = bound(slowest);
  // Validation time is bounded: a dataset costs about what the reference and the mutants do on the
  // visible one, so on large or slow challenges only as many candidates as fit the budget are tried,
  // taken family by family so that every kind of edge is still represented. The cost is estimated from
  // the rows each query's plan processed there, not from its duration: the same challenge gets the same
  // hidden datasets however busy the machine is.
  const work = [reference.work?.[0]?.[0] ?? 0, ...(first.work?.[0] ?? [])];
  const queriesRun = [0, ...mutants.map((m) => input.mutants.indexOf(m) + 1)];
  const perDataset = SCRIPT_COST_MS + queriesRun.reduce((ms, q) => ms + QUERY_COST_MS + (work[q] ?? 0) * MS_PER_ROW, 0);
  const affordable = Math.max(MIN_CANDIDATES, Math.floor(SEARCH_BUDGET_MS / perDataset));
  input = { ...input, candidates: withinBudget(input.candidates, affordable) };
  let scripts = [...input.candidates.map((c) => c.script), ...input.authorScripts];
  // A mutant the visible dataset already tells apart is killed whatever the hidden datasets hold: only the
  // others run on the candidates (most mutants die on the sample data, and the candidates are most of the
  // validation's time). Their slots in a candidate's row stay empty, so they count as no kill there.
  const killedOnVisible = new Set(mutants.filter((m) => !isInvariant(m) && differs(visible, onVisible(m) as RunResult, input.ordered)));
  let pending = mutants.filter((m) => !killedOnVisible.has(m));
  const spread = (row: RunResult[] | null | undefined): RunResult[] | null => {
    if (!row) return null;
    const at = new Map(pending.map((m, i) => [m, row[i + 1]]));
    return [row[0] as RunResult, ...mutants.map((m) => at.get(m) as RunResult)];
  };
  // results[0] is the visible dataset (from the first run), then candidates, then the author's datasets
  let results: Array<RunResult[] | null> = [];
  for (let tries = 0; ; tries++) {
    const run = await lease.runMany({ setupSql: input.setupSql, datasets: scripts, queries: [input.referenceSql, ...pending.map((m) => m.sql)], timeoutMs, skipAfterTimeout: true, referenceFirst: true });
    if (run.setupError) return { ...outcome, error: run.setupError.message };
    if (!run.aborted) {
      results = [[visible, ...mutants.map((m) => onVisible(m) as RunResult)], ...run.results.map(spread)];
      break;
    }
    // A query outlived its timeout and took its backend with it: drop that mutant and run again. On a busy
    // machine several may, so the bound is wide.
    if (tries >= MAX_RERUNS) return { ...outcome, error: 'The validation kept running out of time on the generated datasets; try again on a quieter machine.' };
    // The reference, a faithful reading or a rule running out of time on a candidate is no verdict about
    // the query (a busy machine, or data too heavy for it): that candidate is dropped, never kept.
    const d = run.aborted.dataset;
    const runaway = run.aborted.query === 0 ? undefined : (pending[run.aborted.query - 1] as Mutant);
    if (d < input.candidates.length && (!runaway || isAccept(runaway) || isInvariant(runaway))) {
      outcome.discarded.push({ strategy: 'mutation', label: (input.candidates[d] as Candidate).label, reason: `${runaway ? runaway.description : 'the reference'} ran out of time on it` });
      input = { ...input, candidates: input.candidates.filter((_, i) => i !== d) };
      scripts = scripts.filter((_, i) => i !== d);
      continue;
    }
    if (!runaway) return { ...outcome, error: `The reference solution took too long on hidden dataset ${d - input.candidates.length + 1}.` };
    mutants = mutants.filter((m) => m !== runaway);
    pending = pending.filter((m) => m !== runaway);
    const where = `hidden dataset ${d - input.candidates.length + 1} (it ran out of time there)`;
    if (isInvariant(runaway)) authored.invariantsBroken.push({ index: authoredIndex.get(runaway) as number, where });
    else if (isAccept(runaway)) authored.acceptsRejected.push({ index: authoredIndex.get(runaway) as number, where });
    else if (!isAuthored(runaway.kind)) outcome.dropped++;
  }
  outcome.live = mutants;
  const killsIn = (row: RunResult[] | null | undefined): Set<number> => {
    const ref = row?.[0];
    const kills = new Set<number>();
    if (!row || !ref || ref.error) return kills;
    mutants.forEach((m, i) => {
      const r = row[i + 1];
      // an accepted reading that times out on a dataset is as rejected there as one that differs
      if (isInvariant(m) ? breaks(r) : r && (differs(ref, r, input.ordered) || (isAccept(m) && !!r.error))) kills.add(i);
    });
    return kills;
  };
  const acceptKilled = (kills: Set<number>): Mutant | undefined => [...kills].map((k) => mutants[k]).find((m) => isAccept(m) || isInvariant(m));
  killsIn(results[0]).forEach((k) => outcome.killed.add(k));

  const candidates = [...input.candidates];
  const candidateRows = results.slice(1, 1 + candidates.length);
  const authorRows = results.slice(1 + candidates.length);
  const usable = new Map<number, Set<number>>();
  const consider = (c: number): void => {
    const row = candidateRows[c];
    const ref = row?.[0];
    if (!row) return; // the constraints refused it: not a dataset at all
    if (!ref || ref.error) {
      outcome.discarded.push({ strategy: 'mutation', label: (candidates[c] as Candidate).label, reason: `the reference fails on it: ${ref?.error?.message ?? 'no result'}` });
      return;
    }
    const kills = killsIn(row);
    const accept = acceptKilled(kills);
    if (accept) {
      // the data contradicts a faithful reading of the text: grading on it would reject a correct answer
      authored.candidatesDropped++;
      outcome.discarded.push({ strategy: 'mutation', label: (candidates[c] as Candidate).label, reason: isInvariant(accept) ? `it breaks ${accept.description}, a rule the text states` : `an accepted reading (${accept.description}) differs on it` });
      return;
    }
    usable.set(c, kills);
  };
  candidates.forEach((_, c) => consider(c));

  // Composites pack one edge of each family into a single dataset, so six datasets cover more edges.
  const composites = compose(candidates, usable).slice(0, Math.max(COMPOSITES, Math.floor(affordable / 3)));
  if (composites.length) {
    const run = await lease.runMany({ setupSql: input.setupSql, datasets: composites.map((c) => c.script), queries: [input.referenceSql, ...pending.map((m) => m.sql)], timeoutMs, skipAfterTimeout: true, referenceFirst: true });
    if (!run.setupError && !run.aborted) {
      composites.forEach((composite, i) => {
        candidates.push(composite);
        candidateRows.push(spread(run.results[i]));
        consider(candidates.length - 1);
      });
    }
  }

  for (const [a, script] of input.authorScripts.entries()) {
    const row = authorRows[a];
    const ref = row?.[0];
    const label = `author dataset ${a + 1}`;
    if (!row || !ref || ref.error) {
      outcome.problems.push(`Hidden dataset ${a + 1} does not apply or the reference fails on it${ref?.error ? `: ${ref.error.message}` : ''}.`);
      continue;
    }
    const ambiguity = await ambiguous(lease, input, script, ref);
    if (ambiguity) {
      outcome.problems.push(`Hidden dataset ${a + 1}: the reference solution is ambiguous on it (${ambiguity}); add a tie-breaker or change the data.`);
      continue;
    }
    const kills = killsIn(row);
    for (const k of kills) {
      const m = mutants[k];
      if (isAccept(m)) authored.acceptsRejected.push({ index: authoredIndex.get(m as Mutant) as number, where: `hidden dataset ${a + 1}` });
      if (isInvariant(m)) authored.invariantsBroken.push({ index: authoredIndex.get(m as Mutant) as number, where: `hidden dataset ${a + 1}` });
    }
    outcome.variants.push({ strategy: 'author', label, script, expected: ref.rows, ...catchesOf(kills, mutants) });
    kills.forEach((k) => outcome.killed.add(k));
  }

  // Each dataset taken must leave the reference unambiguous, which costs a sandbox run (the setup, then the
  // dataset under other physical row orders). The selection is first played assuming every candidate passes,
  // the candidates it would take are checked together in one run, then it is played for real; a candidate
  // the first play did not foresee (one it took was ambiguous) is checked on its own.
  const verdicts = new Map<number, string | undefined>();
  const check = async (cs: number[]): Promise<void> => {
    const found = await ambiguities(lease, input, cs.map((c) => ({ script: (candidates[c] as Candidate).script, ref: candidateRows[c]?.[0] as RunResult })));
    if (found) cs.forEach((c, i) => verdicts.set(c, found[i]));
  };
  const changesAnswer = (c: number): boolean => differs(visible, candidateRows[c]?.[0] as RunResult, input.ordered);
  const weight = (k: number): number => (mutants[k]?.kind === 'author-reject' ? REJECT_WEIGHT : 1);
  const foreseen = await select(candidates, usable, outcome.killed, changesAnswer, weight, async (c) => !verdicts.get(c));
  await check(foreseen.chosen);
  const selection = await select(candidates, usable, outcome.killed, changesAnswer, weight, async (c) => {
    if (!verdicts.has(c)) await check([c]);
    const ambiguity = verdicts.get(c);
    if (ambiguity) outcome.discarded.push({ strategy: 'mutation', label: (candidates[c] as Candidate).label, reason: ambiguity });
    return !ambiguity;
  });
  for (const c of selection.taken) usable.delete(c);
  for (const c of selection.chosen) {
    const cand = candidates[c] as Candidate;
    const kills = killsIn(candidateRows[c]);
    const fresh = new Set([...kills].filter((k) => !outcome.killed.has(k)));
    outcome.variants.push({ strategy: 'mutation', label: cand.label, script: cand.script, expected: (candidateRows[c]?.[0] as RunResult).rows, ...catchesOf(fresh, mutants, cand.family) });
    kills.forEach((k) => outcome.killed.add(k));
  }
  outcome.killed.forEach((k) => {
    const m = mutants[k];
    if (m?.kind === 'author-reject') authored.rejectsCaught.add(authoredIndex.get(m) as number);
  });
  await orderForcedByPlan(lease, input, outcome, mutants, timeoutMs);
  // Six classes differ from the reference only on one data feature that the candidates build wherever
  // the schema allows it: duplicate rows (DISTINCT added; UNION ↔ UNION ALL, which in a recursion over a
  // tree never meet one), peer rows in a window's order (RANGE ↔ ROWS), non-integer operands (integer
  // division), a group whose sum is zero (HAVING sum <> 0, where a CHECK keeps amounts positive), a parent
  // without children (INNER → RIGHT on a child's foreign key). Surviving every candidate, not just the chosen six, is taken as equivalence for those;
  // every other survivor is reported.
  const killedByAny = new Set<number>();
  for (const kills of usable.values()) kills.forEach((k) => killedByAny.add(k));
  // A surviving mutant that gives what an accepted reading gives on every dataset tried is that reading, not
  // a wrong answer (a case-blind match the text allows, for one): it is equivalent, left out of the score.
  // (This also takes in a mutant that no candidate tells from the reference at all, as the four classes
  // above are: requiring the reading to depart from the reference somewhere failed 5 of 49 held-out
  // challenges on survivors no dataset can build, e.g. a filter on a value rounded to cents.)
  const acceptIdx = mutants.map((m, i) => (isAccept(m) ? i : -1)).filter((i) => i >= 0);
  if (acceptIdx.length) {
    const rows = [results[0], ...candidateRows];
    outcome.live.forEach((m, i) => {
      if (isAuthored(m?.kind) || outcome.killed.has(i)) return;
      const asAccepted = acceptIdx.some((a) => rows.every((row) => {
        const x = row?.[a + 1];
        const y = row?.[i + 1];
        return !row || !x || !y || (!x.error && !y.error && !differs(x, y, input.ordered));
      }));
      if (asAccepted) outcome.equivalent.add(i);
    });
  }
  outcome.live.forEach((m, i) => {
    if (outcome.killed.has(i) || killedByAny.has(i)) return;
    if ((m.kind === 'distinct' && m.description === 'added DISTINCT') || (m.kind === 'set-operation' && /^UNION/.test(m.description)) || m.kind === 'division' || (m.kind === 'window' && /^window frame/.test(m.description))
      || (m.kind === 'clipping' && /^HAVING .* added/.test(m.description)) || (m.kind === 'join-type' && / → RIGHT JOIN$/.test(m.description))) {
      outcome.equivalent.add(i);
    }
  });
  return outcome;
}

/**
 * The hidden datasets, in the order taken: a greedy cover (most mutants newly killed; on a tie, the dataset
 * that kills more in all, since composites pack several edges, then a family not chosen yet), then spare
 * slots for datasets that change the answer (a hard-coded copy of the visible one must fail) from edge
 * families not chosen yet (dates moved, ties, NULLs, empty groups…), for mistakes no mutant models. `accept`
 * says whether a candidate may be one (its reference is unambiguous on it); `taken` is every candidate asked.
 * Works on copies: the caller's kill sets are not changed.
 */
async function select(
  candidates: Candidate[], usableIn: Map<number, Set<number>>, killedIn: Set<number>, changesAnswer: (c: number) => boolean, weight: (k: number) => number,
  accept: (c: number) => Promise<boolean>,
): Promise<{ chosen: number[]; taken: number[] }> {
  const usable = new Map(usableIn);
  const killed = new Set(killedIn);
  const chosen: number[] = [];
  const taken: number[] = [];
  const take = async (c: number): Promise<boolean> => {
    taken.push(c);
    const kills = usable.get(c);
    usable.delete(c);
    if (!(await accept(c))) return false;
    chosen.push(c);
    kills?.forEach((k) => killed.add(k));
    return true;
  };
  const families = new Set<string>();
  while (chosen.length < COVER_SLOTS) {
    let best = -1;
    let bestScore: [number, number, number] = [0, 0, 0];
    for (const [c, kills] of usable) {
      let gain = 0;
      kills.forEach((k) => {
        if (!killed.has(k)) gain += weight(k);
      });
      const score: [number, number, number] = [gain, kills.size, families.has((candidates[c] as Candidate).family) ? 0 : 1];
      if (gain > 0 && (score[0] > bestScore[0] || (score[0] === bestScore[0] && (score[1] > bestScore[1] || (score[1] === bestScore[1] && score[2] > bestScore[2]))))) {
        best = c;
        bestScore = score;
      }
    }
    if (best < 0) break;
    if (await take(best)) families.add((candidates[best] as Candidate).family);
  }
  // one slot beyond the budget for the learners' mistakes that no mutant models (a type read from a code, a
  // group netting to zero, a band with no row…): their datasets packed into one, taken whenever it applies
  if (!chosen.some((c) => candidates[c]?.family === MISTAKES)) {
    const packed = [...usable.keys()].filter((c) => candidates[c]?.family === MISTAKES && changesAnswer(c))
      .sort((x, y) => (candidates[y]?.parts ?? 1) - (candidates[x]?.parts ?? 1) || x - y);
    for (const c of packed) if (await take(c)) break;
  }
  const familiesTaken = new Set(chosen.map((c) => candidates[c]?.family));
  // a dataset that leaves the reference's answer as it is still catches mistakes (a gift below 1.00 where
  // every donor keeps their status): until one dataset changes the answer (which a hard-coded copy of the
  // visible result fails), those that do come first
  const spare = [...usable.keys()];
  const budgeted = (): number => chosen.filter((c) => candidates[c]?.family !== MISTAKES).length;
  while (budgeted() < MAX_GENERATED_DATASETS && spare.length) {
    spare.sort((x, y) => Number(familiesTaken.has(candidates[x]?.family)) - Number(familiesTaken.has(candidates[y]?.family))
      || (chosen.some(changesAnswer) ? 0 : Number(changesAnswer(y)) - Number(changesAnswer(x)))
      || priority(candidates[x]?.family) - priority(candidates[y]?.family)
      || (candidates[y]?.parts ?? 1) - (candidates[x]?.parts ?? 1) || (usable.get(y)?.size ?? 0) - (usable.get(x)?.size ?? 0) || x - y);
    const c = spare.shift() as number;
    if (!usable.has(c)) continue;
    if (await take(c)) familiesTaken.add(candidates[c]?.family);
  }
  return { chosen, taken };
}

const COMPOSITES = 3;
const SPREAD = / spread evenly over /;

/**
 * At most `n` candidates, taken round-robin over the families in priority order. The families that come
 * after (LEFTOVER_FAMILIES) fill what is left, plus LEFTOVER_SLOTS of their own.
 */
function withinBudget(candidates: Candidate[], n: number): Candidate[] {
  if (candidates.length <= n) return candidates;
  const out: Candidate[] = [];
  for (const leftover of [false, true]) {
    const limit = leftover ? n + LEFTOVER_SLOTS : n;
    const byFamily = new Map<string, Candidate[]>();
    for (const c of candidates) if (LEFTOVER_FAMILIES.has(c.family) === leftover) byFamily.set(c.family, [...(byFamily.get(c.family) ?? []), c]);
    const queues = [...byFamily.entries()].sort(([a], [b]) => priority(a) - priority(b)).map(([, list]) => list);
    for (let round = 0; out.length < limit && queues.some((q) => q.length > round); round++) {
      for (const q of queues) if (q[round] && out.length < limit) out.push(q[round] as Candidate);
    }
  }
  return out;
}

/**
 * Families added after the budget's share-out was measured on the catalogue: where the budget binds they
 * never take a slot another family had, and get two slots of their own (two datasets more than the
 * budget: at most a quarter more on the largest challenges, whose budget is MIN_CANDIDATES).
 */
const LEFTOVER_FAMILIES = new Set(['calendar-edges', ...MISTAKE_FAMILIES]);
const LEFTOVER_SLOTS = 6;

/**
 * A dropped ORDER BY key that no dataset catches is usually ordered anyway by the plan (a window or a
 * join already sorts by it). When it gives the reference's answer on the visible and every hidden dataset
 * under every physical row order too, no submission with that mistake can be told apart by data, so it
 * is counted as equivalent rather than as a survivor.
 */
async function orderForcedByPlan(lease: LearnerLease, input: SearchInput, outcome: SearchOutcome, mutants: Mutant[], timeoutMs: number): Promise<void> {
  const suspects = outcome.live.map((m, i) => [m, i] as const).filter(([m, i]) => m.kind === 'order-by' && !outcome.killed.has(i) && /dropped key/.test(m.description));
  if (!suspects.length || !input.ordered) return;
  const scripts = ['', ...outcome.variants.map((v) => v.script)].flatMap((script) =>
    ALTERNATIVE_ORDERS.map((order) => withScript(script, reorderScript(input.tables, order)).replace(/^\n;\n/, '')));
  const run = await lease.runMany({ setupSql: input.setupSql, datasets: scripts, queries: [input.referenceSql, ...suspects.map(([m]) => m.sql)], timeoutMs, skipAfterTimeout: true, referenceFirst: true });
  if (run.setupError || run.aborted) return;
  suspects.forEach(([, live], k) => {
    const agrees = run.results.every((row) => {
      if (!row) return true; // this layout cannot be rebuilt: no evidence either way
      const ref = row[0];
      const other = row[k + 1];
      return !!ref && !ref.error && !!other && !differs(ref, other, input.ordered);
    });
    if (agrees && mutants.length) outcome.equivalent.add(live);
  });
}

/**
 * Spare slots go first to the families that model mistakes no mutant does: ties on computed keys
 * (cloned groups), whole-schema variations, boundaries, links between tables, dates out of range.
 */
const FAMILY_PRIORITY = [...new Set(['cloned-groups', 'edge-values', 'broad', 'periods-moved', 'boundary', 'links', 'mirrored', 'dates', 'ties', 'affixes', 'nulls-duplicates', 'empty-groups',
  ...MISTAKE_FAMILIES, 'composite', 'random'])];
const priority = (family: string | undefined): number => {
  const i = FAMILY_PRIORITY.indexOf(family ?? '');
  return i < 0 ? FAMILY_PRIORITY.length : i;
};

/**
 * Composite candidates, so that six datasets hold many edges at once: every dataset of one family applied
 * one after the other (and each half of them, in case the whole does not fit the constraints), and the
 * j-th best dataset of every family together. Only datasets that applied on their own take part; each
 * composite is evaluated like any other candidate.
 */
function compose(candidates: Candidate[], usable: Map<number, Set<number>>): Candidate[] {
  const byFamily = new Map<string, number[]>();
  for (const c of usable.keys()) {
    const family = (candidates[c] as Candidate).family;
    if (family === 'random') continue;
    byFamily.set(family, [...(byFamily.get(family) ?? []), c]);
  }
  const out: Candidate[] = [];
  const join = (label: string, parts: Candidate[], family: string): void => {
    if (parts.length >= 2) out.push({ label: `${label}: ${parts.map((p) => p.label).join('; ')}`, script: parts.map((p) => p.script).join(';\n'), family, parts: parts.length });
  };
  for (const [family, list] of byFamily) {
    // links spread evenly over every parent first: applied last, they would give every parent its children
    // back and undo the childless parents that the other links build
    const parts = list.map((c) => candidates[c] as Candidate).sort((a, b) => Number(!SPREAD.test(a.label)) - Number(!SPREAD.test(b.label)));
    join(`all ${family}`, parts, family);
    if (parts.length >= 4) {
      join(`${family} (first half)`, parts.slice(0, Math.ceil(parts.length / 2)), family);
      join(`${family} (second half)`, parts.slice(Math.ceil(parts.length / 2)), family);
    }
  }
  for (const list of byFamily.values()) list.sort((x, y) => (usable.get(y)?.size ?? 0) - (usable.get(x)?.size ?? 0) || x - y);
  // the mistake families' best datasets together (and each half, in case the whole breaks a constraint or an accepted reading)
  // (only the families that edit some rows: opposite twins net every total to zero, interleaved partitions
  // move every row onto two keys, day-by-day and DST move every date, after which the other edits no longer
  // show; the greedy cover takes those for the mutants they kill)
  const mistakes = MISTAKE_FAMILIES.filter((f) => !RESHAPING_FAMILIES.has(f)).map((f) => byFamily.get(f)?.[0]).filter((c): c is number => c !== undefined).map((c) => candidates[c] as Candidate);
  join('mistakes packed', mistakes, MISTAKES);
  if (mistakes.length >= 4) {
    join('mistakes packed (first half)', mistakes.slice(0, Math.ceil(mistakes.length / 2)), MISTAKES);
    join('mistakes packed (second half)', mistakes.slice(Math.ceil(mistakes.length / 2)), MISTAKES);
  }
  for (let j = 0; j < COMPOSITES; j++) {
    const parts = [...byFamily.values()].map((list) => list[j]).filter((c): c is number => c !== undefined).map((c) => candidates[c] as Candidate);
    join(`composite ${j + 1}`, parts, 'composite');
  }
  return out;
}

/** The reference under other physical row orders: a different answer means the dataset cannot be an expectation. */
async function ambiguous(lease: LearnerLease, input: SearchInput, script: string, ref: RunResult): Promise<string | undefined> {
  return (await ambiguities(lease, input, [{ script, ref }]))?.[0];
}

/**
 * `ambiguous` for several datasets in one sandbox run (each in its own savepoint, so each verdict is what a
 * run of its own gives). Undefined when a query outlived its limit and ended a run of several: the datasets
 * after it got no answer, and each is then checked on its own.
 */
async function ambiguities(lease: LearnerLease, input: SearchInput, items: Array<{ script: string; ref: RunResult }>): Promise<Array<string | undefined> | undefined> {
  if (!items.length) return [];
  const run = await lease.runMany({
    setupSql: input.setupSql,
    datasets: items.flatMap(({ script }) => ALTERNATIVE_ORDERS.map((order) => withScript(script, reorderScript(input.tables, order)).replace(/^\n;\n/, ''))),
    queries: [input.referenceSql],
  });
  if (run.setupError) return items.map(() => `the sandbox failed: ${run.setupError!.message}`);
  if (run.aborted && items.length > 1) return undefined;
  return items.map(({ ref }, n) => {
    for (const [i, order] of ALTERNATIVE_ORDERS.entries()) {
      const again = run.results[n * ALTERNATIVE_ORDERS.length + i]?.[0];
      if (!again) continue; // this table layout cannot be rebuilt: no check, no verdict
      if (again.error) return `the reference fails on it: ${again.error.message}`;
      const same = compareResults({ columnCount: ref.columns.length, rows: ref.rows }, { columnCount: again.columns.length, rows: again.rows }, input.ordered);
      if (!same.match) return `the result depends on the physical row order (${order} rows: ${same.hint})`;
    }
    return undefined;
  });
}
