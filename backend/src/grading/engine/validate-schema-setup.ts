import { type SandboxExecutor } from '../sandbox/executor';
import { checkSchemaSetupStatements } from './schema-setup-check';

let validations = 0;

export type SetupValidation = { ok: true } | { ok: false; errors: string[] };

/** Only table definitions and inserts, and it must run: errors carry the database's own message. */
export async function validateSchemaSetup(executor: SandboxExecutor, setupSql: string): Promise<SetupValidation> {
  const errors = await checkSchemaSetupStatements(setupSql);
  if (errors.length) return { ok: false, errors };
  const r = await executor.run(`setup-validation:${++validations}`, { setupSql, sql: 'SELECT 1' });
  return r.error ? { ok: false, errors: [r.error.message] } : { ok: true };
}
