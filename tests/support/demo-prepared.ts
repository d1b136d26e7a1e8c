import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DemoChallenge } from '../../backend/src/catalogue/domain/demo';
import { prepareChallenge, type PreparedChallenge } from '../../backend/src/platform/grading';
import { type SandboxExecutor } from '../../backend/src/platform/sandbox';

/** Every source file of the grading engine: a change to any of them makes cached validations stale. */
function engineDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(__dirname, '../../backend/src/platform/grading'));
  hash.update(readFileSync(join(__dirname, '../../backend/src/platform/sandbox/executor.ts')));
  return hash.digest('hex');
}

let digest: string | undefined;

/**
 * The demo challenge validated as the product validates it (its author datasets included, the default
 * threshold). Several test files need all 48: the result is cached under the test data folder, keyed by
 * the challenge and the engine's sources, so each is validated once per run of the suite.
 */
export async function prepareDemo(executor: SandboxExecutor, c: DemoChallenge, opts: { threshold?: number; withoutAuthorDatasets?: boolean } = {}): Promise<PreparedChallenge> {
  digest ??= engineDigest();
  const source = {
    setupSql: c.schema_setup, referenceSql: c.correct_solution, hiddenDatasets: opts.withoutAuthorDatasets ? [] : (c.hidden_datasets ?? []),
    ...(opts.threshold === undefined ? {} : { mutationThreshold: opts.threshold }),
  };
  const key = createHash('sha256').update(digest).update(JSON.stringify(source)).digest('hex').slice(0, 32);
  const dir = join(process.env.TEST_DATA_DIR ?? '.data/test', 'prepared-cache');
  const file = join(dir, `${c.slug}-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PreparedChallenge;
  } catch {
    // not cached yet
  }
  const prepared = await prepareChallenge(executor, source);
  mkdirSync(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(prepared));
  renameSync(tmp, file);
  return prepared;
}
