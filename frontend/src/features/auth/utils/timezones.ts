/** The 15 registration time zones: UTC plus 14 IANA zones spread around the world. */
export const TIMEZONE_OPTIONS = [
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Sao_Paulo', label: 'Brasília Time (São Paulo)' },
  { value: 'UTC', label: 'UTC' },
  { value: 'Europe/London', label: 'UK & Ireland (London)' },
  { value: 'Europe/Berlin', label: 'Central Europe (Berlin, Paris)' },
  { value: 'Africa/Johannesburg', label: 'Southern Africa (Johannesburg)' },
  { value: 'Europe/Moscow', label: 'Moscow & East Africa' },
  { value: 'Asia/Dubai', label: 'Gulf (Dubai)' },
  { value: 'Asia/Kolkata', label: 'India (Kolkata)' },
  { value: 'Asia/Singapore', label: 'Singapore & China' },
  { value: 'Asia/Tokyo', label: 'Japan & Korea (Tokyo)' },
  { value: 'Australia/Sydney', label: 'Australia East (Sydney)' },
] as const;

function offsetMinutes(timeZone: string, at: Date): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
    const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    if (!m) return name === 'GMT' ? 0 : null;
    const sign = m[1] === '-' ? -1 : 1;
    return sign * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  } catch {
    return null;
  }
}

/** Maps any IANA zone to one of the options: exact match, else nearest current offset, same region first. */
export function mapTimezone(zone: string | undefined, at: Date = new Date()): string {
  if (!zone) return 'UTC';
  if (TIMEZONE_OPTIONS.some((o) => o.value === zone)) return zone;
  const target = offsetMinutes(zone, at);
  if (target === null) return 'UTC';
  const region = zone.split('/')[0];
  let best: { value: string; score: number } = { value: 'UTC', score: Number.POSITIVE_INFINITY };
  for (const option of TIMEZONE_OPTIONS) {
    const offset = offsetMinutes(option.value, at);
    if (offset === null) continue;
    const score = Math.abs(offset - target) * 10 + (option.value.startsWith(`${region}/`) ? 0 : 1);
    if (score < best.score) best = { value: option.value, score };
  }
  return best.value;
}

export function browserTimezone(): string {
  try {
    return mapTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'UTC';
  }
}
