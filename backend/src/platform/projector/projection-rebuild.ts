import type { Pool, PoolClient } from 'pg';
import { applyHandled, type Projection } from '../../../../projections/src';
import type { EventStore } from '../eventstore/event-store.port';
import { holdCheckpoint, setCheckpoint } from '../eventstore/subscription';
import { subscriptionName } from './projection-subscription';

const BATCH = 5000;

export interface RebuildReport {
  name: string;
  version: number;
  events: number;
  seconds: number;
  position: bigint;
}

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/**
 * Replays the whole store into fresh shadow tables while the live projection keeps serving, then,
 * in one transaction that holds the live tables exclusively, applies what arrived meanwhile, drops
 * the live tables, renames the shadow ones into place and moves the checkpoint. A live runner
 * whose batch was waiting fails its compare-and-set on the checkpoint and resumes from there.
 */
export async function rebuildProjection(store: EventStore, pool: Pool, projection: Projection): Promise<RebuildReport> {
  const started = performance.now();
  const suffix = `__r${Date.now().toString(36)}`;
  const shadow = (t: string) => `${t}${suffix}`;
  await withTx(pool, async (tx) => {
    for (const ddl of projection.schema(shadow)) await tx.query(ddl);
  });
  let position = 0n;
  let events = 0;
  const applyUntilCaughtUp = async (tx?: PoolClient) => {
    for (;;) {
      const batch = await store.readAll({ after: position, limit: BATCH });
      if (!batch.length) return;
      const run = async (c: PoolClient) => applyHandled(projection, batch, { tx: c, table: shadow });
      if (tx) await run(tx);
      else await withTx(pool, run);
      position = batch[batch.length - 1]!.globalPosition;
      events += batch.length;
    }
  };
  try {
    await applyUntilCaughtUp();
    await withTx(pool, async (tx) => {
      const live = await existingTables(tx, projection.tables);
      if (live.length) await tx.query(`LOCK TABLE ${live.map(q).join(', ')} IN ACCESS EXCLUSIVE MODE`);
      await holdCheckpoint(tx, subscriptionName(projection.name));
      await applyUntilCaughtUp(tx);
      for (const t of live) await tx.query(`DROP TABLE ${q(t)} CASCADE`);
      for (const t of projection.tables) {
        await tx.query(`ALTER TABLE ${q(shadow(t))} RENAME TO ${q(t)}`);
        const { rows } = await tx.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = $1`, [t]);
        for (const { indexname } of rows) {
          if (indexname.includes(suffix)) await tx.query(`ALTER INDEX ${q(indexname)} RENAME TO ${q(indexname.replace(suffix, ''))}`);
        }
      }
      await setCheckpoint(tx, subscriptionName(projection.name), position);
      await tx.query(
        `INSERT INTO projection_versions (name, version, rebuilt_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, rebuilt_at = now()`,
        [projection.name, projection.version],
      );
    });
  } catch (err) {
    await withTx(pool, async (tx) => {
      for (const t of projection.tables) await tx.query(`DROP TABLE IF EXISTS ${q(shadow(t))} CASCADE`);
    }).catch(() => {});
    throw err;
  }
  return { name: projection.name, version: projection.version, events, seconds: (performance.now() - started) / 1000, position };
}

async function existingTables(tx: PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ t: string }>(`SELECT t FROM unnest($1::text[]) t WHERE to_regclass(t) IS NOT NULL`, [tables]);
  return rows.map((r) => r.t);
}

export async function withTx<T>(pool: Pool, fn: (tx: PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const out = await fn(tx);
    await tx.query('COMMIT');
    return out;
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}
