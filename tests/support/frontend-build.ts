import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildOnce, newestMtime } from './build-lock';

const ROOT = path.resolve(__dirname, '../..');
const FRONTEND = path.join(ROOT, 'frontend');
const DIST_INDEX = path.join(FRONTEND, 'dist', 'index.html');

/** True when frontend/dist is missing or older than any source the build reads. */
export function frontendIsStale(): boolean {
  if (!fs.existsSync(DIST_INDEX)) return true;
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'compress-assets.ts', 'package.json', 'tsconfig.json'].map((p) => path.join(FRONTEND, p));
  return inputs.some((p) => newestMtime(p, ['node_modules', 'dist']) > built);
}

const BUILD_LOCK = path.join(ROOT, 'artifacts', '.frontend-build.lock');

/** Builds the client when dist is missing or stale, once across parallel suites. */
export async function ensureFrontendBuilt(): Promise<void> {
  await buildOnce(BUILD_LOCK, frontendIsStale, () => {
    const res = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'pipe', env: process.env, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`frontend build failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  });
}
