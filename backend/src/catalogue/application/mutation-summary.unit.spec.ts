import { mutationDetailFields, mutationFields, mutationTotals, readMutationReport } from './mutation-summary';

const report = {
  score: 0.95,
  total: 40,
  killed: 38,
  surviving: [
    { kind: 'comparison', description: '`amount >= 50` → `amount > 50`', sql: 'SELECT * FROM orders WHERE amount > 50' },
    { kind: 'limit', description: 'LIMIT 3 → LIMIT 4', sql: 'SELECT * FROM orders LIMIT 4', extra: 'dropped from views' },
  ],
  dropped: 3,
  threshold: 0.9,
  durationMs: 812,
};

describe('mutation summary', () => {
  it('reads a stored report and gives the list, detail and validate fields', () => {
    const r = readMutationReport(report);
    expect(mutationFields(r)).toEqual({ mutation_score: 0.95, mutants_total: 40, mutants_surviving: 2 });
    expect(mutationDetailFields(r)).toEqual({
      mutation_score: 0.95,
      mutants_total: 40,
      mutants_surviving: 2,
      mutants_killed: 38,
      mutants_dropped: 3,
      mutants_marked_equivalent: 0,
      surviving_mutants: [
        { kind: 'comparison', description: '`amount >= 50` → `amount > 50`', sql: 'SELECT * FROM orders WHERE amount > 50' },
        { kind: 'limit', description: 'LIMIT 3 → LIMIT 4', sql: 'SELECT * FROM orders LIMIT 4' },
      ],
    });
  });

  it('no report, a version-1 grading or a malformed one gives nulls and no mutants, never an error', () => {
    for (const stored of [null, undefined, 'x', [], { version: 1, variants: [] }, { ...report, score: 'high' }, { ...report, score: 1.5 }, { ...report, total: -1 }, { ...report, surviving: null }]) {
      const r = readMutationReport(stored);
      expect(r).toBeNull();
      expect(mutationDetailFields(r)).toEqual({
        mutation_score: null,
        mutants_total: null,
        mutants_surviving: null,
        mutants_killed: null,
        mutants_dropped: null,
        mutants_marked_equivalent: 0,
        surviving_mutants: [],
      });
    }
  });

  it('fills what a partial report lacks from what it has; mutants without SQL are skipped', () => {
    const r = readMutationReport({ score: 1, total: 5, surviving: [{ kind: 'distinct' }, null] });
    expect(r).toMatchObject({ score: 1, total: 5, killed: 5, surviving: [], dropped: 0 });
  });

  it('validate-all: mean score over the challenges that have one, summed counts', () => {
    expect(
      mutationTotals([
        { mutation_score: 1, mutants_total: 10, mutants_surviving: 0 },
        { mutation_score: null, mutants_total: null, mutants_surviving: null },
        { mutation_score: 0.8, mutants_total: 20, mutants_surviving: 4 },
      ]),
    ).toEqual({ mutation_score: 0.9, mutants_total: 30, mutants_surviving: 4 });
    expect(mutationTotals([])).toEqual({ mutation_score: null, mutants_total: null, mutants_surviving: null });
  });
});
