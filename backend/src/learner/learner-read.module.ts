import { Module } from '@nestjs/common';
import { GlobalLeaderboardQuery, HistoryQuery, SkillsQuery, UserStatsReader, WeeklyLeaderboardQuery } from '../../../projections/src';
import { readModelQuery } from '../platform/database/read-model-query';
import { HistoryController } from './http/history.controller';
import { LeaderboardController } from './http/leaderboard.controller';
import { SkillsController } from './http/skills.controller';

/** Query side of the learner streams: history, leaderboards, concept skills and the User stats, from the projections' tables (CLOCK is global). */
@Module({
  controllers: [HistoryController, LeaderboardController, SkillsController],
  providers: [readModelQuery(HistoryQuery), readModelQuery(GlobalLeaderboardQuery), readModelQuery(WeeklyLeaderboardQuery), readModelQuery(UserStatsReader), readModelQuery(SkillsQuery)],
  exports: [UserStatsReader],
})
export class LearnerReadModule {}
