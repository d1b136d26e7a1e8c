import { join } from 'node:path';
import { type DemoChallenge } from './catalogue';
import { cachedPrepare } from '../../backend/src/catalogue/content/prepared-cache';
import { contentSource } from '../../backend/src/catalogue/content/validate-content';
import { prepareChallenge, type PreparedChallenge } from '../../backend/src/grading/engine';
import { type SandboxExecutor } from '../../backend/src/grading/sandbox';

/** Where validations are cached for a run of the suite (the content lint of `npm test` fills it first). */
export const preparedCacheDir = (): string => join(process.env.TEST_DATA_DIR ?? '.data/test', 'prepared-cache');

/**
 * The catalogue challenge validated as the product validates it (its author datasets and author queries
 * included, the default threshold); `withoutAuthorDatasets` leaves out the hidden datasets the author wrote. Several test files need the same ones: the result is cached under the test data
 * folder, keyed by the challenge and the engine's sources, so each is validated once per run.
 */
export async function prepareDemo(executor: SandboxExecutor, c: DemoChallenge, opts: { threshold?: number; withoutAuthorDatasets?: boolean } = {}): Promise<PreparedChallenge> {
  // as the product validates it: the author's queries (accepts, rejects, invariants) included
  const source = {
    ...contentSource(c),
    ...(opts.withoutAuthorDatasets ? { hiddenDatasets: [] } : {}),
    ...(opts.threshold === undefined ? {} : { mutationThreshold: opts.threshold }),
  };
  return cachedPrepare(preparedCacheDir(), c.slug, source, (s) => prepareChallenge(executor, s));
}
