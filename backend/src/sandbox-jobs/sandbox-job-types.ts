import type { GradeResult, PreparedChallenge, SetupValidation, TestRunResult } from '../grading';

export interface CheckSetupJob {
  setupSql: string;
}
export type CheckSetupResult = SetupValidation;

export interface ValidateChallengeJob {
  setupSql: string;
  referenceSql: string;
  expectedOutput: string | null;
}
export type ValidateChallengeResult = PreparedChallenge;

export interface TestRunJob {
  learnerKey: string;
  setupSql: string;
  sql: string;
}
export type TestRunJobResult = TestRunResult;

export interface GradeJob {
  learnerKey: string;
  prepared: PreparedChallenge;
  sql: string;
}
export type GradeJobResult = GradeResult;
