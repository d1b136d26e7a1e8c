import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  type JSONType,
  type ReadPosition,
  type StreamingRead,
  type AllStreamResolvedEvent,
  type AllStreamRecordedEvent,
  type Direction,
  type Position,
  START,
  StreamNotFoundError,
  type AllStreamSubscription,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '../event-store.port';
import { checkExpectedVersion, type PreparedEvent, prepareEvents } from '../prepare-events';
import { isSystemEvent, toExpectedRevision, toRecordedEvent, toVersion } from './esdb-mapping';

function samePosition(a: Position, b: ReadPosition): boolean {
  return typeof b === 'object' && a.commit === b.commit && a.prepare === b.prepare;
}

/** How far back a conflicting append looks for its own ids (an idempotent retry). */
const RETRY_LOOKBACK = 1000n;

/** The port over EventStoreDB / KurrentDB. Global positions are ESDB commit positions. */
export class EsdbEventStore implements EventStore {
  private subscription: AllStreamSubscription | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly client: EventStoreDBClient) {}

  static connect(url: string): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(url));
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion = 'any'): Promise<AppendResult> {
    checkExpectedVersion(expected);
    const prepared = prepareEvents(streamId, events);
    try {
      const r = await this.client.appendToStream(
        streamId,
        prepared.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata as JSONType })),
        { expectedRevision: toExpectedRevision(expected) },
      );
      return { nextExpectedVersion: Number(r.nextExpectedRevision), lastPosition: r.position?.commit ?? 0n };
    } catch (err) {
      if (!(err instanceof EsdbWrongExpectedVersionError)) throw err;
      return this.resolveConflict(streamId, prepared, expected, toVersion(err.actualVersion));
    }
  }

  /**
   * ESDB answers a retry whose expectation no longer holds with a conflict; like the PostgreSQL
   * adapter we answer success when every id is already in the stream, and a conflict (nothing
   * written) when only some are.
   */
  private async resolveConflict(streamId: string, batch: PreparedEvent[], expected: ExpectedVersion, actual: number): Promise<AppendResult> {
    const ids = new Set(batch.map((e) => e.id));
    const found: RecordedEvent[] = [];
    if (actual >= 0) {
      for await (const r of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: RETRY_LOOKBACK })) {
        if (r.event && ids.has(r.event.id)) found.push(toRecordedEvent(r.event, r.commitPosition));
      }
    }
    if (found.length === ids.size) {
      const last = found.reduce((a, b) => (b.streamVersion > a.streamVersion ? b : a));
      return { nextExpectedVersion: last.streamVersion, lastPosition: last.globalPosition };
    }
    const reason = found.length > 0 ? 'some event ids of this batch are already stored; nothing was appended' : undefined;
    throw new WrongExpectedVersionError(streamId, expected, actual, reason);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: BigInt(options.fromVersion ?? 0),
        ...(options.limit !== undefined ? { maxCount: options.limit } : {}),
      });
      for await (const r of read) if (r.event) out.push(toRecordedEvent(r.event, r.commitPosition));
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async streamVersion(streamId: string): Promise<number> {
    try {
      for await (const r of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (r.event) return Number(r.event.revision);
      }
    } catch (err) {
      if (!(err instanceof StreamNotFoundError)) throw err;
    }
    return -1;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0n;
    const limit = options.limit ?? 1000;
    const out: RecordedEvent[] = [];
    let from: ReadPosition = after > 0n ? { commit: after, prepare: after } : START;
    // Pages continue past system events, which are read but not returned. A page starts at the
    // last event of the one before (reads from a position include it), hence the `seen` skip.
    for (let page = 0; ; page++) {
      const { events, last, count } = await this.readAllPage(from, limit);
      for (const e of events) {
        if (e.position.commit <= after || (page > 0 && samePosition(e.position, from))) continue;
        out.push(toRecordedEvent(e));
        if (out.length >= limit) return out;
      }
      if (count < limit || !last || (page > 0 && samePosition(last, from))) return out;
      from = last;
    }
  }

  async headPosition(): Promise<bigint> {
    let from: ReadPosition = END;
    for (;;) {
      const { events, last, count } = await this.readAllPage(from, 100, BACKWARDS);
      const user = events.find((e) => !isSystemEvent(e));
      if (user) return user.position.commit;
      if (count < 100 || !last) return 0n;
      from = last;
    }
  }

  private async readAllPage(from: ReadPosition, maxCount: number, direction: Direction = FORWARDS) {
    const events: AllStreamRecordedEvent[] = [];
    let last: Position | undefined;
    let count = 0;
    const read: StreamingRead<AllStreamResolvedEvent> = this.client.readAll({ direction, fromPosition: from, maxCount });
    for await (const r of read) {
      count++;
      if (!r.event) continue;
      last = r.event.position;
      if (!isSystemEvent(r.event)) events.push(r.event);
    }
    return { events, last, count };
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.subscription) {
      this.subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      this.subscription.on('data', () => this.listeners.forEach((l) => l()));
      this.subscription.on('error', () => {
        this.subscription = null;
      });
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    await this.subscription?.unsubscribe().catch(() => {});
    this.subscription = null;
    await this.client.dispose();
  }
}
