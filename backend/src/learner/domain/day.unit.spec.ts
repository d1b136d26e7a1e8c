import { endOfLearnerDay, hasDayEnded, isValidTimezone, learnerDate, secondsBetween } from './day';

describe('learner day', () => {
  it.each([
    ['Pacific/Auckland', '2025-01-10T10:59:59.000Z', '2025-01-10', '2025-01-10T11:00:00.000Z', '2025-01-11'],
    ['America/Los_Angeles', '2025-01-11T07:59:59.000Z', '2025-01-10', '2025-01-11T08:00:00.000Z', '2025-01-11'],
    ['Asia/Kolkata', '2025-01-10T18:29:59.000Z', '2025-01-10', '2025-01-10T18:30:00.000Z', '2025-01-11'],
    ['UTC', '2025-01-10T23:59:59.999Z', '2025-01-10', '2025-01-11T00:00:00.000Z', '2025-01-11'],
  ])('in %s the day turns at local midnight', (zone, before, dateBefore, after, dateAfter) => {
    expect(learnerDate(before, zone)).toBe(dateBefore);
    expect(learnerDate(after, zone)).toBe(dateAfter);
    expect(endOfLearnerDay(dateBefore, zone)).toBe(after);
  });

  it('has a 23-hour day when Berlin springs forward (30 March 2025)', () => {
    expect(endOfLearnerDay('2025-03-29', 'Europe/Berlin')).toBe('2025-03-29T23:00:00.000Z');
    expect(endOfLearnerDay('2025-03-30', 'Europe/Berlin')).toBe('2025-03-30T22:00:00.000Z');
    expect(learnerDate('2025-03-30T21:59:59.000Z', 'Europe/Berlin')).toBe('2025-03-30');
    expect(learnerDate('2025-03-30T22:00:00.000Z', 'Europe/Berlin')).toBe('2025-03-31');
  });

  it('has a 25-hour day when Berlin falls back (26 October 2025)', () => {
    expect(endOfLearnerDay('2025-10-26', 'Europe/Berlin')).toBe('2025-10-26T23:00:00.000Z');
    expect(learnerDate('2025-10-26T22:30:00.000Z', 'Europe/Berlin')).toBe('2025-10-26');
    expect(hasDayEnded('2025-10-26', 'Europe/Berlin', '2025-10-26T22:59:59.000Z')).toBe(false);
    expect(hasDayEnded('2025-10-26', 'Europe/Berlin', '2025-10-26T23:00:00.000Z')).toBe(true);
  });

  it('accepts instants with an offset and counts elapsed seconds, never negative', () => {
    expect(learnerDate('2025-01-10T23:30:00-08:00', 'UTC')).toBe('2025-01-11');
    expect(secondsBetween('2025-01-10T09:00:00.000Z', '2025-01-10T09:02:30.400Z')).toBe(150);
    expect(secondsBetween('2025-01-10T09:00:05.000Z', '2025-01-10T09:00:00.000Z')).toBe(0);
  });

  it('rejects a malformed instant as a programming error', () => {
    expect(() => learnerDate('yesterday', 'UTC')).toThrow(RangeError);
  });
});

describe('isValidTimezone (remembered per zone)', () => {
  it('answers the same on every call, for known, unknown and alias zones', () => {
    for (let i = 0; i < 3; i++) {
      expect(isValidTimezone('Europe/Paris')).toBe(true);
      expect(isValidTimezone('Asia/Kathmandu')).toBe(true);
      expect(isValidTimezone('Mars/Olympus_Mons')).toBe(false);
      expect(isValidTimezone('')).toBe(false);
      expect(isValidTimezone('UTC')).toBe(true);
    }
  });
});
