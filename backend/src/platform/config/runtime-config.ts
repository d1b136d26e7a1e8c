import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './config.schema';

/** One sandbox server's URLs, a login each (the grading wing provisions the server and answers them). */
export interface SandboxServerUrls {
  superuserUrl: string;
  runnerUrl: string;
  watchdogUrl: string;
}

/** The validated environment plus what was resolved at start (where the infrastructure is). */
export interface RuntimeConfig {
  env: Env;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  /** Resolved only in processes that run learner SQL (the worker role): the first server that answered. */
  sandbox?: SandboxServerUrls;
  /** Every sandbox server (SANDBOX_DATABASE_URLS, else just `sandbox`); one not provisioned did not answer at start. */
  sandboxServers?: Array<SandboxServerUrls & { provisioned: boolean }>;
  jwtSecret: string;
}

export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');

/**
 * A secret that must survive restarts and be shared by every process on this machine: taken from
 * the environment when set, else generated once and kept (mode 0600) in the data folder.
 */
export function persistentSecret(dataDir: string, name: string, fromEnv?: string, bytes = 32): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err; // another process won the race
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
