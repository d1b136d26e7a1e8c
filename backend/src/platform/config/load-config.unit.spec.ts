import { ConfigError, loadConfig } from './load-config';

test('defaults give a runnable single-machine configuration', () => {
  const cfg = loadConfig({});
  expect(cfg).toMatchObject({ PORT: 3000, ADMIN_EMAIL: 'admin@sqldaily.local', SANDBOX_STATEMENT_TIMEOUT_MS: 3000 });
  expect(cfg.DATABASE_URL).toBeUndefined();
});

test('overrides are parsed and typed', () => {
  const cfg = loadConfig({ PORT: '4000', DATABASE_URL: 'postgres://u@h:5/db', REDIS_URL: 'redis://h:1', ADMIN_PASSWORD: 'longenough' });
  expect(cfg).toMatchObject({ PORT: 4000, DATABASE_URL: 'postgres://u@h:5/db', REDIS_URL: 'redis://h:1' });
});

test('every problem is reported in one error', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', REDIS_URL: 'nope', ADMIN_EMAIL: 'root', ADMIN_PASSWORD: 'short' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems.join('\n');
  for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) expect(problems).toContain(name);
  expect(new Set((error as ConfigError).problems.map((p) => p.split(':')[0])).size).toBe(5);
  expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
});

test('empty strings count as unset', () => {
  expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
});

test('MUTATION_SCORE_THRESHOLD is a number in [0, 1], 0.9 by default', () => {
  expect(loadConfig({}).MUTATION_SCORE_THRESHOLD).toBe(0.9);
  expect(loadConfig({ MUTATION_SCORE_THRESHOLD: '0.95' }).MUTATION_SCORE_THRESHOLD).toBe(0.95);
  expect(loadConfig({ MUTATION_SCORE_THRESHOLD: '0' }).MUTATION_SCORE_THRESHOLD).toBe(0);
  expect(loadConfig({ MUTATION_SCORE_THRESHOLD: '1' }).MUTATION_SCORE_THRESHOLD).toBe(1);
  for (const bad of ['1.5', '-0.1', 'ninety', '90%']) {
    expect(() => loadConfig({ MUTATION_SCORE_THRESHOLD: bad })).toThrow(/MUTATION_SCORE_THRESHOLD: must be between 0 and 1|MUTATION_SCORE_THRESHOLD: must be a number between 0 and 1/);
  }
});
