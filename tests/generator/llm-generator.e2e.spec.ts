import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient, startTestProduct, type TestProduct } from '../support/product';

const SETUP = `CREATE TABLE teams (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE players (id int PRIMARY KEY, team_id int NOT NULL REFERENCES teams(id), name text NOT NULL, points int NOT NULL);
INSERT INTO teams VALUES (1, 'Red'), (2, 'Blue'), (3, 'Green');
INSERT INTO players VALUES (1, 1, 'Ana', 12), (2, 1, 'Ben', 7), (3, 2, 'Cas', 20), (4, 2, 'Dev', 3), (5, 3, 'Eli', 9), (6, 3, 'Fay', 14), (7, 1, 'Gus', 5), (8, 2, 'Hal', 11);`;

const challenge = (over: Record<string, unknown>) => ({
  title: 'Points per team',
  description: 'Return team name and total points. Row order does not matter.',
  difficulty_rating: 1230,
  category: 'AGGREGATION',
  sql_concept: 'aggregation',
  tags: ['sum'],
  schema_setup: SETUP,
  sample_data_description: 'Three teams and their players.',
  correct_solution: 'SELECT t.name, SUM(p.points) AS total FROM teams t JOIN players p ON p.team_id = t.id GROUP BY t.name',
  ...over,
});

const LLM_CHALLENGES = [
  challenge({}),
  // near-duplicates of the first (same title up to case and punctuation; same solution up to case and spacing): dropped
  challenge({ title: 'POINTS per team!', correct_solution: 'SELECT t.name, AVG(p.points) FROM teams t JOIN players p ON p.team_id = t.id GROUP BY t.name' }),
  challenge({ title: 'Team totals', correct_solution: 'select t.name,\n  sum(p.points) as total\nfrom teams t join players p on p.team_id = t.id\ngroup by t.name;' }),
  // fails in the sandbox: dropped
  challenge({ title: 'Broken one', correct_solution: 'SELECT nope FROM players' }),
  challenge({
    title: 'Best player of each team',
    description: 'For each team return its name and its top scorer (ties: smaller id). Order by team name.',
    difficulty_rating: 9999,
    category: 'nonsense',
    sql_concept: 'window_functions',
    correct_solution: `SELECT name, player FROM (SELECT t.name, p.name AS player, ROW_NUMBER() OVER (PARTITION BY t.id ORDER BY p.points DESC, p.id) AS rn FROM teams t JOIN players p ON p.team_id = t.id) x WHERE rn = 1 ORDER BY name`,
  }),
];

let product: TestProduct;
let fake: http.Server;
const requests: Array<{ url?: string; auth?: string; body: any }> = [];
let api: ReturnType<typeof apiClient>;
let admin: string;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(data) });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: '```json\n' + JSON.stringify({ challenges: LLM_CHALLENGES }) + '\n```' } }] }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  product = await startTestProduct({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' });
  api = apiClient(product.url);
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
});
afterAll(async () => {
  await product?.stop();
  await new Promise((resolve) => fake?.close(resolve));
});

test('with LLM_BASE_URL set, challenges come from the endpoint, validated and deduplicated', async () => {
  const r = await api.post('/admin/challenges/generate-bulk', {
    templates: [{ difficulty: 'intermediate', industry_context: 'gaming', sql_concepts: ['aggregation', 'window_functions'], count: 2, estimated_time: 7 }],
  }, admin);
  expect(r.status).toBe(200);
  expect(r.body.map((c: { title: string }) => c.title)).toEqual(['Points per team', 'Best player of each team']);
  const [a, b] = r.body;
  expect(a).toMatchObject({ source_type: 'ai_generated', difficulty_rating: 1250, estimated_time_minutes: 7, category: 'AGGREGATION' });
  expect(a.tags).toEqual(expect.arrayContaining(['aggregation', 'gaming', 'sum']));
  expect(JSON.parse(a.expected_output)).toEqual(expect.arrayContaining([{ name: 'Red', total: 24 }, { name: 'Blue', total: 34 }, { name: 'Green', total: 23 }]));
  // out-of-band rating snapped into the tier, unknown category replaced by the concept's
  expect(b).toMatchObject({ difficulty_rating: 1350, category: 'WINDOW_FUNCTION' });
  expect(JSON.parse(b.expected_output)).toEqual([{ name: 'Blue', player: 'Cas' }, { name: 'Green', player: 'Fay' }, { name: 'Red', player: 'Ana' }]);

  expect(requests.length).toBeGreaterThanOrEqual(1);
  expect(requests[0]).toMatchObject({ url: '/v1/chat/completions', auth: 'Bearer test-key', body: { model: 'fake-model' } });
  expect(JSON.parse(requests[0]!.body.messages[1].content)).toMatchObject({ count: 2, industry_context: 'gaming', sql_concepts: ['aggregation', 'window_functions'] });

  const saved = await api.post('/admin/challenges/save-challenges', [a], admin);
  expect(saved.status).toBe(201);
  expect(saved.body.challenges[0]).toMatchObject({ source_type: 'ai_generated', validated: true });
  expect((await api.get('/admin/challenges/generation-stats', admin)).body).toEqual({ generated_challenges: 1, total_challenges: 1, generation_percentage: 100 });
}, 90_000);

test('an endpoint that fails is a 502 with a detail', async () => {
  const port = (fake.address() as AddressInfo).port;
  await product.stop();
  product = await startTestProduct({ LLM_BASE_URL: `http://127.0.0.1:${port + 1}/nothing-here`, LLM_MODEL: 'fake-model' });
  api = apiClient(product.url);
  admin = (await api.post('/auth/login', { email: 'admin@test.local', password: 'admin-password-1' })).body.access_token;
  const r = await api.post('/admin/challenges/generate-bulk', { templates: [{ difficulty: 'beginner', industry_context: 'hr', sql_concepts: ['joins'], count: 1, estimated_time: 5 }] }, admin);
  expect(r.status).toBe(502);
  expect(r.body.detail).toMatch(/LLM endpoint could not be reached/);
}, 90_000);
