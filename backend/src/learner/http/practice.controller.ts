import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PracticeListQuery } from '../../../../projections/src';
import { CLOCK, type Clock } from '../../kernel/clock';
import { ApiAnswer } from '../../platform/http/api-answer';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { IdParam } from '../../platform/http/int-param.pipe';
import { RateLimitService } from '../../platform/rate-limit/rate-limit.service';
import { StartPracticeCommand, SubmitPracticeCommand } from '../application/practice/learning-commands';
import { PracticeChallenges } from '../application/practice/practice.handlers';
import {
  PracticeChallengeSchema,
  PracticeItemSchema,
  PracticeListQueryDto,
  PracticeResultSchema,
  PracticeRunSchema,
  PracticeSubmitDto,
} from './practice.schemas';

/** Practice answers a learner may send per challenge and UTC day (each one is a grading run). */
export const PRACTICE_ANSWERS_PER_DAY = 15;

/** Unrated replays of the learner's past, resolved challenges (issue 13). */
@ApiTags('learner: practice')
@ApiBearerAuth()
@Controller('practice')
export class PracticeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly list: PracticeListQuery,
    private readonly challenges: PracticeChallenges,
    private readonly limits: RateLimitService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's resolved challenges, newest first, with their practice runs (a plain array)" })
  @ApiAnswer([PracticeItemSchema])
  index(@CurrentUser() user: AuthUser, @Query() q: PracticeListQueryDto) {
    return this.list.forUser(user.id, q.limit, q.offset);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A past challenge to replay, with its hints and explanation' })
  @ApiAnswer(PracticeChallengeSchema)
  detail(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.challenges.view(user.id, id);
  }

  @Post(':id/start')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start (or resume) an unrated practice run' })
  @ApiAnswer(PracticeRunSchema)
  start(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.commands.execute(new StartPracticeCommand(user.id, id));
  }

  @Post(':id/submit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Grade a practice answer (same grading as submits): unrated; 20 a minute, 15 per challenge and UTC day (429)' })
  @ApiAnswer(PracticeResultSchema)
  async submit(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() dto: PracticeSubmitDto) {
    const arrivedAt = this.clock.now();
    await this.limits.hit('practice-submit', String(user.id), { points: 20, durationSeconds: 60 });
    const day = arrivedAt.toISOString().slice(0, 10);
    await this.limits.hit('practice-day', `${user.id}:${id}:${day}`, { points: PRACTICE_ANSWERS_PER_DAY, durationSeconds: 86_400 }, () =>
      `You have sent the ${PRACTICE_ANSWERS_PER_DAY} practice answers allowed for this challenge today (UTC). Practise it again tomorrow, or another one now.`);
    return this.commands.execute(new SubmitPracticeCommand(user.id, id, dto.sql_solution, arrivedAt));
  }
}
