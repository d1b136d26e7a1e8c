import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { INDUSTRIES } from '../../backend/src/catalogue/domain/generator.constants';
import { naturalTier, shapeCandidate } from '../../backend/src/catalogue/domain/procedural/procedural-generator';
import { SHAPE_TEMPLATES } from '../../backend/src/catalogue/domain/procedural/shapes';
import { prepareChallenge } from '../../backend/src/grading/engine';
import { DEFAULT_MUTATION_THRESHOLD } from '../../backend/src/grading/engine/prepare-challenge';
import { SandboxExecutor, sandboxUrls } from '../../backend/src/grading/sandbox';

/**
 * Issue 14, part 5: one generated challenge per shape template, validated as the admin's generate
 * job validates it (the real sandbox, mutants and hidden datasets): no problems, mutation score at
 * least the catalogue's bar. Industries rotate so each template meets a different theme.
 */
const cases = SHAPE_TEMPLATES.map((t, i) => [t.id, t, INDUSTRIES[i % INDUSTRIES.length]!] as const);

describe('generator shapes through the real sandbox', () => {
  let executor: SandboxExecutor;
  const report = join(process.env.TEST_DATA_DIR ?? '.data/test', 'generator-shapes-mutation.txt');

  beforeAll(() => {
    const url = process.env.TEST_SANDBOX_URL;
    if (!url) throw new Error('TEST_SANDBOX_URL is unset: run tests through jest');
    const urls = sandboxUrls(url);
    executor = new SandboxExecutor({ runnerUrl: urls.runnerUrl, watchdogUrl: urls.watchdogUrl, poolSize: 2 });
    mkdirSync(join(report, '..'), { recursive: true });
  });

  afterAll(async () => {
    await executor.close();
  });

  test.each(cases)('%s (%#) validates with a mutation score of at least 0.9', async (_id, t, industry) => {
    const { candidate: c, columns } = shapeCandidate(t, { difficulty: naturalTier(t), industry, concept: t.sqlConcept, estimatedTime: 8 }, 1);
    const prepared = await prepareChallenge(executor, { setupSql: c.schema_setup, referenceSql: c.correct_solution, expectedOutput: null });
    const m = prepared.mutation;
    appendFileSync(report, `${t.id}\t${industry}\tscore ${m.score}\tkilled ${m.killed}/${m.total}\tequivalent ${m.equivalent ?? 0}\tvariants ${prepared.variants.length}\t${m.durationMs} ms\t${m.surviving.map((s) => s.description).join(' | ')}\n`);
    expect(prepared.problems).toEqual([]);
    expect(prepared.columns).toEqual(columns);
    expect(prepared.expected.length).toBeGreaterThanOrEqual(1);
    expect(prepared.ordered).toBe(!c.description.includes('Row order does not matter.'));
    expect(m.score).toBeGreaterThanOrEqual(DEFAULT_MUTATION_THRESHOLD);
  }, 240_000);
});
