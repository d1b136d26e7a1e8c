import { prng } from '../../../kernel/prng';
import { PICK_WINDOW, type ChallengeCandidate } from '../assignment';
import { LearnerRuleViolation } from '../learner-rule-violation';
import { decide } from '../learner-decider';
import { evolve, initialState, type LearnerState } from '../learner-state';
import type { LearnerCommand } from '../learner-commands';
import { assignDaily, enrol, startAttempt, submit } from './learner-fixtures';

/**
 * A year of daily practice through the real learner decider (issue 14): each simulated learner is
 * assigned the day's challenge (AssignDaily → StartAttempt → SubmitSolution, ELO moving by the product's
 * own rules) and solves it on the first try with probability `firstTry`, then `laterTry` on each later
 * attempt. Counts days with a challenge, repeats, "come back tomorrow" days and days whose challenge was
 * within ±window of the learner's ELO at assignment. Candidates carry their concepts, so the adaptive pick
 * (issue 15) plays its part: the days it chose a weak or due concept are counted by reason and concept.
 */
export interface YearOptions {
  candidates: readonly ChallengeCandidate[];
  starts: readonly number[];
  days: number;
  seed: number;
  firstTry: number;
  laterTry: number;
  window: number;
}

export interface LearnerYear {
  start: number;
  end: number;
  assigned: number;
  repeats: number;
  dry: number;
  firstDryDay: number | null;
  near: number;
  /** Days the adaptive pick chose for a concept, by reason (issue 15). */
  weakConceptDays: number;
  reviewDays: number;
  /** Adaptive days by concept slug. */
  pickedConcepts: Record<string, number>;
  /** Adaptive picks further than PICK_WINDOW from the ELO at assignment (the pick promises none). */
  adaptiveOutsideWindow: number;
}

export function simulateYear(opts: YearOptions): LearnerYear[] {
  let nextAttemptId = 1;
  return opts.starts.map((start, userIndex) => {
    const random = prng(opts.seed * 1000 + userIndex);
    // The state is folded as events come (the fixtures' LearnerStream re-folds the whole stream per command).
    let state: LearnerState = initialState;
    const learner = {
      get state() {
        return state;
      },
      do(command: LearnerCommand) {
        const produced = decide(command, state);
        state = produced.reduce(evolve, state);
        return produced;
      },
    };
    const day0 = Date.parse('2026-01-01T08:00:00.000Z');
    const at = (day: number, minutes: number) => new Date(day0 + day * 86_400_000 + minutes * 60_000).toISOString();
    learner.do(enrol(at(0, 0), { userId: 100 + userIndex, initialElo: start, timezone: 'UTC' }));
    const seen = new Set<number>();
    const out: LearnerYear = { start, end: start, assigned: 0, repeats: 0, dry: 0, firstDryDay: null, near: 0, weakConceptDays: 0, reviewDays: 0, pickedConcepts: {}, adaptiveOutsideWindow: 0 };
    for (let day = 0; day < opts.days; day++) {
      const elo = learner.state.elo;
      let challengeId: number;
      try {
        const [assigned] = learner.do(assignDaily(at(day, 1), [...opts.candidates]));
        if (assigned?.type !== 'DailyChallengeAssigned') continue;
        challengeId = assigned.data.challengeId;
        if (Math.abs(assigned.data.challengeRating - elo) <= opts.window) out.near++;
        const reason = assigned.data.reason;
        if (reason) {
          if (reason.kind === 'weak_concept') out.weakConceptDays++;
          else out.reviewDays++;
          out.pickedConcepts[reason.concept] = (out.pickedConcepts[reason.concept] ?? 0) + 1;
          if (Math.abs(assigned.data.challengeRating - elo) > PICK_WINDOW) out.adaptiveOutsideWindow++;
        }
      } catch (err) {
        if (!(err instanceof LearnerRuleViolation)) throw err;
        out.dry++;
        out.firstDryDay ??= day + 1;
        continue;
      }
      out.assigned++;
      if (seen.has(challengeId)) out.repeats++;
      seen.add(challengeId);
      for (let attempt = 1; attempt <= 3; attempt++) {
        learner.do(startAttempt(at(day, 2 + attempt * 3), challengeId));
        const correct = random() < (attempt === 1 ? opts.firstTry : opts.laterTry);
        learner.do(submit(at(day, 3 + attempt * 3), correct, nextAttemptId++, challengeId));
        if (correct) break;
      }
    }
    out.end = learner.state.elo;
    return out;
  });
}
