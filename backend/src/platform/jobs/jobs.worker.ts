import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import { JOB_CATALOG, type QueueName } from './job-catalog';
import { JOB_HANDLER, type JobHandlerMeta } from './job-handler.decorator';
import { queuePrefix } from './queue-names';
import { jobDuration } from '../metrics/metrics';

type Handler = (data: unknown, job: Job) => Promise<unknown>;

/** The worker role: one BullMQ worker per queue, dispatching to the @HandlesJob methods found at start. */
@Injectable()
export class JobsWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.discoverHandlers();
    const missing = Object.entries(JOB_CATALOG).flatMap(([q, names]) =>
      names.filter((n) => !handlers.has(`${q}/${n}`)).map((n) => `${q}/${n}`),
    );
    const queues = Object.keys(JOB_CATALOG) as QueueName[];
    if (missing.length) throw new Error(`jobs without a handler: ${missing.join(', ')}`);
    for (const queue of queues) {
      const worker = new Worker(
        queue,
        async (job) => {
          const handler = handlers.get(`${queue}/${job.name}`);
          if (!handler) throw new UnrecoverableError(`no handler for ${queue}/${job.name}`);
          const stop = jobDuration.startTimer({ queue, name: job.name });
          try {
            const result = await handler(job.data, job);
            stop({ outcome: 'completed' });
            return result;
          } catch (err) {
            stop({ outcome: 'failed' });
            throw err;
          }
        },
        {
          connection: { url: this.cfg.redisUrl, maxRetriesPerRequest: null },
          prefix: queuePrefix(this.cfg),
          concurrency: this.cfg.env.WORKER_CONCURRENCY,
          // A worker killed mid-job stops renewing its lock; the next stalled check (any worker) puts the job back.
          lockDuration: this.cfg.env.JOB_LOCK_MS,
          stalledInterval: this.cfg.env.JOB_LOCK_MS,
        },
      );
      worker.on('error', (err) => this.logger.warn(`worker ${queue}: ${err.message}`));
      worker.on('failed', (job, err) => this.logger.warn(`${queue}/${job?.name} ${job?.id} failed: ${err.message}`));
      this.workers.push(worker);
    }
  }

  private discoverHandlers(): Map<string, Handler> {
    const found = new Map<string, Handler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const meta = this.reflector.get<JobHandlerMeta | undefined>(JOB_HANDLER, fn);
        if (!meta) continue;
        const key = `${meta.queue}/${meta.name}`;
        if (found.has(key)) throw new Error(`two handlers for job ${key}`);
        found.set(key, (data, job) => (fn as Handler).call(instance, data, job));
      }
    }
    return found;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close().catch(() => {})));
  }
}
