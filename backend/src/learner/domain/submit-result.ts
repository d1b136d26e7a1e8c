import { MAX_ATTEMPTS } from './elo';
import type { EloChangeReason, EloChanged, LearnerEvent, SolutionSubmitted } from './learner-events';
import { dayOfChallenge, type LearnerState } from './learner-state';
import { hintPointsFactor } from './points';

/** The spec's Submit result; `correct_solution` is the caller's to fill, and only when `show_solution`. */
export interface SubmitResult {
  is_correct: boolean;
  attempt_number: number;
  max_attempts: number;
  remaining_attempts: number;
  points_earned: number;
  execution_time_seconds: number;
  elo_change: number;
  elo_pending: boolean;
  elo_status: string;
  error_message: string | null;
  show_solution: boolean;
  correct_solution: string | null;
  /** Hints revealed that day, and the share of points a correct answer keeps for them. */
  hints_used: number;
  points_factor: number;
}

const outcomeText: Record<EloChangeReason, string> = {
  solved_first_attempt: 'Perfect first try',
  solved_second_attempt: 'Solved on attempt 2',
  solved_third_attempt: 'Solved on attempt 3',
  failed_all_attempts: 'All attempts used',
  abandoned: 'Left unfinished',
};

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function eloStatus(change: EloChanged['data'] | undefined): string {
  if (!change) return 'ELO pending: it changes once you solve this challenge or use all your attempts.';
  return `${outcomeText[change.reason]}: ELO ${signed(change.delta)} (${change.before} → ${change.after}).`;
}

/** Builds the answer to a submit from the events `decide` returned and the state with them applied. */
export function submitResult(state: LearnerState, events: readonly LearnerEvent[]): SubmitResult {
  const submitted = events.find((e): e is SolutionSubmitted => e.type === 'SolutionSubmitted');
  if (!submitted) throw new RangeError('submitResult needs the SolutionSubmitted event of the submission');
  const change = events.find((e): e is EloChanged => e.type === 'EloChanged')?.data;
  const s = submitted.data;
  const day = dayOfChallenge(state, s.challengeId);
  const resolved = events.some((e) => e.type === 'DailyChallengeResolved') || !!day?.resolution;
  const hintsUsed = day?.hintsRevealed ?? 0;
  return {
    is_correct: s.correct,
    attempt_number: s.attemptNumber,
    max_attempts: MAX_ATTEMPTS,
    remaining_attempts: resolved ? 0 : MAX_ATTEMPTS - s.attemptNumber,
    points_earned: s.points,
    execution_time_seconds: s.seconds,
    elo_change: change?.delta ?? 0,
    elo_pending: !change && !s.correct,
    elo_status: eloStatus(change),
    error_message: s.error,
    show_solution: resolved,
    correct_solution: null,
    hints_used: hintsUsed,
    points_factor: hintPointsFactor(hintsUsed),
  };
}
