import { LearnerSlots } from './learner-slots';
import { failure, type RunRequest, type RunResult } from './run-result';
import { type ManyOutcome, type ManyRequest, type OnManyResult } from './run-many';
import { SandboxServer, type ServerOptions } from './sandbox-server';

export interface SandboxServerUrls {
  runnerUrl: string;
  watchdogUrl: string;
  /** Superuser URL: lets the server load deterministic datasets once (materialised-datasets.ts). */
  superuserUrl?: string;
  /** Given for a server that did not answer at start: it takes runs once it answers and this succeeds. */
  provision?: () => Promise<unknown>;
}

export interface ExecutorOptions extends Omit<ServerOptions, 'runnerUrl' | 'watchdogUrl'> {
  /** One server (SANDBOX_DATABASE_URL, the embedded cluster)… */
  runnerUrl?: string;
  watchdogUrl?: string;
  /** …or several (SANDBOX_DATABASE_URLS): runs are spread over the ones that answer. */
  servers?: SandboxServerUrls[];
  /** How often a server marked down is asked again whether it is back. */
  recheckMs?: number;
}

export interface LearnerLease {
  run(req: RunRequest): Promise<RunResult>;
  /** Several datasets and queries in one transaction (see runMany). */
  runMany(req: ManyRequest, onResult?: OnManyResult): Promise<ManyOutcome>;
  release(): void;
  /** The learner statement's time limit this executor applies by default. */
  readonly statementTimeoutMs: number;
}

const BUSY = failure({
  kind: 'busy',
  message: 'You already have a query running: wait for it to finish before running another.',
});

interface Member {
  server: SandboxServer;
  label: string;
  provision?: () => Promise<unknown>;
  running: number;
  /** Runs given to it so far. */
  runs: number;
  down: boolean;
  recheck?: NodeJS.Timeout;
  /** What the last failed recheck said, so a long outage is logged once, not every few seconds. */
  lastProblem?: string;
}

/**
 * Learner SQL over one or several sandbox servers. Each run goes to the server with the fewest runs in
 * flight among those that answer; a server that cannot be reached, or goes away mid-run, is marked down
 * (asked again every `recheckMs`) and its run is given to another one. A run whose results were already
 * partly handed to the caller is not repeated here: it answers "unavailable" and the job runs again, so
 * an outage never becomes a verdict. One learner runs one thing at a time in this process.
 */
export class SandboxExecutor {
  private readonly members: Member[];
  private readonly slots = new LearnerSlots();
  private readonly recheckMs: number;
  private readonly log: (line: string) => void;
  private turn = 0;

  constructor(opts: ExecutorOptions) {
    const urls: SandboxServerUrls[] = opts.servers ?? (opts.runnerUrl && opts.watchdogUrl
      ? [{ runnerUrl: opts.runnerUrl, watchdogUrl: opts.watchdogUrl, ...(opts.superuserUrl ? { superuserUrl: opts.superuserUrl } : {}) }]
      : []);
    if (!urls.length) throw new Error('SandboxExecutor needs a server: runnerUrl and watchdogUrl, or servers');
    this.log = opts.log ?? (() => {});
    this.recheckMs = opts.recheckMs ?? 2000;
    this.members = urls.map((u, i) => ({
      server: new SandboxServer({ ...opts, runnerUrl: u.runnerUrl, watchdogUrl: u.watchdogUrl, ...(u.superuserUrl ? { superuserUrl: u.superuserUrl } : {}) }),
      label: urls.length > 1 ? `sandbox ${i + 1} (${new URL(u.runnerUrl).host})` : 'sandbox',
      ...(u.provision ? { provision: u.provision } : {}),
      running: 0,
      runs: 0,
      down: false,
    }));
    for (const m of this.members) if (m.provision) this.markDown(m, true);
  }

  get statementTimeoutMs(): number {
    return this.members[0]!.server.statementTimeoutMs;
  }

  /** Holds the learner's single slot across several runs (e.g. every dataset of one grading). */
  acquire(learnerKey: string): LearnerLease | undefined {
    const release = this.slots.tryTake(learnerKey);
    if (!release) return undefined;
    return {
      run: (req) => this.routed((s) => s.execute(req), (r) => r.error?.unavailable === true, () => true),
      runMany: (req, onResult) => {
        let handedOut = false;
        const counted: OnManyResult | undefined = onResult && ((d, q, r) => ((handedOut = true), onResult(d, q, r)));
        return this.routed((s) => s.executeMany(req, counted), (r) => r.setupError?.unavailable === true, () => !handedOut);
      },
      release,
      statementTimeoutMs: this.statementTimeoutMs,
    };
  }

