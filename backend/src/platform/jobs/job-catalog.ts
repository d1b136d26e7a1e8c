/**
 * Every job the product runs, by queue. A worker refuses to start when one of these has no
 * handler, so a job can never sit in Redis with nobody able to run it.
 */
export const JOB_CATALOG = {
  sandbox: ['check-setup', 'check-hidden-datasets', 'validate-challenge', 'test-run', 'grade'],
  maintenance: ['close-day', 'recalculate-elo', 'repair-elo', 'league-tick', 'close-league-week'],
  generation: ['generate-challenges'],
} as const;

export type QueueName = keyof typeof JOB_CATALOG;
export type JobName<Q extends QueueName = QueueName> = (typeof JOB_CATALOG)[Q][number];

/** Job ids become Redis keys and BullMQ reserves ':' — keep them to a safe alphabet. */
export function jobId(...parts: Array<string | number>): string {
  return parts.map((p) => String(p).replace(/[^A-Za-z0-9_.-]/g, '_')).join('-');
}
