/**
 * Published contract of the learner context, version 1.4 (1.1: EloRecalculated carries `days`; read by the projections and the operator;
 * 1.2: HintRevealed, PracticeStarted, PracticeSubmitted; 1.3 (issue 15): StreakFreezeEarned, StreakFreezeUsed, and
 * DailyChallengeAssigned's optional `concepts`, `authoredRating` and `reason`); 1.4 (issue 34): PracticeSubmitted
 * without its `sql` (kept out of the permanent stream).
 *
 * Events of the `learner-<userId>` stream (DESIGN.md §3, §7). Dates are the learner's own calendar
 * date (YYYY-MM-DD in their time zone); instants are ISO-8601 UTC strings. Attempt ids are integers
 * allocated from the app database's `attempt_ids` sequence before the append.
 */
export interface LearnerEnrolled {
  type: 'LearnerEnrolled';
  /** registeredAt: the account's creation (absent on events recorded before contract 1.1: the enrolment stands in). */
  data: { userId: number; initialElo: number; timezone: string; enrolledAt: string; registeredAt?: string };
}

export interface DailyChallengeAssigned {
  type: 'DailyChallengeAssigned';
  data: {
    userId: number;
    challengeId: number;
    date: string;
    challengeRating: number;
    /** estimated_time_minutes × 60, or 300 when the challenge has no estimate. */
    allowanceSeconds: number;
    category: string | null;
    assignedAt: string;
    /** The challenge's concept slugs when it was given (1.3; absent on older events and untagged challenges). */
    concepts?: string[];
    /** The author's rating when `challengeRating` is the calibrated one (1.3; absent: the two are the same). */
    authoredRating?: number;
    /** Why the adaptive pick chose it (1.3; absent on older events and on the plain nearest-rating pick). */
    reason?: DailyPickReason;
  };
}

/**
 * The adaptive daily pick's reason (issue 15): a concept the learner is weak at, or one not practised for a
 * while (spaced review). `skill` is the learner's concept skill then, `daysSince` the days since
 * `lastPractised` (the learner's date of the last resolved day with that concept).
 */
export interface DailyPickReason {
  kind: 'weak_concept' | 'spaced_review';
  concept: string;
  skill: number;
  lastPractised: string;
  daysSince: number;
}

export interface AttemptStarted {
  type: 'AttemptStarted';
  data: { userId: number; challengeId: number; date: string; attemptNumber: number; startedAt: string };
}

export interface SolutionSubmitted {
  type: 'SolutionSubmitted';
  data: {
    userId: number;
    challengeId: number;
    date: string;
    attemptId: number;
    attemptNumber: number;
    sql: string;
    correct: boolean;
    /** Time this attempt took, capped so the cumulative total never exceeds the allowance. */
    seconds: number;
    cumulativeSeconds: number;
    points: number;
    error: string | null;
    submittedAt: string;
  };
}

export type EloChangeReason =
  | 'solved_first_attempt'
  | 'solved_second_attempt'
  | 'solved_third_attempt'
  | 'failed_all_attempts'
  | 'abandoned';

export interface EloChanged {
  type: 'EloChanged';
  data: { userId: number; challengeId: number; date: string; before: number; after: number; delta: number; reason: EloChangeReason };
}

/** The day's challenge is over: solved, failed on the last attempt, or abandoned at the end of the day. */
export interface DailyChallengeResolved {
  type: 'DailyChallengeResolved';
  data: {
    userId: number;
    challengeId: number;
    date: string;
    outcome: 'solved' | 'failed' | 'abandoned';
    attempts: number;
    points: number;
    totalSeconds: number;
    eloBefore: number;
    eloAfter: number;
    resolvedAt: string;
  };
}

export interface ChallengeAbandoned {
  type: 'ChallengeAbandoned';
  data: { userId: number; challengeId: number; date: string; abandonedAt: string };
}

export interface AttemptDeleted {
  type: 'AttemptDeleted';
  data: { userId: number; attemptId: number; challengeId: number; adminId: number; reason: string | null; deletedAt: string };
}

export interface EloRecalculated {
  type: 'EloRecalculated';
  data: {
    userId: number;
    before: number;
    after: number;
    adminId: number | null;
    cause: string;
    recalculatedAt: string;
    /** Challenges the replay counted as resolved: K for later resolutions follows it. Absent: unchanged. */
    resolvedChallenges?: number;
    /**
     * The replay's ELO for each resolved day it counted, so read models take the numbers as they are
     * instead of replaying. A resolved day not listed (every submission deleted) keeps the running ELO
     * with a change of 0. Absent on events recorded before contract 1.1: read models keep their numbers.
     */
    days?: EloRecalculatedDay[];
  };
}

