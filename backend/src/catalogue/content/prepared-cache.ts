import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChallengeSource, PreparedChallenge } from '../../grading';

let digest: string | undefined;

/** Every source file of the grading engine and the sandbox it runs on: a change to any of them makes cached validations stale. */
export function engineDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256');
  const wing = path.join(__dirname, '../../grading');
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|js)$/.test(entry.name) && !/\.spec\.(ts|js)$/.test(entry.name)) hash.update(path.relative(wing, full)).update(readFileSync(full));
    }
  };
  walk(path.join(wing, 'engine'));
  walk(path.join(wing, 'sandbox'));
  digest = hash.digest('hex');
  return digest;
}

/**
 * A validation result cached on disk, keyed by the grading engine's sources and the challenge's
 * source: validating a catalogue twice in one run (the content lint, then the tests) costs once.
 */
export async function cachedPrepare(
  dir: string | undefined,
  name: string,
  source: ChallengeSource,
  prepare: (source: ChallengeSource) => Promise<PreparedChallenge>,
): Promise<PreparedChallenge> {
  if (!dir) return prepare(source);
  const key = createHash('sha256').update(engineDigest()).update(JSON.stringify(source)).digest('hex').slice(0, 32);
  const file = path.join(dir, `${name}-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PreparedChallenge;
  } catch {
    // not cached yet
  }
  const prepared = await prepare(source);
  mkdirSync(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(prepared));
  renameSync(tmp, file);
  return prepared;
}
