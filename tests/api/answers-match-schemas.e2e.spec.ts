import { Pool } from 'pg';
import { readModelsCaughtUp } from '../support/read-models';
import { adminToken, apiClient, ManualClock, startTestProduct, type ApiResponse, type TestProduct } from '../support/product';

/**
 * The OpenAPI document the product serves (and the client's types are generated from) describes what
 * the routes really answer: each answer below is checked against its documented schema, required
 * fields, types, nullability, enums, and no field the document does not list.
 */
type Schema = Record<string, any>;
interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json'?: { schema: Schema } } }> }>>;
  components: { schemas: Record<string, Schema> };
}

function violations(doc: Doc, schema: Schema, value: unknown, at: string): string[] {
  if (schema.$ref) return violations(doc, doc.components.schemas[String(schema.$ref).replace('#/components/schemas/', '')], value, at);
  if (value === null) return schema.nullable ? [] : [`${at}: null, not documented as nullable`];
  if (schema.allOf) return (schema.allOf as Schema[]).flatMap((s) => violations(doc, s, value, at));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return alternatives.some((s) => !violations(doc, s, value, at).length) ? [] : [`${at}: matches none of the documented alternatives`];
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const missing = ((schema.required ?? []) as string[]).filter((k) => !(k in record)).map((k) => `${at}.${k}: required, missing`);
      return missing.concat(
        Object.entries(record).flatMap(([k, v]) => {
          if (props[k]) return v === undefined ? [] : violations(doc, props[k], v, `${at}.${k}`);
          if (schema.additionalProperties === false) return [`${at}.${k}: not documented`];
          return typeof schema.additionalProperties === 'object' ? violations(doc, schema.additionalProperties, v, `${at}.${k}`) : [];
        }),
      );
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => (schema.items ? violations(doc, schema.items, v, `${at}[${i}]`) : [])) : [`${at}: not an array`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: ${JSON.stringify(value)} is not an integer`];
    case 'number':
    case 'string':
    case 'boolean':
      return typeof value === schema.type ? [] : [`${at}: ${JSON.stringify(value)} is not a ${schema.type}`];
    default:
      return [];
  }
}

const SETUP = `CREATE TABLE parcels (id serial PRIMARY KEY, carrier text NOT NULL, kg numeric(8,2) NOT NULL);
INSERT INTO parcels (carrier, kg) VALUES ('DHL',12.5),('UPS',4.0),('DHL',30.0),('FedEx',8.25);`;
const RIGHT = 'SELECT carrier, COUNT(*) AS parcels FROM parcels GROUP BY carrier';
const WRONG = 'SELECT carrier FROM parcels';

const clock = new ManualClock(Date.parse('2026-05-04T10:00:00Z'));
let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let pool: Pool;
let doc: Doc;
let admin: string;
const seen = new Set<string>();

/** Asserts the answer matches the schema documented for that route and status. */
function documented(method: string, route: string, res: ApiResponse): ApiResponse {
  const op = doc.paths[`/api/v1${route}`]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${route} is not in the document`);
  const schema = op.responses[String(res.status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${route} answered ${res.status} (${JSON.stringify(res.body)}), a status the document does not describe`);
  expect({ route: `${method.toUpperCase()} ${route}`, problems: violations(doc, schema, res.body, 'body') }).toEqual({ route: `${method.toUpperCase()} ${route}`, problems: [] });
  seen.add(`${method} ${route}`);
  return res;
}

beforeAll(async () => {
  product = await startTestProduct({}, { clock });
  api = apiClient(product.url);
  pool = new Pool({ connectionString: product.databaseUrl });
  const served = await fetch(`${product.url}/api/docs-json`);
  expect(served.status).toBe(200);
  doc = (await served.json()) as Doc;
  admin = await adminToken(api);
});
afterAll(async () => {
  await pool?.end();
  await product?.stop();
});

test('every answer of a learner\'s day and an admin\'s tour matches the served OpenAPI document', async () => {
  const email = `schema_${Date.now().toString(36)}@example.com`;
  const registered = documented(
    'post',
    '/auth/register',
    await api.post('/auth/register', { email, username: `schema_${Date.now().toString(36)}`, password: 'password-123', first_name: 'Ada' }),
  );
  const login = documented('post', '/auth/login', await api.post('/auth/login', { email, password: 'password-123' }));
  const token = login.body.access_token as string;

  const created = documented(
    'post',
    '/admin/challenges',
    await api.post('/admin/challenges', { title: 'Parcels per carrier', description: 'Each carrier and its parcels.', difficulty_rating: 1200, category: 'AGGREGATION', schema_setup: SETUP, correct_solution: RIGHT, concepts: ['aggregation'] }, admin),
  );
  const id = created.body.id as number;
  documented('post', '/admin/challenges/{id}/validate', await api.post(`/admin/challenges/${id}/validate`, undefined, admin));

  documented('get', '/users/me', await api.get('/users/me', token));
  documented('get', '/admin/stats/user-count', await api.get('/admin/stats/user-count'));
  documented('get', '/subscriptions/plans', await api.get('/subscriptions/plans', token));
  documented('get', '/subscriptions/current', await api.get('/subscriptions/current', token));
  documented(
    'post',
    '/subscriptions/create-checkout-session',
    await api.post('/subscriptions/create-checkout-session', { plan_id: 1, billing_cycle: 'monthly', success_url: '/dashboard', cancel_url: '/subscribe' }, token),
  );

  documented('get', '/challenges/daily', await api.get('/challenges/daily', token));
  documented('post', '/challenges/start/{id}', await api.post(`/challenges/start/${id}`, undefined, token));
  documented('post', '/challenges/{id}/test', await api.post(`/challenges/${id}/test`, { sql_query: RIGHT }, token));
  clock.advance(20);
  const wrong = documented('post', '/challenges/{id}/submit', await api.post(`/challenges/${id}/submit`, { sql_solution: WRONG }, token));
  await api.post(`/challenges/start/${id}`, undefined, token);
  clock.advance(20);
  documented('post', '/challenges/{id}/submit', await api.post(`/challenges/${id}/submit`, { sql_solution: RIGHT }, token));
  await readModelsCaughtUp(pool);
  documented('get', '/users/me', await api.get('/users/me', token));
  documented('get', '/challenges/history', await api.get('/challenges/history', token));
  documented('get', '/users/me/skills', await api.get('/users/me/skills', token));
  documented('get', '/leaderboard/global', await api.get('/leaderboard/global', token));
  documented('get', '/leaderboard/weekly', await api.get('/leaderboard/weekly', token));
  documented('get', '/leagues/current', await api.get('/leagues/current', token));
  documented('post', '/admin/leagues/close-week', await api.post('/admin/leagues/close-week', {}, admin));

  const feedback = documented('post', '/feedback', await api.post('/feedback', { category: 'bug', message: 'The editor lost my query.' }, token));
  documented('get', '/admin/feedback', await api.get('/admin/feedback', admin));
  documented('patch', '/admin/feedback/{id}', await api.raw('PATCH', `/admin/feedback/${feedback.body.id}`, { body: { status: 'reviewed', admin_notes: 'seen' }, token: admin }));
  documented('delete', '/admin/feedback/{id}', await api.raw('DELETE', `/admin/feedback/${feedback.body.id}`, { token: admin }));

  documented('get', '/admin/challenges/list', await api.get('/admin/challenges/list?page=1&limit=20', admin));
  documented('get', '/admin/challenges/{id}', await api.get(`/admin/challenges/${id}`, admin));
  documented('get', '/admin/challenges/templates', await api.get('/admin/challenges/templates', admin));
  documented('get', '/admin/challenges/generation-stats', await api.get('/admin/challenges/generation-stats', admin));
  const search = documented('post', '/admin/attempts/search', await api.post('/admin/attempts/search', { challenge_id: id, limit: 20, offset: 0 }, admin));
  expect(search.body.attempts.length).toBe(2);
  documented(
    'post',
    '/admin/attempts/{id}/regrade',
    await api.post(`/admin/attempts/${wrong.body.attempt_id}/regrade`, { reason: 'schema check', dry_run: true }, admin),
  );
  documented('get', '/admin/users/{id}/rating-history', await api.get(`/admin/users/${registered.body.id}/rating-history`, admin));

  documented('get', '/admin/events', await api.get('/admin/events?limit=50', admin));
  documented('get', '/admin/events/types', await api.get('/admin/events/types', admin));
  const streams = documented('get', '/admin/events/streams', await api.get('/admin/events/streams?limit=5', admin));
  documented('get', '/admin/events/streams/{streamId}', await api.get(`/admin/events/streams/${encodeURIComponent(streams.body.streams[0].stream_id)}`, admin));
  documented('get', '/admin/projections', await api.get('/admin/projections', admin));
  documented('get', '/health', await api.get('/health'));

  documented('delete', '/admin/challenges/{id}', await api.raw('DELETE', `/admin/challenges/${id}`, { token: admin }));
  documented('put', '/admin/challenges/{id}/unarchive', await api.raw('PUT', `/admin/challenges/${id}/unarchive`, { token: admin }));
  expect(seen.size).toBeGreaterThanOrEqual(30);
});

test('the check itself: a wrong type, a missing field, an undocumented field and an unexpected null are each reported', () => {
  const userCount = { $ref: '#/components/schemas/UserCount' };
  expect(violations(doc, userCount, { total_users: 3 }, 'body')).toEqual([]);
  expect(violations(doc, userCount, { total_users: '3', extra: true }, 'body')).toEqual(['body.total_users: "3" is not an integer', 'body.extra: not documented']);
  expect(violations(doc, userCount, {}, 'body')).toEqual(['body.total_users: required, missing']);
  expect(violations(doc, userCount, null, 'body')).toEqual(['body: null, not documented as nullable']);
});
