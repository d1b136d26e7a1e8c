/**
 * Property-based bad input against every route of one started product (DESIGN.md §8): no 5xx, every
 * 4xx is exactly `{ detail }` as JSON, no stack trace or SQL, and refused input changes no table.
 * The number of inputs tried is printed and written to artifacts/fuzz-summary.json.
 */
import fc from 'fast-check';
import { adminToken, apiClient, createValidatedChallenge, newLearner, startTestProduct, type TestProduct } from '../support/product';
import {
  anyJson,
  badAuthHeader,
  badIntParam,
  encodeAny,
  encodeSegment,
  expectRefused,
  expectWellFormed,
  junkQuery,
  nastyString,
  rawNumberToken,
  sameShape,
  send,
  snapshot,
  writeSummary,
} from './fuzz-support';

jest.setTimeout(120_000);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const seedOpt = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};

type Kind = 'str' | 'int' | 'bool' | 'arr' | 'enum';
interface Field {
  name: string;
  kind: Kind;
  /** Removing it makes the payload invalid. */
  required?: boolean;
  max?: number;
  min?: number;
  values?: readonly string[];
}
type Role = 'public' | 'learner' | 'admin';
interface BodyRoute {
  name: string;
  method: string;
  path: () => string;
  role: Role;
  base: () => Record<string, unknown>;
  fields: Field[];
  /** Valid input changes nothing: answers only need to be well formed. */
  readOnly?: boolean;
}

let product: TestProduct;
let admin = '';
let learner = '';
let challengeId = 0;
let feedbackId = 0;
let learnerId = 0;

const SETUP = `CREATE TABLE orders (id int PRIMARY KEY, customer text, amount int);
INSERT INTO orders VALUES (1, 'Ann', 120), (2, 'Bob', 80), (3, 'Ann', 30);`;
const SOLUTION = 'SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer ORDER BY total DESC, customer';

const challengeBase = () => ({
  title: 'Customer totals',
  description: 'Return each customer and their total.',
  difficulty_rating: 1200,
  estimated_time_minutes: 5,
  category: 'AGGREGATION',
  status: 'active',
  schema_setup: SETUP,
  sample_data_description: 'orders',
  expected_output: null,
  correct_solution: SOLUTION,
  tags: ['sum'],
  source_type: 'manual',
});
const challengeFields: Field[] = [
  { name: 'title', kind: 'str', required: true, max: 200 },
  { name: 'description', kind: 'str', required: true, max: 20_000 },
  { name: 'difficulty_rating', kind: 'int', min: 800, max: 2000 },
  { name: 'estimated_time_minutes', kind: 'int', min: 1, max: 60 },
  { name: 'category', kind: 'enum', values: ['SELECT', 'JOIN', 'AGGREGATION', 'ANALYTICS', 'SUBQUERY', 'WINDOW_FUNCTION', ''] },
  { name: 'status', kind: 'enum', values: ['active', 'draft', 'archived'] },
  { name: 'schema_setup', kind: 'str', required: true },
  { name: 'sample_data_description', kind: 'str', max: 10_000 },
  { name: 'expected_output', kind: 'str' },
  { name: 'correct_solution', kind: 'str', required: true, max: 20_000 },
  { name: 'tags', kind: 'arr', max: 20 },
  { name: 'source_type', kind: 'enum', values: ['manual', 'generated', 'ai_generated'] },
  { name: 'hidden_datasets', kind: 'arr', max: 6 },
];
const template = { difficulty: 'intermediate', industry_context: 'ecommerce', sql_concepts: ['aggregation'], count: 1, estimated_time: 5 };

