/** The queries the API runs over the learner read models (the wings' http/ folders expose them). */
export { AdminAttemptsQuery, type AttemptSearch } from './admin-attempts.query';
export { ChallengeStatsReader, type ChallengeStats } from './challenge-stats.reader';
export { GlobalLeaderboardQuery } from './global-leaderboard.query';
export { HistoryQuery } from './history.query';
export { UserStatsReader, type LearnerDay, type LearnerStats, type StreakFreezes } from './user-stats.reader';
export { WeeklyLeaderboardQuery } from './weekly-leaderboard.query';
export { PracticeListQuery } from './practice.query';
export { SkillsQuery } from './skills.query';
export { ChallengeCalibrationReader, driftFlag, type ChallengeCalibration } from './calibration.reader';
export { EloRecalculationDueQuery, type DueRecalculation } from './elo-recalculation-due.query';
