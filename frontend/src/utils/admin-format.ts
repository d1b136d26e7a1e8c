/** Date and time helpers shared by the admin screens. */

/** 'Jan 5, 2026, 3:04 PM'; 'N/A' when missing or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Short date-time for table cells: '1/5/26, 3:04 PM'; 'N/A' when missing. */
export function formatShortDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });
}

/** A 0–1 fraction as a percent with one decimal ('0.0%' when missing). */
export function formatRate(rate: number | null | undefined): string {
  return `${((rate ?? 0) * 100).toFixed(1)}%`;
}

/** Pretty-prints JSON held as text (or any value); text that is not JSON is returned unchanged. */
export function prettyJson(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}
