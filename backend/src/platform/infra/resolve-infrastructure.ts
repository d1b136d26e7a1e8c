import path from 'node:path';
import type { Env } from '../config/config.schema';
import { persistentSecret, type RuntimeConfig, type SandboxServerUrls } from '../config/runtime-config';
import { redact, resolvePostgres } from './postgres-resolver';
import { resolveRedis } from './redis-resolver';

/** The learner-SQL servers, found or started and provisioned (the grading wing's `resolveSandbox`). */
export interface StartedSandbox extends SandboxServerUrls {
  source: 'env' | 'embedded';
  servers: Array<SandboxServerUrls & { provisioned: boolean }>;
  stop(): Promise<void>;
}

export type SandboxStarter = (opts: { sandboxUrl?: string; sandboxUrls?: string[]; dataDir: string; embeddedPort: number; log: (line: string) => void }) => Promise<StartedSandbox>;

export interface Infrastructure {
  config: RuntimeConfig;
  describe: string[];
  stop(): Promise<void>;
}

/**
 * Finds or starts what the product needs (DESIGN.md §9) and returns the runtime configuration. A process
 * that runs learner SQL passes the sandbox's starter (the composition root hands it the grading wing's).
 */
export async function resolveInfrastructure(env: Env, log: (l: string) => void, opts: { sandbox?: SandboxStarter } = {}): Promise<Infrastructure> {
  const dataDir = path.resolve(env.DATA_DIR);
  const pg = await resolvePostgres({
    databaseUrl: env.DATABASE_URL,
    databaseName: 'sqldaily',
    dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log,
  });
  const redis = await resolveRedis({ redisUrl: env.REDIS_URL, dataDir, spawnPort: env.EMBEDDED_REDIS_PORT });
  let sandbox: StartedSandbox | undefined;
  if (opts.sandbox) {
    sandbox = await opts.sandbox({ sandboxUrl: env.SANDBOX_DATABASE_URL, sandboxUrls: env.SANDBOX_DATABASE_URLS, dataDir, embeddedPort: env.EMBEDDED_SANDBOX_PORT, log });
  }
  const config: RuntimeConfig = {
    env,
    dataDir,
    databaseUrl: pg.url,
    redisUrl: redis.url,
    ...(sandbox ? { sandbox: { superuserUrl: sandbox.superuserUrl, runnerUrl: sandbox.runnerUrl, watchdogUrl: sandbox.watchdogUrl }, sandboxServers: sandbox.servers } : {}),
    jwtSecret: persistentSecret(dataDir, 'jwt-secret', env.JWT_SECRET, 48),
  };
  return {
    config,
    describe: [
      `PostgreSQL (${pg.source}): ${redact(pg.url)}`,
      `Redis (${redis.source}): ${redis.url}`,
      ...(sandbox ? sandbox.servers.map((s) => `Sandbox (${sandbox!.source}): ${redact(s.superuserUrl)}${s.provisioned ? '' : ' (not answering yet)'}`) : []),
    ],
    stop: async () => {
      await sandbox?.stop();
      await redis.stop();
      await pg.stop();
    },
  };
}
