import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../../kernel/errors';
import { PLAN_COLUMNS, type PlanRow, type PlanView, toPlanView } from '../http/plan-view';

/** The plans on offer and a learner's current subscription (reads; a plan choice is RequestCheckoutCommand). */
@Injectable()
export class SubscriptionsService {
  constructor(private readonly db: DataSource) {}

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
}
