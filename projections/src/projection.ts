import type { PoolClient } from 'pg';
import type { RecordedEvent } from '../../backend/src/platform/eventstore/event-store.port';

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
  /** Applies a batch in the subscription's transaction; events it does not care about are ignored. */
  apply(events: RecordedEvent[], ctx: ProjectionContext): Promise<void>;
}
