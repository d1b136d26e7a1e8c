import { Module } from '@nestjs/common';
import { GlobalLeaderboardQuery } from './application/read/global-leaderboard.query';
import { HistoryController } from './http/history.controller';
import { HistoryQuery } from './application/read/history.query';
import { LeaderboardController } from './http/leaderboard.controller';
import { UserStatsReader } from './application/read/user-stats.reader';
import { WeeklyLeaderboardQuery } from './application/read/weekly-leaderboard.query';

/** Query side of the learner streams: history, leaderboards and the User stats, from the projections' tables (CLOCK is global). */
@Module({
  controllers: [HistoryController, LeaderboardController],
  providers: [HistoryQuery, GlobalLeaderboardQuery, WeeklyLeaderboardQuery, UserStatsReader],
  exports: [UserStatsReader],
})
export class LearnerReadModule {}
