import { checkSchemaSetupStatements } from './schema-setup-check';

const MAX_ENTRIES = 500;
const checked = new Map<string, Promise<string[]>>();

/**
 * The static setup check on every run is defence in depth (a challenge stored without validation
 * must still not run arbitrary SQL in the grader's transaction); parsing a few-thousand-row
 * setup costs milliseconds, so results are kept per distinct text.
 */
export function cachedSetupProblems(setupSql: string): Promise<string[]> {
  let result = checked.get(setupSql);
  if (!result) {
    if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value as string);
    result = checkSchemaSetupStatements(setupSql);
    checked.set(setupSql, result);
  }
  return result;
}
