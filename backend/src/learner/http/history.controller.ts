import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { HistoryQuery, UserStatsReader } from '../../../../projections/src';
import { HistoryQueryDto } from './history.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { HistoryItemSchema, StreakFreezesSchema } from './history.schemas';

@ApiTags('history')
@ApiBearerAuth()
@Controller('challenges')
export class HistoryController {
  constructor(
    private readonly history: HistoryQuery,
    private readonly stats: UserStatsReader,
  ) {}

  @Get('history')
  @ApiOperation({ summary: "The caller's resolved daily challenges, newest first (a plain array)" })
  @ApiAnswer([HistoryItemSchema])
  list(@CurrentUser() user: AuthUser, @Query() q: HistoryQueryDto) {
    return this.history.forUser(user.id, q.limit, q.offset);
  }

  @Get('history/freezes')
  @ApiOperation({ summary: "The caller's streak freezes: how many are held and the days they covered (a frozen day keeps the streak alive without adding to it)" })
  @ApiAnswer(StreakFreezesSchema)
  freezes(@CurrentUser() user: AuthUser) {
    return this.stats.freezes(user.id);
  }
}
