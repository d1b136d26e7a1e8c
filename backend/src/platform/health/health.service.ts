import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import { EVENT_STORE } from '../eventstore/event-store.token';
import type { EventStore } from '../eventstore/event-store.port';
import { eventsBehind, projectionStatus, type ProjectionStatus } from '../projector/projection-status';
import { REDIS } from '../redis/redis.module';
import { SandboxProbe } from './sandbox-probe';

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

export type Readiness = Awaited<ReturnType<HealthService['checkReadiness']>>;

/** How long one readiness answer serves every probe (a burst of probes costs one check). */
export const READINESS_CACHE_MS = 1000;

/** A check's outcome as a word: what an anonymous caller may see (no role, host or error text). */
export const word = (c: ComponentHealth | undefined) => (c === undefined ? undefined : c.ok ? ('ok' as const) : ('failing' as const));

/** The report with every component reduced to its word. */
export function inWords<T extends { status: string }>(report: T): { [K in keyof T]: K extends 'status' ? T[K] : 'ok' | 'failing' } {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(report)) {
    if (key === 'status') out[key] = report.status;
    else if (Array.isArray(value)) out[key] = 'ok';
    else if (value && typeof value === 'object') out[key] = word(value as ComponentHealth) ?? 'failing';
  }
  return out as { [K in keyof T]: K extends 'status' ? T[K] : 'ok' | 'failing' };
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  private readonly started = Date.now();
  private readonly logger = new Logger('Health');
  private cached: { at: number; answer: Promise<Readiness> } | undefined;
  /** Each component's last error, so a failure is logged when it starts or changes, not on every probe. */
  private readonly lastProblems = new Map<string, string>();

  /** Liveness: the process answers. Never looks at a dependency, so a database outage does not restart it. */
  live() {
    return { status: 'ok' as const, uptime_seconds: Math.round((Date.now() - this.started) / 1000) };
  }

  /**
   * Readiness, shared by every probe for READINESS_CACHE_MS (one check in flight at a time); `fresh`
   * checks again now (an admin asking for the detail).
   */
  ready(opts: { fresh?: boolean } = {}): Promise<Readiness> {
    const now = Date.now();
    if (!opts.fresh && this.cached && now - this.cached.at < READINESS_CACHE_MS) return this.cached.answer;
    const answer = this.checkReadiness();
    this.cached = { at: now, answer };
    return answer;
  }

  /**
   * PostgreSQL and Redis answer, the sandbox answers (when this process runs learner SQL), and every
   * projection is within READY_MAX_LAG events of the head. Every check goes through a connection the
   * product already holds (the app pool, the Redis client, the sandbox executor's own): a probe never
   * opens one. Failures are logged with their detail.
   */
  private async checkReadiness() {
    const maxLag = this.cfg.env.READY_MAX_LAG;
    const executor = this.sandboxProbe();
    const [postgres, redis, sandbox, projections] = await Promise.all([
      timed(async () => void (await this.pool.query('SELECT 1'))),
      timed(async () => void (await this.redis.ping())),
      executor ? timed(async () => this.pingSandboxes(executor)) : Promise.resolve(undefined),
      timed(async () => {
        const behind = (await projectionStatus(this.store, this.pool)).filter((p) => eventsBehind(p) > maxLag);
        if (behind.length) throw new Error(`behind by more than ${maxLag} events: ${behind.map((p) => `${p.name} (${eventsBehind(p)})`).join(', ')}`);
        return { max_lag: maxLag };
      }),
    ]);
    const ok = postgres.ok && redis.ok && (sandbox?.ok ?? true) && projections.ok;
    this.logProblems({ postgres, redis, ...(sandbox ? { sandbox } : {}), projections });
    return { status: ok ? ('ready' as const) : ('not_ready' as const), postgres, redis, ...(sandbox ? { sandbox } : {}), projections };
  }

  private logProblems(components: Record<string, ComponentHealth>): void {
    for (const [name, c] of Object.entries(components)) {
      const before = this.lastProblems.get(name);
      if (!c.ok && c.error !== before) this.logger.warn(`readiness: ${name} failing: ${c.error}`);
      if (c.ok && before !== undefined) this.logger.log(`readiness: ${name} answers again`);
      if (c.ok) this.lastProblems.delete(name);
      else this.lastProblems.set(name, c.error ?? 'failing');
    }
  }

  /** Ready while one sandbox server answers: with several, the others take the runs of one that is down. */
  private async pingSandboxes(executor: SandboxProbe): Promise<Record<string, unknown> | void> {
    const { servers, up } = await executor.ping();
    if (!up) throw new Error(servers > 1 ? `none of the ${servers} sandbox servers answers` : 'the sandbox does not answer');
    return servers > 1 ? { servers, servers_up: up } : undefined;
  }

  /** The sandbox executor of this process (a worker), if it has one: an API alone holds no sandbox connection. */
  private sandboxProbe(): SandboxProbe | undefined {
    try {
      return this.moduleRef.get(SandboxProbe, { strict: false });
    } catch {
      return undefined;
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
