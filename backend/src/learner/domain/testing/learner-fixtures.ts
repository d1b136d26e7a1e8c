import type { ChallengeCandidate } from '../assignment';
import type { AbandonDay, AssignDaily, Enrol, StartAttempt, SubmitSolution } from '../learner-commands';
import { decide, stateFrom } from '../learner-decider';
import type {
  AttemptStarted,
  DailyChallengeAssigned,
  DailyChallengeResolved,
  LearnerCommand,
  LearnerEnrolled,
  LearnerEvent,
  SolutionSubmitted,
} from '../index';

export const USER = 7;
export const DAY = '2025-01-10';
export const CHALLENGE = 101;

export const enrolled = (data: Partial<LearnerEnrolled['data']> = {}): LearnerEnrolled => ({
  type: 'LearnerEnrolled',
  data: { userId: USER, initialElo: 1200, timezone: 'UTC', enrolledAt: '2025-01-01T08:00:00.000Z', ...data },
});

export const assigned = (data: Partial<DailyChallengeAssigned['data']> = {}): DailyChallengeAssigned => ({
  type: 'DailyChallengeAssigned',
  data: {
    userId: USER,
    challengeId: CHALLENGE,
    date: DAY,
    challengeRating: 1200,
    allowanceSeconds: 600,
    category: 'joins',
    assignedAt: `${data.date ?? DAY}T08:00:00.000Z`,
    ...data,
  },
});

export const started = (data: Partial<AttemptStarted['data']> = {}): AttemptStarted => ({
  type: 'AttemptStarted',
  data: { userId: USER, challengeId: CHALLENGE, date: DAY, attemptNumber: 1, startedAt: `${data.date ?? DAY}T09:00:00.000Z`, ...data },
});

export const submitted = (data: Partial<SolutionSubmitted['data']> = {}): SolutionSubmitted => ({
  type: 'SolutionSubmitted',
  data: {
    userId: USER,
    challengeId: CHALLENGE,
    date: DAY,
    attemptId: 1000 + (data.attemptNumber ?? 1),
    attemptNumber: 1,
    sql: 'select 1',
    correct: false,
    seconds: 60,
    cumulativeSeconds: 60,
    points: 0,
    error: 'expected 3 rows, got 2',
    submittedAt: `${data.date ?? DAY}T09:01:00.000Z`,
    ...data,
  },
});

/** A day that ended with `outcome`, as far as the streak and K rules care. */
export function resolvedDay(date: string, challengeId: number, outcome: DailyChallengeResolved['data']['outcome'] = 'solved'): LearnerEvent[] {
  return [
    assigned({ date, challengeId }),
    started({ date, challengeId }),
    {
      type: 'DailyChallengeResolved',
      data: { userId: USER, challengeId, date, outcome, attempts: 1, points: 0, totalSeconds: 60, eloBefore: 1200, eloAfter: 1200, resolvedAt: `${date}T10:00:00.000Z` },
    },
  ];
}

export const candidate = (id: number, rating: number, estimatedMinutes: number | null = 10): ChallengeCandidate => ({ id, rating, estimatedMinutes, category: 'joins' });

export const enrol = (now: string, data: Partial<Enrol['data']> = {}): Enrol => ({
  type: 'Enrol',
  data: { userId: USER, initialElo: 1200, timezone: 'UTC', now, ...data },
});
export const assignDaily = (now: string, candidates: ChallengeCandidate[]): AssignDaily => ({ type: 'AssignDaily', data: { candidates, now } });
export const startAttempt = (now: string, challengeId = CHALLENGE): StartAttempt => ({ type: 'StartAttempt', data: { challengeId, now } });
export const submit = (now: string, correct: boolean, attemptId: number, challengeId = CHALLENGE): SubmitSolution => ({
  type: 'SubmitSolution',
  data: { challengeId, attemptId, sql: 'select 1', correct, error: correct ? null : 'row 4 differs', now },
});
export const abandonDay = (now: string, date = DAY): AbandonDay => ({ type: 'AbandonDay', data: { date, now } });

/** Plays commands through decide/evolve, keeping the stream: for scenarios longer than one given/when. */
export class LearnerStream {
  readonly events: LearnerEvent[] = [];

  get state() {
    return stateFrom(this.events);
  }

  do(command: LearnerCommand): LearnerEvent[] {
    const produced = decide(command, this.state);
    this.events.push(...produced);
    return produced;
  }
}
