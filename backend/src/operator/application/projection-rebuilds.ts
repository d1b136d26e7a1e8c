import type { Pool } from 'pg';
import { PROJECTIONS } from '../../../../projections/src';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import { rebuildProjection } from '../../platform/projector/projection-rebuild';

export class UnknownProjectionError extends Error {
  constructor(name: string) {
    super(`Unknown projection "${name}"; known: ${PROJECTIONS.map((p) => p.name).join(', ')}`);
  }
}

export class RebuildRunningError extends Error {
  constructor(name: string) {
    super(`A rebuild of ${name} is already running`);
  }
}

/** Rebuilds one projection; a second request for the same one while it runs is refused, not queued. */
export async function rebuildOnce(store: EventStore, pool: Pool, name: string) {
  const projection = PROJECTIONS.find((p) => p.name === name);
  if (!projection) throw new UnknownProjectionError(name);
  const lock = await pool.connect();
  try {
    const { rows } = await lock.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS ok`, [`rebuild:${name}`]);
    if (!rows[0]?.ok) throw new RebuildRunningError(name);
    try {
      const r = await rebuildProjection(store, pool, projection);
      return { name: r.name, version: r.version, events: r.events, seconds: Number(r.seconds.toFixed(3)), position: r.position.toString() };
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`rebuild:${name}`]).catch(() => {});
    }
  } finally {
    lock.release();
  }
}
