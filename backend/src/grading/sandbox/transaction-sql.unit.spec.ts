import { beginSql, learnerPhaseSql, readPhaseSql } from './transaction-sql';

const limits = { statementTimeoutMs: 3000, setupTimeoutMs: 10_000, lockTimeoutMs: 200, workMem: '4MB' };
const lockTimeouts = (sql: string) => [...sql.matchAll(/SET LOCAL lock_timeout = (\d+)/g)].map((m) => Number(m[1]));

test('the trusted setup waits on locks up to its own timeout; every learner phase is back to the learner lock timeout', () => {
  // a loaded server's own work (autovacuum dropping a killed backend's orphaned temporary tables) may hold a lock
  // the setup needs for longer than a learner statement may wait: that must not fail a challenge's data
  expect(lockTimeouts(beginSql(limits))).toEqual([10_000]);
  for (const phase of [learnerPhaseSql(3000, 200), readPhaseSql(3000, 200)]) {
    expect(lockTimeouts(phase)).toEqual([200]);
    expect(phase).toMatch(/SET TRANSACTION READ ONLY;\nSET LOCAL statement_timeout = 3000;\nSET LOCAL lock_timeout = 200$/);
  }
  expect(() => learnerPhaseSql(3000, -1)).toThrow(RangeError);
});
