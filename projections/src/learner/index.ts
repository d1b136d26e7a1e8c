import type { Projection } from '../projection';
import { adminAttempts } from './admin-attempts.projection';
import { challengeStats } from './challenge-stats.projection';
import { leaderboardWeekly } from './leaderboard-weekly.projection';
import { learnerHistory } from './learner-history.projection';
import { userStats } from './user-stats.projection';

export { adminAttempts, challengeStats, leaderboardWeekly, learnerHistory, userStats };
export { isoWeekLabel, isoWeekStart } from './iso-week';

/** The read models fed by the `learner-<userId>` streams. */
export const LEARNER_PROJECTIONS: Projection[] = [userStats, learnerHistory, leaderboardWeekly, challengeStats, adminAttempts];
