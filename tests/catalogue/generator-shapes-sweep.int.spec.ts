import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { INDUSTRIES } from '../../backend/src/catalogue/domain/generator.constants';
import { naturalTier, shapeCandidate } from '../../backend/src/catalogue/domain/procedural/procedural-generator';
import { SHAPE_TEMPLATES } from '../../backend/src/catalogue/domain/procedural/shapes';
import { prepareChallenge } from '../../backend/src/grading/engine';
import { DEFAULT_MUTATION_THRESHOLD } from '../../backend/src/grading/engine/prepare-challenge';
import { SandboxExecutor, sandboxUrls } from '../../backend/src/grading/sandbox';

/**
 * Opt-in measurement (GENERATOR_SHAPES_SWEEP=1): every shape template on every industry and a few
 * seeds through the real sandbox, with the mutation scores written to
 * <TEST_DATA_DIR>/generator-shapes-sweep.tsv. In production a candidate that fails validation is
 * regenerated with the next attempt, so the bar here is a pass rate, not every single dataset.
 */
const run = process.env.GENERATOR_SHAPES_SWEEP === '1' ? describe : describe.skip;
const SEEDS = (process.env.GENERATOR_SHAPES_SEEDS ?? '1,2').split(',').map(Number);

run('generator shapes: sweep over industries and seeds', () => {
  let executor: SandboxExecutor;
  const report = join(process.env.TEST_DATA_DIR ?? '.data/test', 'generator-shapes-sweep.tsv');

  beforeAll(() => {
    const urls = sandboxUrls(process.env.TEST_SANDBOX_URL ?? '');
    executor = new SandboxExecutor({ runnerUrl: urls.runnerUrl, watchdogUrl: urls.watchdogUrl, poolSize: 2 });
    mkdirSync(join(report, '..'), { recursive: true });
  });

  afterAll(async () => {
    await executor.close();
  });

  test.each(SHAPE_TEMPLATES.map((t) => [t.id, t] as const))('%s: most industries and seeds validate', async (_id, t) => {
    let passed = 0;
    let total = 0;
    for (const industry of INDUSTRIES) {
      for (const seed of SEEDS) {
        const { candidate: c } = shapeCandidate(t, { difficulty: naturalTier(t), industry, concept: t.sqlConcept, estimatedTime: 8 }, seed);
        const p = await prepareChallenge(executor, { setupSql: c.schema_setup, referenceSql: c.correct_solution, expectedOutput: null });
        const ok = p.problems.length === 0 && p.expected.length > 0 && p.mutation.score >= DEFAULT_MUTATION_THRESHOLD;
        total++;
        if (ok) passed++;
        appendFileSync(report, `${t.id}\t${industry}\t${seed}\t${p.mutation.score}\t${p.mutation.killed}/${p.mutation.total}\t${ok ? 'ok' : 'FAIL'}\t${p.problems.join(' ; ').slice(0, 400)}\n`);
      }
    }
    expect(passed / total).toBeGreaterThanOrEqual(0.75);
  }, 900_000);
});
