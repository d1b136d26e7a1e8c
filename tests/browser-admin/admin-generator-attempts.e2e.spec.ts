import type { Browser } from 'playwright-core';
import { type apiClient, createValidatedChallenge, newLearner, type TestProduct } from '../support/product';
import { closeAdminSuite, collectDialogs, openAdminSuite, ORDERS_SETUP as SETUP, ORDERS_SOLUTION as SOLUTION, screenshot, signedInContext } from './browser';

jest.setTimeout(300_000);

let product: TestProduct;
let api: ReturnType<typeof apiClient>;
let admin: string;
let browser: Browser;

beforeAll(async () => {
  ({ product, api, admin, browser } = await openAdminSuite());
}, 600_000);

afterAll(() => closeAdminSuite({ product, browser }));

test('an admin generates two challenges, toggles the selection, previews one and saves both', async () => {
  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  const alerts = collectDialogs(page);
  try {
    await page.goto(`${product.url}/admin/challenges`);
    await page.getByRole('link', { name: 'Challenge Generator' }).click();
    await page.getByRole('heading', { name: 'LLM Challenge Generator' }).waitFor();
    const stats = page.getByTestId('generation-stats');
    await stats.getByText('0%').waitFor();

    const template = page.getByTestId('template-0');
    expect(await template.getByLabel('Difficulty').inputValue()).toBe('beginner');
    expect(await template.getByLabel('Industry').inputValue()).toBe('ecommerce');
    expect(await template.getByLabel('Time (min)').inputValue()).toBe('5');
    await template.getByLabel('Count').fill('2');

    const generate = page.getByRole('button', { name: 'Generate Challenges' });
    await generate.click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    await page.getByRole('heading', { name: 'Generated Challenges (2)' }).waitFor({ timeout: 240_000 });

    // Every result starts selected; clicking a card toggles it.
    await page.getByRole('button', { name: 'Save Selected (2)' }).waitFor();
    await page.getByTestId('generated-0').click({ position: { x: 40, y: 80 } });
    await page.getByRole('button', { name: 'Save Selected (1)' }).waitFor();
    await page.getByRole('button', { name: 'Select None' }).click();
    expect(await page.getByRole('button', { name: 'Save Selected (0)' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Select All' }).click();

    await page.getByTestId('generated-1').getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('generated-preview');
    await preview.getByRole('heading', { name: 'Schema Setup' }).waitFor();
    await preview.getByRole('heading', { name: 'Expected Output' }).waitFor();
    await page.waitForTimeout(300); // let the dialog's fade-in finish
    await screenshot(page, 'generator-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await screenshot(page, 'generator');

    await page.getByRole('button', { name: 'Save Selected (2)' }).click();
    await page.getByTestId('generated-results').waitFor({ state: 'detached', timeout: 120_000 });
    expect(alerts).toEqual(['Successfully saved 2 challenges!']);
    await stats.getByText('100%').waitFor();
    const list = await api.get('/admin/challenges/list?page=1&limit=20', admin);
    expect(list.body.total_count).toBe(2);
    expect(list.body.challenges.every((c: any) => c.source_type !== 'manual')).toBe(true);
  } finally {
    await context.close();
  }
});

test('an admin finds an attempt, deletes it and sees the recalculated ELO', async () => {
  const challengeId = await createValidatedChallenge(api, admin, {
    title: 'Customer totals',
    description: 'Return each customer and their total order amount, largest first (ties by name).',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: SOLUTION,
  });
  // Make sure the learner's daily pick is this challenge: archive whatever else exists.
  const others = await api.get('/admin/challenges/list?page=1&limit=100', admin);
  for (const c of others.body.challenges) if (c.id !== challengeId) await api.raw('DELETE', `/admin/challenges/${c.id}`, { token: admin });

  const learner = await newLearner(api, { sql_comfort_level: 'intermediate' });
  const daily = await api.get('/challenges/daily', learner.token);
  expect(daily.body.id).toBe(challengeId);
  await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
  const submitted = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token);
  expect(submitted.body).toMatchObject({ is_correct: true, elo_change: 20 });

  // The attempts search reads a projection: wait until it has caught up with the submission.
  for (let i = 0; i < 80; i++) {
    const found = await api.post('/admin/attempts/search', { challenge_id: challengeId, limit: 20, offset: 0 }, admin);
    if (found.body.total_count === 1) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  try {
    await page.goto(`${product.url}/admin/attempts?challenge_id=${challengeId}`);
    await page.getByRole('heading', { name: 'Challenge Attempts Management' }).waitFor();
    expect(await page.getByTestId('attempt-filters').getByLabel('Challenge ID').inputValue()).toBe(String(challengeId));
    await page.getByText('Showing 1 to 1 of 1 attempts').waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    const table = page.getByTestId('attempts-table');
    await table.getByText(learner.email).waitFor();
    await table.getByText('1200 → 1220').waitFor();

    // The result filter: no incorrect attempts; back to all.
    await page.getByLabel('Result').selectOption('false');
    await page.getByText('No attempts found').waitFor();
    await page.getByText('Try adjusting your search filters').waitFor();
    await page.getByLabel('Result').selectOption('');
    await table.waitFor();
    await screenshot(page, 'attempts');

    await table.getByRole('button', { name: /Delete attempt/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByText('Are you sure you want to delete 1 challenge attempt(s)? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    const banner = page.getByTestId('attempts-recalculated');
    await banner.waitFor({ timeout: 60_000 });
    expect(await banner.textContent()).toContain(`(ID ${learner.id}): ELO 1220 → 1200 (-20)`);
    await page.getByText('No attempts found').waitFor();
    await screenshot(page, 'attempts-recalculated');

    // The learner's totals come from a projection: it catches up shortly after the recalculation.
    let elo = 0;
    for (let i = 0; i < 40 && elo !== 1200; i++) {
      elo = (await api.get('/users/me', learner.token)).body.current_elo_rating;
      if (elo !== 1200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(elo).toBe(1200);
  } finally {
    await context.close();
  }
});

test('an admin fixes a wrong reference and re-grades a failed attempt from the attempts screen', async () => {
  // The reference leaves out the largest order, so the learner's right answer is graded wrong.
  const buggy = SOLUTION.replace(/FROM orders/i, 'FROM orders WHERE amount < (SELECT max(amount) FROM orders)');
  expect(buggy).not.toBe(SOLUTION);
  const fields = {
    title: 'Customer totals (re-graded)',
    description: 'Return each customer and their total order amount, largest first (ties by name).',
    difficulty_rating: 1200,
    estimated_time_minutes: 5,
    category: 'AGGREGATION',
    status: 'active',
    schema_setup: SETUP,
  };
  const challengeId = await createValidatedChallenge(api, admin, { ...fields, correct_solution: buggy });
  const others = await api.get('/admin/challenges/list?page=1&limit=100', admin);
  for (const c of others.body.challenges) if (c.id !== challengeId) await api.raw('DELETE', `/admin/challenges/${c.id}`, { token: admin });

  const learner = await newLearner(api, { sql_comfort_level: 'intermediate' });
  expect((await api.get('/challenges/daily', learner.token)).body.id).toBe(challengeId);
  const attempts: number[] = [];
  for (let i = 0; i < 3; i++) {
    await api.post(`/challenges/start/${challengeId}`, undefined, learner.token);
    const r = await api.post(`/challenges/${challengeId}/submit`, { sql_solution: SOLUTION }, learner.token);
    expect(r.body.is_correct).toBe(false);
    attempts.push(r.body.attempt_id);
  }
  expect((await api.get('/users/me', learner.token)).body.current_elo_rating).toBe(1180);
  expect((await api.raw('PUT', `/admin/challenges/${challengeId}`, { token: admin, body: { ...fields, correct_solution: SOLUTION } })).status).toBe(200);
  expect((await api.post(`/admin/challenges/${challengeId}/validate`, undefined, admin)).body.success).toBe(true);
  for (let i = 0; i < 80; i++) {
    const found = await api.post('/admin/attempts/search', { challenge_id: challengeId, limit: 20, offset: 0 }, admin);
    if (found.body.total_count === 3) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  const context = await signedInContext(browser, admin);
  const page = await context.newPage();
  try {
    await page.goto(`${product.url}/admin/attempts?challenge_id=${challengeId}`);
    await page.getByText('Showing 1 to 3 of 3 attempts').waitFor();
    await page.getByRole('button', { name: `Re-grade attempt ${attempts[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-grade Attempt' });
    await dialog.getByRole('button', { name: 'Preview (dry run)' }).click();
    await dialog.getByText('A reason is required.').waitFor();
    await dialog.getByLabel('Reason').fill('The reference left out the largest order');
    await dialog.getByRole('button', { name: 'Preview (dry run)' }).click();
    await dialog.getByTestId('regrade-changes').getByText(`#${attempts[0]}`).waitFor();
    expect((await api.get('/users/me', learner.token)).body.current_elo_rating).toBe(1180); // a preview changes nothing
    await dialog.getByRole('button', { name: 'Apply re-grade' }).click();
    const result = dialog.getByTestId('regrade-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.textContent()).toContain('1180 → 1220');
    await screenshot(page, 'attempts-regraded');
    await dialog.getByText('Close', { exact: true }).click();
    const banner = page.getByTestId('attempts-recalculated');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`Re-graded attempt ${attempts[0]}: Incorrect → Correct.`);
    expect((await api.get('/users/me', learner.token)).body.current_elo_rating).toBe(1220);
  } finally {
    await context.close();
  }
});
