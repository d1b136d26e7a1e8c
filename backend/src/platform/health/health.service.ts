import { Inject, Injectable } from '@nestjs/common';
import { Client } from 'pg';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE } from '../eventstore/event-store.token';
import type { EventStore } from '../eventstore/event-store.port';
import { eventsBehind, projectionStatus, type ProjectionStatus } from '../projector/projection-status';
import { REDIS } from '../redis/redis.module';

export interface ComponentHealth {
  ok: boolean;
  latency_ms: number;
  error?: string;
  [extra: string]: unknown;
}

async function timed(fn: () => Promise<Record<string, unknown> | void>, timeoutMs = 2000): Promise<ComponentHealth> {
  const start = performance.now();
  try {
    const extra = await Promise.race([
      fn(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { ok: true, latency_ms: Math.round(performance.now() - start), ...(extra ?? {}) };
  } catch (err) {
    return { ok: false, latency_ms: Math.round(performance.now() - start), error: (err as Error).message };
  }
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  private readonly started = Date.now();

  /** Liveness: the process answers. Never looks at a dependency, so a database outage does not restart it. */
  live() {
    return { status: 'ok' as const, uptime_seconds: Math.round((Date.now() - this.started) / 1000) };
  }

  /**
   * Readiness: PostgreSQL and Redis answer, the sandbox answers (when this process runs learner SQL or
   * the cluster's URLs are known), and every projection is within READY_MAX_LAG events of the head.
   */
  async ready() {
    const maxLag = this.cfg.env.READY_MAX_LAG;
    const [postgres, redis, sandbox, projections] = await Promise.all([
      timed(async () => void (await this.pool.query('SELECT 1'))),
      timed(async () => void (await this.redis.ping())),
      this.cfg.sandbox ? timed(async () => this.pingSandboxes()) : Promise.resolve(undefined),
      timed(async () => {
        const behind = (await projectionStatus(this.store, this.pool)).filter((p) => eventsBehind(p) > maxLag);
        if (behind.length) throw new Error(`behind by more than ${maxLag} events: ${behind.map((p) => `${p.name} (${eventsBehind(p)})`).join(', ')}`);
        return { max_lag: maxLag };
      }),
    ]);
    const ok = postgres.ok && redis.ok && (sandbox?.ok ?? true) && projections.ok;
    return { status: ok ? ('ready' as const) : ('not_ready' as const), postgres, redis, ...(sandbox ? { sandbox } : {}), projections };
  }

  /** Ready while one sandbox server answers: with several, the others take the runs of one that is down. */
  private async pingSandboxes(): Promise<Record<string, unknown> | void> {
    const servers = this.cfg.sandboxServers ?? [this.cfg.sandbox!];
    if (servers.length === 1) return this.pingSandbox(servers[0]!.runnerUrl);
    const up = await Promise.all(servers.map((s) => this.pingSandbox(s.runnerUrl).then(() => true, () => false)));
    const answering = up.filter(Boolean).length;
    if (!answering) throw new Error(`none of the ${servers.length} sandbox servers answers`);
    return { servers: servers.length, servers_up: answering };
  }

  private async pingSandbox(url: string): Promise<void> {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
    } finally {
      await client.end().catch(() => {});
    }
  }

  async report() {
    let subscriptions: ProjectionStatus[] = [];
    const [postgres, redis, eventStore] = await Promise.all([
      timed(async () => void (await this.pool.query('SELECT 1'))),
      timed(async () => void (await this.redis.ping())),
      timed(async () => ({ kind: this.store.constructor.name, head_position: (await this.store.headPosition()).toString() })),
    ]);
    const projections = await timed(async () => {
      subscriptions = await projectionStatus(this.store, this.pool);
    });
    const ok = postgres.ok && redis.ok && eventStore.ok && projections.ok;
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      postgres,
      redis,
      event_store: eventStore,
      subscriptions: projections.ok ? subscriptions : { ok: false, error: projections.error },
    };
  }
}
