import type { Projection } from '../projection';
import { adminAttempts } from './admin-attempts.projection';
import { challengeCalibration } from './challenge-calibration.projection';
import { challengeStats } from './challenge-stats.projection';
import { challengeTexts } from './challenge-texts.projection';
import { eloRecalculationDue } from './elo-recalculation-due.projection';
import { leaderboardWeekly } from './leaderboard-weekly.projection';
import { learnerHistory } from './learner-history.projection';
import { learnerPractice } from './learner-practice.projection';
import { learnerSkills } from './learner-skills.projection';
import { userStats } from './user-stats.projection';

export { adminAttempts, challengeCalibration, challengeStats, challengeTexts, eloRecalculationDue, leaderboardWeekly, learnerHistory, learnerPractice, learnerSkills, userStats };
export { CALIBRATION_PRIOR_RD, DRIFT_FLAG, PROVISIONAL_RD } from './challenge-calibration.projection';
export { isoWeekLabel, isoWeekStart, isoWeekStartOf, previousIsoWeekLabel } from './iso-week';

/** The read models fed by the `learner-<userId>` streams. */
export const LEARNER_PROJECTIONS: Projection[] = [userStats, learnerHistory, leaderboardWeekly, challengeStats, adminAttempts, learnerPractice, learnerSkills, challengeCalibration];

/** Fed by the same streams but read only by the worker's repair job: requests need not wait for it. */
export const LEARNER_MAINTENANCE_PROJECTIONS: Projection[] = [eloRecalculationDue];
