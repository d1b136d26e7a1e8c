import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../../kernel/errors';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { UserStatsReader } from '../../../../projections/src';
import { CLOCK, type Clock } from '../../kernel/clock';
import { learnerDate } from '../../learner';
import { UserEntity } from './user.entity';
import { toUserView, type UserStats } from '../http/user-view';

@Injectable()
export class UsersService {
  constructor(
    private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
    private readonly statsReader: UserStatsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async profile(userId: number) {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw notFound('User not found');
    return { ...toUserView(user, await this.stats(user), this.cfg.env.OWNER_EMAIL), today_challenge: await this.today(user) };
  }

  /**
   * Where the learner stands today (their own calendar date), so the dashboard can say "done for
   * today" without assigning anything: null before the first daily visit of the day.
   */
  private async today(user: UserEntity): Promise<{ date: string; challenge_id: number; status: 'assigned' | 'in_progress' | 'solved' | 'failed' | 'abandoned' } | null> {
    const date = learnerDate(this.clock.now().toISOString(), user.timezone);
    try {
      const [row] = (await this.db.query(
        `SELECT challenge_id, attempts_started, outcome FROM learner_history WHERE user_id = $1 AND date = $2`,
        [user.id, date],
      )) as Array<{ challenge_id: number; attempts_started: number; outcome: 'solved' | 'failed' | 'abandoned' | null }>;
      if (!row) return null;
      return { date, challenge_id: row.challenge_id, status: row.outcome ?? (row.attempts_started > 0 ? 'in_progress' : 'assigned') };
    } catch (err) {
      if ((err as { code?: string }).code === '42P01') return null; // the read model arrives when a projector first starts
      throw err;
    }
  }

  /** From the user-stats read model; a learner who has not played yet starts at their initial rating. */
  private async stats(user: UserEntity): Promise<UserStats> {
    const projected = await this.statsReader.forUser(user.id);
    if (projected) return projected;
    return {
      current_elo_rating: user.initialElo,
      total_points_earned: 0,
      current_streak: 0,
      best_streak: 0,
      total_challenges_completed: 0,
      streak_freezes: 0,
    };
  }

  async countLearners(): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM users WHERE NOT is_admin`)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }
}
