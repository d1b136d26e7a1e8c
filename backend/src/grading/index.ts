/**
 * The grading context's public module: what other wings may use of it (they never import its folders).
 * engine/ grades and validates, sandbox/ runs learner SQL on its own server, jobs/ is the worker's side.
 */
export * from './engine';
export * from './sandbox';
export { mutantKey, type MutantReport, type MutationReport } from './engine/prepared-challenge';
export { checkHiddenDatasets, MAX_HIDDEN_DATASET_CHARS, MAX_HIDDEN_DATASETS } from './engine/hidden-datasets-check';
export { waitToNextStep } from './engine/answer-time';
export { resolveSandbox, type ResolvedSandbox } from './sandbox/sandbox-resolver';
export { SandboxModule } from './jobs/sandbox.module';
export { SandboxJobHandlers } from './jobs/sandbox-job.handlers';
export { GRADER } from './jobs/sandbox.tokens';
export { expectedOutputText } from './jobs/expected-output-text';
export type { CheckHiddenDatasetsResult, CheckSetupResult, GradeJob, GradeJobResult, TestRunJob, TestRunJobResult, ValidateChallengeResult } from './jobs/sandbox-job-types';
