import { DateTime } from 'luxon';

/** Monday (YYYY-MM-DD, UTC) of the ISO week holding `instant`: weekly boards start Monday 00:00 UTC. */
export function isoWeekStart(instant: string | Date): string {
  const at = typeof instant === 'string' ? DateTime.fromISO(instant, { zone: 'utc' }) : DateTime.fromJSDate(instant, { zone: 'utc' });
  return at.startOf('week').toISODate() as string;
}

/** '2026-W47' for the ISO week holding `instant`. */
export function isoWeekLabel(instant: string | Date): string {
  const at = typeof instant === 'string' ? DateTime.fromISO(instant, { zone: 'utc' }) : DateTime.fromJSDate(instant, { zone: 'utc' });
  return at.toFormat("kkkk-'W'WW");
}
