import type { EloRecalculationResult } from '../elo/elo-recalculation';

export interface RegradeChange {
  attempt_id: number;
  user_id: number;
  challenge_id: number;
  was_correct: boolean;
  now_correct: boolean;
}

export interface RegradeReport {
  dry_run: boolean;
  checked: number;
  changed: RegradeChange[];
  unchanged: number;
  /** Attempts on days still in play, left alone: they can be re-graded once the day is over. */
  still_open: number[];
  elo_recalculations: Record<number, EloRecalculationResult>;
  affected_users: number[];
}

/** A stored submission to grade again. */
export interface RegradeTarget {
  attemptId: number;
  userId: number;
  challengeId: number;
  sql: string;
  wasCorrect: boolean;
  /** The learner's day for it is still in play. */
  open: boolean;
}
