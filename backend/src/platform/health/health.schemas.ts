import { z } from 'zod';
import { answer } from '../http/api-answer';
import { ProjectionStatusSchema } from '../projector/projection-status.schemas';

/** One dependency's check; some add details of their own. */
export const ComponentHealthSchema = answer(
  'ComponentHealth',
  z.object({ ok: z.boolean(), latency_ms: z.number(), error: z.string().optional() }).catchall(z.unknown()),
);

/** A component as anybody but an admin sees it: a word, never a role, host or error text. */
const StatusWord = z.enum(['ok', 'failing']);
const component = z.union([StatusWord, ComponentHealthSchema]);

/** The health report (503 when degraded): the detail for an admin, status words for anybody else. */
export const HealthReportSchema = answer(
  'HealthReport',
  z.object({
    status: z.enum(['ok', 'degraded']),
    postgres: component,
    redis: component,
    event_store: component,
    subscriptions: z.union([StatusWord, z.array(ProjectionStatusSchema), z.object({ ok: z.boolean(), error: z.string().optional() })]),
  }),
);

/** Liveness: the process answers (no dependency is checked). */
export const LivenessSchema = answer('Liveness', z.object({ status: z.literal('ok'), uptime_seconds: z.number().int() }));

/**
 * Readiness (503 when not ready): dependencies answer and projections are caught up within READY_MAX_LAG
 * events. Status words for anybody, each check's detail for an admin.
 */
export const ReadinessSchema = answer(
  'Readiness',
  z.object({
    status: z.enum(['ready', 'not_ready']),
    postgres: component,
    redis: component,
    sandbox: component.optional().describe('present when this process runs learner SQL (a worker, or all roles in one)'),
    projections: component,
  }),
);
