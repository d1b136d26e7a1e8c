import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CallerRow } from '../../platform/http/caller-row';

/**
 * What other wings read of an account (through accounts/index.ts): the `users` table is the accounts
 * wing's, and no other wing names it in SQL (tests/architecture/table-ownership.unit.spec.ts).
 */
@Injectable()
export class AccountDirectory {
  constructor(private readonly db: DataSource) {}

  /** The account's id by its e-mail (case-insensitive), or null. */
  async idByEmail(email: string): Promise<number | null> {
    const [row] = (await this.db.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email])) as Array<{ id: number }>;
    return row?.id ?? null;
  }

  /** The columns the learner stream needs of an account (where ELO starts, which calendar its days follow). */
  async learnerAccount(userId: number): Promise<CallerRow | undefined> {
    const [row] = (await this.db.query(`SELECT id, initial_elo, timezone, created_at FROM users WHERE id = $1`, [userId])) as CallerRow[];
    return row;
  }
}
