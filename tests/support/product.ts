import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProduct, type RunningProduct } from '../../backend/src/bootstrap';
import { createTestDatabase, testRedisUrl } from './db';
import type { Clock } from '../../backend/src/kernel/clock';

export interface TestProduct extends RunningProduct {
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The environment of an in-process test product on `databaseUrl`: the test Redis and sandbox, the test admin. */
export function testProductEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    ...(process.env.TEST_SANDBOX_URL ? { SANDBOX_DATABASE_URL: process.env.TEST_SANDBOX_URL } : {}),
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'admin-password-1',
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    // parallel suites would all ask for the default metrics port: a suite that reads /metrics chooses one
    METRICS_PORT: '0',
    ...extra,
  };
}

/** The whole product (API, workers, projector) on a free port with a database of its own. */
export async function startTestProduct(env: Record<string, string> = {}, opts: { clock?: Clock } = {}): Promise<TestProduct> {
  const db = await createTestDatabase('e2e');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-e2e-'));
  const product = await startProduct({
    port: 0,
    logLevels: ['error'],
    ...(opts.clock ? { clock: opts.clock } : {}),
    env: testProductEnv(db.url, { DATA_DIR: dataDir, ...env }),
  });
  return {
    ...product,
    databaseUrl: db.url,
    stop: async () => {
      await product.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small JSON client for the product's API. */
export function apiClient(baseUrl: string) {
  const call = async <T = any>(method: string, p: string, opts: { token?: string; body?: unknown; raw?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}/api/v1${p}`, {
      method,
      headers,
      body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: body as T, headers: res.headers } satisfies ApiResponse<T>;
  };
  return {
    get: <T = any>(p: string, token?: string) => call<T>('GET', p, { token }),
    post: <T = any>(p: string, body?: unknown, token?: string) => call<T>('POST', p, { body, token }),
    raw: call,
  };
}

let counter = 0;
/** Registers and logs in a fresh learner; returns its token and id. */
export async function newLearner(api: ReturnType<typeof apiClient>, extra: Record<string, unknown> = {}) {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const email = `learner_${n}@example.com`;
  const reg = await api.post('/auth/register', { email, username: `learner_${n}`, password: 'password-123', ...extra });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await api.post('/auth/login', { email, password: 'password-123' });
  return { id: reg.body.id as number, email, token: login.body.access_token as string };
}

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private t: number) {}
  now(): Date {
    return new Date(this.t);
  }
  set(iso: string): void {
    this.t = Date.parse(iso);
  }
  advance(seconds: number): void {
    this.t += seconds * 1000;
  }
}

/** Creates a challenge as the admin and validates it through the sandbox; returns its id. */
export async function createValidatedChallenge(api: ReturnType<typeof apiClient>, adminToken: string, fields: Record<string, unknown>) {
  const created = await api.post('/admin/challenges', fields, adminToken);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const v = await api.post(`/admin/challenges/${created.body.id}/validate`, undefined, adminToken);
  if (!v.body.success) throw new Error(`validation failed: ${JSON.stringify(v.body)}`);
  return created.body.id as number;
}

export async function adminToken(api: ReturnType<typeof apiClient>): Promise<string> {
  return (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
}
