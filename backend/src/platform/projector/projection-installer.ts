import type { Pool } from 'pg';
import type { Projection } from '../../../../projections/src';
import type { EventStore } from '../eventstore/event-store.port';
import { rebuildProjection, withTx } from './projection-rebuild';

/**
 * Makes the live tables match the projection's version: creates them the first time, rebuilds
 * them from position 0 when the version changed. Serialised across processes.
 */
export async function installProjection(store: EventStore, pool: Pool, projection: Projection, log: (l: string) => void): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query(`SELECT pg_advisory_lock(hashtext($1))`, [`install:${projection.name}`]);
    const { rows } = await lockClient.query<{ version: number }>(`SELECT version FROM projection_versions WHERE name = $1`, [projection.name]);
    const installed = rows[0]?.version;
    if (installed === projection.version) return;
    if (installed === undefined) {
      await withTx(pool, async (tx) => {
        for (const ddl of projection.schema((t) => t)) await tx.query(ddl);
        await tx.query(`INSERT INTO projection_versions (name, version) VALUES ($1, $2)`, [projection.name, projection.version]);
      });
      log(`projection ${projection.name} v${projection.version}: installed`);
      return;
    }
    log(`projection ${projection.name}: v${installed} -> v${projection.version}, rebuilding`);
    const report = await rebuildProjection(store, pool, projection);
    log(`projection ${projection.name} v${projection.version}: rebuilt from ${report.events} events in ${report.seconds.toFixed(1)} s`);
  } finally {
    await lockClient.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`install:${projection.name}`]).catch(() => {});
    lockClient.release();
  }
}
