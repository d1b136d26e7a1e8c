import type { ChallengeCandidate } from './assignment';

/** Every command carries `now`, the server's ISO instant: the domain never reads a clock. */
interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string };
}

/** `registeredAt`: when the account was created, carried to the read models (they never read the users table). */
export type Enrol = Command<'Enrol', { userId: number; initialElo: number; timezone: string; registeredAt?: string }>;

/** `candidates`: the active, validated challenges, as the handler found them in the catalogue. */
export type AssignDaily = Command<'AssignDaily', { candidates: readonly ChallengeCandidate[] }>;

export type StartAttempt = Command<'StartAttempt', { challengeId: number }>;

/**
 * `now` is when the submission arrived (grading latency is not the learner's time); `attemptId` comes
 * from the app database's sequence. No rating: ELO and points use the rating recorded at assignment,
 * so an admin re-rating mid-day changes nothing and a replay after deletions reproduces the result.
 */
export type SubmitSolution = Command<
  'SubmitSolution',
  { challengeId: number; attemptId: number; sql: string; correct: boolean; error: string | null }
>;

/** Sent by the day-end job for the learner's `date`. */
export type AbandonDay = Command<'AbandonDay', { date: string }>;

export type DeleteAttempt = Command<'DeleteAttempt', { attemptId: number; adminId: number; reason: string | null }>;

/** Replays the remaining submissions (after AttemptDeleted) and records the resulting ELO. */
export type RecalculateElo = Command<'RecalculateElo', { adminId: number | null; cause: string }>;

/** The verdict of re-running an attempt's SQL against the challenge's current definition. */
export type RegradeSubmission = Command<'RegradeSubmission', { attemptId: number; correct: boolean; adminId: number; reason: string }>;

/** `hintCount`: how many hints the challenge has, as the handler found it in the catalogue. */
export type RevealHint = Command<'RevealHint', { challengeId: number; hintCount: number }>;

/** Replays a past, resolved challenge unrated (no ELO, points, streak or leaderboard effect). */
export type StartPractice = Command<'StartPractice', { challengeId: number }>;

/** A practice answer, graded by the same grading job as submits. */
export type SubmitPractice = Command<'SubmitPractice', { challengeId: number; sql: string; correct: boolean; error: string | null }>;

/** Sent by the day-end job and before the learner's day begins: covers missed days with held freezes. */
export type UseStreakFreezes = Command<'UseStreakFreezes', Record<never, never>>;

export type LearnerCommand =
  | Enrol
  | AssignDaily
  | StartAttempt
  | SubmitSolution
  | AbandonDay
  | DeleteAttempt
  | RecalculateElo
  | RegradeSubmission
  | RevealHint
  | StartPractice
  | SubmitPractice
  | UseStreakFreezes;
