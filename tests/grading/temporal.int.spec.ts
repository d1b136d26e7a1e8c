import { createGrader } from '../../backend/src/grading/engine';
import { testExecutor } from '../sandbox/sandbox-test-env';

const SETUP = `CREATE TABLE payments (id serial PRIMARY KEY, paid_on date NOT NULL, amount numeric(8,2) NOT NULL);
INSERT INTO payments (paid_on, amount) VALUES ('2026-01-03', 10), ('2026-01-20', 5.5), ('2026-02-02', 7), ('2026-02-14', 3), ('2026-03-09', 12), ('2026-03-30', 1.25);`;
const REFERENCE = `SELECT date_trunc('month', paid_on)::date AS month, SUM(amount) AS total FROM payments GROUP BY 1 ORDER BY 1`;

describe('temporal values in the real sandbox', () => {
  const executor = testExecutor({ poolSize: 1 });
  const grader = createGrader(executor);
  afterAll(() => executor.close());

  it('a month computed as a timestamptz at UTC midnight matches the month as a date', async () => {
    const prepared = await grader.prepareChallenge({ setupSql: SETUP, referenceSql: REFERENCE });
    expect(prepared.problems).toEqual([]);
    const withoutCast = `SELECT date_trunc('month', paid_on) AS month, SUM(amount) FROM payments GROUP BY 1 ORDER BY 1`;
    expect(await grader.grade(prepared, withoutCast, { learnerKey: 't1' })).toMatchObject({ correct: true });
    const asText = `SELECT to_char(date_trunc('month', paid_on), 'YYYY-MM-DD'), SUM(amount) FROM payments GROUP BY 1 ORDER BY 1`;
    expect(await grader.grade(prepared, asText, { learnerKey: 't1' })).toMatchObject({ correct: true });
    const wrongMonth = `SELECT (date_trunc('month', paid_on) + interval '1 hour') AS month, SUM(amount) FROM payments GROUP BY 1 ORDER BY 1`;
    expect(await grader.grade(prepared, wrongMonth, { learnerKey: 't1' })).toMatchObject({ correct: false });
  });

  it('every run is in UTC with ISO output, whatever the server default', async () => {
    const r = await executor.run('t2', { setupSql: SETUP, sql: `SELECT current_setting('TimeZone') AS tz, '2026-05-01 12:00'::timestamptz AS ts` });
    expect(r.rows).toEqual([['UTC', '2026-05-01T12:00:00+00:00']]);
  });
});
