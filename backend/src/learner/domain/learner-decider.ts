import { abandonDay } from './abandonment';
import { startAttempt } from './attempts';
import { assignDaily } from './daily-assignment';
import { enrol } from './enrolment';
import { revealHint } from './hints';
import { startPractice, submitPractice } from './practice';
import type { LearnerCommand } from './learner-commands';
import type { LearnerEvent } from './learner-events';
import { evolve, initialState, type LearnerState } from './learner-state';
import { deleteAttempt, recalculateElo } from './recalculation';
import { regradeSubmission } from './regrade';
import { useStreakFreezes } from './streaks';
import { submitSolution } from './submission';

/** The learner stream's rules: throws LearnerRuleViolation when the command is not allowed. */
export function decide(command: LearnerCommand, state: LearnerState): LearnerEvent[] {
  switch (command.type) {
    case 'Enrol':
      return enrol(command, state);
    case 'AssignDaily':
      return assignDaily(command, state);
    case 'StartAttempt':
      return startAttempt(command, state);
    case 'SubmitSolution':
      return submitSolution(command, state);
    case 'AbandonDay':
      return abandonDay(command, state);
    case 'DeleteAttempt':
      return deleteAttempt(command, state);
    case 'RecalculateElo':
      return recalculateElo(command, state);
    case 'RegradeSubmission':
      return regradeSubmission(command, state);
    case 'RevealHint':
      return revealHint(command, state);
    case 'StartPractice':
      return startPractice(command, state);
    case 'SubmitPractice':
      return submitPractice(command, state);
    case 'UseStreakFreezes':
      return useStreakFreezes(command, state);
  }
}

/** Emmett's decider shape, for a command handler that loads, decides and appends. */
export const learnerDecider = { decide, evolve, initialState: () => initialState };

export const stateFrom = (events: readonly LearnerEvent[]): LearnerState => events.reduce(evolve, initialState);
