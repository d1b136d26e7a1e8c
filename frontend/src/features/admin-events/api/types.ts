export type EventView = {
  position: string;
  stream_id: string;
  stream_version: number;
  id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: string;
};

export type StreamSummary = { stream_id: string; events: number; version: number; last_position: string; last_event_at: string };
export type StreamPage = { streams: StreamSummary[]; limit: number; offset: number; has_more: boolean };
export type StreamEvents = { stream_id: string; version: number; events: EventView[]; next_from: number | null };
export type EventsAfter = { events: EventView[]; next_after: string; head?: string };
export type TypeCount = { type: string; count: number; last_position?: string; last_at?: string };

export type ProjectionStatus = {
  name: string;
  version: number;
  installed_version: number | null;
  checkpoint: string;
  head: string;
  lag: string;
  pending_events: number | null;
  active: boolean;
};

export type RatingChange = {
  at: string;
  before: number | null;
  after: number;
  delta: number;
  cause: string;
  actor_id: number | null;
  challenge_id?: number | null;
  attempt_id?: number | null;
  position?: string;
};

export const OPERATOR_KEY = ['admin', 'operator'] as const;