  async run(learnerKey: string, req: RunRequest): Promise<RunResult> {
    const lease = this.acquire(learnerKey);
    if (!lease) return BUSY;
    try {
      return await lease.run(req);
    } finally {
      lease.release();
    }
  }

  static busy(): RunResult {
    return BUSY;
  }

  /** The runner pools' connections summed (for the metrics): open, idle, and requests waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number; servers: number; down: number } {
    const sum = { total: 0, idle: 0, waiting: 0, servers: this.members.length, down: 0 };
    for (const m of this.members) {
      const s = m.server.poolStats();
      sum.total += s.total;
      sum.idle += s.idle;
      sum.waiting += s.waiting;
      if (m.down) sum.down++;
    }
    return sum;
  }

  /** Each server's state, for the health report. */
  servers(): Array<{ label: string; up: boolean; running: number; runs: number }> {
    return this.members.map((m) => ({ label: m.label, up: !m.down, running: m.running, runs: m.runs }));
  }

  /** Asks every server through the connection this executor already holds for it (its watchdog's): how many answer. */
  async ping(): Promise<{ servers: number; up: number }> {
    const answers = await Promise.all(this.members.map((m) => m.server.ping()));
    return { servers: this.members.length, up: answers.filter(Boolean).length };
  }

  async close(): Promise<void> {
    for (const m of this.members) clearTimeout(m.recheck);
    await Promise.all(this.members.map((m) => m.server.close()));
  }

  /**
   * Runs `work` on the least busy server that is up, then on the next one while the answer says the
   * server was unavailable and the work may be repeated; every server is tried at most once.
   */
  private async routed<T>(work: (s: SandboxServer) => Promise<T>, unavailable: (r: T) => boolean, repeatable: () => boolean): Promise<T> {
    const tried = new Set<Member>();
    let answer: T | undefined;
    for (let member = this.pick(tried); member; member = this.pick(tried)) {
      tried.add(member);
      member.running++;
      member.runs++;
      try {
        answer = await work(member.server);
      } finally {
        member.running--;
      }
      if (!unavailable(answer)) return answer;
      this.markDown(member);
      if (!repeatable()) return answer;
    }
    return answer as T;
  }

  /** Up servers first, fewest runs in flight, then in turn; when every server is down, the one not tried yet. */
  private pick(tried: ReadonlySet<Member>): Member | undefined {
    const left = this.members.filter((m) => !tried.has(m));
    if (!left.length) return undefined;
    const up = left.filter((m) => !m.down);
    const pool = up.length ? up : left;
    const start = this.turn++ % this.members.length;
    const order = (m: Member) => (this.members.indexOf(m) - start + this.members.length) % this.members.length;
    return pool.reduce((best, m) => (m.running < best.running || (m.running === best.running && order(m) < order(best)) ? m : best));
  }

  private markDown(member: Member, atStart = false): void {
    if (this.members.length === 1 && !atStart) return; // nowhere else to go: every run simply tries it again
    if (!member.down) this.log(`${member.label}: unavailable${this.members.length > 1 ? ', its runs go to the other servers until it answers again' : ''}`);
    member.down = true;
    clearTimeout(member.recheck);
    member.recheck = setTimeout(() => void this.recheck(member), this.recheckMs);
  }

  private async recheck(member: Member): Promise<void> {
    const problem = await this.problem(member);
    if (!problem) {
      member.down = false;
      delete member.lastProblem;
      this.log(`${member.label}: answers again`);
      return;
    }
    if (problem !== member.lastProblem) this.log(`${member.label}: still unavailable (${problem})`);
    member.lastProblem = problem;
    member.recheck = setTimeout(() => void this.recheck(member), this.recheckMs);
  }

  /** Why the server cannot take runs yet, or undefined when it can (provisioned first if it never was). */
  private async problem(member: Member): Promise<string | undefined> {
    if (member.provision) {
      try {
        await member.provision();
        delete member.provision;
      } catch (err) {
        return (err as Error).message;
      }
    }
    return (await member.server.ping()) ? undefined : 'no answer';
  }
}

