import { Body, Controller, Delete, Get, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { IdParam } from '../../platform/http/int-param.pipe';
import { FeedbackListQueryDto, UpdateFeedbackDto } from './feedback.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { FeedbackDeletionSchema, FeedbackSchema } from './feedback.schemas';
import { CommandBus } from '@nestjs/cqrs';
import { DeleteFeedbackCommand, UpdateFeedbackCommand } from '../application/commands';
import { FeedbackListQuery } from '../../../../projections/src';
import { rowToView } from './feedback-views';

@ApiTags('admin: feedback')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/feedback')
export class FeedbackAdminController {
  constructor(
    private readonly feedback: FeedbackListQuery,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'All feedback, newest first (plain array), optionally one status only' })
  @ApiAnswer([FeedbackSchema])
  async list(@Query() q: FeedbackListQueryDto) {
    return (await this.feedback.list(q.status_filter)).map(rowToView);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Set status and/or admin notes (empty notes are stored as null); answers the record' })
  @ApiAnswer(FeedbackSchema)
  update(@IdParam() id: number, @Body() dto: UpdateFeedbackDto, @CurrentUser() admin: AuthUser) {
    return this.commands.execute(new UpdateFeedbackCommand(id, dto, admin.id));
  }

  @Delete(':id')
  @ApiAnswer(FeedbackDeletionSchema)
  remove(@IdParam() id: number, @CurrentUser() admin: AuthUser) {
    return this.commands.execute(new DeleteFeedbackCommand(id, admin.id));
  }
}
