import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The content folder: CONTENT_DIR when set, else the repository's content/ found by walking up from
 * this file (the same from ts-node's backend/src/… and the build's dist/backend/src/…).
 */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CONTENT_DIR) return path.resolve(env.CONTENT_DIR);
  let dir = __dirname;
  for (;;) {
    const candidate = path.join(dir, 'content');
    if (existsSync(path.join(candidate, 'challenges'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('content/challenges not found above the backend: set CONTENT_DIR');
    dir = parent;
  }
}
