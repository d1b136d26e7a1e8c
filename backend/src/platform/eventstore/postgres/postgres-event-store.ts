import type { ClientBase, Pool, QueryConfig } from 'pg';
import {
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../event-store.port';
import { checkExpectedVersion, prepareEvents } from '../prepare-events';
import { AppendNotifier } from './append-notifier';
import { eventAppendDuration } from '../../metrics/metrics';
import { EVENT_COLUMNS, type EventTuple, toRecordedEvent } from './event-rows';

export interface PostgresEventStoreOptions {
  /** End the pool on close(); false when the pool is shared with the rest of the app. */
  ownsPool?: boolean;
  log?: (line: string) => void;
}

interface AppendRow {
  outcome: 'ok' | 'duplicate' | 'partial' | 'conflict';
  stream_version: string;
  last_position: string | null;
}

/*
 * Reads are unnamed statements on purpose: a named (prepared) one may keep a generic plan made
 * while the table was small, e.g. a seq scan and sort, long after it has grown.
 */

/** The oldest running transaction, as a position: everything below it is final. */
const SAFE_BOUND = `(SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint << 20)`;

const READ_ALL = `SELECT ${EVENT_COLUMNS} FROM events
  WHERE global_position > $1 AND global_position < ${SAFE_BOUND}
  ORDER BY global_position LIMIT $2`;

const READ_STREAM = `SELECT ${EVENT_COLUMNS} FROM events
  WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version LIMIT $3`;

const STREAM_VERSION = `SELECT coalesce(max(stream_version), -1)::int AS v FROM events WHERE stream_id = $1`;

const ANY_AFTER = `SELECT EXISTS (SELECT 1 FROM events WHERE global_position > $1) AS any`;

const HEAD = `SELECT coalesce(max(global_position), 0)::text AS head FROM events WHERE global_position < ${SAFE_BOUND}`;

const LIST_STREAMS = `SELECT stream_id, count(*)::int AS events, max(stream_version)::int AS version,
         max(global_position)::text AS last_position, max(created_at) AS last_at
    FROM events
   WHERE ($1::text IS NULL OR stream_id LIKE $1 || '%')
   GROUP BY stream_id
   ORDER BY max(global_position) DESC
   LIMIT $2 OFFSET $3`;

export interface StreamRow {
  stream_id: string;
  events: number;
  version: number;
  last_position: string;
  last_at: Date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const APPEND_MANY = `SELECT r.outcome, r.stream_version, r.last_position
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(x, ord), LATERAL es_append(a.x->>'s', a.x->>'x', a.x->'e', $2) AS r
  ORDER BY a.ord`;

/** 23505: an id already stored, or a racing appender took the same stream version first; 40P01: two such deadlocked. */
const RETRYABLE = new Set(['23505', '40P01']);
const MAX_ATTEMPTS = 20;

export class PostgresEventStore implements EventStore {
  private readonly notifier: AppendNotifier;

  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.notifier = new AppendNotifier(pool, options.log ?? ((l) => console.warn(l)));
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion = 'any'): Promise<AppendResult> {
    const payload = appendPayload(streamId, events, expected);
    const stop = eventAppendDuration.startTimer();
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await this.pool.query<AppendRow>(appendQuery(streamId, expected, payload, attempt > 1));
        const result = toAppendResult(streamId, expected, rows[0]);
        stop();
        this.notifier.appended();
        return result;
      } catch (err) {
        if (isRetryable(err, attempt)) {
          await backoff(attempt);
          continue;
        }
        if (isRetryable(err, 0)) {
          throw new WrongExpectedVersionError(streamId, expected, await this.streamVersion(streamId), 'too many concurrent appenders');
        }
        throw err;
      }
    }
  }

  /**
   * Appends inside a transaction the caller opened (and commits); used to write events together
   * with other rows. Call notifyAppended() after the commit to wake readers at once.
   */
  async appendWith(client: ClientBase, streamId: string, events: NewEvent[], expected: ExpectedVersion = 'any'): Promise<AppendResult> {
    const payload = appendPayload(streamId, events, expected);
    const rows = await underSavepoint(client, async (retry) => (await client.query<AppendRow>(appendQuery(streamId, expected, payload, retry))).rows);
    // outside the savepoint's try: a conflict is a WrongExpectedVersionError, not "no such savepoint"
    return toAppendResult(streamId, expected, rows[0]);
  }

  /**
   * Appends to several streams inside a transaction the caller opened, in one statement (es_append once
   * per stream, in order): a batch of a few hundred streams costs one round trip, not hundreds.
   */
  async appendManyWith(client: ClientBase, appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (!appends.length) return [];
    const payload = JSON.stringify(
      appends.map((a) => {
        checkExpectedVersion(a.expected ?? 'any');
        return { s: a.streamId, x: String(a.expected ?? 'any'), e: prepareEvents(a.streamId, a.events) };
      }),
    );
    const rows = await underSavepoint(client, async (retry) => (await client.query<AppendRow>(APPEND_MANY, [payload, retry])).rows);
    // outside the savepoint's try: a conflict is answered once the statement is done (the caller rolls back)
    return appends.map((a, i) => toAppendResult(a.streamId, a.expected ?? 'any', rows[i]));
  }

  /** Streams by most recent activity, a page of them (`limit` + 1 rows: the extra one says there is more). */
  async listStreams(q: { prefix?: string; limit: number; offset: number }): Promise<StreamRow[]> {
    const { rows } = await this.pool.query<StreamRow>(LIST_STREAMS, [q.prefix ? escapeLike(q.prefix) : null, q.limit + 1, q.offset]);
    return rows;
  }

  notifyAppended(): void {
    this.notifier.appended();
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventTuple>({
      text: READ_STREAM,
      values: [streamId, options.fromVersion ?? 0, options.limit ?? null],
      rowMode: 'array',
    });
    return rows.map(toRecordedEvent);
  }

  async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ v: number }>(STREAM_VERSION, [streamId]);
    return rows[0]?.v ?? -1;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventTuple>({
      text: READ_ALL,
      values: [(options.after ?? 0n).toString(), options.limit ?? 1000],
      rowMode: 'array',
    });
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.pool.query<{ head: string }>(HEAD);
    return BigInt(rows[0]?.head ?? '0');
  }

  /** The safe bound is cluster-wide: a long transaction in any database of the cluster holds new events back. */
  async heldBackAfter(position: bigint): Promise<boolean> {
    const { rows } = await this.pool.query<{ any: boolean }>(ANY_AFTER, [position.toString()]);
    return rows[0]?.any ?? false;
  }

  onAppended(listener: () => void): () => void {
    return this.notifier.onAppended(listener);
  }

  async close(): Promise<void> {
    await this.notifier.close();
    if (this.options.ownsPool) await this.pool.end();
  }
}

