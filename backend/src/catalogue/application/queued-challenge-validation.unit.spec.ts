import type { RuntimeConfig } from '../../platform/config/runtime-config';
import { type Grader, type PreparedChallenge, type SandboxExecutor, SandboxJobHandlers } from '../../grading';
import type { JobsClient } from '../../platform/jobs/jobs.client';
import { QueuedChallengeValidation } from './queued-challenge-validation';

const SETUP = 'CREATE TABLE t (id int PRIMARY KEY, v int NOT NULL); INSERT INTO t VALUES (1, 10);';
const cfg = (threshold: number) => ({ env: { MUTATION_SCORE_THRESHOLD: threshold } }) as unknown as RuntimeConfig;
const mutation = { score: 0.75, total: 4, killed: 3, surviving: [{ kind: 'comparison', description: '`v >= 10` → `v > 10`', sql: 'SELECT * FROM t WHERE v > 10' }], dropped: 0, threshold: 0.95, durationMs: 12 };
const prepared = (over: Partial<PreparedChallenge> = {}) =>
  ({ version: 2, setupSql: SETUP, ordered: false, columns: ['id'], expected: [[1]], variants: [], discarded: [], mutation, problems: [], ...over }) as PreparedChallenge;

describe('QueuedChallengeValidation', () => {
  const jobs = (result: unknown) => {
    const run = jest.fn(async (..._args: unknown[]) => result);
    return { client: { run } as unknown as JobsClient, run };
  };

  it('sends the hidden datasets and the configured threshold with the job; every input is in the job id', async () => {
    const { client, run } = jobs(prepared());
    const input = { challengeId: 7, schemaSetup: SETUP, correctSolution: 'SELECT id FROM t', expectedOutput: null, hiddenDatasets: ['DELETE FROM t'] };
    const outcome = await new QueuedChallengeValidation(client, cfg(0.95)).validate(input);
    expect(run.mock.calls[0]!.slice(0, 3)).toEqual([
      'sandbox',
      'validate-challenge',
      { setupSql: SETUP, referenceSql: 'SELECT id FROM t', expectedOutput: null, hiddenDatasets: ['DELETE FROM t'], mutationThreshold: 0.95 },
    ]);
    expect(outcome).toMatchObject({ ok: true, error: null, mutation: { score: 0.75, total: 4, killed: 3, surviving: mutation.surviving } });

    await new QueuedChallengeValidation(client, cfg(0.9)).validate(input);
    await new QueuedChallengeValidation(client, cfg(0.95)).validate({ ...input, hiddenDatasets: ['DELETE FROM t WHERE id = 2'] });
    await new QueuedChallengeValidation(client, cfg(0.95)).validate({ ...input, hiddenDatasets: undefined });
    const ids = run.mock.calls.map((c) => (c[3] as { jobId: string }).jobId);
    expect(new Set(ids).size).toBe(4);
    expect(run.mock.calls[3]![2]).toMatchObject({ hiddenDatasets: [] });
  });

  it('a validation that fails keeps its mutation report; a version-1 answer has none', async () => {
    const below = prepared({ problems: ['mutation score 0.75 is under the threshold 0.95'] });
    const failed = await new QueuedChallengeValidation(jobs(below).client, cfg(0.95)).validate({ challengeId: 1, schemaSetup: SETUP, correctSolution: 'SELECT 1', expectedOutput: null });
    expect(failed).toMatchObject({ ok: false, error: 'mutation score 0.75 is under the threshold 0.95', mutation: { score: 0.75 } });
    const { mutation: _none, ...v1 } = prepared({ version: 1 as unknown as 2 });
    const old = await new QueuedChallengeValidation(jobs(v1).client, cfg(0.9)).validate({ challengeId: 1, schemaSetup: SETUP, correctSolution: 'SELECT 1', expectedOutput: null });
    expect(old.mutation).toBeNull();
  });

  it('no hidden datasets: no sandbox job; errors are joined', async () => {
    const { client, run } = jobs({ ok: false, errors: ['dataset 1 does not run after the setup: x', 'dataset 2 does not run after the setup: y'] });
    const v = new QueuedChallengeValidation(client, cfg(0.9));
    expect(await v.checkHiddenDatasets(SETUP, [])).toEqual({ ok: true, error: null });
    expect(run).not.toHaveBeenCalled();
    expect(await v.checkHiddenDatasets(SETUP, ['a', 'b'])).toEqual({ ok: false, error: 'dataset 1 does not run after the setup: x; dataset 2 does not run after the setup: y' });
    expect(run.mock.calls[0]!.slice(0, 3)).toEqual(['sandbox', 'check-hidden-datasets', { setupSql: SETUP, scripts: ['a', 'b'] }]);
  });
});

