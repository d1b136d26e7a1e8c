import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Public } from '../../platform/http/auth.decorators';
import { CheckoutDto, CheckoutSessionSchema, CurrentSubscriptionSchema, PlanSchema } from './subscription.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { CommandBus } from '@nestjs/cqrs';
import { RequestCheckoutCommand } from '../application/commands';
import { SubscriptionsService } from '../application/subscriptions.service';

@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Get('plans')
  @ApiOperation({ summary: 'The plans on offer (plain array), recommended one flagged' })
  @ApiAnswer([PlanSchema])
  plans() {
    return this.subscriptions.plans();
  }

  @Get('current')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'has_subscription and is_beta_user (plus plan_name when subscribed)' })
  @ApiAnswer(CurrentSubscriptionSchema)
  current(@CurrentUser() user: AuthUser) {
    return this.subscriptions.current(user.id);
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Records the plan choice; payment is not built, so checkout_url is null' })
  @ApiAnswer(CheckoutSessionSchema)
  checkout(@Body() dto: CheckoutDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new RequestCheckoutCommand(user.id, dto));
  }
}
