import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

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
