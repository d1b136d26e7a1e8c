import { DEMO_CHALLENGES } from '../../support/catalogue';
import { compareResults, detectOrdering } from '../../../backend/src/grading/engine';
import { type RunResult, type SandboxExecutor } from '../../../backend/src/grading/sandbox';
import { testExecutor } from '../../sandbox/sandbox-test-env';
import { type FairnessCases } from './types';

/**
 * Every hand-written fairness case of an industry's challenges matches the reference on the visible
 * sample: a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 * With `HIDDEN` (small hand-made datasets run after schema_setup), every right case must still match the
 * reference on each of them and every wrong case must differ on at least one: the cases are what they claim.
 */
export function describeSampleCheck(INDUSTRY: string, CASES: FairnessCases, HIDDEN?: Record<string, string[]>): void {
  const challenges = DEMO_CHALLENGES.filter((c) => c.industry === INDUSTRY);
  const queries = challenges.flatMap((c) => {
    const fc = CASES[c.slug];
    return fc
      ? [...fc.wrong.map((w, i) => [c.slug, `wrong ${i + 1}`, w.sql] as const), ...fc.right.map((sql, i) => [c.slug, `right ${i + 1}`, sql] as const)]
      : [];
  });

    describe(`${INDUSTRY} fairness cases on the visible sample`, () => {
    let executor: SandboxExecutor;
    const references = new Map<string, Promise<{ ordered: boolean; result: RunResult }>>();

    const reference = (slug: string): Promise<{ ordered: boolean; result: RunResult }> => {
      let hit = references.get(slug);
      if (!hit) {
        const c = challenges.find((x) => x.slug === slug);
        if (!c) throw new Error(`unknown challenge ${slug}`);
        hit = (async () => {
          const order = await detectOrdering(c.correct_solution);
          if (!order.ok) throw new Error(order.error);
          const result = await executor.run(`fair-ref:${slug}`, { setupSql: c.schema_setup, sql: c.correct_solution });
          expect(result.error).toBeNull();
          return { ordered: order.ordered, result };
        })();
        references.set(slug, hit);
      }
      return hit;
    };

    beforeAll(() => {
      executor = testExecutor();
    });

    afterAll(async () => {
      await executor.close();
    });

    test('every challenge of the industry has at least 3 wrong and 2 right cases, and every case names a challenge', () => {
      expect(challenges.filter((c) => (CASES[c.slug]?.wrong.length ?? 0) < 3 || (CASES[c.slug]?.right.length ?? 0) < 2).map((c) => c.slug)).toEqual([]);
      expect(Object.keys(CASES).filter((s) => !challenges.some((c) => c.slug === s))).toEqual([]);
    });

    test.each(queries)('%s, %s: same rows as the reference on the sample', async (slug, label, sql) => {
      const c = challenges.find((x) => x.slug === slug);
      if (!c) throw new Error(`unknown challenge ${slug}`);
      const ref = await reference(slug);
      const got = await executor.run(`fair:${slug}:${label}`, { setupSql: c.schema_setup, sql });
      expect(got.error).toBeNull();
      const verdict = compareResults({ columnCount: ref.result.columns.length, rows: ref.result.rows }, { columnCount: got.columns.length, rows: got.rows }, ref.ordered);
      expect(verdict).toEqual({ match: true, hint: null });
    });

    const compareOn = async (slug: string, dataset: number, sql: string, label: string): Promise<boolean> => {
      const c = challenges.find((x) => x.slug === slug);
      if (!c) throw new Error(`unknown challenge ${slug}`);
      const setupSql = `${c.schema_setup}\n${HIDDEN?.[slug]?.[dataset] ?? ''}`;
      const order = await detectOrdering(c.correct_solution);
      if (!order.ok) throw new Error(order.error);
      const ref = await executor.run(`fair-hidden-ref:${slug}:${dataset}`, { setupSql, sql: c.correct_solution });
      expect(ref.error).toBeNull();
      const got = await executor.run(`fair-hidden:${slug}:${dataset}:${label}`, { setupSql, sql });
      if (got.error) return false;
      return compareResults({ columnCount: ref.columns.length, rows: ref.rows }, { columnCount: got.columns.length, rows: got.rows }, order.ordered).match;
    };

    if (!HIDDEN) return;
    test.each(challenges.map((c) => [c.slug] as const))('%s: the hand-made hidden datasets reject every wrong case and accept every right one', async (slug) => {
      const fc = CASES[slug];
      const datasets = HIDDEN?.[slug] ?? [];
      expect(datasets.length).toBeGreaterThan(0);
      if (!fc) throw new Error(`no cases for ${slug}`);
      const survivors: string[] = [];
      for (const [i, w] of fc.wrong.entries()) {
        let killed = false;
        for (let d = 0; d < datasets.length && !killed; d += 1) killed = !(await compareOn(slug, d, w.sql, `wrong ${i + 1}`));
        if (!killed) survivors.push(`wrong ${i + 1}: ${w.mistake}`);
      }
      const rejected: string[] = [];
      for (const [i, sql] of fc.right.entries()) {
        for (let d = 0; d < datasets.length; d += 1) if (!(await compareOn(slug, d, sql, `right ${i + 1}`))) rejected.push(`right ${i + 1} on dataset ${d + 1}`);
      }
      expect({ survivors, rejected }).toEqual({ survivors: [], rejected: [] });
    });
  });
}
