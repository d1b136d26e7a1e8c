import { z } from 'zod';
import { answer } from '../http/api-answer';

/** One projection's progress as operators (admin projections page) and the health check see it. */
export const ProjectionStatusSchema = answer(
  'ProjectionStatus',
  z.object({
    name: z.string(),
    version: z.number().int(),
    installed_version: z.number().int().nullable(),
    checkpoint: z.string(),
    head: z.string(),
    lag: z.string().describe('head − checkpoint, in the store’s position units (positions are sparse: not an event count)'),
    pending_events: z.number().int().nullable().describe('events stored after the checkpoint (PostgreSQL store; null for EventStoreDB)'),
    active: z.boolean().describe('some process holds the subscription’s leader lock'),
  }),
);
