import { INDUSTRIES } from '../../backend/src/catalogue/domain/generator.constants';
import { CONCEPT_TEMPLATES } from '../../backend/src/catalogue/domain/procedural/concepts';
import { naturalTier, proceduralCandidate, shapeCandidate, type ProceduralCandidate } from '../../backend/src/catalogue/domain/procedural/procedural-generator';
import { SHAPE_TEMPLATES } from '../../backend/src/catalogue/domain/procedural/shapes';
import type { SqlConcept } from '../../backend/src/catalogue/domain/generator.constants';
import { parseSql } from '../../backend/src/grading/engine/sql-parser';

/**
 * Issue 32: every generator template writes its own author queries, from the same parameters as its
 * reference: at least 2 faithful readings and 4 plausible wrong answers (each with why and a learner-facing
 * case), all single SELECTs that PostgreSQL's parser accepts, none a copy of the reference or of each other.
 */
const SEEDS = [1, 2, 3, 4, 5, 6];
const key = (sql: string): string => sql.replace(/\s+/g, ' ').trim().replace(/;$/, '');

const conceptOf = new Map<string, SqlConcept>(
  (Object.entries(CONCEPT_TEMPLATES) as Array<[SqlConcept, Array<{ id: string }>]>).flatMap(([concept, ts]) => ts.map((t) => [t.id, concept] as const)),
);

function candidates(templateId: string): ProceduralCandidate[] {
  const shape = SHAPE_TEMPLATES.find((t) => t.id === templateId);
  return INDUSTRIES.flatMap((industry) =>
    SEEDS.map((seed) =>
      shape
        ? shapeCandidate(shape, { difficulty: naturalTier(shape), industry, concept: shape.sqlConcept, estimatedTime: 8 }, seed).candidate
        : proceduralCandidate({ difficulty: 'intermediate', industry, concept: conceptOf.get(templateId)!, estimatedTime: 5, ordinal: 0, attempt: 0, seed, templateId }),
    ),
  );
}

async function problemsOf(c: ProceduralCandidate): Promise<string[]> {
  const problems: string[] = [];
  const accepts = c.accepts ?? [];
  const rejects = c.rejects ?? [];
  if (accepts.length < 2) problems.push(`${accepts.length} accepts`);
  if (rejects.length < 4) problems.push(`${rejects.length} rejects`);
  const seen = new Map<string, string>([[key(c.correct_solution), 'the reference']]);
  const check = async (what: string, sql: string) => {
    const parsed = await parseSql(sql);
    if (!parsed.ok) problems.push(`${what} does not parse: ${parsed.error}`);
    else if (parsed.statements.length !== 1 || parsed.statements[0]!.type !== 'SelectStmt') problems.push(`${what} is not one SELECT`);
    const twin = seen.get(key(sql));
    if (twin) problems.push(`${what} repeats ${twin}`);
    seen.set(key(sql), what);
  };
  for (const [i, sql] of accepts.entries()) await check(`accepts[${i}]`, sql);
  for (const [i, r] of rejects.entries()) {
    await check(`rejects[${i}]`, r.sql);
    if (!r.why.trim()) problems.push(`rejects[${i}] has no why`);
    if (!r.case?.trim()) problems.push(`rejects[${i}] has no case`);
    if (/\d{4}-\d{2}-\d{2}|\d{3,}|'[^']*'/.test(r.case ?? '')) problems.push(`rejects[${i}] case names a value: ${r.case}`);
  }
  for (const [i, sql] of (c.invariants ?? []).entries()) {
    const parsed = await parseSql(sql);
    if (!parsed.ok) problems.push(`invariants[${i}] does not parse: ${parsed.error}`);
  }
  return problems;
}

const TEMPLATE_IDS = [...Object.values(CONCEPT_TEMPLATES).flat().map((t) => t.id), ...SHAPE_TEMPLATES.map((t) => t.id)];

describe('generator author queries', () => {
  it('covers every template', () => {
    expect(TEMPLATE_IDS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TEMPLATE_IDS).size).toBe(TEMPLATE_IDS.length);
  });

  test.each(TEMPLATE_IDS)('%s: ≥ 2 accepts and ≥ 4 rejects that parse, on every industry and seed', async (id) => {
    const failures: string[] = [];
    for (const c of candidates(id)) {
      const problems = await problemsOf(c);
      if (problems.length) failures.push(`${c.title}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('carries them on the candidate the runner validates', () => {
    const c = proceduralCandidate({ difficulty: 'intermediate', industry: 'hr', concept: 'joins', estimatedTime: 5, ordinal: 0, attempt: 0, seed: 7 });
    expect(c.accepts?.length).toBeGreaterThanOrEqual(2);
    expect(c.rejects?.every((r) => r.why && r.case)).toBe(true);
  });
});
