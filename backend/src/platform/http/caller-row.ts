/**
 * The caller's account columns the learner stream needs (where ELO starts, which calendar the days
 * follow), read by the auth guard with the rest of the caller's row and remembered for the request, so
 * a handler does not read the same row again a few milliseconds later.
 */
export interface CallerRow {
  id: number;
  initial_elo: number;
  timezone: string;
  created_at: Date;
}

export const callerRowKey = (userId: number): string => `caller-row:${userId}`;
