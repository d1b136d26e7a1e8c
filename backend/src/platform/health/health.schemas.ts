import { z } from 'zod';
import { answer } from '../http/api-answer';
import { ProjectionStatusSchema } from '../projector/projection-status.schemas';

/** One dependency's check; some add details of their own. */
export const ComponentHealthSchema = answer(
  'ComponentHealth',
  z.object({ ok: z.boolean(), latency_ms: z.number(), error: z.string().optional() }).catchall(z.unknown()),
);

/** The health report (503 when degraded). */
export const HealthReportSchema = answer(
  'HealthReport',
  z.object({
    status: z.enum(['ok', 'degraded']),
    postgres: ComponentHealthSchema,
    redis: ComponentHealthSchema,
    event_store: ComponentHealthSchema,
    subscriptions: z.union([z.array(ProjectionStatusSchema), z.object({ ok: z.boolean(), error: z.string().optional() })]),
  }),
);

/** Liveness: the process answers (no dependency is checked). */
export const LivenessSchema = answer('Liveness', z.object({ status: z.literal('ok'), uptime_seconds: z.number().int() }));

/** Readiness (503 when not ready): dependencies answer and projections are caught up within READY_MAX_LAG events. */
export const ReadinessSchema = answer(
  'Readiness',
  z.object({
    status: z.enum(['ready', 'not_ready']),
    postgres: ComponentHealthSchema,
    redis: ComponentHealthSchema,
    sandbox: ComponentHealthSchema.optional().describe('present when this deployment knows the sandbox cluster'),
    projections: ComponentHealthSchema,
  }),
);
