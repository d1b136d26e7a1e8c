import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CatalogueChallenge } from '../domain/catalogue-challenge';
import { engineDigest } from './prepared-cache';
import { contentSource } from './validate-content';

/**
 * content/validation.lock.json: the grading engine's digest and, for every challenge whose last full
 * validation passed, the key of what was validated (setup, solution, hidden datasets, author queries). While
 * the engine is the one the lock names, the test command re-validates only the challenges whose key changed
 * and a rotating sample of the rest; a changed engine means a full validation, as before.
 */
export interface ValidationLock {
  engine: string;
  challenges: Record<string, string>;
}

export const LOCK_FILE = 'validation.lock.json';

export const sourceKey = (c: CatalogueChallenge): string => createHash('sha256').update(JSON.stringify(contentSource(c))).digest('hex').slice(0, 32);

export function readLock(dir: string): ValidationLock | undefined {
  const file = path.join(dir, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as ValidationLock;
    return typeof lock.engine === 'string' && lock.challenges && typeof lock.challenges === 'object' ? lock : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a challenge is recorded in the lock exactly as it is now (unchanged since its last full validation). */
export const unchangedSinceLock = (lock: ValidationLock | undefined, c: CatalogueChallenge): boolean => lock?.challenges[c.slug] === sourceKey(c);

export function writeLock(dir: string, passed: readonly CatalogueChallenge[]): void {
  const challenges = Object.fromEntries([...passed].sort((a, b) => a.slug.localeCompare(b.slug)).map((c) => [c.slug, sourceKey(c)]));
  writeFileSync(path.join(dir, LOCK_FILE), `${JSON.stringify({ engine: engineDigest(), challenges }, null, 1)}\n`);
}

/**
 * What a locked lint validates: everything when there is no lock or the engine changed; else the changed and
 * new challenges plus `sample` of the others, a different slice each day so the whole catalogue is
 * re-validated every few weeks even when nothing changes.
 */
export function lockedSelection(all: readonly CatalogueChallenge[], lock: ValidationLock | undefined, sample: number, day: number): { chosen: CatalogueChallenge[]; reason: string } {
  if (!lock) return { chosen: [...all], reason: 'no validation lock: every challenge' };
  if (lock.engine !== engineDigest()) return { chosen: [...all], reason: 'the grading engine changed since the lock: every challenge' };
  const changed = all.filter((c) => lock.challenges[c.slug] !== sourceKey(c));
  const rest = all.filter((c) => !changed.includes(c)).sort((a, b) => a.slug.localeCompare(b.slug));
  const n = Math.min(sample, rest.length);
  const start = rest.length ? (day * n) % rest.length : 0;
  const rotating = Array.from({ length: n }, (_, i) => rest[(start + i) % rest.length] as CatalogueChallenge);
  return { chosen: [...changed, ...rotating], reason: `${changed.length} changed or new since the lock, plus ${rotating.length} of the others (rotating daily)` };
}
