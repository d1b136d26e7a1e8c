import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { ApiAnswer } from '../../platform/http/api-answer';
import { GlobalLeaderboardSchema, WeeklyLeaderboardSchema } from './leaderboard.schemas';
import { GlobalLeaderboardQuery } from '../../../../projections/src';
import { WeeklyLeaderboardQuery } from '../../../../projections/src';

@ApiTags('leaderboard')
@ApiBearerAuth()
@Controller('leaderboard')
export class LeaderboardController {
  constructor(
    private readonly global: GlobalLeaderboardQuery,
    private readonly weekly: WeeklyLeaderboardQuery,
  ) {}

  @Get('global')
  @ApiOperation({ summary: "Top 100 active learners by ELO, points, registration; the caller's rank even outside it" })
  @ApiAnswer(GlobalLeaderboardSchema)
  globalBoard(@CurrentUser() user: AuthUser) {
    return this.global.forUser(user.id);
  }

  @Get('weekly')
  @ApiOperation({ summary: 'Top 100 of the current ISO week (Monday 00:00 UTC) by weekly points, solved, ELO' })
  @ApiAnswer(WeeklyLeaderboardSchema)
  weeklyBoard(@CurrentUser() user: AuthUser) {
    return this.weekly.forUser(user.id);
  }
}