export interface EloRecalculatedDay {
  challengeId: number;
  date: string;
  eloBefore: number;
  eloAfter: number;
}

/**
 * An admin re-ran a submission against the challenge's current definition and the verdict changed
 * (an unchanged verdict records nothing). Points are what that attempt earns under the new verdict;
 * the ELO follows through the same audited recalculation as deletions (EloRecalculated).
 */
export interface SubmissionRegraded {
  type: 'SubmissionRegraded';
  data: {
    userId: number;
    challengeId: number;
    date: string;
    attemptId: number;
    correct: boolean;
    previousCorrect: boolean;
    points: number;
    previousPoints: number;
    adminId: number;
    reason: string;
    regradedAt: string;
  };
}

/**
 * The learner revealed the next hint of the day's challenge. `pointsFactor` is what a correct answer
 * of that day now earns of its points (1 − 0.2 × hints revealed, never below 0); ELO is not affected.
 */
export interface HintRevealed {
  type: 'HintRevealed';
  data: { userId: number; challengeId: number; date: string; hintNumber: number; pointsFactor: number; revealedAt: string };
}

/**
 * A replay of a past, resolved challenge began (practice: unrated). `date` is the day the challenge was
 * played; `run` counts the learner's replays of that challenge from 1. No ELO, points, streak or
 * leaderboard follows from practice events.
 */
export interface PracticeStarted {
  type: 'PracticeStarted';
  data: { userId: number; challengeId: number; date: string; run: number; startedAt: string };
}

/**
 * A graded practice answer (unrated); a correct one ends the run. From contract 1.4 the answer's SQL is
 * not in the event (the app keeps the last few in a bounded log): `sql` is only on older events.
 */
export interface PracticeSubmitted {
  type: 'PracticeSubmitted';
  data: {
    userId: number;
    challengeId: number;
    date: string;
    run: number;
    sql?: string;
    correct: boolean;
    error: string | null;
    /** Seconds since the run started. */
    seconds: number;
    submittedAt: string;
  };
}

/**
 * A run of counted (solved or failed) days reached a multiple of 7 (`runLength`, frozen days bridge the
 * run but do not add to it) while the learner held fewer than 2 freezes; `held` is the count after earning.
 * `date` is the counted day that completed the run.
 */
export interface StreakFreezeEarned {
  type: 'StreakFreezeEarned';
  data: { userId: number; date: string; runLength: number; held: number; earnedAt: string };
}

/**
 * A day (`date`, the learner's calendar) ended without a counted challenge while the learner held a
 * freeze and their run was alive: the freeze keeps the run alive (the day bridges it, it adds nothing
 * to its length). `held` is the count after use. At most one per date.
 */
export interface StreakFreezeUsed {
  type: 'StreakFreezeUsed';
  data: { userId: number; date: string; held: number; usedAt: string };
}

export type LearnerEvent =
  | LearnerEnrolled
  | DailyChallengeAssigned
  | AttemptStarted
  | SolutionSubmitted
  | EloChanged
  | DailyChallengeResolved
  | ChallengeAbandoned
  | AttemptDeleted
  | EloRecalculated
  | SubmissionRegraded
  | HintRevealed
  | PracticeStarted
  | PracticeSubmitted
  | StreakFreezeEarned
  | StreakFreezeUsed;

export type LearnerEventType = LearnerEvent['type'];
export const learnerStream = (userId: number) => `learner-${userId}`;

/** Every learner event type; the compiler checks the list against the union (a new type must be added here). */
export const LEARNER_EVENT_TYPES = [
  'LearnerEnrolled',
  'DailyChallengeAssigned',
  'AttemptStarted',
  'SolutionSubmitted',
  'EloChanged',
  'DailyChallengeResolved',
  'ChallengeAbandoned',
  'AttemptDeleted',
  'EloRecalculated',
  'SubmissionRegraded',
  'HintRevealed',
  'PracticeStarted',
  'PracticeSubmitted',
  'StreakFreezeEarned',
  'StreakFreezeUsed',
] as const satisfies readonly LearnerEventType[];
type MissingLearnerTypes = Exclude<LearnerEventType, (typeof LEARNER_EVENT_TYPES)[number]>;
const allLearnerTypesListed: MissingLearnerTypes extends never ? true : MissingLearnerTypes = true;
void allLearnerTypesListed;

export const LEARNER_CONTRACT = { context: 'learner', version: 1.4, streamPrefix: 'learner-', eventTypes: LEARNER_EVENT_TYPES } as const;
