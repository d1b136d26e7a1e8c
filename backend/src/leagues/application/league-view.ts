import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { isoWeekLabel, isoWeekStart, LeagueQuery } from '../../../../projections/src';
import { CLOCK, type Clock } from '../../kernel/clock';
import { WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import { CheckpointWatcher } from '../../platform/projector/checkpoint-watcher';
import { cutoffs } from '../domain/leagues';
import type { CurrentLeague } from '../http/league.schemas';
import { LeaguePlacements } from './league-placements';
import { PlaceLeagueLearnersCommand } from './leagues';

const TIER_NAMES = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' } as const;

/** GET /leagues/current: the caller's cohort this week, placing them first when they are active but not placed yet. */
@Injectable()
export class LeagueView {
  constructor(
    private readonly query: LeagueQuery,
    private readonly commands: CommandBus,
    private readonly checkpoints: CheckpointWatcher,
    private readonly placements: LeaguePlacements,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(userId: number): Promise<CurrentLeague> {
    const now = this.clock.now();
    const week = isoWeekLabel(now);
    const weekStart = isoWeekStart(now);
    const weekEndsAt = DateTime.fromISO(weekStart, { zone: 'utc' }).plus({ days: 7 }).toISO({ suppressMilliseconds: true }) as string;
    let standing = await this.query.standing(userId, week);
    if (!standing) {
      // A placement this process started on the learner's submit, or a placement now (which, when another
      // process placed them a moment ago, answers the position the read model must reach to show it).
      const placing = this.placements.pending(userId) ?? this.commands.execute<PlaceLeagueLearnersCommand, { placed: number; position?: bigint }>(new PlaceLeagueLearnersCommand([userId]));
      const { position } = await placing
        .catch((err: unknown) => {
          // Many placements racing on the week's stream: answer "not placed yet"; the tick places them within a minute.
          if (err instanceof WrongExpectedVersionError) return { position: undefined };
          throw err;
        });
      if (position !== undefined) await this.checkpoints.reached(['league_standings'], position, 3000);
      // Read again even without a position: a placement that found nobody to place (the minute tick placed
      // the learner, and the read model showed it, between the read above and the batch's) answers none.
      standing = await this.query.standing(userId, week);
    }
    const base = { week, week_start: weekStart, week_ends_at: weekEndsAt };
    if (!standing) {
      const tier = (await this.query.tier(userId))?.tier ?? 'bronze';
      return {
        ...base,
        tier,
        placed: false,
        cohort: [],
        promotion_cutoff: null,
        demotion_cutoff: null,
        message: `You join a ${TIER_NAMES[tier]} cohort of learners with a similar rating when you finish your first daily challenge this week.`,
      };
    }
    const rows = await this.query.cohort(week, weekStart, standing.tier, standing.cohort);
    const cut = cutoffs(standing.tier, rows.length);
    return {
      ...base,
      tier: standing.tier,
      placed: true,
      cohort: rows.map((r, i) => ({ rank: i + 1, user_id: r.user_id, username: r.username, weekly_points: r.weekly_points, is_current_user: r.user_id === userId })),
      promotion_cutoff: cut.promotion,
      demotion_cutoff: cut.demotion,
      message: null,
    };
  }
}
