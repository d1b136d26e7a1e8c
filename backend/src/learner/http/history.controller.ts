import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { HistoryQuery } from '../../../../projections/src';
import { HistoryQueryDto } from './history.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { HistoryItemSchema } from './history.schemas';

@ApiTags('history')
@ApiBearerAuth()
@Controller('challenges')
export class HistoryController {
  constructor(private readonly history: HistoryQuery) {}

  @Get('history')
  @ApiOperation({ summary: "The caller's resolved daily challenges, newest first (a plain array)" })
  @ApiAnswer([HistoryItemSchema])
  list(@CurrentUser() user: AuthUser, @Query() q: HistoryQueryDto) {
    return this.history.forUser(user.id, q.limit, q.offset);
  }
}
