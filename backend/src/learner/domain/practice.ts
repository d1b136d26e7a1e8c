import { secondsBetween } from './day';
import { enrolled } from './enrolment';
import type { StartPractice, SubmitPractice } from './learner-commands';
import type { PracticeStarted, PracticeSubmitted } from './learner-events';
import { LearnerRuleViolation } from './learner-rule-violation';
import { dayOfChallenge, type DayRecord, type LearnerState } from './learner-state';

/**
 * Practice replays a challenge whose day is resolved (solved, failed or abandoned), unrated: its events
 * touch nothing ELO, points, streaks or `resolvedCount` read, so the rated rules never see them.
 */
function practicableDay(state: LearnerState, challengeId: number): DayRecord {
  const day = dayOfChallenge(state, challengeId);
  if (!day) throw new LearnerRuleViolation('UNKNOWN_CHALLENGE', 'You have not played this challenge.');
  if (!day.resolution) throw new LearnerRuleViolation('PRACTICE_NOT_OPEN', 'Practice opens once the day’s challenge is over.');
  return day;
}

/** Starts a practice run, or keeps the open one (a reload resumes it): nothing is recorded then. */
export function startPractice({ data }: StartPractice, state: LearnerState): PracticeStarted[] {
  const { userId } = enrolled(state);
  const day = practicableDay(state, data.challengeId);
  const record = state.practice[day.challengeId];
  if (record?.open) return [];
  const run = (record?.runs ?? 0) + 1;
  return [{ type: 'PracticeStarted', data: { userId, challengeId: day.challengeId, date: day.date, run, startedAt: data.now } }];
}

/**
 * Records a graded practice answer in the open run (a correct answer ends it), without its SQL: the
 * stream is permanent and read on every request, so the SQL goes to the app's bounded practice log.
 * The daily cap is counted at the door (PracticeController), not here.
 */
export function submitPractice({ data }: SubmitPractice, state: LearnerState): [PracticeSubmitted] {
  const { userId } = enrolled(state);
  const day = practicableDay(state, data.challengeId);
  const open = state.practice[day.challengeId]?.open;
  if (!open) throw new LearnerRuleViolation('NO_PRACTICE_RUN', 'Start a practice run before submitting.');
  return [
    {
      type: 'PracticeSubmitted',
      data: {
        userId,
        challengeId: day.challengeId,
        date: day.date,
        run: open.run,
        correct: data.correct,
        error: data.error,
        seconds: secondsBetween(open.startedAt, data.now),
        submittedAt: data.now,
      },
    },
  ];
}
