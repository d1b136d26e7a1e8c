import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE } from '../eventstore/event-store.token';
import type { EventStore } from '../eventstore/event-store.port';
import { JOB_CATALOG, type QueueName } from '../jobs/job-catalog';
import { JobsClient } from '../jobs/jobs.client';
import { eventsBehind, projectionStatus } from '../projector/projection-status';
import { SandboxProbe } from '../health/sandbox-probe';
import { liveGauge } from './metrics';

/** The gauges read at scrape time: queue depth, projection lag and (in a worker) the sandbox pool. */
@Injectable()
export class MetricsCollectors implements OnApplicationBootstrap {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly jobs: JobsClient,
    private readonly moduleRef: ModuleRef,
  ) {}

  onApplicationBootstrap(): void {
    liveGauge('sqldaily_queue_jobs', 'Jobs per BullMQ queue and state', ['queue', 'state'], async (set) => {
      for (const name of Object.keys(JOB_CATALOG) as QueueName[]) {
        const counts = await this.jobs.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed');
        for (const [state, n] of Object.entries(counts)) set({ queue: name, state }, n);
      }
    });
    liveGauge('sqldaily_projection_lag_events', 'Events between the event store head and each projection checkpoint', ['projection'], async (set) => {
      for (const p of await projectionStatus(this.store, this.pool)) set({ projection: p.name }, eventsBehind(p));
    });
    const executor = this.sandboxProbe();
    if (executor) {
      liveGauge('sqldaily_sandbox_pool_connections', 'Sandbox runner connections of this worker: in use, idle, waiting requests', ['state'], async (set) => {
        const s = executor.poolStats();
        set({ state: 'in_use' }, s.total - s.idle);
        set({ state: 'idle' }, s.idle);
        set({ state: 'waiting' }, s.waiting);
      });
      liveGauge('sqldaily_sandbox_servers', 'Sandbox servers this worker runs learner SQL on, by state', ['state'], async (set) => {
        const s = executor.poolStats();
        set({ state: 'up' }, s.servers - s.down);
        set({ state: 'down' }, s.down);
      });
    }
  }

  private sandboxProbe(): SandboxProbe | undefined {
    try {
      return this.moduleRef.get(SandboxProbe, { strict: false });
    } catch {
      return undefined; // not a worker
    }
  }
}
