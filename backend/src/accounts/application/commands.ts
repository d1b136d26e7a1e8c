import { Command } from '@nestjs/cqrs';
import type { RegisterDto } from '../http/auth.schemas';
import type { CheckoutRequest } from '../http/subscription.schemas';
import type { CheckoutAnswer } from './request-checkout.handler';
import type { RegisteredAccount } from './register-account.handler';

/** The accounts' changes, dispatched through the CQRS command bus. */
export class RegisterAccountCommand extends Command<RegisteredAccount> {
  constructor(
    readonly dto: RegisterDto,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

/** A learner picks a plan: recorded as CheckoutRequested (payment is not built). */
export class RequestCheckoutCommand extends Command<CheckoutAnswer> {
  constructor(
    readonly userId: number,
    readonly request: CheckoutRequest,
  ) {
    super();
  }
}
