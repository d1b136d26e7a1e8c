import { decide, stateFrom } from '../learner-decider';
import type { LearnerCommand } from '../learner-commands';
import type { LearnerEvent } from '../learner-events';
import { LearnerRuleViolation, type LearnerRuleCode } from '../learner-rule-violation';

/** given(events).when(command).then(events) on the pure decider, in the manner of Emmett's DeciderSpecification. */
export function given(...history: (LearnerEvent | LearnerEvent[])[]) {
  const state = stateFrom(history.flat());
  return {
    when(command: LearnerCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: LearnerEvent[]) => expect(run()).toEqual(expected),
        thenNothing: () => expect(run()).toEqual([]),
        thenRefused(code: LearnerRuleCode) {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(LearnerRuleViolation);
          expect((caught as LearnerRuleViolation).code).toBe(code);
        },
        events: run,
      };
    },
  };
}
