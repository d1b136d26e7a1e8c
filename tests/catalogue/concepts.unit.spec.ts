import { CONCEPTS, CONCEPT_SLUGS, isConcept, MAX_CONCEPTS } from '../../backend/src/catalogue/domain/concepts';
import { DEMO_CHALLENGES } from '../support/catalogue';

describe('concept taxonomy (issue 14)', () => {
  test('at least 24 concepts with unique kebab-case slugs, names, one-line descriptions and a band on the rating scale', () => {
    expect(CONCEPTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(CONCEPT_SLUGS).size).toBe(CONCEPTS.length);
    expect(new Set(CONCEPTS.map((c) => c.name)).size).toBe(CONCEPTS.length);
    for (const c of CONCEPTS) {
      expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.description.trim()).not.toBe('');
      expect(c.description).not.toContain('\n');
      expect(c.description.length).toBeLessThanOrEqual(120);
      const [low, high] = c.band;
      expect(low).toBeGreaterThanOrEqual(800);
      expect(high).toBeLessThanOrEqual(2000);
      expect(low).toBeLessThan(high);
    }
  });

  test('isConcept knows the slugs and nothing else', () => {
    expect(isConcept('anti-join')).toBe(true);
    expect(isConcept('recursive-cte')).toBe(true);
    expect(isConcept('Anti-Join')).toBe(false);
    expect(isConcept('joins')).toBe(false);
  });
});

describe('demo catalogue concepts', () => {
  test.each(DEMO_CHALLENGES.map((c) => [c.slug, c] as const))('%s: 1–3 distinct known concepts', (_slug, c) => {
    const concepts = c.concepts ?? [];
    expect(concepts.length).toBeGreaterThanOrEqual(1);
    expect(concepts.length).toBeLessThanOrEqual(MAX_CONCEPTS);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const k of concepts) expect(isConcept(k)).toBe(true);
  });

  test('the tags follow the reference solutions for the constructs that are easy to see', () => {
    for (const c of DEMO_CHALLENGES) {
      const sql = c.correct_solution.toLowerCase();
      const concepts: readonly string[] = c.concepts ?? [];
      if (concepts.includes('recursive-cte')) expect(sql).toContain('with recursive');
      if (concepts.includes('lag-lead')) expect(sql).toMatch(/\b(lag|lead)\s*\(/);
      if (concepts.includes('generate-series-calendar')) expect(sql).toContain('generate_series');
      if (concepts.includes('set-operations')) expect(sql).toMatch(/\b(union|intersect|except)\b/);
      if (concepts.includes('having')) expect(sql).toContain('having');
      if (concepts.includes('ranking-window')) expect(sql).toMatch(/\b(row_number|rank|dense_rank)\s*\(/);
      if (concepts.includes('self-join')) expect(sql).toMatch(/from (\w+) \w+\s+join \1 /);
      if (concepts.includes('cte')) expect(sql).toMatch(/^\s*with\b/);
    }
  });

  test('the demo catalogue covers a broad share of the taxonomy', () => {
    const used = new Set(DEMO_CHALLENGES.flatMap((c) => c.concepts ?? []));
    expect(used.size).toBeGreaterThanOrEqual(24);
  });
});
