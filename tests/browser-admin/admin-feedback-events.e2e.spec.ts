import type { Browser } from 'playwright-core';
import { type apiClient, createValidatedChallenge, newLearner, type TestProduct } from '../support/product';
import { closeAdminSuite, openAdminSuite, screenshot, signedInContext } from './browser';

jest.setTimeout(240_000);

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let browser: Browser;

beforeAll(async () => {
  ({ product, api, admin, browser } = await openAdminSuite());
}, 600_000);

afterAll(() => closeAdminSuite({ product, browser }));

test('an admin triages a feedback item: filter, details, notes, resolve, delete', async () => {
  const learner = await newLearner(api);
  const message = 'The timer overlaps the editor when the window is narrow. It would help to move it above the description.';
  const sent = await api.post('/feedback', { category: 'bug', message }, learner.token);
  expect(sent.status).toBeLessThan(300);
  // The admin list reads a projection: wait until it shows the new item.
  for (let i = 0; i < 80 && (await api.get('/admin/feedback', admin)).body.length === 0; i++) await new Promise((r) => setTimeout(r, 250));

  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  try {
    await page.goto(`${product.url}/admin/challenges`);
    await page.getByRole('link', { name: 'User Feedback' }).click();
    await page.getByRole('heading', { name: 'User Feedback' }).waitFor();
    const table = page.getByTestId('feedback-table');
    await table.waitFor({ timeout: 30_000 });
    const counts = page.getByTestId('feedback-counts');
    expect(await counts.textContent()).toContain('Total1New1Reviewed0Resolved0');
    await table.getByText('Anonymous').waitFor();
    await table.getByText('new', { exact: true }).waitFor();
    await screenshot(page, 'feedback');

    await table.getByRole('button', { name: /View feedback/ }).click();
    const details = page.getByRole('dialog', { name: 'Feedback Details' });
    expect(await details.getByTestId('feedback-message').textContent()).toBe(message);
    await details.getByPlaceholder('Add internal notes...').fill('Reproduced at 1024 px; fix in the next release.');
    await page.waitForTimeout(300); // let the dialog's fade-in finish
    await screenshot(page, 'feedback-details');
    await details.getByRole('button', { name: 'Mark Resolved' }).click();
    await details.waitFor({ state: 'detached' });
    await table.getByText('resolved', { exact: true }).waitFor();
    expect(await counts.textContent()).toContain('Resolved1');

    const [record] = (await api.get('/admin/feedback', admin)).body;
    expect(record).toMatchObject({ status: 'resolved', admin_notes: 'Reproduced at 1024 px; fix in the next release.' });

    await page.getByLabel('Status filter').selectOption('new');
    await page.getByText('No feedback found').waitFor();
    await page.getByLabel('Status filter').selectOption('resolved');
    await table.waitFor();

    await table.getByRole('button', { name: /Delete feedback/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Feedback' });
    await confirm.getByText('Are you sure you want to delete this feedback?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No feedback found').waitFor();
  } finally {
    await context.close();
  }
});

test('an admin opens the event stream: live events, streams, rating history and projections', async () => {
  const learner = await newLearner(api);
  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  try {
    await page.goto(`${product.url}/admin/challenges`);
    await page.getByRole('link', { name: 'Event Stream' }).click();
    await page.getByRole('heading', { name: 'Event Stream' }).waitFor();

    // Live: replays from the start, then follows new events as they are appended.
    await page.getByTestId('live-status').getByText('Following').waitFor();
    const live = page.getByTestId('live-events');
    await createValidatedChallenge(api, admin, {
      title: 'Live one',
      description: 'Appears in the live feed.',
      schema_setup: 'CREATE TABLE t (id int PRIMARY KEY, label text NOT NULL); INSERT INTO t VALUES (1, \'a\'), (2, \'b\');',
      correct_solution: 'SELECT id, label FROM t ORDER BY id',
    });
    await live.getByText('ChallengeCreated').first().waitFor({ timeout: 20_000 });
    // The learner's first daily challenge enrols them: their stream starts with their initial rating.
    expect((await api.get('/challenges/daily', learner.token)).status).toBe(200);
    await live.getByText('LearnerEnrolled').first().waitFor({ timeout: 20_000 });
    // Filter by type (the list of types comes from a projection, which may need a moment).
    await page.locator('#live-type option[value="ChallengeCreated"]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.getByLabel('Type').selectOption('ChallengeCreated');
    await live.getByText('ChallengeCreated').first().waitFor({ timeout: 20_000 });
    expect(await live.getByText('LearnerEnrolled').count()).toBe(0);
    await screenshot(page, 'events-live');

    // Streams: pick the learner's stream and read it.
    await page.getByRole('tab', { name: 'Streams' }).click();
    await page.getByTestId('streams-table').waitFor();
    await page.getByLabel('Stream prefix').fill('challenge');
    await page.getByRole('button', { name: 'Filter' }).click();
    const streamLink = page.getByTestId('streams-table').locator('.stream-link').first();
    await streamLink.waitFor();
    await streamLink.click();
    await page.getByTestId('stream-reader').getByText('ChallengeCreated').first().waitFor();
    await screenshot(page, 'events-streams');

    // Rating history of the learner, with cause and actor.
    await page.getByRole('tab', { name: 'Rating History' }).click();
    await page.getByLabel('User ID').fill(String(learner.id));
    await page.getByRole('button', { name: 'Show history' }).click();
    const history = page.getByTestId('rating-history-table');
    await history.waitFor({ timeout: 20_000 });
    await history.getByText('enrolled').waitFor();

    // Projections with lag and a rebuild.
    await page.getByRole('tab', { name: 'Projections' }).click();
    const projections = page.getByTestId('projections-table');
    await projections.waitFor();
    const firstRebuild = projections.getByRole('button', { name: /^Rebuild / }).first();
    await firstRebuild.click();
    await page.getByTestId('projections-panel').getByText(/Rebuilt .* events in/).waitFor({ timeout: 60_000 });
    await screenshot(page, 'events-projections');
  } finally {
    await context.close();
  }
});
