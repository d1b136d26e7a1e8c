import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/** Two-key advisory locks live apart from the one-key locks other parts of the app take. */
const NAMESPACE = 0x5153_4c44; // "QSLD"

export function lockKey(name: string): [number, number] {
  return [NAMESPACE, createHash('sha256').update(name).digest().readInt32BE(0)];
}

/**
 * Leadership for one subscription name across processes: a session advisory lock held on a
 * connection of its own. If the process dies, PostgreSQL ends the session and the lock goes with
 * it, so a standby's next try succeeds.
 */
export class LeaderLock {
  private client: PoolClient | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly name: string,
    private readonly log: (line: string) => void,
  ) {}

  get held(): boolean {
    return this.client !== null;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.client) return true;
    const client = await this.pool.connect();
    const onError = (err: Error) => {
      if (this.client !== client) return;
      this.log(`subscription ${this.name}: lost the leader lock connection (${err.message})`);
      this.client = null;
      client.release(err);
    };
    client.on('error', onError);
    try {
      const { rows } = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock($1, $2) AS ok`, lockKey(this.name));
      if (rows[0]?.ok) {
        this.client = client;
        return true;
      }
      client.off('error', onError);
      client.release();
      return false;
    } catch (err) {
      client.off('error', onError);
      client.release(err as Error);
      throw err;
    }
  }

  /**
   * Unlocks before ending the session: a destroyed connection's backend may outlive our socket for
   * a moment, and a standby or a reset must not find the lock still held after stop() returned.
   * The session is ended anyway, so nothing can be left held by a reused connection.
   */
  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query(`SELECT pg_advisory_unlock($1, $2)`, lockKey(this.name)).catch(() => {});
    client.release(true);
  }
}
