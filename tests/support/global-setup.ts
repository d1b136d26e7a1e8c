import { resolvePostgres } from '../../backend/src/platform/infra/postgres-resolver';
import { resolveRedis } from '../../backend/src/platform/infra/redis-resolver';
import { setupSandbox } from './sandbox-setup';

/**
 * Finds PostgreSQL and Redis exactly as `npm start` does (env, localhost, embedded/spawned), using
 * a data folder and ports of its own so a running product is never touched. Workers read the
 * resolved URLs from the environment.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = process.env.TEST_DATA_DIR ?? '.data/test';
  const pg = await resolvePostgres({
    databaseUrl: process.env.DATABASE_URL,
    databaseName: 'sqldaily_test',
    dataDir,
    embeddedPort: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54321),
    log: (l) => console.log(l),
  });
  const redis = await resolveRedis({
    redisUrl: process.env.REDIS_URL,
    dataDir,
    spawnPort: Number(process.env.TEST_EMBEDDED_REDIS_PORT ?? 63791),
  });
  const sandbox = await setupSandbox(dataDir);
  if (sandbox.url) process.env.TEST_SANDBOX_URL = sandbox.url;
  process.env.TEST_DATABASE_URL = pg.url;
  process.env.TEST_REDIS_URL = redis.url;
  process.env.TEST_DATA_DIR = dataDir;
  (globalThis as Record<string, unknown>).__infraStops = [sandbox.stop, pg.stop, redis.stop];
  console.log(`\n[tests] PostgreSQL: ${pg.source}, Redis: ${redis.source}`);
}
