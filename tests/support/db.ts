import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { forgetInstanceKeys } from './redis-cleanup';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function baseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is unset: run tests through jest (tests/support/global-setup.ts)');
  return url;
}

/** A fresh, empty database of its own for one test file, so files can run in parallel. */
export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
  const admin = new Client({ connectionString: baseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: baseUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
      if (process.env.TEST_REDIS_URL) await forgetInstanceKeys(process.env.TEST_REDIS_URL, url.toString());
    },
  };
}

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is unset: run tests through jest');
  return url;
}
