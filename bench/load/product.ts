/**
 * The product started as separate child processes (`node dist/backend/src/main.js api|worker|projector`)
 * against one app database, one Redis and one sandbox, exactly as an operator would run it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ProductProcess {
  name: string;
  role: 'api' | 'worker' | 'projector';
  pid: number;
  /** http://127.0.0.1:<port> for an API, '' otherwise. */
  url: string;
  /** Where the process serves /metrics (METRICS_PORT). */
  metricsUrl: string;
  child: ChildProcess;
}

export interface Topology {
  apis: number;
  workers: number;
  projectors: number;
}

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'dist', 'backend', 'src', 'main.js');
const READY = /SQL Daily is running/;

/** Builds the backend when dist/ is missing or older than any source it is compiled from. */
export function buildIfStale(log: (l: string) => void): void {
  const built = fs.existsSync(MAIN) ? fs.statSync(MAIN).mtimeMs : 0;
  const newest = Math.max(...['backend/src', 'projections/src'].map((d) => newestMtime(path.join(ROOT, d))));
  if (built && built >= newest) return;
  log(built ? 'dist/ is older than the sources: npm run build:backend' : 'no dist/: npm run build:backend');
  const r = spawnSync('npm', ['run', 'build:backend'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build:backend failed');
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (entry.name.endsWith('.ts') && !entry.name.includes('.spec.')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Every child this bench started, so that an exit path (error, Ctrl-C) can stop them all. */
const started = new Set<ProductProcess>();

export class Product {
  readonly processes: ProductProcess[] = [];
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly logDir: string,
  ) {
    fs.mkdirSync(logDir, { recursive: true });
  }

  get apis(): ProductProcess[] {
    return this.processes.filter((p) => p.role === 'api');
  }

  /**
   * Starts the roles one after the other (each migrates and seeds the admin at start; one at a time
   * keeps those idempotent steps from racing), the APIs first.
   */
  async start(topology: Topology): Promise<void> {
    const plan: Array<ProductProcess['role']> = [
      ...Array<'api'>(topology.apis).fill('api'),
      ...Array<'projector'>(topology.projectors).fill('projector'),
      ...Array<'worker'>(topology.workers).fill('worker'),
    ];
    const counts = new Map<string, number>();
    for (const role of plan) {
      const n = (counts.get(role) ?? 0) + 1;
      counts.set(role, n);
      await this.spawn(role, `${role}${n}`);
    }
  }

  private async spawn(role: ProductProcess['role'], name: string): Promise<void> {
    const port = role === 'api' ? await freePort() : 0;
    // every role serves /metrics and its probes on a port of its own (issue 34)
    const metricsPort = await freePort();
    // The child writes its log straight into the file: through a pipe to this process, a crowd busy on the
    // event loop would fill the pipe and block the product's synchronous stdout writes (every access line).
    const logFile = path.join(this.logDir, `${name}.log`);
    const fd = fs.openSync(logFile, 'w');
    // BENCH_LOAD_PROFILE=<dir>: each product process writes a V8 CPU profile there when it exits
    const profile = process.env.BENCH_LOAD_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_LOAD_PROFILE)}`, `--cpu-prof-name=${name}.cpuprofile`] : [];
    const child = spawn(process.execPath, [...profile, MAIN, role], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, METRICS_PORT: String(metricsPort), ...(port ? { PORT: String(port) } : {}) },
      stdio: ['ignore', fd, fd],
    });
    fs.closeSync(fd);
    const proc: ProductProcess = { name, role, pid: child.pid!, url: port ? `http://127.0.0.1:${port}` : '', metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, child };
    started.add(proc);
    child.on('exit', () => started.delete(proc));
    this.processes.push(proc);
    // the start-up log is small: the first 64 KB are enough to see the ready line or why it failed
    const head = (): string => fs.readFileSync(logFile, 'utf8').slice(0, 64_000);
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (!READY.test(head())) return;
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }, 100);
      const timer = setTimeout(() => {
        clearInterval(poll);
        reject(new Error(`${name} did not start within 120 s (see ${logFile})`));
      }, 120_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        clearInterval(poll);
        reject(new Error(`${name} exited with ${code} during start-up:\n${head().slice(-2000)}`));
      });
    });
    child.removeAllListeners('exit');
    child.on('exit', (code, signal) => {
      started.delete(proc);
      if (!stopping) console.error(`!! ${name} (pid ${proc.pid}) exited unexpectedly: ${code ?? signal}`);
    });
  }

  async stop(): Promise<void> {
    await stopAll(this.processes);
  }
}

let stopping = false;

/** SIGTERM (the product's graceful shutdown), then SIGKILL after 10 s. */
async function stopAll(processes: Iterable<ProductProcess>): Promise<void> {
  stopping = true;
  await Promise.all(
    [...processes].map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
          const kill = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
          p.child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          p.child.kill('SIGTERM');
        }),
    ),
  );
  stopping = false;
}

/** Stops whatever is still running (used by the Ctrl-C / error path). */
export const stopEverything = () => stopAll([...started]);
