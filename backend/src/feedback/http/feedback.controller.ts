import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type AuthUser, CurrentUser, Public } from '../../platform/http/auth.decorators';
import { clientIp } from '../../platform/rate-limit/client-ip';
import { RateLimitService } from '../../platform/rate-limit/rate-limit.service';
import { SubmitFeedbackDto } from './feedback.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { FeedbackSchema } from './feedback.schemas';
import { CommandBus } from '@nestjs/cqrs';
import { SubmitFeedbackCommand } from '../application/commands';

/** Visitors share an address budget; signed-in users get their own, looser one. */
const VISITOR_RULE = { points: 5, durationSeconds: 60 };
const USER_RULE = { points: 20, durationSeconds: 60 };

@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimitService,
  ) {}

  @Public()
  @Post()
  @ApiOperation({ summary: 'Send feedback: visitors give email, message, category; signed-in users category, message, optional email' })
  @ApiAnswer(FeedbackSchema, 201)
  async submit(@Body() dto: SubmitFeedbackDto, @CurrentUser() user: AuthUser | undefined, @Req() req: Request) {
    if (user) await this.limits.hit('feedback-user', String(user.id), USER_RULE);
    else await this.limits.hit('feedback-ip', clientIp(req), VISITOR_RULE);
    return this.commands.execute(new SubmitFeedbackCommand(dto, user));
  }
}
