import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { CLOCK, type Clock } from '../../kernel/clock';
import { IdParam } from '../../platform/http/int-param.pipe';
import { RateLimitService } from '../../platform/rate-limit/rate-limit.service';
import { GetDailyChallengeCommand, ReportVerdictCommand, StartChallengeCommand, SubmitSolutionCommand, TestQueryCommand } from '../application/commands';
import { ReportVerdictDto, SubmitDto, TestDto, VerdictReportSchema } from './learner.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { DailyChallengeSchema, StartResultSchema, SubmitResultSchema, TestResultSchema } from './learner.schemas';

@ApiTags('learner: challenges')
@ApiBearerAuth()
@Controller('challenges')
export class LearnerChallengesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimitService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('daily')
  @ApiOperation({ summary: "Today's challenge (assigned on the first request of the learner's day); never the solution" })
  @ApiAnswer(DailyChallengeSchema)
  daily(@CurrentUser() user: AuthUser) {
    return this.commands.execute(new GetDailyChallengeCommand(user.id));
  }

  @Post('start/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start (or resume) the attempt: answers previous_cumulative_time' })
  @ApiAnswer(StartResultSchema)
  start(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.commands.execute(new StartChallengeCommand(user.id, id));
  }

  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run a query on the visible data: uses no attempt; a preview of up to 10 rows' })
  @ApiAnswer(TestResultSchema)
  async test(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: TestDto) {
    await this.limits.hit('test-query', String(user.id), { points: 30, durationSeconds: 60 });
    return this.commands.execute(new TestQueryCommand(user.id, id, dto.sql_query));
  }

  @Post(':id/submit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Grade and record an attempt: the spec’s submit result' })
  @ApiAnswer(SubmitResultSchema)
  async submit(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: SubmitDto) {
    const arrivedAt = this.clock.now();
    await this.limits.hit('submit', String(user.id), { points: 20, durationSeconds: 60 });
    return this.commands.execute(new SubmitSolutionCommand(user.id, id, dto.sql_solution, arrivedAt));
  }

  @Post(':id/verdict-report')
  @ApiOperation({ summary: "Report the verdict on one of your rejected attempts: it goes to the admins' review queue (once per attempt)" })
  @ApiAnswer(VerdictReportSchema, 201)
  async reportVerdict(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: ReportVerdictDto) {
    await this.limits.hit('verdict-report', String(user.id), { points: 10, durationSeconds: 3600 });
    return this.commands.execute(new ReportVerdictCommand(user, id, dto.attempt_id, dto.message ?? ''));
  }
}
