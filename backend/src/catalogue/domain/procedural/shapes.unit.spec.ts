import { CONCEPTS, isConcept, MAX_CONCEPTS } from '../concepts';
import { DIFFICULTIES, INDUSTRIES, SQL_CONCEPTS, TIER_BANDS } from '../generator.constants';
import { CONCEPT_TEMPLATES } from './concepts';
import { CONCEPT_BAND_SLACK, naturalTier, proceduralCandidate, type ProceduralCandidate, shapeCandidate, suitsTier } from './procedural-generator';
import { SHAPE_TEMPLATES, SHAPES } from './shapes';

const normalise = (s: string): string => s.replace(/\s+/g, ' ').trim();
const band = (slug: string): readonly [number, number] => CONCEPTS.find((c) => c.slug === slug)!.band;

/** The static checks every generated challenge must pass (the sandbox checks live in tests/catalogue/generator-shapes.int.spec.ts). */
function staticProblems(c: ProceduralCandidate, columns?: string[]): string[] {
  const p: string[] = [];
  const ordered = /\n(ORDER BY [^\n]*|LIMIT \d+);$/.test(c.correct_solution);
  if (ordered === c.description.includes('Row order does not matter.')) p.push('row order: the text and the solution disagree');
  if (columns && /\bLIMIT\b/i.test(c.correct_solution)) p.push('LIMIT in the solution');
  for (const col of columns ?? []) if (!c.description.includes(`\`${col}\``)) p.push(`column ${col} is not named in the description`);
  if (c.hints.length < 2 || c.hints.length > 3) p.push(`${c.hints.length} hints`);
  if (new Set(c.hints).size !== c.hints.length) p.push('repeated hints');
  const solution = normalise(c.correct_solution).toLowerCase().replace(/;$/, '');
  for (const h of c.hints) {
    if (!h.trim() || h.length > 300) p.push(`hint length ${h.length}`);
    if (normalise(h).toLowerCase().includes(solution)) p.push('a hint gives the query away');
  }
  const headings = c.explanation.split('\n').filter((l) => l.startsWith('### '));
  if (headings.join('|') !== '### Approach|### Solution|### Common mistakes') p.push(`headings ${headings.join('|')}`);
  const approach = c.explanation.split('### Approach\n')[1]?.split('### Solution')[0] ?? '';
  if (approach.trim().length <= 80) p.push('short approach');
  const block = /^### Solution\n\n```sql\n([\s\S]*?)\n```$/m.exec(c.explanation)?.[1];
  if (!block || normalise(block) !== normalise(c.correct_solution)) p.push('the explanation does not show the solution');
  const mistakes = (c.explanation.split('### Common mistakes\n')[1] ?? '').split('\n').filter((l) => /^\d+\. \S/.test(l));
  if (mistakes.map((l) => l.slice(0, 2)).join() !== '1.,2.' || mistakes.some((l) => l.length <= 60)) p.push('two common mistakes expected');
  if (c.concepts.length < 1 || c.concepts.length > MAX_CONCEPTS || !c.concepts.every(isConcept)) p.push(`concepts ${c.concepts.join(',')}`);
  if (c.difficulty_rating % 50 !== 0 || c.difficulty_rating < 800 || c.difficulty_rating > 2000) p.push(`rating ${c.difficulty_rating}`);
  const tables = [...c.schema_setup.matchAll(/CREATE TABLE (\w+)/g)].length;
  if (tables < 1 || tables > 3) p.push(`${tables} tables`);
  if (!c.sample_data_description.trim() || !c.title.trim()) p.push('empty title or data description');
  return p;
}

