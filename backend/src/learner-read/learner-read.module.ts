import { Module } from '@nestjs/common';
import { GlobalLeaderboardQuery } from './global-leaderboard.query';
import { HistoryController } from './history.controller';
import { HistoryQuery } from './history.query';
import { LeaderboardController } from './leaderboard.controller';
import { UserStatsReader } from './user-stats.reader';
import { WeeklyLeaderboardQuery } from './weekly-leaderboard.query';

/** Query side of the learner streams: history, leaderboards and the User stats, from the projections' tables (CLOCK is global). */
@Module({
  controllers: [HistoryController, LeaderboardController],
  providers: [HistoryQuery, GlobalLeaderboardQuery, WeeklyLeaderboardQuery, UserStatsReader],
  exports: [UserStatsReader],
})
export class LearnerReadModule {}
