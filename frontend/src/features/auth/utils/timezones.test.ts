import { describe, expect, it } from 'vitest';
import { mapTimezone, TIMEZONE_OPTIONS } from './timezones';

describe('registration time zones', () => {
  it('offers 15 zones including UTC', () => {
    expect(TIMEZONE_OPTIONS).toHaveLength(15);
    expect(TIMEZONE_OPTIONS.map((o) => o.value)).toContain('UTC');
  });

  it('keeps listed zones and maps others to the nearest offset', () => {
    const winter = new Date('2025-01-15T12:00:00Z');
    expect(mapTimezone('Europe/Berlin', winter)).toBe('Europe/Berlin');
    expect(mapTimezone('Europe/Madrid', winter)).toBe('Europe/Berlin');
    expect(mapTimezone('America/Toronto', winter)).toBe('America/New_York');
    expect(mapTimezone('Asia/Shanghai', winter)).toBe('Asia/Singapore');
    expect(mapTimezone('Not/AZone', winter)).toBe('UTC');
    expect(mapTimezone(undefined)).toBe('UTC');
  });
});
