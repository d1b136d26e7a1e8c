import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

export const HistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  offset: z.coerce.number().int().min(0, 'must be at least 0').max(1_000_000).default(0),
});
export class HistoryQueryDto extends createZodDto(HistoryQuerySchema) {}
