export { SandboxExecutor, type ExecutorOptions, type LearnerLease } from './executor';
export { provisionSandbox } from './provision';
export { sandboxUrls, type SandboxUrls } from './sandbox-roles';
export { type DmlOutcome, type DmlSpec, type DmlTableState, type ResultColumn, type RunError, type RunErrorKind, type RunRequest, type RunResult } from './run-result';
export { type JsonValue } from './ordered-json';
export { type ManyOutcome, type ManyRequest, type OnManyResult } from './run-many';
