import type { Projection } from '../projection';
import { adminAttempts } from './admin-attempts.projection';
import { challengeStats } from './challenge-stats.projection';
import { eloRecalculationDue } from './elo-recalculation-due.projection';
import { leaderboardWeekly } from './leaderboard-weekly.projection';
import { learnerHistory } from './learner-history.projection';
import { learnerPractice } from './learner-practice.projection';
import { userStats } from './user-stats.projection';

export { adminAttempts, challengeStats, eloRecalculationDue, leaderboardWeekly, learnerHistory, learnerPractice, userStats };
export { isoWeekLabel, isoWeekStart, isoWeekStartOf, previousIsoWeekLabel } from './iso-week';

/** The read models fed by the `learner-<userId>` streams. */
export const LEARNER_PROJECTIONS: Projection[] = [userStats, learnerHistory, leaderboardWeekly, challengeStats, adminAttempts, learnerPractice];

/** Fed by the same streams but read only by the worker's repair job: requests need not wait for it. */
export const LEARNER_MAINTENANCE_PROJECTIONS: Projection[] = [eloRecalculationDue];
