/**
 * After a level: the projections caught up, the submissions the crowd saw accepted equal the
 * SolutionSubmitted events stored, and every read model equals a fresh rebuild. The rebuild is the
 * projector's own `rebuildProjection` (replay from position 0 into shadow tables, swapped in): the live
 * tables are copied first, then compared with the rebuilt ones row for row (EXCEPT ALL both ways).
 */
import type { Pool } from 'pg';
import { PROJECTIONS } from '../../projections/src';
import type { PostgresEventStore } from '../../backend/src/platform/eventstore';
import { rebuildProjection } from '../../backend/src/platform/projector/projection-rebuild';
import { projectionStatus } from '../../backend/src/platform/projector/projection-status';

export interface ConsistencyReport {
  catchUpSeconds: number;
  submissionsStored: number;
  submissionsAccepted: number;
  submissionsOk: boolean;
  tables: Array<{ projection: string; table: string; rows: number; differing: number }>;
  readModelsOk: boolean;
  rebuildSeconds: number;
}

export async function waitForProjections(store: PostgresEventStore, pool: Pool, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = await projectionStatus(store, pool);
    if (status.every((s) => s.pending_events === 0)) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs) {
      throw new Error(`projections still behind after ${timeoutMs / 1000} s: ${status.map((s) => `${s.name} ${s.pending_events}`).join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function checkConsistency(store: PostgresEventStore, pool: Pool, acceptedSoFar: number): Promise<ConsistencyReport> {
  const catchUpSeconds = await waitForProjections(store, pool);
  const stored = Number((await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM events WHERE type = 'SolutionSubmitted'`)).rows[0]!.n);
  const tables: ConsistencyReport['tables'] = [];
  const rebuildStarted = performance.now();
  for (const projection of PROJECTIONS) {
    const copies = projection.tables.map((t) => ({ live: t, copy: `load_check_${t}` }));
    for (const { live, copy } of copies) {
      await pool.query(`DROP TABLE IF EXISTS "${copy}"`);
      await pool.query(`CREATE TABLE "${copy}" AS TABLE "${live}"`);
    }
    await rebuildProjection(store, pool, projection);
    for (const { live, copy } of copies) {
      const { rows } = await pool.query<{ rows: string; differing: string }>(
        `SELECT (SELECT count(*) FROM "${live}")::text AS rows,
                (SELECT count(*) FROM ((TABLE "${live}" EXCEPT ALL TABLE "${copy}") UNION ALL (TABLE "${copy}" EXCEPT ALL TABLE "${live}")) d)::text AS differing`,
      );
      tables.push({ projection: projection.name, table: live, rows: Number(rows[0]!.rows), differing: Number(rows[0]!.differing) });
      await pool.query(`DROP TABLE "${copy}"`);
    }
  }
  return {
    catchUpSeconds,
    submissionsStored: stored,
    submissionsAccepted: acceptedSoFar,
    submissionsOk: stored === acceptedSoFar,
    tables,
    readModelsOk: tables.every((t) => t.differing === 0),
    rebuildSeconds: (performance.now() - rebuildStarted) / 1000,
  };
}
