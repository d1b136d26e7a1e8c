import { DateTime } from 'luxon';
import { isKnownTimeZone } from '../../kernel/time-zones';

/** Parses an ISO instant; a malformed one is a programming error upstream, not a rule violation. */
export function instant(iso: string): DateTime {
  const parsed = DateTime.fromISO(iso, { zone: 'utc' });
  if (!parsed.isValid) throw new RangeError(`Not an ISO-8601 instant: ${iso}`);
  return parsed;
}

export const isValidTimezone = isKnownTimeZone;

/** The learner's calendar date (YYYY-MM-DD) at `now` in their zone. */
export function learnerDate(now: string, timezone: string): string {
  return instant(now).setZone(timezone).toISODate() as string;
}

/** The instant the learner's day `date` ends: their next local midnight (23 or 25 hours later across DST). */
export function endOfLearnerDay(date: string, timezone: string): string {
  const start = DateTime.fromISO(date, { zone: timezone });
  if (!start.isValid) throw new RangeError(`Not a date in a known zone: ${date} ${timezone}`);
  return start.plus({ days: 1 }).startOf('day').toUTC().toISO() as string;
}

export function hasDayEnded(date: string, timezone: string, now: string): boolean {
  return instant(now) >= instant(endOfLearnerDay(date, timezone));
}

export function previousDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'utc' }).minus({ days: 1 }).toISODate() as string;
}

export function nextDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }).toISODate() as string;
}

/** Whole seconds from `from` to `to`, never negative (clock skew between replicas). */
export function secondsBetween(from: string, to: string): number {
  return Math.max(0, Math.round(instant(to).diff(instant(from)).as('seconds')));
}
