import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from '../../accounts/http/auth.decorators';
import { IntParamPipe } from '../../platform/http/int-param.pipe';
import { FeedbackListQueryDto, UpdateFeedbackDto } from './feedback.schemas';
import { FeedbackService } from '../application/feedback.service';

@ApiTags('admin: feedback')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/feedback')
export class FeedbackAdminController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get()
  @ApiOperation({ summary: 'All feedback, newest first (plain array), optionally one status only' })
  list(@Query() q: FeedbackListQueryDto) {
    return this.feedback.list(q.status_filter);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Set status and/or admin notes (empty notes are stored as null); answers the record' })
  update(@Param('id', new IntParamPipe()) id: number, @Body() dto: UpdateFeedbackDto, @CurrentUser() admin: AuthUser) {
    return this.feedback.update(id, dto, admin.id);
  }

  @Delete(':id')
  remove(@Param('id', new IntParamPipe()) id: number, @CurrentUser() admin: AuthUser) {
    return this.feedback.remove(id, admin.id);
  }
}
