import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';

const limit = (max: number, fallback: number) => z.coerce.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`).default(fallback);
/** A global position (bigint, sent as a string); absent means "from the start". */
const position = z
  .string()
  .refine((v) => /^\d{1,19}$/.test(v) && BigInt(v) <= 9223372036854775807n, 'must be a global position (a non-negative 64-bit integer)')
  .optional()
  .transform((v) => BigInt(v ?? '0'));

export const StreamsQuerySchema = z.strictObject({
  prefix: z.string().max(200).optional(),
  limit: limit(500, 50),
  offset: z.coerce.number().int().min(0, 'must be at least 0').max(10_000_000).default(0),
});
export class StreamsQueryDto extends createZodDto(StreamsQuerySchema) {}

export const StreamQuerySchema = z.strictObject({
  from: z.coerce.number().int().min(0, 'must be at least 0').default(0),
  limit: limit(1000, 100),
});
export class StreamQueryDto extends createZodDto(StreamQuerySchema) {}

export const EventsQuerySchema = z.strictObject({
  after: position,
  limit: limit(1000, 100),
  type: z.string().min(1).max(200).optional(),
  stream: z.string().min(1).max(200).optional(),
});
export class EventsQueryDto extends createZodDto(EventsQuerySchema) {}

/* ---- Answers (documented in the OpenAPI document; the client's types are generated from them) ---- */

/** An event as operators see it; positions are bigints, so they travel as strings. */
export const EventViewSchema = answer(
  'EventView',
  z.object({
    position: z.string(),
    stream_id: z.string(),
    stream_version: z.number().int(),
    id: z.string(),
    type: z.string(),
    data: z.unknown(),
    metadata: z.unknown(),
    created_at: z.string(),
  }),
);

export const EventsAfterSchema = answer(
  'EventsAfter',
  z.object({
    events: z.array(EventViewSchema),
    next_after: z.string().describe('poll with it as `after` to follow live'),
    head: z.string(),
  }),
);

export const TypeCountSchema = answer('TypeCount', z.object({ type: z.string(), count: z.number().int(), last_position: z.string(), last_at: z.string() }));

export const StreamSummarySchema = answer(
  'StreamSummary',
  z.object({ stream_id: z.string(), events: z.number().int(), version: z.number().int(), last_position: z.string(), last_event_at: z.string() }),
);

export const StreamPageSchema = answer(
  'StreamPage',
  z.object({ streams: z.array(StreamSummarySchema), limit: z.number().int(), offset: z.number().int(), has_more: z.boolean() }),
);

export const StreamEventsSchema = answer(
  'StreamEvents',
  z.object({
    stream_id: z.string(),
    version: z.number().int(),
    events: z.array(EventViewSchema),
    next_from: z.number().int().nullable().describe('the version to ask for next; null when this page reached the end of the stream'),
  }),
);

export const ProjectionRebuildSchema = answer(
  'ProjectionRebuild',
  z.object({ name: z.string(), version: z.number().int(), events: z.number().int(), seconds: z.number(), position: z.string() }),
);