const BODY_ROUTES: BodyRoute[] = [
  {
    name: 'register',
    method: 'POST',
    path: () => '/auth/register',
    role: 'public',
    base: () => ({ email: 'fuzz@example.com', username: 'fuzz_user', password: 'password-123', timezone: 'UTC' }),
    fields: [
      { name: 'email', kind: 'str', required: true, max: 254 },
      { name: 'username', kind: 'str', required: true, max: 32 },
      { name: 'password', kind: 'str', required: true, max: 128 },
      { name: 'first_name', kind: 'str', max: 64 },
      { name: 'last_name', kind: 'str', max: 64 },
      { name: 'job_title', kind: 'str', max: 100 },
      { name: 'company', kind: 'str', max: 100 },
      { name: 'years_experience', kind: 'int', min: 0, max: 80 },
      { name: 'sql_comfort_level', kind: 'enum', values: ['beginner', 'intermediate', 'advanced', 'expert'] },
      { name: 'timezone', kind: 'str', max: 64 },
    ],
  },
  {
    name: 'login',
    method: 'POST',
    path: () => '/auth/login',
    role: 'public',
    readOnly: true,
    base: () => ({ email: 'nobody@example.com', password: 'password-123' }),
    fields: [
      { name: 'email', kind: 'str', required: true, max: 254 },
      { name: 'password', kind: 'str', required: true, max: 128 },
    ],
  },
  {
    name: 'feedback',
    method: 'POST',
    path: () => '/feedback',
    role: 'public',
    base: () => ({ message: 'hello', category: 'general', email: 'visitor@example.com' }),
    fields: [
      { name: 'message', kind: 'str', required: true, max: 5000 },
      { name: 'category', kind: 'enum', values: ['general', 'feature', 'bug', 'ui', 'content', 'improvement', 'question', 'other'] },
      { name: 'email', kind: 'str', max: 254 },
    ],
  },
  {
    name: 'feedback-update',
    method: 'PATCH',
    path: () => `/admin/feedback/${feedbackId}`,
    role: 'admin',
    base: () => ({ status: 'reviewed' }),
    fields: [
      { name: 'status', kind: 'enum', required: true, values: ['new', 'reviewed', 'resolved', 'closed'] },
      { name: 'admin_notes', kind: 'str', max: 5000 },
    ],
  },
  { name: 'challenge-create', method: 'POST', path: () => '/admin/challenges', role: 'admin', base: challengeBase, fields: challengeFields },
  {
    name: 'challenge-update',
    method: 'PUT',
    path: () => `/admin/challenges/${challengeId}`,
    role: 'admin',
    base: () => ({ ...challengeBase(), id: challengeId }),
    fields: [...challengeFields, { name: 'id', kind: 'int', min: 1, max: 2 ** 31 - 1 }],
  },
  {
    name: 'test-run',
    method: 'POST',
    path: () => `/challenges/${challengeId}/test`,
    role: 'learner',
    base: () => ({ sql_query: 'SELECT 1' }),
    fields: [{ name: 'sql_query', kind: 'str', required: true, max: 20_000 }],
  },
  {
    name: 'submit',
    method: 'POST',
    path: () => `/challenges/${challengeId}/submit`,
    role: 'learner',
    base: () => ({ sql_solution: 'SELECT 1' }),
    fields: [{ name: 'sql_solution', kind: 'str', required: true, max: 20_000 }],
  },
  {
    name: 'attempt-search',
    method: 'POST',
    path: () => '/admin/attempts/search',
    role: 'admin',
    readOnly: true,
    base: () => ({ limit: 20, offset: 0 }),
    fields: [
      { name: 'user_id', kind: 'int', min: 1 },
      { name: 'challenge_id', kind: 'int', min: 1 },
      { name: 'is_correct', kind: 'bool' },
      { name: 'date_from', kind: 'enum', values: [] },
      { name: 'date_to', kind: 'enum', values: [] },
      { name: 'limit', kind: 'int', min: 1, max: 200 },
      { name: 'offset', kind: 'int', min: 0, max: 10_000_000 },
    ],
  },
  {
    name: 'league-close-week',
    method: 'POST',
    path: () => '/admin/leagues/close-week',
    role: 'admin',
    // A past week nobody played in: closing it appends nothing.
    readOnly: true,
    base: () => ({ week: '2020-W01' }),
    fields: [{ name: 'week', kind: 'enum', values: [] }],
  },
  {
    name: 'challenge-regrade',
    method: 'POST',
    path: () => `/admin/challenges/${challengeId}/regrade`,
    role: 'admin',
    base: () => ({ reason: 'fuzz', dry_run: true }),
    fields: [
      { name: 'reason', kind: 'str', required: true, max: 500 },
      { name: 'dry_run', kind: 'bool' },
    ],
  },
  {
    name: 'mark-equivalent',
    method: 'POST',
    path: () => `/admin/challenges/${challengeId}/equivalent-mutants`,
    role: 'admin',
    base: () => ({ sql: 'SELECT 1', reason: 'no data can tell it apart' }),
    fields: [
      { name: 'sql', kind: 'str', required: true, max: 40_000 },
      { name: 'reason', kind: 'str', required: true, max: 500 },
    ],
  },
  {
    name: 'accept-query',
    method: 'POST',
    path: () => `/admin/challenges/${challengeId}/accepts`,
    role: 'admin',
    base: () => ({ sql: 'SELECT 1' }),
    fields: [{ name: 'sql', kind: 'str', required: true, max: 20_000 }],
  },
  {
    name: 'verdict-report',
    method: 'POST',
    path: () => `/challenges/${challengeId}/verdict-report`,
    role: 'learner',
    base: () => ({ attempt_id: 1, message: 'fuzz' }),
    fields: [
      { name: 'attempt_id', kind: 'int', required: true, min: 1, max: 2_147_483_647 },
      { name: 'message', kind: 'str', max: 2000 },
    ],
  },
  {
    name: 'checkout',
    method: 'POST',
    path: () => '/subscriptions/create-checkout-session',
    role: 'learner',
    base: () => ({ plan_id: 1, billing_cycle: 'monthly', success_url: '/subscribe?ok', cancel_url: '/subscribe' }),
    fields: [
      { name: 'plan_id', kind: 'int', required: true, min: 1 },
      { name: 'billing_cycle', kind: 'enum', required: true, values: ['monthly', 'annual'] },
      { name: 'success_url', kind: 'str', required: true, max: 2000 },
      { name: 'cancel_url', kind: 'str', required: true, max: 2000 },
    ],
  },
  {
    name: 'generate-bulk',
    method: 'POST',
    path: () => '/admin/challenges/generate-bulk',
    role: 'admin',
    base: () => ({ templates: [template], seed: 1 }),
    fields: [
      { name: 'templates', kind: 'arr', required: true, max: 10 },
      { name: 'seed', kind: 'int', min: 0, max: 2 ** 31 - 1 },
    ],
  },
];

