import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { IntParamPipe } from '../common/int-param.pipe';
import { AttemptsDeletionService } from './attempts-deletion.service';
import { AttemptsSearchService } from './attempts-search.service';
import { BulkDeleteDto, SearchAttemptsDto } from './attempts.schemas';
import { RatingHistoryService } from './rating-history.service';

@ApiTags('admin: attempts')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminAttemptsController {
  constructor(
    private readonly searchService: AttemptsSearchService,
    private readonly deletion: AttemptsDeletionService,
    private readonly ratings: RatingHistoryService,
  ) {}

  @Post('attempts/search')
  @HttpCode(200)
  @ApiOperation({ summary: 'Submissions filtered by user, challenge, result and dates, newest first, with total_count' })
  search(@Body() q: SearchAttemptsDto) {
    return this.searchService.search(q);
  }

  @Delete('attempts/:id')
  @ApiOperation({ summary: "Delete one attempt (AttemptDeleted) and recalculate the learner's ELO: answers elo_recalculation" })
  deleteOne(@Param('id', new IntParamPipe()) id: number, @CurrentUser() admin: AuthUser) {
    return this.deletion.deleteOne(id, admin.id);
  }

  @Post('attempts/bulk-delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a plain list of attempt ids: answers elo_recalculations by user id and affected_users' })
  bulkDelete(@Body() ids: BulkDeleteDto, @CurrentUser() admin: AuthUser) {
    return this.deletion.deleteMany(ids as unknown as number[], admin.id);
  }

  @Get('users/:id/rating-history')
  @ApiOperation({ summary: "Every change of a learner's rating with its cause and actor" })
  ratingHistory(@Param('id', new IntParamPipe()) id: number) {
    return this.ratings.forUser(id);
  }
}
