/** User skill tier by ELO (spec §4): below 1000 Beginner, below 1400 Intermediate, below 1800 Advanced, else Expert. */
export function skillTier(elo: number): 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert' {
  if (elo < 1000) return 'Beginner';
  if (elo < 1400) return 'Intermediate';
  if (elo < 1800) return 'Advanced';
  return 'Expert';
}

/** Leaderboard ELO colour band, split at 1200, 1400, 1600 and 1800. */
export function eloBand(elo: number): 1 | 2 | 3 | 4 | 5 {
  if (elo < 1200) return 1;
  if (elo < 1400) return 2;
  if (elo < 1600) return 3;
  if (elo < 1800) return 4;
  return 5;
}

/** A count with its noun, singular for exactly 1: plural(1, 'challenge') is '1 challenge', plural(3, 'day') '3 days'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

export function formatSeconds(total: number | null | undefined): string {
  if (total == null || !Number.isFinite(total)) return 'N/A';
  const s = Math.max(0, Math.round(total));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m ${s % 60}s` : `${s}s`;
}

export function formatClock(total: number): string {
  const s = Math.max(0, Math.floor(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function formatSigned(n: number | null | undefined): string {
  if (n == null) return '—';
  return n > 0 ? `+${n}` : String(n);
}

export function formatNumber(n: number | null | undefined): string {
  return (n ?? 0).toLocaleString('en-US');
}

/** 'YYYY-MM-DD' (or an ISO date-time) as a readable local date, without a time-zone shift for bare dates. */
export function formatDate(value: string | null | undefined, options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }): string {
  if (!value) return 'N/A';
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = bare ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', options);
}

export function capitalize(s: string | null | undefined): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : '';
}

export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0.0%';
}
