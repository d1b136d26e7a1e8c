import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import { PLAN_COLUMNS, type PlanRow, toPlanView } from '../http/plan-view';
import { type CheckoutAnswer, RequestCheckoutCommand } from './commands';
import { SubscriptionEvents } from './subscription-events.repository';

export const CHECKOUT_UNAVAILABLE = 'Payment collection is not available yet: your plan choice was recorded.';

/** Payment is not built (DESIGN.md §7): the plan choice is recorded as CheckoutRequested and answered without a URL. */
@CommandHandler(RequestCheckoutCommand)
export class RequestCheckoutHandler implements ICommandHandler<RequestCheckoutCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly events: SubscriptionEvents,
  ) {}

  async execute({ userId, request: req }: RequestCheckoutCommand): Promise<CheckoutAnswer> {
    const [plan] = (await this.db.query(`SELECT ${PLAN_COLUMNS} FROM subscription_plans WHERE id = $1 AND active`, [req.plan_id])) as PlanRow[];
    if (!plan) throw badRequest('plan_id: no such plan');
    const view = toPlanView(plan);
    const price = req.billing_cycle === 'monthly' ? view.actual_price_monthly : view.actual_price_annual;
    await this.events.checkoutRequested({
      userId,
      planId: view.id,
      planName: view.name,
      billingCycle: req.billing_cycle,
      price,
      currency: 'USD',
      successUrl: req.success_url,
      cancelUrl: req.cancel_url,
    });
    return { checkout_url: null, detail: CHECKOUT_UNAVAILABLE };
  }
}
