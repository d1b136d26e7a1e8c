import type { NewEvent, RecordedEvent } from '../../../../contracts/src/recorded-event';

/**
 * The event store port (DESIGN.md §2). Stream versions count from 0; a stream that does not
 * exist has version -1. Global positions are positive, strictly increasing, and a catch-up
 * reader never sees a position it could later be overtaken by (no skipped late commits).
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

export type { EventMetadata, NewEvent, RecordedEvent } from '../../../../contracts/src/recorded-event';

export interface AppendResult {
  /** The stream's version after the append. */
  nextExpectedVersion: number;
  /** Global position of the last event appended (or of the already-stored duplicate). */
  lastPosition: bigint;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
    /** Set when the conflict is not a version mismatch, e.g. a batch whose ids are partly stored. */
    readonly reason?: string,
  ) {
    super(`stream ${streamId}: expected version ${String(expected)}, actual ${actual}${reason ? ` (${reason})` : ''}`);
  }
}

/** One stream's share of a batch written in one transaction (TransactionalEvents.runMany). */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expected?: ExpectedVersion;
}

export interface ReadAllOptions {
  /** Exclusive: read events with a global position greater than this. */
  after?: bigint;
  limit?: number;
}

export interface ReadStreamOptions {
  /** Inclusive stream version to start from. */
  fromVersion?: number;
  limit?: number;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected?: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Current version of a stream, -1 when it does not exist. */
  streamVersion(streamId: string): Promise<number>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The highest position a catch-up reader may safely read up to now. */
  headPosition(): Promise<bigint>;
  /**
   * Calls the listener soon after events were appended (by any process, where the adapter can
   * tell); returns the unsubscribe function. A hint only: readers must still poll.
   */
  onAppended?(listener: () => void): () => void;
  /**
   * Whether events are stored after `position` that readAll cannot return yet (behind a transaction
   * still open elsewhere), where the adapter can tell: a reader woken for them should look again soon.
   */
  heldBackAfter?(position: bigint): Promise<boolean>;
  close(): Promise<void>;
}
