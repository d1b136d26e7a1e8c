import { Body, Controller, Get, HttpCode, HttpException, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { isoWeekStart, isoWeekStartOf, previousIsoWeekLabel } from '../../../../projections/src';
import { CLOCK, type Clock } from '../../kernel/clock';
import { badRequest, conflict, serviceUnavailable } from '../../kernel/errors';
import { ApiAnswer } from '../../platform/http/api-answer';
import { AdminOnly, type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { jobId } from '../../platform/jobs/job-catalog';
import { JobsClient } from '../../platform/jobs/jobs.client';
import { LeagueView } from '../application/league-view';
import type { CloseWeekResult } from '../application/leagues';
import { CloseLeagueWeekDto, CurrentLeagueSchema, LeagueWeekCloseSchema } from './league.schemas';

@ApiTags('leagues')
@ApiBearerAuth()
@Controller('leagues')
export class LeagueController {
  constructor(private readonly view: LeagueView) {}

  @Get('current')
  @ApiOperation({
    summary:
      "The caller's weekly league: tier, ISO week, their cohort ranked by weekly points (as the weekly leaderboard) and the promotion/demotion cut-offs. " +
      'A learner not placed yet this week (placement comes with the first resolved day) gets their tier, an empty cohort, placed: false and a message.',
  })
  @ApiAnswer(CurrentLeagueSchema)
  current(@CurrentUser() user: AuthUser) {
    return this.view.current(user.id);
  }
}

@ApiTags('admin: leagues')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/leagues')
export class AdminLeagueController {
  constructor(
    private readonly jobs: JobsClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('close-week')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Runs the week-close job now for an ended ISO week (default: last week): ranks every cohort, moves the top up and the bottom down a tier. ' +
      'Idempotent: a closed week answers closed: false and appends nothing. 409 for a week that has not ended.',
  })
  @ApiAnswer(LeagueWeekCloseSchema)
  async closeWeek(@Body() body: CloseLeagueWeekDto): Promise<CloseWeekResult> {
    const now = this.clock.now();
    const week = body.week ?? previousIsoWeekLabel(now);
    const start = isoWeekStartOf(week);
    if (!start) throw badRequest(`${week} is not an ISO week`);
    if (start >= isoWeekStart(now)) throw conflict(`${week} has not ended yet: a week closes after Sunday 24:00 UTC`);
    try {
      return await this.jobs.run<CloseWeekResult>('maintenance', 'close-league-week', { week }, { jobId: jobId('close-league-week', week, randomUUID()), timeoutMs: 60_000, attempts: 1 });
    } catch (err) {
      if (err instanceof HttpException) throw err;
      throw serviceUnavailable(`The week could not be closed right now (${(err as Error).message}). Please try again in a minute.`);
    }
  }
}
