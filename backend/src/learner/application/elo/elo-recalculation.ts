/** The spec's "ELO recalculation result". */
export interface EloRecalculationResult {
  user_id: number;
  elo_before_recalculation: number;
  elo_after_recalculation: number;
  elo_change: number;
}

export interface RecalculateEloJob {
  userId: number;
  adminId: number | null;
  /** Names what caused it (e.g. which deletion): a cause already recorded is not recalculated again. */
  cause: string;
}
