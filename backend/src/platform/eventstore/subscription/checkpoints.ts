import type { ClientBase, Pool } from 'pg';
import { lockKey } from './leader-lock';

/** The subscription's position, creating its row (at 0) the first time. */
export async function loadCheckpoint(db: Pool | ClientBase, name: string): Promise<bigint> {
  await db.query(`INSERT INTO subscription_checkpoints (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`, [name]);
  const { rows } = await db.query<{ position: string }>(`SELECT position::text FROM subscription_checkpoints WHERE name = $1`, [name]);
  return BigInt(rows[0]?.position ?? '0');
}

/** Where a committed checkpoint is announced (`<name> <position>`), for read-your-writes waiters. */
export const CHECKPOINT_CHANNEL = 'sqldaily_checkpoints';

/**
 * Moves the checkpoint only from where this runner believes it is, inside the transaction that
 * wrote the batch's rows (or alone, for a batch that wrote none), and announces it (NOTIFY is
 * delivered when that transaction commits).
 * False means another runner moved it: the caller must roll back.
 */
export async function advanceCheckpoint(tx: ClientBase | Pool, name: string, from: bigint, to: bigint): Promise<boolean> {
  const r = await tx.query(
    `WITH moved AS (
       UPDATE subscription_checkpoints SET position = $3, updated_at = now() WHERE name = $1 AND position = $2 RETURNING name
     )
     SELECT pg_notify('${CHECKPOINT_CHANNEL}', name || ' ' || $3::text) FROM moved`,
    [name, from.toString(), to.toString()],
  );
  return r.rowCount === 1;
}

/** A checkpoint was no longer where its runner believed (a rebuild, or another runner, moved it). */
export class CheckpointMovedError extends Error {}

export interface CheckpointMove {
  name: string;
  from: bigint;
  to: bigint;
}

/** In the failing statement's message when a compare-and-set of `commitWithCheckpoints` finds a checkpoint moved. */
const MOVED_MARK = 'checkpoint moved under its runner: ';

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * Moves each checkpoint from where its runner believes it is (compare-and-set, each announced) and commits
 * the open transaction `tx`, in one round trip: the positions are numbers and the names are quoted, so the
 * two statements go as one simple query. If any checkpoint is no longer at `from`, the first statement fails
 * (a cast of a text that is not a number, the only way plain SQL raises) before COMMIT runs: `tx` is left
 * aborted for the caller's ROLLBACK, and this throws CheckpointMovedError.
 */
export async function commitWithCheckpoints(tx: ClientBase, moves: readonly CheckpointMove[]): Promise<void> {
  const values = moves.map((m) => `(${literal(m.name)}, ${BigInt(m.from).toString()}::bigint, ${BigInt(m.to).toString()}::bigint)`).join(', ');
  try {
    await tx.query(
      `WITH v(name, from_pos, to_pos) AS (VALUES ${values}),
         moved AS (
           UPDATE subscription_checkpoints c SET position = v.to_pos, updated_at = now()
             FROM v WHERE c.name = v.name AND c.position = v.from_pos
           RETURNING pg_notify('${CHECKPOINT_CHANNEL}', c.name || ' ' || v.to_pos::text)
         )
       SELECT CASE WHEN count(*) = ${moves.length} THEN 'moved' ELSE ('${MOVED_MARK}' || count(*))::int::text END FROM moved;
       COMMIT`,
    );
  } catch (err) {
    if ((err as Error).message?.includes(MOVED_MARK)) throw new CheckpointMovedError(`checkpoint no longer where its runner was (${moves.map((m) => `${m.name} ${m.from}`).join(', ')})`);
    throw err;
  }
}

/**
 * Holds the subscription's checkpoint row (created at 0 the first time) until the caller's transaction
 * ends: a runner's compare-and-set waits for it, then fails and resumes from the stored position.
 */
export async function holdCheckpoint(tx: ClientBase, name: string): Promise<void> {
  await tx.query(`INSERT INTO subscription_checkpoints (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`, [name]);
  await tx.query(`SELECT 1 FROM subscription_checkpoints WHERE name = $1 FOR UPDATE`, [name]);
}

/** Moves a held checkpoint (holdCheckpoint) to `position`, whatever it was. */
export async function setCheckpoint(tx: ClientBase, name: string, position: bigint): Promise<void> {
  await tx.query(`UPDATE subscription_checkpoints SET position = $2, updated_at = now() WHERE name = $1`, [name, position.toString()]);
}

/** Several stored positions in one query (missing ones are left out). */
export async function readCheckpoints(db: Pool | ClientBase, names: readonly string[]): Promise<Map<string, bigint>> {
  const { rows } = await db.query<{ name: string; position: string }>(`SELECT name, position::text FROM subscription_checkpoints WHERE name = ANY($1::text[])`, [names]);
  return new Map(rows.map((r) => [r.name, BigInt(r.position)]));
}

/** The stored position without creating anything (0 when the subscription never ran). */
export async function readCheckpoint(db: Pool | ClientBase, name: string): Promise<bigint> {
  const { rows } = await db.query<{ position: string }>(`SELECT position::text FROM subscription_checkpoints WHERE name = $1`, [name]);
  return BigInt(rows[0]?.position ?? '0');
}

export interface ResetOptions {
  /** Where to restart from (exclusive); 0 replays everything. */
  position?: bigint;
  /** Runs in the same transaction, e.g. to empty the read-model tables before a rebuild. */
  prepare?: (tx: ClientBase) => Promise<void>;
}

/**
 * Resets a subscription's checkpoint atomically with `prepare`. Refuses while a runner is active
 * (it holds the same advisory lock), so a rebuild never races a live projector.
 */
export async function resetCheckpoint(pool: Pool, name: string, options: ResetOptions = {}): Promise<void> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const key = lockKey(name);
    const { rows } = await tx.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock($1, $2) AS ok`, key);
    if (!rows[0]?.ok) throw new Error(`subscription ${name} has an active runner; stop it before resetting`);
    await options.prepare?.(tx);
    await tx.query(
      `INSERT INTO subscription_checkpoints (name, position) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
      [name, (options.position ?? 0n).toString()],
    );
    await tx.query('COMMIT');
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}
