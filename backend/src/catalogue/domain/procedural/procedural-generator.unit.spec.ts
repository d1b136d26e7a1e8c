import { DIFFICULTIES, INDUSTRIES, SQL_CONCEPTS, TIER_BANDS } from '../generator.constants';
import { DuplicateGuard, fingerprint } from '../similarity';
import { CONCEPT_TEMPLATES } from './concepts';
import { proceduralCandidate, type ProceduralRequest } from './procedural-generator';

const req = (over: Partial<ProceduralRequest> = {}): ProceduralRequest => ({
  difficulty: 'intermediate', industry: 'ecommerce', concept: 'aggregation', estimatedTime: 5, ordinal: 0, attempt: 0, seed: 1, ...over,
});

/** How many mutually distinct challenges one (industry, concept) pair yields, as the runner asks for them. */
function capacity(industry: ProceduralRequest['industry'], concept: ProceduralRequest['concept']): number {
  const guard = new DuplicateGuard();
  let n = 0;
  for (let ordinal = 0; ordinal < 16; ordinal++) {
    for (let attempt = 0; attempt < 12; attempt++) {
      if (guard.claim(fingerprint(proceduralCandidate(req({ industry, concept, ordinal, attempt }))))) {
        n++;
        break;
      }
    }
  }
  return n;
}

describe('procedural generator', () => {
  it('is deterministic for a seed and varies with it', () => {
    expect(proceduralCandidate(req())).toEqual(proceduralCandidate(req()));
    expect(proceduralCandidate(req({ seed: 2 })).schema_setup).not.toEqual(proceduralCandidate(req()).schema_setup);
  });

  it('rates inside the tier band on the 50-point grid, harder concepts higher', () => {
    for (const difficulty of DIFFICULTIES) {
      const [lo, hi] = TIER_BANDS[difficulty];
      for (const concept of SQL_CONCEPTS) {
        const c = proceduralCandidate(req({ difficulty, concept }));
        expect(c.difficulty_rating % 50).toBe(0);
        expect(c.difficulty_rating).toBeGreaterThanOrEqual(lo);
        expect(c.difficulty_rating).toBeLessThanOrEqual(hi);
      }
      const easy = proceduralCandidate(req({ difficulty, concept: 'basic_select' })).difficulty_rating;
      const hard = proceduralCandidate(req({ difficulty, concept: 'window_functions' })).difficulty_rating;
      expect(hard).toBeGreaterThan(easy);
    }
  });

  it('states the output contract: no outer ORDER BY means "Row order does not matter."', () => {
    for (const industry of INDUSTRIES) {
      for (const concept of SQL_CONCEPTS) {
        for (let ordinal = 0; ordinal < CONCEPT_TEMPLATES[concept].length; ordinal++) {
          const c = proceduralCandidate(req({ industry, concept, ordinal }));
          const ordered = /\n(ORDER BY [^\n]*|LIMIT \d+);$/.test(c.correct_solution);
          expect([c.title, c.description.includes('Row order does not matter.')]).toEqual([c.title, !ordered]);
          expect(c.tags).toEqual(expect.arrayContaining([concept.replace(/_/g, '-'), industry]));
          const tables = [...c.schema_setup.matchAll(/CREATE TABLE (\w+)/g)].length;
          expect(tables).toBeGreaterThanOrEqual(1);
          expect(tables).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it('builds realistic datasets: keys, foreign keys, 8-30 rows a table, some NULLs', () => {
    const c = proceduralCandidate(req({ concept: 'joins' }));
    expect(c.schema_setup).toMatch(/id int PRIMARY KEY/);
    expect(c.schema_setup).toMatch(/REFERENCES customers\(id\)/);
    for (const block of c.schema_setup.split('\n\n')) {
      const rows = block.split('\n').filter((l) => l.startsWith('  (')).length;
      expect(rows).toBeGreaterThanOrEqual(8);
      expect(rows).toBeLessThanOrEqual(30);
    }
    expect(c.schema_setup).toMatch(/NULL\)/);
  });

  it('yields many distinct challenges per (industry, concept) pair', () => {
    const caps = SQL_CONCEPTS.map((concept) => [concept, Math.min(...(['ecommerce', 'gaming'] as const).map((i) => capacity(i, concept)))] as const);
    for (const [concept, n] of caps) expect([concept, n >= 5]).toEqual([concept, true]);
    console.log(`distinct challenges per pair (of 16 asked, min of two industries): ${caps.map(([c, n]) => `${c} ${n}`).join(', ')}`);
  });
});
