import { BACKEND_UNAVAILABLE, HttpExceptionFilter, isBackendUnavailable, isUnstorableText, UNSTORABLE_TEXT } from './http-exception.filter';

function answer(exception: unknown): { status: number; body: unknown } {
  const out = { status: 0, body: undefined as unknown };
  const res = {
    headersSent: false,
    setHeader: () => undefined,
    status(s: number) {
      out.status = s;
      return this;
    },
    json(b: unknown) {
      out.body = b;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) };
  new HttpExceptionFilter().catch(exception, host as never);
  return out;
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

test('text PostgreSQL cannot store (NUL, lone surrogates in JSON) is the client’s 400, not a 500', () => {
  expect(answer(pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))).toEqual({ status: 400, body: { detail: UNSTORABLE_TEXT } });
  expect(answer(pgError('22P05', 'unsupported Unicode escape sequence')).status).toBe(400);
  expect(answer(pgError('22P02', 'invalid input syntax for type json')).status).toBe(400);
  // TypeORM's QueryFailedError keeps the driver's error aside.
  expect(isUnstorableText(Object.assign(new Error('x'), { driverError: pgError('22021', 'invalid byte sequence') }))).toBe(true);
});

test('other database errors stay a 500 without details', () => {
  expect(answer(pgError('22P02', 'invalid input syntax for type integer: "abc"'))).toEqual({ status: 500, body: { detail: 'Internal server error' } });
  expect(answer(pgError('22003', 'value "2147483648" is out of range for type integer')).status).toBe(500);
  expect(answer(new Error('boom')).status).toBe(500);
});

test('PostgreSQL or Redis down or restarting is a 503 with a plain detail, anything else stays a 500', () => {
  expect(answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual({ status: 503, body: { detail: BACKEND_UNAVAILABLE } });
  expect(answer(pgError('57P01', 'terminating connection due to administrator command')).status).toBe(503);
  expect(answer(pgError('57P03', 'the database system is starting up')).status).toBe(503);
  expect(answer(new Error('Connection terminated unexpectedly')).status).toBe(503);
  expect(isBackendUnavailable(Object.assign(new Error('Reached the max retries per request limit (which is 2).'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
  expect(isBackendUnavailable(Object.assign(new Error('x'), { driverError: pgError('08006', 'connection failure') }))).toBe(true);
  expect(answer(new Error('something else broke')).status).toBe(500);
  expect(answer(pgError('23505', 'duplicate key value')).status).toBe(500);
});