// ---------- bad values per kind (never valid for the field) ----------
const nonInteger = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d));
const notAString = fc.oneof(fc.integer(), nonInteger, fc.boolean(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }));
function wrongValue(f: Field): fc.Arbitrary<unknown> {
  const nullIfRequired = f.required ? [fc.constant(null)] : [];
  switch (f.kind) {
    case 'str': {
      const tooLong = f.max ? [fc.tuple(fc.constantFrom('x', '😀', 'é', '\u202e'), fc.integer({ min: 1, max: 50 })).map(([c, n]) => c.repeat(f.max! + n))] : [];
      return fc.oneof(notAString, ...tooLong, ...nullIfRequired);
    }
    case 'enum':
      return fc.oneof(notAString, nastyString.filter((s) => !(f.values ?? []).includes(s) && !(f.values?.length === 0 && /^\d{4}-/.test(s))), ...nullIfRequired);
    case 'int': {
      const range = [
        ...(f.min !== undefined ? [fc.integer({ min: -(2 ** 40), max: f.min - 1 })] : []),
        ...(f.max !== undefined ? [fc.integer({ min: f.max + 1, max: 2 ** 52 })] : []),
      ];
      return fc.oneof(nonInteger, fc.boolean(), fc.string({ maxLength: 10 }), fc.constantFrom('1', '5', 'NaN', 'Infinity', '1e9', '-1'), fc.array(fc.integer(), { maxLength: 3 }), fc.constant({}), ...range, ...nullIfRequired);
    }
    case 'bool':
      return fc.oneof(fc.constantFrom('true', 'false', 1, 0, 'yes'), fc.integer(), fc.array(fc.boolean(), { maxLength: 2 }), fc.constant({}), ...nullIfRequired);
    case 'arr': {
      const tooMany = f.max ? [fc.constant(Array.from({ length: f.max + 1 }, () => 'x'))] : [];
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant({}), fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.constant([])), { minLength: 1, maxLength: 3 }), ...tooMany, ...nullIfRequired);
    }
  }
}

/** A bad body for a route: always invalid against its schema. Answers the JSON text and a description. */
function badBody(r: BodyRoute): fc.Arbitrary<{ desc: string; text: string }> {
  const names = new Set(r.fields.map((f) => f.name));
  const fieldArb = fc.constantFrom(...r.fields);
  const intFields = r.fields.filter((f) => f.kind === 'int');
  const required = r.fields.filter((f) => f.required);
  const arbs: Array<fc.Arbitrary<{ desc: string; text: string }>> = [
    fieldArb.chain((f) => wrongValue(f).map((v) => ({ desc: `${f.name}=${JSON.stringify(v)?.slice(0, 80)}`, text: JSON.stringify({ ...r.base(), [f.name]: v }) }))),
    fc
      .tuple(fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), nastyString), anyJson)
      .filter(([k]) => !names.has(k) && k !== '__proto__')
      .map(([k, v]) => ({ desc: `extra ${JSON.stringify(k)}`, text: JSON.stringify({ ...r.base(), [k]: v }) })),
    anyJson
      .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
      .map((v) => ({ desc: `not an object: ${JSON.stringify(v)?.slice(0, 60)}`, text: JSON.stringify(v) })),
    fc.constantFrom('', ' ', '[]', '[{}]', 'null', '0', '"{}"').map((t) => ({ desc: `body ${JSON.stringify(t)}`, text: t })),
  ];
  if (required.length) {
    arbs.push(
      fc.subarray(required, { minLength: 1 }).map((drop) => {
        const b = r.base();
        for (const f of drop) delete b[f.name];
        return { desc: `missing ${drop.map((f) => f.name).join(',')}`, text: JSON.stringify(b) };
      }),
    );
  }
  if (intFields.length) {
    arbs.push(
      fc.tuple(fc.constantFrom(...intFields), rawNumberToken).map(([f, tok]) => ({
        desc: `${f.name}=${tok}`,
        text: JSON.stringify({ ...r.base(), [f.name]: '__RAW__' }).replace('"__RAW__"', tok),
      })).filter(({ text, desc }) => {
        // 9007199254740993 and friends parse to large valid numbers only where no max bounds the field.
        const f = intFields.find((x) => desc.startsWith(`${x.name}=`))!;
        const v = (JSON.parse(text) as Record<string, number>)[f.name]!;
        return !(Number.isInteger(v) && (f.min === undefined || v >= f.min) && (f.max === undefined || v <= f.max));
      }),
    );
  }
  return fc.oneof(...arbs);
}

