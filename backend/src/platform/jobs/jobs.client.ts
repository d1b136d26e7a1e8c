import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Job, Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { serviceUnavailable } from '../../kernel/errors';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import { JOB_CATALOG, type JobName, type QueueName } from './job-catalog';
import { queuePrefix } from './queue-names';
import { SANDBOX_UNAVAILABLE_MARK } from './job-failures';
import { timeStage } from '../logging/request-context';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class JobDeadlineError extends Error {
  constructor(readonly queue: string, readonly jobName: string, readonly timeoutMs: number) {
    super(`${queue}/${jobName} did not finish within ${timeoutMs} ms`);
  }
}

export interface RunOptions {
  /** Deterministic id: adding a job whose id exists returns the existing job instead of a copy. */
  jobId: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  timeoutMs: number;
  attempts?: number;
  /**
   * When the result says so, the answer waits `waitMs(elapsed since the call)` more, e.g. to the next step of
   * a grid (the wait is part of the job's Server-Timing stage, so no header tells the true run time either).
   */
  answerOnStep?: { when: (result: unknown) => boolean; waitMs: (elapsedMs: number) => number };
}

const DEFAULTS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 200 },
  removeOnComplete: { age: 3600, count: 10000 },
  removeOnFail: { age: 24 * 3600 },
};

/** Puts jobs on the queues and, for request/response work, waits for their result. */
@Injectable()
export class JobsClient implements OnModuleDestroy {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();

  constructor(@Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig) {}

  queue(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      // While Redis is unreachable a command fails after two reconnection attempts (a few seconds) and
      // the request gets a 503, instead of waiting through ioredis' default 20 retries (minutes).
      q = new Queue(name, { connection: { url: this.cfg.redisUrl, maxRetriesPerRequest: 2 }, prefix: queuePrefix(this.cfg) });
      q.on('error', () => {}); // reconnects by itself; callers see failures on add()
      this.queues.set(name, q);
    }
    return q;
  }

  async enqueue<Q extends QueueName>(queue: Q, name: JobName<Q>, data: unknown, opts: Omit<RunOptions, 'timeoutMs'>) {
    const job = await this.add(queue, name, data, opts);
    // A job that failed for good keeps its id for a while: asking again means "try again", not "tell me it failed".
    if (await job.isFailed()) return this.again(queue, name, data, opts, job);
    return job;
  }

  private async add<Q extends QueueName>(queue: Q, name: JobName<Q>, data: unknown, opts: Omit<RunOptions, 'timeoutMs'>) {
    assertKnown(queue, name);
    await ready(this.queue(queue));
    return this.queue(queue).add(name, data, jobOptions(opts));
  }

  private async again<Q extends QueueName>(queue: Q, name: JobName<Q>, data: unknown, opts: Omit<RunOptions, 'timeoutMs'>, failed: Job) {
    await failed.remove().catch(() => {});
    return this.queue(queue).add(name, data, jobOptions(opts));
  }

  /** The job under `id` had failed for good before `since` (epoch ms): it was not this request's run that failed. */
  private async failedBefore(queue: QueueName, id: string, since: number): Promise<Job | null> {
    const stored = await Job.fromId(this.queue(queue), id).catch(() => undefined);
    if (!stored || !(await stored.isFailed().catch(() => false))) return null;
    return (stored.finishedOn ?? since) < since ? stored : null;
  }

  /**
   * Adds the job (or finds it by id) and waits for its return value, up to the deadline. A job that failed for
   * good before this call is run again, as `enqueue` does, but found from the wait's answer: the common case
   * costs no round trip to ask whether it failed.
   */
  async run<R, Q extends QueueName = QueueName>(queue: Q, name: JobName<Q>, data: unknown, opts: RunOptions): Promise<R> {
    const asked = performance.now();
    const askedAt = Date.now();
    const events = await this.queueEvents(queue);
    const job = await timeStage('job_add', () => this.add(queue, name, data, opts));
    try {
      // waiting in the queue plus the run on a worker
      return (await timeStage(`job_${name}`, async () => {
        const result: unknown = await job.waitUntilFinished(events, opts.timeoutMs).catch(async (err: unknown) => {
          const stale = await this.failedBefore(queue, job.id!, askedAt);
          if (!stale) throw err;
          const fresh = await this.again(queue, name, data, opts, stale);
          return fresh.waitUntilFinished(events, Math.max(1, opts.timeoutMs - (performance.now() - asked)));
        });
        const step = opts.answerOnStep;
        if (step?.when(result)) await sleep(step.waitMs(performance.now() - asked));
        return result;
      })) as R;
    } catch (err) {
      const message = (err as Error).message;
      if (/timed out before finishing/i.test(message)) throw new JobDeadlineError(queue, name, opts.timeoutMs);
      if (message.startsWith(SANDBOX_UNAVAILABLE_MARK)) throw serviceUnavailable(message.slice(SANDBOX_UNAVAILABLE_MARK.length));
      throw err;
    }
  }

  private async queueEvents(name: QueueName): Promise<QueueEvents> {
    let ev = this.events.get(name);
    if (!ev) {
      ev = new QueueEvents(name, { connection: { url: this.cfg.redisUrl }, prefix: queuePrefix(this.cfg) });
      ev.on('error', () => {});
      // Every awaited job listens on this emitter until it finishes: hundreds wait at once under load.
      ev.setMaxListeners(0);
      this.events.set(name, ev);
      await ev.waitUntilReady();
    }
    return ev;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.events.values()].map((e) => e.close().catch(() => {})));
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => {})));
  }
}

const jobOptions = (opts: Omit<RunOptions, 'timeoutMs'>): JobsOptions => ({
  ...DEFAULTS,
  jobId: opts.jobId,
  attempts: opts.attempts ?? DEFAULTS.attempts,
  ...(opts.delayMs ? { delay: opts.delayMs } : {}),
});

const READY_DEADLINE_MS = 5000;

/**
 * A queue whose connection never came up (created while Redis was down) waits for Redis forever:
 * give up after a few seconds with a 503 instead. The connection keeps trying in the background.
 */
async function ready(q: Queue): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      q.waitUntilReady(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(serviceUnavailable('The job queue is unavailable right now. Please try again in a few seconds.')), READY_DEADLINE_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function assertKnown(queue: QueueName, name: string): void {
  if (!(JOB_CATALOG[queue] as readonly string[]).includes(name)) throw new Error(`unknown job ${queue}/${name}`);
}
