import type { ApiSchema } from '@/api/types';

/** ELO recalculated on the server for one learner after attempts were deleted or re-graded. */
export type EloRecalculation = ApiSchema<'EloRecalculation'>;

/** Body of POST /admin/attempts/{id}/regrade and /admin/challenges/{id}/regrade: reason 1–500 characters (trimmed). */
export type RegradeRequest = ApiSchema<'RegradeDto'>;

export type RegradeChange = ApiSchema<'RegradeChange'>;

/** What a re-grade checked and changed; `still_open` lists attempts on days still in play, which are left alone. */
export type RegradeReport = ApiSchema<'RegradeReport'>;

export const REGRADE_REASON_MAX = 500;
