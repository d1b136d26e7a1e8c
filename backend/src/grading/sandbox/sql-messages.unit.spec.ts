import { describeLearnerError, setupError } from './sql-messages';

const pgError = (code: string | undefined, message: string) => Object.assign(new Error(message), code ? { code } : {});
const describe_ = (code: string | undefined, message = 'x') => describeLearnerError(pgError(code, message), 'SELECT 1', 0, 3000);

/** What tells an outage (no verdict, run it again) from an answer: a wrong split either grades an outage or retries an answer. */
test('the server going away is "unavailable": no SQLSTATE, connection exceptions, the server shutting down', () => {
  for (const code of [undefined, '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']) {
    expect({ code, ...describe_(code) }).toEqual({ code, kind: 'internal', message: expect.stringMatching(/try again/), unavailable: true });
  }
});

test("answers stay answers: a protocol violation (a NUL byte in the learner's text), a statement timeout, a learner's error", () => {
  expect(describe_('08P01', 'invalid message format')).toEqual(expect.objectContaining({ kind: 'query', code: '08P01' }));
  expect(describe_('08P01').unavailable).toBeUndefined();
  expect(describe_('57014').kind).toBe('timeout');
  expect(describe_('42P01', 'relation "x" does not exist').kind).toBe('query');
});

test("the server going away while the data loads is not the challenge's fault", () => {
  expect(setupError(pgError('57P01', 'terminating connection due to administrator command'))).toEqual(expect.objectContaining({ kind: 'internal', unavailable: true }));
  expect(setupError(pgError('23505', 'duplicate key'))).toEqual(expect.objectContaining({ kind: 'setup' }));
});
