import { Bug } from 'lucide-react';
import type { AdminChallengeListItem } from '../api/types';
import { DEFAULT_MUTATION_THRESHOLD, formatMutationScore, mutationState } from '../utils/mutation';
import { plural } from '@/utils/format';

type Props = {
  challenge: Pick<AdminChallengeListItem, 'mutation_score' | 'mutants_total' | 'mutants_surviving'>;
  threshold?: number;
};

/** The list's mutation score line: '0.96 (2 surviving)', in the danger colour under the threshold; nothing before a validation measured it. */
export function MutationScore({ challenge, threshold = DEFAULT_MUTATION_THRESHOLD }: Props) {
  const state = mutationState(challenge, threshold);
  if (state.kind === 'none') return null;
  const of = state.total != null ? ` of ${plural(state.total, 'mutant')}` : '';
  const title = `Mutation score ${state.text}${of}${state.low ? `: under the threshold ${formatMutationScore(threshold)}` : ''}`;
  return (
    <div className={`mutation-score ${state.low ? 'low' : 'ok'}`} title={title} data-testid="mutation-score">
      <Bug size={12} aria-hidden />
      <span className="visually-hidden">Mutation score</span> {state.text}
    </div>
  );
}
