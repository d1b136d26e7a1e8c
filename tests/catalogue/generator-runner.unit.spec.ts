import { runGeneration } from '../../backend/src/catalogue/application/generator/generation-runner';
import { isConcept } from '../../backend/src/catalogue/domain/concepts';
import type { ChallengeSource, PreparedChallenge } from '../../backend/src/grading/engine';

/** A sandbox stand-in: every candidate validates with one row. */
const prepare = async (): Promise<PreparedChallenge> => ({
  version: 2, setupSql: '', ordered: false, columns: ['x'], expected: [[1]], variants: [], discarded: [],
  mutation: { score: 1, total: 0, killed: 0, surviving: [], dropped: 0, threshold: 0.9, durationMs: 0 },
  problems: [],
});

describe('generate jobs hand back what catalogue challenges carry (issue 14)', () => {
  it('every generated challenge, family or shape template, has 1-3 concepts, 2-3 hints and an explanation', async () => {
    const out = await runGeneration(
      {
        templates: [
          { difficulty: 'expert', industry_context: 'hr', sql_concepts: ['ctes', 'window_functions'], count: 6, estimated_time: 8 },
          { difficulty: 'beginner', industry_context: 'gaming', sql_concepts: ['subqueries', 'filtering'], count: 4, estimated_time: 5 },
        ],
        seed: 11,
        existing: [],
      },
      { prepare },
    );
    expect(out.shortfall).toEqual([]);
    expect(out.challenges).toHaveLength(10);
    for (const c of out.challenges as Array<(typeof out.challenges)[number] & { concepts: string[]; hints: string[]; explanation: string }>) {
      expect([c.title, c.concepts.length >= 1 && c.concepts.length <= 3 && c.concepts.every(isConcept)]).toEqual([c.title, true]);
      expect(c.hints.length).toBeGreaterThanOrEqual(2);
      expect(c.hints.length).toBeLessThanOrEqual(3);
      expect(c.explanation).toMatch(/^### Approach\n[\s\S]*\n### Solution\n\n```sql\n[\s\S]*\n```\n\n### Common mistakes\n\n1\. [\s\S]*\n2\. /);
      expect(c).not.toHaveProperty('templateId');
    }
    // the expert batch mixes family templates with the new shapes
    expect(out.challenges.some((c) => /WITH RECURSIVE/.test(c.correct_solution))).toBe(true);
  });
});

describe('generated challenges carry their own author queries (issue 32)', () => {
  const template = { difficulty: 'intermediate' as const, industry_context: 'ecommerce' as const, sql_concepts: ['joins' as const], count: 1, estimated_time: 5 };

  it('validation receives each candidate accepts, rejects and invariants, and the answer carries them', async () => {
    const seen: ChallengeSource[] = [];
    const out = await runGeneration({ templates: [template], seed: 3, existing: [] }, { prepare: async (s) => (seen.push(s), prepare()) });
    expect(seen[0]?.authorQueries?.accepts.length).toBeGreaterThanOrEqual(2);
    expect(seen[0]?.authorQueries?.rejects.length).toBeGreaterThanOrEqual(4);
    expect(out.challenges[0]?.accepts).toEqual(seen[0]?.authorQueries?.accepts);
    expect(out.challenges[0]?.rejects).toEqual(seen[0]?.authorQueries?.rejects);
  });

  it('drops a wrong answer no dataset catches instead of the challenge; any other problem still refuses it', async () => {
    const uncaught = async (s: ChallengeSource): Promise<PreparedChallenge> => {
      const p = await prepare();
      const why = s.authorQueries!.rejects[1]!.why;
      return {
        ...p,
        problems: [`rejects[1] (${why}) passes every graded dataset: add sample rows or a hidden dataset that tells it apart.`],
        mutation: { ...p.mutation, authored: { accepts: 2, acceptsRejected: [], rejects: 4, rejectsCaught: 3, rejectsPassing: [{ index: 1, why }], candidatesDropped: 0 } },
      };
    };
    let sent: ChallengeSource | undefined;
    const out = await runGeneration({ templates: [template], seed: 3, existing: [] }, { prepare: async (s) => ((sent = s), uncaught(s)) });
    expect(out.challenges).toHaveLength(1);
    expect(out.challenges[0]!.rejects).toEqual(sent!.authorQueries!.rejects.filter((_, i) => i !== 1));

    const refused = await runGeneration(
      { templates: [template], seed: 3, existing: [] },
      { prepare: async (s) => ({ ...(await uncaught(s)), problems: [...(await uncaught(s)).problems, 'accepts[0] is a faithful reading but differs from the reference on the sample data'] }) },
    );
    expect(refused.challenges).toHaveLength(0);
    expect(refused.shortfall).toHaveLength(1);
  });
});
