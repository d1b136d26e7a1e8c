import { Client, type Pool } from 'pg';

export const EVENTS_CHANNEL = 'sqldaily_events';
const MIN_INTERVAL_MS = 20;

/**
 * Wakes readers after appends: in-process listeners directly, other processes by NOTIFY.
 *
 * The NOTIFY is sent after the append has committed, in its own statement, not inside the
 * append: a NOTIFY inside a transaction takes a cluster-wide lock until after the commit record is
 * flushed, which would serialise every concurrent append. NOTIFY gives its transaction an id,
 * so it would wait for a WAL flush too: a wake-up hint needs no durability, hence
 * synchronous_commit off for that one transaction. NOTIFYs are sent one at a time, at most one
 * per MIN_INTERVAL_MS; appends meanwhile set a flag that sends one more, so the last append is
 * always announced (within MIN_INTERVAL_MS).
 */
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();
  private pumping: Promise<void> | null = null;
  private dirty = false;
  private listenClient: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly log: (line: string) => void,
  ) {}

  appended(): void {
    for (const l of this.listeners) l();
    if (this.closed) return;
    this.dirty = true;
    this.pumping ??= this.pump();
  }

  private async pump(): Promise<void> {
    while (this.dirty && !this.closed) {
      this.dirty = false;
      const started = Date.now();
      await this.pool
        .query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, '')`, [EVENTS_CHANNEL])
        .catch((err: Error) => this.log(`event store: NOTIFY failed (${err.message}); readers fall back to polling`));
      // Cool down even when nothing is pending yet: appends arriving meanwhile only set `dirty`.
      const rest = MIN_INTERVAL_MS - (Date.now() - started);
      if (rest > 0 && !this.closed) await new Promise((r) => setTimeout(r, rest));
    }
    this.pumping = null;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.listenClient && !this.reconnectTimer) void this.listen();
    return () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    await this.pumping;
    const c = this.listenClient;
    this.listenClient = null;
    await c?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new Client(this.pool.options);
    this.listenClient = client;
    client.on('notification', () => {
      for (const l of this.listeners) l();
    });
    client.on('error', (err) => this.lost(client, err));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      // Anything appended while we were not listening is found by the wake-up poll this causes.
      for (const l of this.listeners) l();
    } catch (err) {
      this.lost(client, err as Error);
    }
  }

  private lost(client: Client, err: Error): void {
    if (this.listenClient !== client) return;
    this.listenClient = null;
    client.end().catch(() => {});
    if (this.closed) return;
    this.log(`event store: LISTEN connection lost (${err.message}); retrying in 1 s`);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.listeners.size > 0) void this.listen();
    }, 1000);
  }
}