describe('SandboxJobHandlers', () => {
  const handlers = (runs: Array<{ error: { kind: string; message: string } | null }>, threshold = 0.9) => {
    const prepare = jest.fn(async () => prepared());
    const run = jest.fn(async () => runs.shift() ?? { error: null });
    const grader = { prepareChallenge: prepare } as unknown as Grader;
    const executor = { run } as unknown as SandboxExecutor;
    return { h: new SandboxJobHandlers(grader, executor, cfg(threshold)), prepare, run };
  };

  it('validate passes the hidden datasets and the threshold to prepareChallenge (the worker’s own threshold for older jobs)', async () => {
    const { h, prepare } = handlers([], 0.85);
    await h.validate({ setupSql: SETUP, referenceSql: 'SELECT 1', expectedOutput: null, hiddenDatasets: ['DELETE FROM t'], mutationThreshold: 0.95 });
    await h.validate({ setupSql: SETUP, referenceSql: 'SELECT 1', expectedOutput: null });
    expect(prepare.mock.calls).toEqual([
      [{ setupSql: SETUP, referenceSql: 'SELECT 1', expectedOutput: null, hiddenDatasets: ['DELETE FROM t'], mutationThreshold: 0.95 }],
      [{ setupSql: SETUP, referenceSql: 'SELECT 1', expectedOutput: null, hiddenDatasets: [], mutationThreshold: 0.85 }],
    ]);
  });

  it('check-hidden-datasets: refused statically without a sandbox run; each script runs after the setup; the database’s reason per dataset', async () => {
    const refused = handlers([]);
    expect(await refused.h.checkHiddenDatasets({ setupSql: SETUP, scripts: ['DROP TABLE t'] })).toEqual({
      ok: false,
      errors: ['dataset 1, statement 1 (DROP TABLE t): only INSERT, UPDATE and DELETE are allowed'],
    });
    expect(refused.run).not.toHaveBeenCalled();

    const { h, run } = handlers([{ error: null }, { error: { kind: 'setup', message: `The challenge's data could not be loaded: duplicate key value violates unique constraint "t_pkey"` } }]);
    expect(await h.checkHiddenDatasets({ setupSql: SETUP, scripts: ['UPDATE t SET v = 11', 'INSERT INTO t VALUES (1, 5)'] })).toEqual({
      ok: false,
      errors: ['dataset 2 does not run after the setup: duplicate key value violates unique constraint "t_pkey"'],
    });
    expect(run.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      { setupSql: `${SETUP}\n;\nUPDATE t SET v = 11`, sql: 'SELECT 1' },
      { setupSql: `${SETUP}\n;\nINSERT INTO t VALUES (1, 5)`, sql: 'SELECT 1' },
    ]);
  });

  it('check-hidden-datasets: an unreachable sandbox is retried, not reported as the author’s mistake', async () => {
    const { h } = handlers([{ error: { kind: 'internal', message: 'The SQL sandbox is unavailable right now; please try again.' } }]);
    await expect(h.checkHiddenDatasets({ setupSql: SETUP, scripts: ['UPDATE t SET v = 11'] })).rejects.toThrow(/unavailable/);
  });
});
