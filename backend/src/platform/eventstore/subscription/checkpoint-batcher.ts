import type { Pool } from 'pg';
import { CHECKPOINT_CHANNEL } from './checkpoints';
import { TurnBatch, type Waiting } from './turn-batch';

interface Move {
  name: string;
  from: bigint;
  to: bigint;
}

const ADVANCE_MANY = `WITH v AS (SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS v(name, from_pos, to_pos)),
  moved AS (
    UPDATE subscription_checkpoints c SET position = v.to_pos, updated_at = now()
      FROM v WHERE c.name = v.name AND c.position = v.from_pos
    RETURNING c.name, v.to_pos
  )
  SELECT name, pg_notify('${CHECKPOINT_CHANNEL}', name || ' ' || to_pos::text) FROM moved`;

/**
 * The checkpoint-only moves of one process's subscriptions (batches their projection does not read), made
 * in one statement per turn of the event loop: the subscriptions wake on the same append and share its read
 * (SharedReads), so most of them ask at once. Each move keeps its compare-and-set and its notice.
 */
export class CheckpointBatcher {
  private readonly batch = new TurnBatch<Move, boolean>((moves) => this.flush(moves));

  constructor(private readonly pool: Pool) {}

  /** False when the checkpoint was no longer `from` (a rebuild moved it). */
  advance(name: string, from: bigint, to: bigint): Promise<boolean> {
    return this.batch.add({ name, from, to });
  }

  private async flush(moves: Array<Waiting<Move, boolean>>): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ name: string }>(ADVANCE_MANY, [
        moves.map((m) => m.name),
        moves.map((m) => m.from.toString()),
        moves.map((m) => m.to.toString()),
      ]);
      const moved = new Set(rows.map((r) => r.name));
      for (const m of moves) m.done(moved.has(m.name));
    } catch (err) {
      for (const m of moves) m.fail(err);
    }
  }
}
