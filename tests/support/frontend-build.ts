import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FRONTEND = path.join(ROOT, 'frontend');
const DIST_INDEX = path.join(FRONTEND, 'dist', 'index.html');

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** True when frontend/dist is missing or older than any source the build reads. */
export function frontendIsStale(): boolean {
  if (!fs.existsSync(DIST_INDEX)) return true;
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((p) => path.join(FRONTEND, p));
  return inputs.some((p) => newestMtime(p) > built);
}

const BUILD_LOCK = path.join(ROOT, 'artifacts', '.frontend-build.lock');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the client when dist is missing or stale. A lock directory keeps parallel suites from
 * building at once; staleness is checked again once the lock is held (another suite may have built it).
 */
export async function ensureFrontendBuilt(): Promise<void> {
  if (!frontendIsStale()) return;
  fs.mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK);
      break;
    } catch {
      // A lock older than ten minutes belongs to a run that died.
      const age = Date.now() - (fs.existsSync(BUILD_LOCK) ? fs.statSync(BUILD_LOCK).mtimeMs : Date.now());
      if (age > 600_000) fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
      await sleep(1000);
    }
  }
  try {
    if (!frontendIsStale()) return;
    const res = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'pipe', env: process.env, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`frontend build failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}
