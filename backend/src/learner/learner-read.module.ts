import { Module } from '@nestjs/common';
import { GlobalLeaderboardQuery, HistoryQuery, UserStatsReader, WeeklyLeaderboardQuery } from '../../../projections/src';
import { readModelQuery } from '../platform/database/read-model-query';
import { HistoryController } from './http/history.controller';
import { LeaderboardController } from './http/leaderboard.controller';

/** Query side of the learner streams: history, leaderboards and the User stats, from the projections' tables (CLOCK is global). */
@Module({
  controllers: [HistoryController, LeaderboardController],
  providers: [readModelQuery(HistoryQuery), readModelQuery(GlobalLeaderboardQuery), readModelQuery(WeeklyLeaderboardQuery), readModelQuery(UserStatsReader)],
  exports: [UserStatsReader],
})
export class LearnerReadModule {}
