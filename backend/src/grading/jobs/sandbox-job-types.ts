import type { GradeResult, PreparedChallenge, SetupValidation, TestRunResult, VisibleExpected } from '../engine';
import type { AuthorQueries } from '../engine/prepared-challenge';

export interface CheckSetupJob {
  setupSql: string;
}
export type CheckSetupResult = SetupValidation;

/** Author-written hidden datasets, each run after the setup (never on a learner's connection). */
export interface CheckHiddenDatasetsJob {
  setupSql: string;
  scripts: string[];
}
/** One message per dataset that does not pass ("dataset 2 does not run after the setup: …"). */
export interface CheckHiddenDatasetsResult {
  ok: boolean;
  errors: string[];
}

export interface ValidateChallengeJob {
  setupSql: string;
  referenceSql: string;
  expectedOutput: string | null;
  /** Author-written hidden datasets (absent from jobs queued before issue 11). */
  hiddenDatasets?: string[];
  /** The author's accepted and rejected queries (absent: none). */
  authorQueries?: AuthorQueries;
  /** MUTATION_SCORE_THRESHOLD of the API that asked; the worker's own when absent. */
  mutationThreshold?: number;
}
export type ValidateChallengeResult = PreparedChallenge;

export interface TestRunJob {
  learnerKey: string;
  setupSql: string;
  sql: string;
  /** The reference's result on the visible dataset (never a hidden one): the run answers a diff against it. */
  expected?: VisibleExpected | null;
}
export type TestRunJobResult = TestRunResult;

export interface GradeJob {
  learnerKey: string;
  prepared: PreparedChallenge;
  sql: string;
}
export type GradeJobResult = GradeResult;
