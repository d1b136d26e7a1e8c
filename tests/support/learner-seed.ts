import type { INestApplicationContext } from '@nestjs/common';
import { LearnerProfiles, withEnrolment } from '../../backend/src/learner/application/daily/learner-profile';
import { LearnerRepository } from '../../backend/src/learner/application/learner.repository';
import type { ManualClock } from './product';

let seeded = 0;

/**
 * Solved days through the learner's own commands and decider (no grading), each on a challenge id of
 * its own that is none of the catalogue's: a quick way to give a learner a run. `dates` are the
 * learner's calendar dates; each is played at 12:00 UTC, so pick a zone where that is the same date.
 */
export async function seedSolvedDays(app: INestApplicationContext, clock: ManualClock, userId: number, dates: string[]): Promise<void> {
  const learners = app.get(LearnerRepository);
  const profile = await app.get(LearnerProfiles).get(userId);
  for (const date of dates) {
    const id = 900_000 + ++seeded;
    const at = (time: string) => `${date}T${time}.000Z`;
    clock.set(at('12:00:00'));
    await learners.execute(userId, (state) =>
      withEnrolment(state, profile, at('12:00:00'), [
        { type: 'AssignDaily', data: { candidates: [{ id, rating: 1200, estimatedMinutes: 5, category: 'SEED' }], now: at('12:00:00') } },
        { type: 'StartAttempt', data: { challengeId: id, now: at('12:00:10') } },
        { type: 'SubmitSolution', data: { challengeId: id, attemptId: 90_000_000 + id, sql: 'SELECT 1', correct: true, error: null, now: at('12:02:00') } },
      ]),
    );
  }
}

/** Spends held streak freezes at `now` as the day-end job would. */
export async function useFreezes(app: INestApplicationContext, userId: number, now: string): Promise<void> {
  await app.get(LearnerRepository).execute(userId, () => ({ type: 'UseStreakFreezes', data: { now } }), null);
}
