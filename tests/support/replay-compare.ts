import type { Pool } from 'pg';
import { PROJECTIONS } from '../../projections/src';
import { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { withTx } from '../../backend/src/platform/projector/projection-rebuild';
import { eventsSettled } from './read-models';

export interface TableDiff {
  table: string;
  liveRows: number;
  replayedRows: number;
  /** Rows (as JSON) in the live table and not in the replay, and the other way round (a few of each). */
  onlyLive: unknown[];
  onlyReplayed: unknown[];
}

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/**
 * Replays the whole event store into fresh shadow copies of every projection's tables (the live
 * ones are not touched), then compares each live table with its replay row for row (as multisets,
 * so a doubled row shows). Call it once the read models have caught up and nothing is writing.
 */
export async function compareWithFreshReplay(pool: Pool): Promise<TableDiff[]> {
  await eventsSettled(pool, 20_000);
  const store = new PostgresEventStore(pool);
  const suffix = `__cmp${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const shadow = (t: string) => `${t}${suffix}`;
  const diffs: TableDiff[] = [];
  try {
    await withTx(pool, async (tx) => {
      for (const p of PROJECTIONS) for (const ddl of p.schema(shadow)) await tx.query(ddl);
    });
    for (let after = 0n; ; ) {
      const batch = await store.readAll({ after, limit: 5000 });
      if (!batch.length) break;
      await withTx(pool, async (tx) => {
        for (const p of PROJECTIONS) await p.apply(batch, { tx, table: shadow });
      });
      after = batch[batch.length - 1]!.globalPosition;
    }
    for (const table of PROJECTIONS.flatMap((p) => p.tables)) {
      const count = async (t: string) => Number((await pool.query(`SELECT count(*)::int AS n FROM ${q(t)}`)).rows[0].n);
      const minus = async (a: string, b: string) =>
        (await pool.query(`SELECT to_jsonb(x) AS r FROM ${q(a)} x EXCEPT ALL SELECT to_jsonb(y) FROM ${q(b)} y LIMIT 5`)).rows.map((r) => r.r);
      diffs.push({
        table,
        liveRows: await count(table),
        replayedRows: await count(shadow(table)),
        onlyLive: await minus(table, shadow(table)),
        onlyReplayed: await minus(shadow(table), table),
      });
    }
  } finally {
    await withTx(pool, async (tx) => {
      for (const t of PROJECTIONS.flatMap((p) => p.tables)) await tx.query(`DROP TABLE IF EXISTS ${q(shadow(t))} CASCADE`);
    });
  }
  return diffs;
}

/** The diffs that are not empty: `expect(mismatches(diffs)).toEqual([])` prints what differs. */
export const mismatches = (diffs: TableDiff[]) => diffs.filter((d) => d.onlyLive.length || d.onlyReplayed.length || d.liveRows !== d.replayedRows);
