import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { IdParam } from '../../platform/http/int-param.pipe';
import { CommandBus } from '@nestjs/cqrs';
import { DeleteAttemptCommand, DeleteAttemptsCommand, RegradeAttemptCommand, RegradeChallengeCommand } from '../application/admin-attempt-commands';
import { AdminAttemptsQuery } from '../../../../projections/src';
import { BulkDeleteDto, type Regrade, RegradeDto, SearchAttemptsDto } from './attempts.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { AttemptDeletionSchema, AttemptSearchResultSchema, BulkAttemptDeletionSchema, RatingChangeSchema, RegradeReportSchema } from './attempts.schemas';
import { RatingHistoryService } from '../application/elo/rating-history.service';

@ApiTags('admin: attempts')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminAttemptsController {
  constructor(
    private readonly searchService: AdminAttemptsQuery,
    private readonly ratings: RatingHistoryService,
    private readonly commands: CommandBus,
  ) {}

  @Post('attempts/search')
  @HttpCode(200)
  @ApiOperation({ summary: 'Submissions filtered by user, challenge, result and dates, newest first, with total_count' })
  @ApiAnswer(AttemptSearchResultSchema)
  search(@Body() q: SearchAttemptsDto) {
    return this.searchService.search(q);
  }

  @Delete('attempts/:id')
  @ApiOperation({ summary: "Delete one attempt (AttemptDeleted) and recalculate the learner's ELO: answers elo_recalculation" })
  @ApiAnswer(AttemptDeletionSchema)
  deleteOne(@IdParam() id: number, @CurrentUser() admin: AuthUser) {
    return this.commands.execute(new DeleteAttemptCommand(id, admin.id));
  }

  @Post('attempts/bulk-delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a plain list of attempt ids: answers elo_recalculations by user id and affected_users' })
  @ApiAnswer(BulkAttemptDeletionSchema)
  bulkDelete(@Body() ids: BulkDeleteDto, @CurrentUser() admin: AuthUser) {
    return this.commands.execute(new DeleteAttemptsCommand(ids as unknown as number[], admin.id));
  }

  @Post('attempts/:id/regrade')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Re-grade one attempt against its challenge's current definition: a changed verdict appends SubmissionRegraded (admin, reason) and recalculates the learner's ELO; " +
      'answers { dry_run, checked, changed: [{attempt_id, user_id, challenge_id, was_correct, now_correct}], unchanged, elo_recalculations, affected_users }. ' +
      'dry_run only reports. 409 when the challenge has not passed validation as it stands, 503 when the sandbox gives no definite verdict (nothing recorded).',
  })
  @ApiAnswer(RegradeReportSchema)
  regradeAttempt(@IdParam() id: number, @Body() body: RegradeDto, @CurrentUser() admin: AuthUser) {
    return this.commands.execute(new RegradeAttemptCommand(id, body as Regrade, admin.id));
  }

  @Post('challenges/:id/regrade')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Re-grade every (not deleted) attempt on a challenge against its current definition, e.g. after fixing its reference solution: same answer as the one-attempt re-grade, " +
      'one SubmissionRegraded per changed verdict and one ELO recalculation per affected learner.',
  })
  @ApiAnswer(RegradeReportSchema)
  regradeChallenge(@IdParam() id: number, @Body() body: RegradeDto, @CurrentUser() admin: AuthUser) {
    return this.commands.execute(new RegradeChallengeCommand(id, body as Regrade, admin.id));
  }

  @Get('users/:id/rating-history')
  @ApiOperation({ summary: "Every change of a learner's rating with its cause and actor" })
  @ApiAnswer([RatingChangeSchema])
  ratingHistory(@IdParam() id: number) {
    return this.ratings.forUser(id);
  }
}