function appendPayload(streamId: string, events: NewEvent[], expected: ExpectedVersion): string {
  checkExpectedVersion(expected);
  return JSON.stringify(prepareEvents(streamId, events));
}

/** After a unique violation the retry asks es_append to look for the batch's ids first. */
function appendQuery(streamId: string, expected: ExpectedVersion, payload: string, retry: boolean): QueryConfig {
  return { name: 'es_append', text: 'SELECT * FROM es_append($1, $2, $3, $4)', values: [streamId, String(expected), payload, retry] };
}

function toAppendResult(streamId: string, expected: ExpectedVersion, row: AppendRow | undefined): AppendResult {
  if (!row) throw new Error('es_append returned no row');
  const actual = Number(row.stream_version);
  if (row.outcome === 'conflict') throw new WrongExpectedVersionError(streamId, expected, actual);
  if (row.outcome === 'partial') {
    throw new WrongExpectedVersionError(streamId, expected, actual, 'some event ids of this batch are already stored; nothing was appended');
  }
  return { nextExpectedVersion: actual, lastPosition: BigInt(row.last_position ?? '0') };
}

/**
 * Runs an append statement in the caller's transaction under a savepoint, so that a retryable failure
 * (`retry` is true on the later tries) rolls back only the statement and the transaction stays usable.
 */
async function underSavepoint(client: ClientBase, statement: (retry: boolean) => Promise<AppendRow[]>): Promise<AppendRow[]> {
  let rows: AppendRow[] | undefined;
  for (let attempt = 1; !rows; attempt++) {
    await client.query('SAVEPOINT es_append');
    try {
      const started = performance.now();
      rows = await statement(attempt > 1);
      await client.query('RELEASE SAVEPOINT es_append');
      eventAppendDuration.observe((performance.now() - started) / 1000);
    } catch (err) {
      await client.query('ROLLBACK TO SAVEPOINT es_append');
      if (!isRetryable(err, attempt)) throw err;
      await backoff(attempt);
    }
  }
  return rows;
}

function isRetryable(err: unknown, attempt: number): boolean {
  return attempt < MAX_ATTEMPTS && RETRYABLE.has((err as { code?: string }).code ?? '');
}

function backoff(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 * attempt)));
}