describe('generator shapes', () => {
  it('has at least six shapes, each with templates, and the concepts the generator could not make before', () => {
    expect(SHAPES.length).toBeGreaterThanOrEqual(6);
    for (const shape of SHAPES) expect([shape, SHAPE_TEMPLATES.some((t) => t.shape === shape)]).toEqual([shape, true]);
    const taught = new Set(SHAPE_TEMPLATES.flatMap((t) => t.concepts));
    for (const slug of ['recursive-cte', 'running-total-frame', 'lag-lead', 'gaps-islands', 'semi-join', 'anti-join', 'funnels', 'sessionisation', 'top-n-per-group', 'deduplication']) {
      expect([slug, taught.has(slug as never)]).toEqual([slug, true]);
    }
    expect(new Set(SHAPE_TEMPLATES.map((t) => t.id)).size).toBe(SHAPE_TEMPLATES.length);
  });

  const combos = SHAPE_TEMPLATES.flatMap((t) => INDUSTRIES.map((industry) => [t.id, industry, t] as const));

  it.each(combos)('%s on %s: deterministic and passes the static checks for several seeds', (_id, industry, t) => {
    const req = { difficulty: naturalTier(t), industry, concept: t.sqlConcept, estimatedTime: 8 };
    for (const seed of [1, 2, 3, 17]) {
      const a = shapeCandidate(t, req, seed);
      expect(shapeCandidate(t, req, seed)).toEqual(a);
      expect([seed, staticProblems(a.candidate, a.columns)]).toEqual([seed, []]);
    }
    expect(shapeCandidate(t, req, 1).candidate.schema_setup).not.toEqual(shapeCandidate(t, req, 2).candidate.schema_setup);
  });

  it.each(SHAPE_TEMPLATES.map((t) => [t.id, t] as const))('%s: rating near its main concept band, offered only to tiers where it stays near it', (_id, t) => {
    const [lo, hi] = band(t.concepts[0]!);
    expect(t.rating).toBeGreaterThanOrEqual(lo - CONCEPT_BAND_SLACK);
    expect(t.rating).toBeLessThanOrEqual(hi + CONCEPT_BAND_SLACK);
    const natural = shapeCandidate(t, { difficulty: naturalTier(t), industry: 'ecommerce', concept: t.sqlConcept, estimatedTime: 8 }, 1).candidate;
    expect(natural.difficulty_rating).toBe(t.rating);
    for (const difficulty of DIFFICULTIES) {
      if (!suitsTier(t, difficulty)) continue;
      const r = shapeCandidate(t, { difficulty, industry: 'ecommerce', concept: t.sqlConcept, estimatedTime: 8 }, 1).candidate.difficulty_rating;
      expect(r).toBeGreaterThanOrEqual(Math.max(TIER_BANDS[difficulty][0], lo - CONCEPT_BAND_SLACK));
      expect(r).toBeLessThanOrEqual(Math.min(TIER_BANDS[difficulty][1], hi + CONCEPT_BAND_SLACK));
    }
  });

  it('every shape template is reachable from the admin form (some concept, tier and ordinal), with its own rating rules', () => {
    const reached = new Set<string>();
    for (const concept of SQL_CONCEPTS) {
      for (const difficulty of DIFFICULTIES) {
        for (let ordinal = 0; ordinal < 16; ordinal++) {
          const c = proceduralCandidate({ difficulty, industry: 'saas', concept, estimatedTime: 5, ordinal, attempt: 0, seed: 3 });
          reached.add(c.templateId);
          const t = SHAPE_TEMPLATES.find((s) => s.id === c.templateId);
          if (!t) continue;
          const [lo, hi] = band(t.concepts[0]!);
          expect(c.difficulty_rating).toBeGreaterThanOrEqual(Math.max(TIER_BANDS[difficulty][0], lo - CONCEPT_BAND_SLACK));
          expect(c.difficulty_rating).toBeLessThanOrEqual(Math.min(TIER_BANDS[difficulty][1], hi + CONCEPT_BAND_SLACK));
        }
      }
    }
    expect(SHAPE_TEMPLATES.map((t) => t.id).filter((id) => !reached.has(id))).toEqual([]);
  });

  it('a template can be asked for by id', () => {
    const c = proceduralCandidate({ difficulty: 'expert', industry: 'hr', concept: 'ctes', estimatedTime: 5, ordinal: 0, attempt: 0, seed: 1, templateId: 'hierarchy-subtree' });
    expect(c.templateId).toBe('hierarchy-subtree');
    expect(c.correct_solution).toMatch(/WITH RECURSIVE/);
    expect(() => proceduralCandidate({ difficulty: 'expert', industry: 'hr', concept: 'ctes', estimatedTime: 5, ordinal: 0, attempt: 0, seed: 1, templateId: 'nope' })).toThrow(/unknown template/);
  });
});

describe('family templates carry concepts, hints and an explanation too', () => {
  const legacy = SQL_CONCEPTS.flatMap((concept) => CONCEPT_TEMPLATES[concept].map((t) => [t.id, concept] as const));

  it.each(legacy)('%s', (id, concept) => {
    for (const industry of ['ecommerce', 'gaming'] as const) {
      const c = proceduralCandidate({ difficulty: 'intermediate', industry, concept, estimatedTime: 5, ordinal: 0, attempt: 0, seed: 5, templateId: id });
      expect(staticProblems(c)).toEqual([]);
      expect(c.hints).toHaveLength(3);
    }
  });
});
