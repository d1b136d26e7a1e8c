import { join } from 'node:path';
import { type DemoChallenge } from './catalogue';
import { cachedPrepare } from '../../backend/src/catalogue/content/prepared-cache';
import { prepareChallenge, type PreparedChallenge } from '../../backend/src/platform/grading';
import { type SandboxExecutor } from '../../backend/src/platform/sandbox';

/** Where validations are cached for a run of the suite (the content lint of `npm test` fills it first). */
export const preparedCacheDir = (): string => join(process.env.TEST_DATA_DIR ?? '.data/test', 'prepared-cache');

/**
 * The catalogue challenge validated as the product validates it (its author datasets included, the
 * default threshold). Several test files need the same ones: the result is cached under the test data
 * folder, keyed by the challenge and the engine's sources, so each is validated once per run.
 */
export async function prepareDemo(executor: SandboxExecutor, c: DemoChallenge, opts: { threshold?: number; withoutAuthorDatasets?: boolean } = {}): Promise<PreparedChallenge> {
  const source = {
    setupSql: c.schema_setup, referenceSql: c.correct_solution, hiddenDatasets: opts.withoutAuthorDatasets ? [] : (c.hidden_datasets ?? []),
    ...(opts.threshold === undefined ? {} : { mutationThreshold: opts.threshold }),
  };
  return cachedPrepare(preparedCacheDir(), c.slug, source, (s) => prepareChallenge(executor, s));
}
