import { CATALOGUE as DEMO_CHALLENGES } from '../support/catalogue';

/** Whitespace collapsed to single spaces, trimmed. */
const normalise = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

/** The explanation's sql block without its `--` comment lines, normalised. */
function solutionBlock(explanation: string): string | null {
  const m = /^### Solution\n\n```sql\n([\s\S]*?)\n```$/m.exec(explanation);
  if (!m?.[1]) return null;
  return normalise(
    m[1]
      .split('\n')
      .filter((l) => !l.trim().startsWith('--'))
      .join('\n'),
  );
}

describe('catalogue hints and explanations (every content file)', () => {
  test.each(DEMO_CHALLENGES.map((c) => [c.slug, c] as const))('%s: 2–3 hints that do not give the query away', (_slug, c) => {
    const hints = c.hints ?? [];
    expect(hints.length).toBeGreaterThanOrEqual(2);
    expect(hints.length).toBeLessThanOrEqual(3);
    const solution = normalise(c.correct_solution).toLowerCase();
    for (const h of hints) {
      expect(h.trim()).not.toBe('');
      // short: a nudge, not a tutorial (the hardest challenges' third hints run longest)
      expect(h.length).toBeLessThanOrEqual(520);
      expect(normalise(h).toLowerCase()).not.toContain(solution);
      expect(normalise(h).toLowerCase()).not.toContain(solution.replace(/;$/, ''));
    }
    expect(new Set(hints).size).toBe(hints.length);
  });

  test.each(DEMO_CHALLENGES.map((c) => [c.slug, c] as const))('%s: explanation with approach, the reference solution and two mistakes', (_slug, c) => {
    const e = c.explanation ?? '';
    const headings = e.split('\n').filter((l) => l.startsWith('### '));
    expect(headings).toEqual(['### Approach', '### Solution', '### Common mistakes']);
    const [, afterApproach = ''] = e.split('### Approach\n');
    const [approach = ''] = afterApproach.split('### Solution');
    expect(approach.trim().length).toBeGreaterThan(80);
    expect(solutionBlock(e)).toBe(normalise(c.correct_solution));
    const [, mistakes = ''] = e.split('### Common mistakes\n');
    const items = mistakes.split('\n').filter((l) => /^\d+\. \S/.test(l));
    expect(items.map((l) => l.slice(0, 2))).toEqual(['1.', '2.']);
    for (const item of items) expect(item.length).toBeGreaterThan(60);
  });

  test('the comparison catches a changed solution', () => {
    const [c] = DEMO_CHALLENGES;
    if (!c?.explanation) throw new Error('empty catalogue');
    const altered = c.explanation.replace(/```sql\n([\s\S]*?)\n```/, (_m, sql: string) => '```sql\n' + sql.replace(/\bORDER BY\b/, 'ORDER  BY 1,') + '\n```');
    expect(solutionBlock(altered)).not.toBe(normalise(c.correct_solution));
  });
});