function tokenFor(role: Role): string | undefined {
  return role === 'admin' ? admin : role === 'learner' ? learner : undefined;
}

/** Runs a property, then requires every table to hold as many rows as before. */
async function unchanged(label: string, run: () => Promise<void>): Promise<void> {
  const before = await snapshot(product.databaseUrl);
  await run();
  const after = await snapshot(product.databaseUrl);
  expect({ label, counts: after }).toEqual({ label, counts: before });
}

/** Waits until every projection has caught up with the event store and the row counts hold still. */
async function settled(): Promise<void> {
  const api = apiClient(product.url);
  for (let i = 0; i < 60; i++) {
    const r = await api.get('/admin/projections', admin);
    const list: Array<{ pending_events?: unknown }> = Array.isArray(r.body) ? r.body : (r.body?.projections ?? []);
    if (list.length && list.every((p) => Number(p.pending_events) === 0)) break;
    await new Promise((res) => setTimeout(res, 250));
  }
  let prev = JSON.stringify(await snapshot(product.databaseUrl));
  for (let stable = 0, i = 0; stable < 2 && i < 40; i++) {
    await new Promise((res) => setTimeout(res, 300));
    const cur = JSON.stringify(await snapshot(product.databaseUrl));
    stable = cur === prev ? stable + 1 : 0;
    prev = cur;
  }
}

let swaggerRoutes: Array<{ method: string; path: string; secured: boolean }> = [];

beforeAll(async () => {
  product = await startTestProduct();
  const api = apiClient(product.url);
  admin = await adminToken(api);
  challengeId = await createValidatedChallenge(api, admin, { ...challengeBase(), tags: [], sample_data_description: null });
  const l = await newLearner(api);
  learner = l.token;
  learnerId = l.id;
  expect((await api.get('/challenges/daily', learner)).status).toBe(200);
  await api.get('/challenges/daily', admin); // every role's first daily visit enrols: do it before the snapshots
  expect((await api.post(`/challenges/start/${challengeId}`, undefined, learner)).status).toBe(200);
  const fb = await api.post('/feedback', { message: 'seed', category: 'bug' }, learner);
  expect(fb.status).toBe(201);
  feedbackId = fb.body.id;
  const doc = (await (await fetch(`${product.url}/api/docs-json`)).json()) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  swaggerRoutes = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ method: m.toUpperCase(), path: p.replace(/^\/api\/v1/, ''), secured: Boolean(op.security?.length) })),
  );
  await settled();
}, 180_000);

afterAll(async () => {
  writeSummary();
  await product?.stop();
});

/** The token a Swagger route is meant for (public routes ignore it). */
const roleOf = (p: string) => (p.startsWith('/admin') ? admin : learner);

/** Fills path parameters of a Swagger path with a value. */
const fill = (p: string, v: string) => p.replace(/\{[^}]+\}/g, v);

