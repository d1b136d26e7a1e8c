import type { ApiSchema } from '@/api/types';

/** An event as operators see it; positions are bigints, so they travel as strings. */
export type EventView = ApiSchema<'EventView'>;

export type StreamSummary = ApiSchema<'StreamSummary'>;
export type StreamPage = ApiSchema<'StreamPage'>;
export type StreamEvents = ApiSchema<'StreamEvents'>;
export type EventsAfter = ApiSchema<'EventsAfter'>;
export type TypeCount = ApiSchema<'TypeCount'>;

export type ProjectionStatus = ApiSchema<'ProjectionStatus'>;

export type RatingChange = ApiSchema<'RatingChange'>;

export const OPERATOR_KEY = ['admin', 'operator'] as const;
