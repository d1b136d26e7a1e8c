import type { PoolClient } from 'pg';
import type { PublishedEventType, RecordedEvent } from '../../contracts/src';

export interface ProjectionContext {
  tx: PoolClient;
  /** The physical name of one of the projection's tables (live, or a shadow copy during a rebuild). */
  table(name: string): string;
}

/**
 * A read model: named, versioned, fed by a checkpointed subscription. Bump `version` whenever the
 * logic or the tables change: the projector then rebuilds it from position 0 and swaps it in.
 */
export interface Projection {
  name: string;
  version: number;
  tables: string[];
  /** DDL for its tables (and their indexes), using `t(name)` for every table name. */
  schema(t: (name: string) => string): string[];
  /**
   * The event types it reads ('*': every event, whatever its type). The projector hands it nothing
   * else, and checks the lists against the published contracts at start-up (contract-check.ts).
   */
  handles: readonly PublishedEventType[] | '*';
  /** Applies a batch in the subscription's transaction. */
  apply(events: RecordedEvent[], ctx: ProjectionContext): Promise<void>;
}

export const canHandle = (projection: Projection, type: string): boolean =>
  projection.handles === '*' || (projection.handles as readonly string[]).includes(type);

/** What the projector runs for a batch: the projection's `apply` on the events it declared. */
export const applyHandled = (projection: Projection, events: RecordedEvent[], ctx: ProjectionContext): Promise<void> =>
  projection.apply(projection.handles === '*' ? events : events.filter((e) => canHandle(projection, e.type)), ctx);
