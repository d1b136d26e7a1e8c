import type { Pool } from 'pg';
import { PROJECTIONS } from '../../../../projections/src';
import type { EventStore } from '../eventstore/event-store.port';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store';
import { lockKey } from '../eventstore/subscription/leader-lock';
import { subscriptionName } from './projection-subscription';

export interface ProjectionStatus {
  name: string;
  version: number;
  installed_version: number | null;
  checkpoint: string;
  head: string;
  /** head − checkpoint, in the store's position units (positions are sparse: not an event count). */
  lag: string;
  /** Events stored after the checkpoint, i.e. not yet projected (PostgreSQL store; null for EventStoreDB). */
  pending_events: number | null;
  /** Some process holds the subscription's leader lock. */
  active: boolean;
}

/**
 * How many events a projection has still to apply: counted on the PostgreSQL store (at most a million). A
 * position is not a count there (a transaction's events are numbered from its id shifted left by 20 bits),
 * so only EventStoreDB, which gives no count, falls back to the position difference.
 */
export const eventsBehind = (p: ProjectionStatus): number => p.pending_events ?? Number(p.lag);

/** Checkpoint, lag and liveness of every projection, readable from any process. */
export async function projectionStatus(store: EventStore, pool: Pool): Promise<ProjectionStatus[]> {
  const head = await store.headPosition();
  const names = PROJECTIONS.map((p) => subscriptionName(p.name));
  const { rows } = await pool.query<{ name: string; position: string; version: number | null; active: boolean }>(
    `SELECT n.name, coalesce(c.position, 0)::text AS position, v.version,
            EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted
                    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                    AND l.classid::int = k.k1 AND l.objid::int = k.k2 AND l.objsubid = 2) AS active
       FROM unnest($1::text[], $2::int[], $3::int[]) AS k(name, k1, k2)
       JOIN LATERAL (SELECT k.name) n ON true
       LEFT JOIN subscription_checkpoints c ON c.name = n.name
       LEFT JOIN projection_versions v ON 'projection:' || v.name = n.name`,
    [names, names.map((n) => lockKey(n)[0]), names.map((n) => lockKey(n)[1])],
  );
  const pending = new Map<string, number>();
  if (store instanceof PostgresEventStore) {
    // Counted from the table itself: the store's head is the safe read bound, which trails the
    // last event while any transaction in the cluster is open. A projection that never ran has no
    // checkpoint yet: every event is pending for it.
    const { rows: counts } = await pool.query<{ name: string; n: number }>(
      `SELECT k.name, (SELECT count(*)::int FROM (SELECT 1 FROM events e WHERE e.global_position > coalesce(c.position, 0) LIMIT 1000000) x) AS n
         FROM unnest($1::text[]) AS k(name) LEFT JOIN subscription_checkpoints c ON c.name = k.name`,
      [names],
    );
    for (const c of counts) pending.set(c.name, c.n);
  }
  return PROJECTIONS.map((p) => {
    const r = rows.find((x) => x.name === subscriptionName(p.name));
    const checkpoint = BigInt(r?.position ?? '0');
    const pendingEvents = store instanceof PostgresEventStore ? (pending.get(subscriptionName(p.name)) ?? null) : null;
    return {
      name: p.name,
      version: p.version,
      installed_version: r?.version ?? null,
      checkpoint: checkpoint.toString(),
      head: head.toString(),
      lag: (head > checkpoint ? head - checkpoint : 0n).toString(),
      pending_events: pendingEvents,
      active: r?.active ?? false,
    };
  });
}
