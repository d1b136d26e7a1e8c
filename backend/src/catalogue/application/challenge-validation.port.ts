import type { AuthorQueries, MutationReport } from '../../grading';

/** What the catalogue needs from the sandbox (implemented by sandbox jobs on the worker). */
export interface SetupCheck {
  ok: boolean;
  error: string | null;
}

export interface ChallengeValidationOutcome {
  ok: boolean;
  error: string | null;
  /** The visible expected output, computed by running the reference when the challenge had none. */
  expectedOutput: string | null;
  orderMatters: boolean | null;
  /** Everything grading needs (visible and hidden datasets' expected rows); stored in the app database. */
  grading: unknown;
  /** How well the hidden datasets catch the reference's mutants; null when the analysis did not run. */
  mutation: MutationReport | null;
}

export interface ChallengeValidationInput {
  challengeId: number;
  schemaSetup: string;
  correctSolution: string;
  expectedOutput: string | null;
  /** Author-written hidden datasets (scripts applied after the setup); none by default. */
  hiddenDatasets?: readonly string[];
  /** The author's accepted and rejected queries; none by default. */
  authorQueries?: AuthorQueries;
}

export interface ChallengeValidationPort {
  checkSetup(schemaSetup: string): Promise<SetupCheck>;
  /** Each author-written hidden dataset runs after the setup (already checked statically). */
  checkHiddenDatasets(schemaSetup: string, scripts: readonly string[]): Promise<SetupCheck>;
  validate(input: ChallengeValidationInput): Promise<ChallengeValidationOutcome>;
}

export const CHALLENGE_VALIDATION = Symbol('CHALLENGE_VALIDATION');