describe('refused input changes nothing', () => {
  test('the suite covers every route of the Swagger document', () => {
    const covered = new Set([
      ...BODY_ROUTES.map((r) => `${r.method} ${r.path().replace(/\/\d+(?=\/|$)/g, '/{id}')}`),
      ...PARAM_ROUTES.map((r) => `${r.method} ${r.path}`),
      ...QUERY_ROUTES.map((r) => `GET ${r.replace(/\{[^}]+\}/g, '{id}')}`),
      ...OTHER_ROUTES,
    ]);
    const missing = swaggerRoutes.map((r) => `${r.method} ${r.path.replace(/\{[^}]+\}/g, '{id}')}`).filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
    expect(swaggerRoutes.length).toBeGreaterThan(30);
  });

  test.each(BODY_ROUTES.map((r) => [r.name, r] as const))('bad bodies: %s', async (_n, route) => {
    await unchanged(route.name, () =>
      fc.assert(
        fc.asyncProperty(badBody(route), async ({ desc, text }) => {
          const r = await send(product.url, `body:${route.name}`, route.method, route.path(), { token: tokenFor(route.role), body: text });
          // Read-only routes with all-optional fields take an empty body as {}: only well-formedness counts there.
          if (route.readOnly && (text.trim() === '' || text === 'null')) expectWellFormed(r, `${route.method} ${route.path()} ${desc}`);
          else expectRefused(r, `${route.method} ${route.path()} ${desc}`);
        }),
        { numRuns: RUNS, ...seedOpt },
      ),
    );
  });

  test('bad bodies: bulk-delete and save-challenges (array bodies)', async () => {
    const badIds = fc.oneof(
      anyJson.filter((v) => !Array.isArray(v)),
      fc.array(fc.oneof(fc.integer({ max: 0 }), nonInteger, fc.string({ maxLength: 5 }), fc.constant(null), fc.constant([1])), { minLength: 1, maxLength: 5 }),
      fc.constant(Array.from({ length: 1001 }, (_, i) => i + 1)),
      rawNumberToken.map((t) => ({ raw: `[${t}]` })),
    );
    const badItems = fc.oneof(
      anyJson.filter((v) => !Array.isArray(v)),
      fc.constant([]),
      fc.array(anyJson.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...challengeFields.filter((f) => f.required)).map((f) => {
        const b: Record<string, unknown> = challengeBase();
        delete b[f.name];
        return [b];
      }),
      fc.constantFrom(...challengeFields.filter((f) => f.kind !== 'enum')).chain((f) => wrongValue(f).map((v) => [{ ...challengeBase(), [f.name]: v }])),
    );
    await unchanged('array bodies', async () => {
      await fc.assert(
        fc.asyncProperty(badIds, async (v) => {
          const text = typeof v === 'object' && v !== null && 'raw' in (v as object) ? (v as { raw: string }).raw : JSON.stringify(v);
          expectRefused(await send(product.url, 'body:bulk-delete', 'POST', '/admin/attempts/bulk-delete', { token: admin, body: text }), `bulk-delete ${text.slice(0, 80)}`);
        }),
        { numRuns: RUNS, ...seedOpt },
      );
      await fc.assert(
        fc.asyncProperty(badItems, async (v) => {
          const text = JSON.stringify(v);
          expectRefused(await send(product.url, 'body:save-challenges', 'POST', '/admin/challenges/save-challenges', { token: admin, body: text }), `save ${text.slice(0, 80)}`);
        }),
        { numRuns: RUNS, ...seedOpt },
      );
    });
  });

  test('path parameters that are not positive 32-bit ints are a 400, whatever the route', async () => {
    await unchanged('int params', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...PARAM_ROUTES.filter((r) => r.kind === 'int')), badIntParam, async (route, v) => {
          const p = fill(route.path, encodeSegment(v));
          fc.pre(sameShape(p));
          const body = route.body?.();
          const r = await send(product.url, 'param:int', route.method, p, { token: tokenFor(route.role), ...(body ? { body: JSON.stringify(body) } : {}) });
          expectRefused(r, `${route.method} ${p}`, [400]);
        }),
        { numRuns: RUNS * 3, ...seedOpt },
      ),
    );
  });

  test('string path parameters (stream id, job id, projection name) never break the server', async () => {
    await unchanged('string params', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...PARAM_ROUTES.filter((r) => r.kind === 'str')), fc.oneof(nastyString, fc.string({ maxLength: 300 }), fc.constant('x'.repeat(5000))), async (route, v) => {
          fc.pre(v.length > 0 && !['feedback', 'user_stats', 'learner_history', 'leaderboard_weekly', 'challenge_stats', 'admin_attempts', 'event_type_counts', 'learner_practice', 'learner_skills', 'challenge_calibration', 'challenge_texts', 'league_standings'].includes(v));
          const p = fill(route.path, encodeSegment(v));
          fc.pre(sameShape(p));
          const r = await send(product.url, 'param:str', route.method, p, { token: admin });
          expectRefused(r, `${route.method} ${p.slice(0, 120)}`);
        }),
        { numRuns: RUNS * 2, ...seedOpt },
      ),
    );
  });

  test('junk query strings on every GET route: well-formed answers, nothing written', async () => {
    await unchanged('queries', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...QUERY_ROUTES), junkQuery, fc.constantFrom<Role>('admin', 'learner', 'public'), async (p, q, role) => {
          const path = fill(p, p.includes('streamId') ? 'learner-1' : String(challengeId));
          const r = await send(product.url, 'query', 'GET', `${path}?${q}`, { token: tokenFor(role) });
          expectWellFormed(r, `GET ${path}?${q.slice(0, 80)}`, { allowStatuses: path.startsWith('/health') ? [503] : [] });
        }),
        { numRuns: RUNS * 3, ...seedOpt },
      ),
    );
  });

  test('strict query DTOs refuse unknown keys and bad numbers with a 400', async () => {
    const keysOf: Record<string, string[]> = {
      '/challenges/history': ['limit', 'offset'],
      '/admin/challenges/list': ['page', 'limit', 'concept'],
      '/admin/events': ['after', 'limit', 'type', 'stream'],
      '/admin/events/streams': ['prefix', 'limit', 'offset'],
      '/admin/events/streams/{stream}': ['from', 'limit'],
      '/admin/feedback': ['status_filter'],
    };
    const badNumbers = ['-1', '1.5', 'abc', 'NaN', 'Infinity', '1e400', '%00', '1,2'];
    const query = fc.oneof(
      fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 10 })).map(([k, v]) => [k, encodeAny(v)] as const),
      fc.tuple(fc.constantFrom('limit', 'offset', 'page', 'after', 'from'), fc.constantFrom(...badNumbers, '99999999999999999999')),
    );
    await unchanged('strict queries', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(keysOf)), query, async (route, [key, value]) => {
          const p = route.replace('{stream}', `learner-${learnerId}`);
          const q = `${encodeAny(key)}=${value}`;
          const r = await send(product.url, 'query:strict', 'GET', `${p}?${q}`, { token: p === '/challenges/history' ? learner : admin });
          expectWellFormed(r, `GET ${p}?${q}`);
          const known = keysOf[route]!.includes(key);
          if (!known || (badNumbers.includes(value) && key !== 'type' && key !== 'stream' && key !== 'prefix')) {
            if (r.status !== 400) throw new Error(`expected 400 for GET ${p}?${q}, got ${r.status} ${r.text.slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS * 2, ...seedOpt },
      ),
    );
  });

  test('malformed JSON is a 400 on every route that takes a body', async () => {
    const malformed = fc
      .tuple(fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify({ a: v, b: [1, 'x'] })), fc.nat(), fc.constantFrom('', '{', '}', ',', '"', '\\', 'NaN', 'undefined', "'", '\u0000', '\ud800', '/*', ']'))
      .map(([t, cut, junk]) => {
        const i = cut % (t.length + 1);
        return t.slice(0, i) + junk + t.slice(i + (junk ? 0 : 1));
      })
      .filter((t) => {
        try {
          JSON.parse(t);
          return false;
        } catch {
          return true;
        }
      });
    const writes = swaggerRoutes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
    await unchanged('malformed JSON', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...writes), malformed, async (route, text) => {
          fc.pre(text.trim().length > 0);
          const p = fill(route.path, '999999999');
          const r = await send(product.url, 'malformed-json', route.method, p, { token: roleOf(route.path), body: text });
          expectRefused(r, `${route.method} ${p} ${JSON.stringify(text).slice(0, 80)}`, [400]);
        }),
        { numRuns: RUNS * 2, ...seedOpt },
      ),
    );
  });

  test('wrong content types and charsets are refused on body routes', async () => {
    const types = fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/octet-stream',
      'image/png',
      '',
    );
    await unchanged('content types', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), types, fc.boolean(), async (route, ct, form) => {
          const text = form ? new URLSearchParams(Object.entries(route.base()).map(([k, v]): [string, string] => [k, String(v)])).toString() : JSON.stringify(route.base());
          const r = await send(product.url, 'content-type', route.method, route.path(), { token: tokenFor(route.role), body: text, contentType: ct });
          if (route.readOnly) expectWellFormed(r, `${route.name} as ${ct}`);
          else expectRefused(r, `${route.name} as ${ct}`);
        }),
        { numRuns: RUNS * 2, ...seedOpt },
      ),
    );
  });

  test('huge bodies: over 2 MB is a 413, 1–2 MB never gets through', async () => {
    const writes = swaggerRoutes.filter((r) => r.method !== 'GET');
    await unchanged('huge bodies', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...writes), fc.constantFrom('x', 'é', '😀', '\u0000'), fc.constantFrom(1.1, 1.6, 2.2, 4), async (route, ch, mb) => {
          fc.pre(mb > 2 || route.path !== '/admin/challenges/validate-all');
          const p = fill(route.path, route.path.includes('{id}') ? '999999999' : 'x');
          const filler = ch.repeat(Math.ceil((mb * 1024 * 1024) / Buffer.byteLength(ch)));
          const r = await send(product.url, 'huge', route.method, p, { token: roleOf(route.path), body: JSON.stringify({ message: filler, title: filler }) });
          expectRefused(r, `${route.method} ${p} ${mb} MB of ${JSON.stringify(ch)}`, mb > 2 ? [413] : [400, 413]);
        }),
        { numRuns: 24, ...seedOpt },
      ),
    );
  });

  test('bad or missing tokens: 401 on every secured route, well-formed on public ones', async () => {
    await unchanged('bad tokens', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...swaggerRoutes), fc.option(badAuthHeader, { nil: undefined }), async (route, auth) => {
          const p = fill(route.path, '1');
          const writes = route.method !== 'GET' && route.method !== 'DELETE';
          const r = await send(product.url, 'auth', route.method, p, { ...(auth === undefined ? {} : { authorization: auth }), ...(writes ? { body: '{}' } : {}) });
          if (route.secured) expectRefused(r, `${route.method} ${p} auth=${JSON.stringify(auth)}`, [401]);
          else expectWellFormed(r, `${route.method} ${p} auth=${JSON.stringify(auth)}`, { allowStatuses: p.startsWith('/health') ? [503] : [] });
        }),
        { numRuns: RUNS * 3, ...seedOpt },
      ),
    );
  });
});

describe('odd but valid text is stored or refused, never a 5xx', () => {
  test('unicode in free-text fields (feedback, notes, registration, test runs, login)', async () => {
    const api = apiClient(product.url);
    const users: string[] = [];
    let n = 0;
    const freshUser = async () => {
      if (n++ % 15 === 0) users.unshift((await newLearner(api)).token);
      return users[0]!;
    };
    const nonBlank = nastyString.filter((s) => s.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(nonBlank, async (s) => {
        const token = await freshUser();
        expectWellFormed(await send(product.url, 'unicode', 'POST', '/feedback', { token, body: JSON.stringify({ message: s, category: 'other' }) }), `feedback ${JSON.stringify(s)}`);
      }),
      { numRuns: 30, ...seedOpt },
    );
    await fc.assert(
      fc.asyncProperty(nastyString, async (s) => {
        const r = await send(product.url, 'unicode', 'PATCH', `/admin/feedback/${feedbackId}`, { token: admin, body: JSON.stringify({ admin_notes: s }) });
        expectWellFormed(r, `notes ${JSON.stringify(s)}`);
      }),
      { numRuns: 30, ...seedOpt },
    );
    let k = 0;
    await fc.assert(
      fc.asyncProperty(nastyString, nastyString, async (a, b) => {
        const id = `u${Date.now().toString(36)}${k++}`;
        const body = { email: `${id}@example.com`, username: id, password: `pw-${a}-long-enough`, first_name: a, company: b };
        expectWellFormed(await send(product.url, 'unicode', 'POST', '/auth/register', { body: JSON.stringify(body) }), `register ${JSON.stringify([a, b])}`);
        expectWellFormed(await send(product.url, 'unicode', 'POST', '/auth/login', { body: JSON.stringify({ email: `${a}@x.io`, password: b || 'x' }) }), `login ${JSON.stringify([a, b])}`);
      }),
      { numRuns: 25, ...seedOpt },
    );
    const runner = (await newLearner(api)).token;
    await api.get('/challenges/daily', runner);
    await fc.assert(
      fc.asyncProperty(nonBlank, async (s) => {
        const r = await send(product.url, 'unicode', 'POST', `/challenges/${challengeId}/test`, { token: runner, body: JSON.stringify({ sql_query: `SELECT '${s.replace(/'/g, "''")}' AS v -- ${s}` }) });
        // A learner's own SQL errors are part of a test run's answer: only stacks and 5xx are forbidden here.
        expectWellFormed(r, `test run ${JSON.stringify(s)}`, { sqlAllowed: true });
      }),
      { numRuns: 25, ...seedOpt },
    );
  });

  const big = fc.oneof(fc.integer({ min: 2 ** 31 - 2, max: 2 ** 31 + 2 }), fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }), fc.constant(Number.MAX_SAFE_INTEGER));
  test('attempt search with ids beyond 32 bits is refused, not a 500', async () => {
    await fc.assert(
      fc.asyncProperty(big, fc.constantFrom('user_id', 'challenge_id', 'offset'), async (v, f) => {
        const r = await send(product.url, 'extreme', 'POST', '/admin/attempts/search', { token: admin, body: JSON.stringify({ [f]: v }) });
        expectWellFormed(r, `search ${f}=${v}`);
      }),
      { numRuns: 30, ...seedOpt },
    );
  });

  test('checkout with plan ids beyond 32 bits and history/events with extreme paging never break the server', async () => {
    await fc.assert(
      fc.asyncProperty(big, async (v) => {
        const r = await send(product.url, 'extreme', 'POST', '/subscriptions/create-checkout-session', {
          token: learner,
          body: JSON.stringify({ plan_id: v, billing_cycle: 'annual', success_url: '/ok', cancel_url: '/no' }),
        });
        expectWellFormed(r, `checkout plan_id=${v}`);
      }),
      { numRuns: 20, ...seedOpt },
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), async (offset, limit) => {
        expectWellFormed(await send(product.url, 'extreme', 'GET', `/challenges/history?offset=${offset}&limit=${limit}`, { token: learner }), `history ${offset}/${limit}`);
        expectWellFormed(await send(product.url, 'extreme', 'GET', `/admin/events/streams?offset=${offset * 10}&limit=${limit}`, { token: admin }), `streams ${offset}`);
        expectWellFormed(await send(product.url, 'extreme', 'GET', `/admin/events?after=${BigInt(offset) * 9_000_000_000_000n}&limit=${limit}`, { token: admin }), `events ${offset}`);
      }),
      { numRuns: 20, ...seedOpt },
    );
  });
});

