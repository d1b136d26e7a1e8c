import { type SandboxExecutor } from '../sandbox/executor';
import { grade, type GradeResult } from './grade';
import { prepareChallenge } from './prepare-challenge';
import { type ChallengeSource, type PreparedChallenge } from './prepared-challenge';
import { testRun, type TestRunResult, type VisibleExpected } from './test-run';
import { validateSchemaSetup, type SetupValidation } from './validate-schema-setup';

export interface Grader {
  validateSchemaSetup(setupSql: string): Promise<SetupValidation>;
  prepareChallenge(source: ChallengeSource): Promise<PreparedChallenge>;
  grade(prepared: PreparedChallenge, learnerSql: string, opts: { learnerKey: string }): Promise<GradeResult>;
  testRun(setupSql: string, learnerSql: string, opts: { learnerKey: string; expected?: VisibleExpected | null }): Promise<TestRunResult>;
}

/** The library's entry point for the Nest adapters: everything bound to one executor. */
export function createGrader(executor: SandboxExecutor): Grader {
  return {
    validateSchemaSetup: (setupSql) => validateSchemaSetup(executor, setupSql),
    prepareChallenge: (source) => prepareChallenge(executor, source),
    grade: (prepared, sql, opts) => grade(executor, prepared, sql, opts),
    testRun: (setupSql, sql, opts) => testRun(executor, setupSql, sql, opts),
  };
}
