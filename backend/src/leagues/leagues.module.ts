import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LeagueQuery } from '../../../projections/src';
import { readModelQuery } from '../platform/database/read-model-query';
import { LeagueView } from './application/league-view';
import { LeaguePlacements } from './application/league-placements';
import { CloseLeagueWeekHandler, LeagueJobs, PlaceLeagueLearnersHandler } from './application/leagues';
import { LeagueWeeks } from './application/league-weeks.repository';
import { AdminLeagueController, LeagueController } from './http/league.controller';

/** The league commands, shared by the api and worker roles (one instance when a process runs both). */
@Module({
  imports: [CqrsModule],
  providers: [LeagueWeeks, readModelQuery(LeagueQuery), PlaceLeagueLearnersHandler, CloseLeagueWeekHandler, LeaguePlacements],
  exports: [LeagueWeeks, LeagueQuery, LeaguePlacements],
})
export class LeaguesCoreModule {}

/** Weekly leagues over HTTP (api role). */
@Module({
  imports: [CqrsModule, LeaguesCoreModule],
  controllers: [LeagueController, AdminLeagueController],
  providers: [LeagueView],
})
export class LeaguesModule {}

/** The league tick and the week close (worker role). */
@Module({
  imports: [CqrsModule, LeaguesCoreModule],
  providers: [LeagueJobs],
})
export class LeaguesWorkerModule {}
