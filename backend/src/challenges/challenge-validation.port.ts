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
}

export interface ChallengeValidationPort {
  checkSetup(schemaSetup: string): Promise<SetupCheck>;
  validate(input: { challengeId: number; schemaSetup: string; correctSolution: string; expectedOutput: string | null }): Promise<ChallengeValidationOutcome>;
}

export const CHALLENGE_VALIDATION = Symbol('CHALLENGE_VALIDATION');
