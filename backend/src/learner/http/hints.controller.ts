import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../platform/http/api-answer';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { IdParam } from '../../platform/http/int-param.pipe';
import { RateLimitService } from '../../platform/rate-limit/rate-limit.service';
import { RevealHintCommand } from '../application/practice/learning-commands';
import { LearnerHints } from '../application/practice/learner-hints';
import { HintsStatusSchema, RevealedHintSchema } from './hints.schemas';

@ApiTags('learner: challenges')
@ApiBearerAuth()
@Controller('challenges')
export class HintsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly hints: LearnerHints,
    private readonly limits: RateLimitService,
  ) {}

  @Get(':id/hints')
  @ApiOperation({ summary: 'The hints revealed on a challenge the learner was given, and the cost of the next one' })
  @ApiAnswer(HintsStatusSchema)
  status(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.hints.status(user.id, id);
  }

  @Post(':id/hints')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reveal the next hint of today’s challenge: each lowers a correct answer’s points by 20 % (never the ELO)' })
  @ApiAnswer(RevealedHintSchema)
  async reveal(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    await this.limits.hit('reveal-hint', String(user.id), { points: 20, durationSeconds: 60 });
    return this.commands.execute(new RevealHintCommand(user.id, id));
  }
}
