import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testRedisUrl } from '../support/db';
import { apiClient, newLearner, startTestProduct, type TestProduct } from '../support/product';

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let learner: Awaited<ReturnType<typeof newLearner>>;
let dataDir: string;
let feedbackId: number;
const ROOT = path.resolve(__dirname, '../..');

beforeAll(async () => {
  product = await startTestProduct();
  api = apiClient(product.url);
  learner = await newLearner(api);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqldaily-cli-'));
  feedbackId = (await api.post('/feedback/', { category: 'ui', message: 'The CLI should see this' }, learner.token)).body.id;
});
afterAll(async () => {
  await product?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function cli(args: string[]): ChildProcess & { out: () => string; err: () => string; done: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: product.databaseUrl, REDIS_URL: testRedisUrl(), DATA_DIR: dataDir };
  delete env.EVENTSTORE_URL;
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'backend/src/operator/cli/events.ts', ...args], { cwd: ROOT, env });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return Object.assign(child, { out: () => out, err: () => err, done });
}

async function waitFor(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('stream prints one stream, streams lists it with its count, types prints the counts', async () => {
  const stream = cli(['stream', `feedback-${feedbackId}`]);
  expect(await stream.done).toBe(0);
  expect(stream.out()).toMatch(new RegExp(`^\\d+\\t\\S+\\tfeedback-${feedbackId}@0\\tFeedbackSubmitted\\t\\{.*"message":"The CLI should see this"`, 'm'));

  const streams = cli(['streams', '--prefix', 'feedback-']);
  expect(await streams.done).toBe(0);
  expect(streams.out()).toContain(`feedback-${feedbackId}\t1 events\tv0`);

  // event_type_counts is a projection: give the projector a moment.
  let counts = '';
  for (let i = 0; i < 20 && !/^FeedbackSubmitted\t1\t/m.test(counts); i++) {
    if (i) await new Promise((r) => setTimeout(r, 250));
    const types = cli(['types']);
    expect(await types.done).toBe(0);
    counts = types.out();
  }
  expect(counts).toMatch(/^FeedbackSubmitted\t1\tlast /m);

  const missing = cli(['stream', 'feedback-999999']);
  expect(await missing.done).toBe(1);
  expect(missing.err()).toContain('stream feedback-999999 not found');
});

test('tail follows new events live, filtered by type, until interrupted', async () => {
  const tail = cli(['tail', '--type', 'FeedbackSubmitted']);
  await waitFor(() => tail.err().includes('following events after position'), 'tail to start');
  await api.post('/feedback/', { category: 'bug', message: 'appended while tailing' }, learner.token);
  await api.post('/subscriptions/create-checkout-session', { plan_id: 1, billing_cycle: 'monthly', success_url: '/dashboard', cancel_url: '/subscribe' }, learner.token);
  await waitFor(() => tail.out().includes('appended while tailing'), 'the new event');
  tail.kill('SIGINT');
  expect(await tail.done).toBe(0);
  const lines = tail.out().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/\tFeedbackSubmitted\t/);
  expect(tail.out()).not.toContain('CheckoutRequested');
});

test('bad usage exits 2 with the usage text', async () => {
  const bad = cli(['frobnicate']);
  expect(await bad.done).toBe(2);
  expect(bad.err()).toContain('usage: npm run events');
});
