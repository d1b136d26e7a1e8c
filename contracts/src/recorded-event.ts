/** Events as the event store records them: the shape every consumer of a contract reads. */
export interface EventMetadata {
  /** The user (learner or admin) whose action caused the event. */
  actorId?: number | null;
  correlationId?: string;
  causationId?: string;
  [key: string]: unknown;
}

/** An event as a command handler produces it. */
export interface NewEvent<T extends string = string, D = unknown> {
  /** Idempotency key: appending an event id that is already stored stores nothing again. */
  id?: string;
  type: T;
  data: D;
  metadata?: EventMetadata;
}

/** An event as stored. */
export interface RecordedEvent<T extends string = string, D = unknown> {
  id: string;
  streamId: string;
  streamVersion: number;
  globalPosition: bigint;
  type: T;
  data: D;
  metadata: EventMetadata;
  createdAt: Date;
}
