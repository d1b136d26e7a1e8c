import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badRequest, notFound } from '../../kernel/errors';
import { TransactionalEvents } from '../../platform/eventstore/transactional-events';
import { PLAN_COLUMNS, type PlanRow, type PlanView, toPlanView } from '../http/plan-view';
import type { CheckoutRequest } from '../http/subscription.schemas';

export const subscriptionStream = (userId: number) => `subscription-${userId}`;

export const CHECKOUT_UNAVAILABLE = 'Payment collection is not available yet: your plan choice was recorded.';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly db: DataSource,
    private readonly events: TransactionalEvents,
  ) {}

  async plans(): Promise<PlanView[]> {
    const rows: PlanRow[] = await this.db.query(`SELECT ${PLAN_COLUMNS} FROM subscription_plans WHERE active ORDER BY sort_order, id`);
    return rows.map(toPlanView);
  }

  async current(userId: number) {
    const rows: Array<{ is_beta_user: boolean; plan_name: string | null; billing_cycle: string | null; status: string | null }> = await this.db.query(
      `SELECT u.is_beta_user, p.name AS plan_name, s.billing_cycle, s.status
         FROM users u
         LEFT JOIN user_subscriptions s ON s.user_id = u.id AND s.status IN ('trialing', 'active', 'past_due')
         LEFT JOIN subscription_plans p ON p.id = s.plan_id
        WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) throw notFound('User not found');
    if (!row.plan_name) return { has_subscription: false, is_beta_user: row.is_beta_user };
    return { has_subscription: true, is_beta_user: row.is_beta_user, plan_name: row.plan_name, billing_cycle: row.billing_cycle, status: row.status };
  }

  /** Payment is not built (DESIGN.md §7): the request is recorded and answered without a URL. */
  async requestCheckout(userId: number, req: CheckoutRequest) {
    const [plan] = (await this.db.query(`SELECT ${PLAN_COLUMNS} FROM subscription_plans WHERE id = $1 AND active`, [req.plan_id])) as PlanRow[];
    if (!plan) throw badRequest('plan_id: no such plan');
    const view = toPlanView(plan);
    const price = req.billing_cycle === 'monthly' ? view.actual_price_monthly : view.actual_price_annual;
    await this.events.append(subscriptionStream(userId), [
      {
        type: 'CheckoutRequested',
        data: {
          userId,
          planId: view.id,
          planName: view.name,
          billingCycle: req.billing_cycle,
          price,
          currency: 'USD',
          successUrl: req.success_url,
          cancelUrl: req.cancel_url,
        },
        metadata: { actorId: userId },
      },
    ]);
    return { checkout_url: null, detail: CHECKOUT_UNAVAILABLE };
  }
}
