import { CallerRows, type GuardRow } from './caller-rows';

const row = (id: number, is_admin = false): GuardRow => ({ id, email: `u${id}@x.io`, is_admin, initial_elo: 1200, timezone: 'UTC', created_at: new Date(0) });

test('a learner row is reused until its bound, then read again', () => {
  let now = 0;
  const rows = new CallerRows(1000, () => now);
  rows.put(row(1));
  now = 999;
  expect(rows.get(1)?.id).toBe(1);
  now = 1000;
  expect(rows.get(1)).toBeUndefined();
});

test("an admin's row is never kept, and a learner turned admin forgets the learner's", () => {
  const rows = new CallerRows(60_000, () => 0);
  rows.put(row(1, true));
  expect(rows.get(1)).toBeUndefined();
  rows.put(row(2));
  rows.put(row(2, true));
  expect(rows.get(2)).toBeUndefined();
});

test('a bound of 0 keeps nothing', () => {
  const rows = new CallerRows(0, () => 0);
  rows.put(row(1));
  expect(rows.get(1)).toBeUndefined();
});
