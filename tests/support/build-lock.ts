import fs from 'node:fs';
import path from 'node:path';

/** Latest modification time under `entry` (skipping `skip` folders), 0 when it does not exist. */
export function newestMtime(entry: string, skip: readonly string[] = []): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (!skip.includes(name)) newest = Math.max(newest, newestMtime(path.join(entry, name), skip));
  }
  return newest;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds once across parallel jest workers and suites: a lock directory (atomic mkdir) is held
 * around `build`, and staleness is checked again once it is held, since another run may have built
 * meanwhile. A lock older than `abandonedAfterMs` belongs to a run that died and is taken over.
 */
export async function buildOnce(lockDir: string, isStale: () => boolean, build: () => void, abandonedAfterMs = 600_000): Promise<void> {
  if (!isStale()) return;
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - (fs.existsSync(lockDir) ? fs.statSync(lockDir).mtimeMs : Date.now());
      if (age > abandonedAfterMs) fs.rmSync(lockDir, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    if (isStale()) build();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
