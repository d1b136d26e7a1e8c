import { type JsonValue } from '../sandbox/ordered-json';
import { type DmlSpec } from '../sandbox/run-result';

/** Where a hidden dataset came from: built to kill mutants of the reference, or written by the author. */
export type VariantStrategy = 'mutation' | 'author';

export interface PreparedVariant {
  strategy: VariantStrategy;
  /** What the dataset stresses, for admins only (e.g. "boundary rows for orders.amount >= 50"). */
  label: string;
  /** Run after the challenge's setupSql, in the same transaction. */
  script: string;
  expected: JsonValue[][];
  /**
   * The kind of case this dataset was built to catch, in the learner's words ("an order exactly on the
   * threshold"): shown when a submission first differs here. Names no row or value.
   */
  catches?: string;
}

/** The mutation classes of DESIGN.md §6 / issue 11. */
export type MutationKind =
  | 'comparison'
  | 'literal'
  | 'conjunct-dropped'
  | 'join-type'
  | 'distinct'
  | 'aggregate'
  | 'ranking'
  | 'window'
  | 'order-by'
  | 'limit'
  | 'set-operation'
  | 'coalesce'
  | 'division'
  | 'pattern'
  | 'between'
  | 'null-test'
  /** Learners' semantic mistakes (mutation/mistakes.ts). */
  | 'calendar'
  | 'date-part'
  | 'time-zone'
  | 'rounding'
  | 'precedence'
  | 'status'
  | 'clipping'
  | 'denominator'
  /** Data-changing statements (mutation/dml-mutants.ts): the WHERE of an UPDATE/DELETE dropped… */
  | 'dml-where'
  /** …a SET assignment left out… */
  | 'dml-set'
  /** …ON CONFLICT DO NOTHING ↔ DO UPDATE, EXCLUDED.col ↔ the table's col, the DO UPDATE's WHERE dropped. */
  | 'upsert'
  /** A wrong query the author wrote (`rejects`): must be told apart, but is scored apart from the mutants. */
  | 'author-reject'
  /** A faithful reading the author wrote (`accepts`): must give the reference's result on every dataset kept. */
  | 'author-accept'
  /** A rule the text states (`invariants`): a query that returns no row on every dataset kept. */
  | 'author-invariant';

export interface MutantReport {
  kind: MutationKind;
  /** e.g. "`amount >= 50` → `amount > 50`". */
  description: string;
  sql: string;
}

/** How well the hidden datasets catch plausible wrong answers (XData-style mutation analysis). */
export interface MutationReport {
  /** killed / (killed + surviving); 1 when the reference has no mutant. */
  score: number;
  /** Mutants that ran on the visible dataset (killed + surviving). */
  total: number;
  killed: number;
  /** Mutants no dataset tells apart from the reference (some may be equivalent to it). */
  surviving: MutantReport[];
  /** Mutants dropped because they did not deparse, did not run, or timed out. */
  dropped: number;
  /** Mutants shown equivalent on the data and left out of the score (DISTINCT where no dataset has duplicates). */
  equivalent?: number;
  /** Mutants an admin marked equivalent (with a reason): left out of the score, counted here. */
  markedEquivalent?: number;
  /** Per mutation class (the mistake operators among them): scored mutants and how many a dataset killed. */
  byKind?: Partial<Record<MutationKind, { total: number; killed: number }>>;
  /** The threshold validation was held to. */
  threshold: number;
  /** Time spent on mutants and the dataset search. */
  durationMs: number;
  /** The author's queries: faithful readings that must pass, plausible wrong answers that must fail. */
  authored?: AuthoredReport;
}

export interface AuthoredReport {
  accepts: number;
  /** Accepted readings graded wrong on some dataset (each a validation problem). */
  acceptsRejected: Array<{ index: number; where: string }>;
  rejects: number;
  rejectsCaught: number;
  /** Wrong queries that pass every graded dataset (each a validation problem). */
  rejectsPassing: Array<{ index: number; why: string }>;
  /** Candidate datasets dropped because an accepted reading differs on them, or they break an invariant. */
  candidatesDropped: number;
  invariants?: number;
  /** Invariants that the sample or an author's dataset breaks (each a validation problem). */
  invariantsBroken?: Array<{ index: number; where: string }>;
}

/** A plausible wrong answer written by the challenge's author. */
export interface AuthorReject {
  sql: string;
  /** Why it is wrong, for authors and admins. */
  why: string;
  /** The kind of case that tells it apart, in the learner's words (shown when a submission fails there). */
  case?: string;
}

export interface AuthorQueries {
  /** Faithful readings of the text: each must give the reference's result on every graded dataset. */
  accepts: string[];
  rejects: AuthorReject[];
  /**
   * Rules the text states that no constraint can hold ("every property has exactly one current price"): each a
   * query that returns no row when the rule holds. A candidate dataset that breaks one is never kept.
   */
  invariants?: string[];
  /** Surviving mutants an admin marked equivalent to the reference, with why: counted apart from the score. */
  equivalents?: MarkedEquivalent[];
  /** A data-changing challenge (issue 37): the tables its statement is graded by. */
  checks?: string[];
}

export interface MarkedEquivalent {
  /** The mutant's SQL as the mutation report showed it. */
  sql: string;
  reason: string;
  markedBy?: number;
  markedAt?: string;
}

/** Mutant SQL compared without layout: the deparser's output, whitespace collapsed. */
export const mutantKey = (sql: string): string => sql.replace(/\s+/g, ' ').trim().replace(/;$/, '');

/** What validation stores in the app database; grade() needs nothing else. JSON-serialisable. */
export interface PreparedChallenge {
  version: 2;
  setupSql: string;
  /** The reference's outermost query has ORDER BY: rows are compared in order. */
  ordered: boolean;
  /** The reference's column names, for display only (names are never compared). */
  columns: string[];
  /** The reference's result on the visible dataset. */
  expected: JsonValue[][];
  /** Hidden datasets: at most MAX_GENERATED_DATASETS from the mutation search (one more for the packed mistake datasets), plus the author's. */
  variants: PreparedVariant[];
  /** Candidate datasets not kept, and why (ambiguous reference, reference error, constraint violation). */
  discarded: Array<{ strategy: VariantStrategy; label: string; reason: string }>;
  mutation: MutationReport;
  /** Non-empty: the challenge must not pass validation. */
  problems: string[];
  /**
   * A data-changing challenge: every run executes one INSERT/UPDATE/DELETE and is compared by the tables it
   * leaves (`expected` and the variants' rows are that outcome flattened, sandbox/dml-statement.ts).
   */
  dml?: DmlSpec;
}

export interface ChallengeSource {
  setupSql: string;
  referenceSql: string;
  /** The catalogue's expected_output (JSON array of row objects as text): checked against the reference. */
  expectedOutput?: string | null;
  /** Author-written hidden datasets: each a script run after setupSql (INSERT/UPDATE/DELETE). */
  hiddenDatasets?: string[];
  /** Minimum mutation score (default: config MUTATION_SCORE_THRESHOLD, 0.9). */
  mutationThreshold?: number;
  /** Candidate datasets are deterministic from this; by default derived from the challenge's text. */
  seed?: number;
  /** The author's accepted and rejected queries (content files' `accepts` / `rejects`). */
  authorQueries?: AuthorQueries;
}
