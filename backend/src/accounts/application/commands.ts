import { Command } from '@nestjs/cqrs';
import type { RegisterDto } from '../http/auth.schemas';
import type { CheckoutRequest } from '../http/subscription.schemas';

export interface RegisteredAccount {
  id: number;
  email: string;
  username: string;
  trial_end: string;
}

export interface CheckoutAnswer {
  checkout_url: null;
  detail: string;
}

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
