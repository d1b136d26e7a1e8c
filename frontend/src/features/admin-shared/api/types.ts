/** ELO recalculated on the server for one learner after attempts were deleted or re-graded. */
export type EloRecalculation = {
  user_id: number;
  elo_before_recalculation: number;
  elo_after_recalculation: number;
  elo_change: number;
};

/** Body of POST /admin/attempts/{id}/regrade and /admin/challenges/{id}/regrade: reason 1–500 characters (trimmed). */
export type RegradeRequest = { reason: string; dry_run?: boolean };

export type RegradeChange = {
  attempt_id: number;
  user_id: number;
  challenge_id: number;
  was_correct: boolean;
  now_correct: boolean;
};

/** What a re-grade checked and changed; `still_open` lists attempts on days still in play, which are left alone. */
export type RegradeReport = {
  dry_run: boolean;
  checked: number;
  changed: RegradeChange[];
  unchanged: number;
  still_open: number[];
  elo_recalculations: Record<string, EloRecalculation>;
  affected_users: number[];
};

export const REGRADE_REASON_MAX = 500;
