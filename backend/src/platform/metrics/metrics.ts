import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry (issue 16): Node's default metrics plus the product's own. One
 * registry per process; each role serves it on `/metrics` (the API on its port, worker and projector on
 * METRICS_PORT). Collectors that read live state (queue depth, projection lag, sandbox pool) are added by
 * the services that own that state.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'sqldaily_' });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'sqldaily_http_request_duration_seconds',
  help: 'HTTP requests by method, route (the matched pattern, not the raw path) and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: seconds,
  registers: [registry],
});

export const gradingDuration = new Histogram({
  name: 'sqldaily_grading_duration_seconds',
  help: 'Whole grades of a submission (every dataset) by outcome: correct, incorrect, error',
  labelNames: ['outcome'] as const,
  buckets: seconds,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'sqldaily_job_duration_seconds',
  help: 'BullMQ jobs run by this worker, by queue, job name and outcome (completed, failed)',
  labelNames: ['queue', 'name', 'outcome'] as const,
  buckets: [...seconds, 30, 60],
  registers: [registry],
});

export const eventAppendDuration = new Histogram({
  name: 'sqldaily_event_append_duration_seconds',
  help: 'Appends to the event store (one stream, one transaction)',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

/** A gauge whose value is read when Prometheus scrapes (`read` fills it; errors leave it unset). */
export function liveGauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: (set: (labels: Record<L, string>, value: number) => void) => Promise<void>): Gauge<L> {
  const existing = registry.getSingleMetric(name) as Gauge<L> | undefined;
  if (existing) registry.removeSingleMetric(name);
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await read((labels, value) => this.set(labels as never, value)).catch(() => {});
    },
  });
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