interface ParamRoute {
  method: string;
  path: string;
  role: Role;
  kind: 'int' | 'str';
  body?: () => Record<string, unknown>;
}
const PARAM_ROUTES: ParamRoute[] = [
  { method: 'GET', path: '/admin/challenges/{id}', role: 'admin', kind: 'int' },
  { method: 'PUT', path: '/admin/challenges/{id}', role: 'admin', kind: 'int', body: challengeBase },
  { method: 'DELETE', path: '/admin/challenges/{id}', role: 'admin', kind: 'int' },
  { method: 'PUT', path: '/admin/challenges/{id}/unarchive', role: 'admin', kind: 'int' },
  { method: 'POST', path: '/admin/challenges/{id}/validate', role: 'admin', kind: 'int' },
  { method: 'POST', path: '/admin/challenges/{id}/equivalent-mutants', role: 'admin', kind: 'int', body: () => ({ sql: 'SELECT 1', reason: 'no data can tell it apart' }) },
  { method: 'POST', path: '/admin/challenges/{id}/accepts', role: 'admin', kind: 'int', body: () => ({ sql: 'SELECT 1' }) },
  { method: 'POST', path: '/challenges/{id}/verdict-report', role: 'learner', kind: 'int', body: () => ({ attempt_id: 1 }) },
  { method: 'POST', path: '/challenges/start/{id}', role: 'learner', kind: 'int' },
  { method: 'POST', path: '/challenges/{id}/test', role: 'learner', kind: 'int', body: () => ({ sql_query: 'SELECT 1' }) },
  { method: 'POST', path: '/challenges/{id}/submit', role: 'learner', kind: 'int', body: () => ({ sql_solution: 'SELECT 1' }) },
  { method: 'GET', path: '/challenges/{id}/hints', role: 'learner', kind: 'int' },
  { method: 'POST', path: '/challenges/{id}/hints', role: 'learner', kind: 'int' },
  { method: 'GET', path: '/challenges/{id}/share', role: 'learner', kind: 'int' },
  { method: 'GET', path: '/challenges/{id}/share/image', role: 'learner', kind: 'int' },
  { method: 'GET', path: '/practice/{id}', role: 'learner', kind: 'int' },
  { method: 'POST', path: '/practice/{id}/start', role: 'learner', kind: 'int' },
  { method: 'POST', path: '/practice/{id}/submit', role: 'learner', kind: 'int', body: () => ({ sql_solution: 'SELECT 1' }) },
  { method: 'DELETE', path: '/admin/attempts/{id}', role: 'admin', kind: 'int' },
  { method: 'GET', path: '/admin/users/{id}/rating-history', role: 'admin', kind: 'int' },
  { method: 'POST', path: '/admin/attempts/{id}/regrade', role: 'admin', kind: 'int', body: () => ({ reason: 'fuzz', dry_run: true }) },
  { method: 'POST', path: '/admin/challenges/{id}/regrade', role: 'admin', kind: 'int', body: () => ({ reason: 'fuzz', dry_run: true }) },
  { method: 'PATCH', path: '/admin/feedback/{id}', role: 'admin', kind: 'int', body: () => ({ status: 'closed' }) },
  { method: 'DELETE', path: '/admin/feedback/{id}', role: 'admin', kind: 'int' },
  { method: 'GET', path: '/admin/challenges/{id}/export', role: 'admin', kind: 'int' },
  { method: 'GET', path: '/admin/challenges/generate-bulk/{id}', role: 'admin', kind: 'str' },
  { method: 'GET', path: '/admin/events/streams/{id}', role: 'admin', kind: 'str' },
  { method: 'POST', path: '/admin/projections/{id}/rebuild', role: 'admin', kind: 'str' },
];
const QUERY_ROUTES = [
  '/users/me',
  '/users/me/skills',
  '/admin/stats/user-count',
  '/health',
  '/health/live',
  '/health/ready',
  '/admin/challenges/templates',
  '/admin/challenges/generation-stats',
  '/admin/challenges/generate-bulk/{id}',
  '/admin/challenges/list',
  '/admin/challenges/concepts',
  '/admin/challenges/coverage',
  '/admin/challenges/{id}',
  '/admin/challenges/{id}/export',
  '/challenges/daily',
  '/challenges/history',
  '/challenges/history/freezes',
  '/challenges/{id}/share',
  '/practice',
  '/leaderboard/global',
  '/leaderboard/weekly',
  '/leagues/current',
  '/admin/users/{id}/rating-history',
  '/admin/feedback',
  '/subscriptions/plans',
  '/subscriptions/current',
  '/admin/events',
  '/admin/events/types',
  '/admin/events/streams',
  '/admin/events/streams/{streamId}',
  '/admin/projections',
];
/** Body-less writes whose only inputs are a token (covered by the auth, malformed-JSON and huge-body properties). */
const OTHER_ROUTES = ['POST /admin/challenges/validate-all', 'POST /admin/attempts/bulk-delete', 'POST /admin/challenges/save-challenges'];
