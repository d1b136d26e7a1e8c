import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isPortOpen, waitForPort } from './tcp';

export interface ResolvedRedis {
  url: string;
  source: 'env' | 'localhost' | 'spawned';
  stop(): Promise<void>;
}

export interface RedisResolveOptions {
  redisUrl?: string;
  dataDir: string;
  spawnPort: number;
}

export class MissingInfrastructureError extends Error {}

/** REDIS_URL, else a server on localhost:6379, else a `redis-server` from PATH started for us. */
export async function resolveRedis(opts: RedisResolveOptions): Promise<ResolvedRedis> {
  if (opts.redisUrl) return { url: opts.redisUrl, source: 'env', stop: async () => {} };
  if (await isPortOpen(6379)) return { url: 'redis://127.0.0.1:6379', source: 'localhost', stop: async () => {} };
  const url = `redis://127.0.0.1:${opts.spawnPort}`;
  if (await isPortOpen(opts.spawnPort)) return { url, source: 'spawned', stop: async () => {} };
  if (spawnSync('redis-server', ['--version']).error) {
    throw new MissingInfrastructureError(
      'No Redis found: REDIS_URL is unset, nothing answers on localhost:6379 and `redis-server` is not on PATH.\n' +
        'Install Redis 7 (Debian/Ubuntu: `apt-get install redis-server`, macOS: `brew install redis`) or set REDIS_URL.',
    );
  }
  const dir = path.resolve(opts.dataDir, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(opts.spawnPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore', detached: false },
  );
  await waitForPort(opts.spawnPort);
  return {
    url,
    source: 'spawned',
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}
