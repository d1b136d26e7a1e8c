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

/** Monday (YYYY-MM-DD) of an ISO week label such as '2026-W48'; null when the label is no real week. */
export function isoWeekStartOf(label: string): string | null {
  if (!/^\d{4}-W\d{2}$/.test(label)) return null;
  const at = DateTime.fromISO(label, { zone: 'utc' });
  return at.isValid ? (at.toISODate() as string) : null;
}

/** The label of the week before the one holding `instant`. */
export const previousIsoWeekLabel = (instant: string | Date): string =>
  isoWeekLabel(DateTime.fromISO(isoWeekStart(instant), { zone: 'utc' }).minus({ days: 7 }).toJSDate());
