import { describe, expect, it } from 'vitest';
import { formatMutationScore, mutantKindLabel, mutationState } from './mutation';

describe('mutation score helpers', () => {
  it('rounds down to two decimals so a score under the threshold never reads as the threshold', () => {
    expect(formatMutationScore(0.899)).toBe('0.89');
    expect(formatMutationScore(0.96)).toBe('0.96');
    expect(formatMutationScore(0.29)).toBe('0.29');
    expect(formatMutationScore(1)).toBe('1.00');
    expect(formatMutationScore(0)).toBe('0.00');
  });

  it("'0.96 (2 surviving)', low under the threshold, none without a score", () => {
    expect(mutationState({ mutation_score: 0.96, mutants_total: 50, mutants_surviving: 2 })).toEqual({ kind: 'scored', score: 0.96, text: '0.96 (2 surviving)', surviving: 2, total: 50, low: false });
    expect(mutationState({ mutation_score: 0.85, mutants_total: 20, mutants_surviving: 3 })).toMatchObject({ text: '0.85 (3 surviving)', low: true });
    expect(mutationState({ mutation_score: 0.85, mutants_total: 20, mutants_surviving: 3 }, 0.8)).toMatchObject({ low: false });
    expect(mutationState({ mutation_score: 0.9, mutants_total: 10, mutants_surviving: 1 })).toMatchObject({ low: false });
    expect(mutationState({ mutation_score: null, mutants_total: null, mutants_surviving: null })).toEqual({ kind: 'none' });
    expect(mutationState({})).toEqual({ kind: 'none' });
  });

  it('labels mutation kinds', () => {
    expect(mutantKindLabel('conjunct-dropped')).toBe('Conjunct dropped');
    expect(mutantKindLabel('comparison')).toBe('Comparison');
  });
});
