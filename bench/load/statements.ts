/**
 * PostgreSQL's share of a level (issue 36): the app database's statements from pg_stat_statements, reset
 * at the window's start and read at its end, each with its calls per crowd request and its share of the
 * server's execution time. The module must be preloaded: `BENCH_LOAD_PG=own` starts the bench's cluster
 * with it; a resolved server without it is reported and skipped (the per-endpoint statement counts of
 * Server-Timing, `db_statements`, need nothing).
 */
import type { Client } from 'pg';

export interface StatementFigure {
  query: string;
  calls: number;
  perRequest: number;
  meanMs: number;
  totalMs: number;
  share: number;
  rowsPerCall: number;
}

/** True when pg_stat_statements answers in this database (creating the extension if it must). */
export async function statementsAvailable(monitor: Client): Promise<boolean> {
  try {
    await monitor.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await monitor.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
    return true;
  } catch {
    return false;
  }
}

export async function resetStatements(monitor: Client): Promise<void> {
  await monitor.query('SELECT pg_stat_statements_reset()');
}

/** The statements of `dbName` by execution time (the bench's own monitoring left out), top `limit`. */
export async function topStatements(
  monitor: Client,
  dbName: string,
  requests: number,
  limit = 12,
): Promise<{ figures: StatementFigure[]; byCalls: StatementFigure[]; totalMs: number; calls: number }> {
  const { rows } = await monitor.query<{ query: string; calls: string; total: number; rows: string }>(
    `SELECT s.query, s.calls::text AS calls, s.total_exec_time AS total, s.rows::text AS rows
       FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
      WHERE d.datname = $1 AND s.query !~* 'pg_stat_(activity|statements)'
      ORDER BY s.total_exec_time DESC`,
    [dbName],
  );
  const totalMs = rows.reduce((a, r) => a + r.total, 0);
  const calls = rows.reduce((a, r) => a + Number(r.calls), 0);
  const figure = (r: (typeof rows)[number]): StatementFigure => ({
    query: r.query.replace(/\s+/g, ' ').slice(0, 110),
    calls: Number(r.calls),
    perRequest: requests ? Number(r.calls) / requests : 0,
    meanMs: Number(r.calls) ? r.total / Number(r.calls) : 0,
    totalMs: r.total,
    share: totalMs ? r.total / totalMs : 0,
    rowsPerCall: Number(r.calls) ? Number(r.rows) / Number(r.calls) : 0,
  });
  const figures = rows.slice(0, limit).map(figure);
  const byCalls = [...rows].sort((a, b) => Number(b.calls) - Number(a.calls)).slice(0, limit).map(figure);
  return { figures, byCalls, totalMs, calls };
}
