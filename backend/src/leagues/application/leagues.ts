import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandHandler, CommandBus, type ICommandHandler } from '@nestjs/cqrs';
import { LEAGUE_TIERS } from '../../../../contracts/src';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import { isoWeekLabel, isoWeekStart, isoWeekStartOf, LeagueQuery, previousIsoWeekLabel } from '../../../../projections/src';
import { CLOCK, type Clock } from '../../kernel/clock';
import { HandlesJob } from '../../platform/jobs/job-handler.decorator';
import { JobsClient } from '../../platform/jobs/jobs.client';
import { CheckpointWatcher } from '../../platform/projector/checkpoint-watcher';
import { decidePlacements, decideWeekClose, tierAfterWeek, type Placement, type WeeklyResult } from '../domain/leagues';
import { LeagueWeeks } from './league-weeks.repository';

/** Places this week's active learners not placed yet (all of them, or only these). */
export class PlaceLeagueLearnersCommand {
  constructor(
    readonly only?: number[],
    /** False on a learner's submit: never spend their request closing last week (the tick does it, then places them). */
    readonly closeLastWeek = true,
  ) {}
}

/** Closes a week's leagues (ranks, tier changes); a closed week is left as it is. */
export class CloseLeagueWeekCommand {
  constructor(readonly week: string) {}
}

export interface CloseWeekResult {
  week: string;
  /** True when this call closed it; false when it was closed already (nothing appended). */
  closed: boolean;
  learners: number;
  promoted: number;
  demoted: number;
}

const TICK_EVERY_MS = 60_000;
/**
 * A week is closed no earlier than this after Monday 00:00 UTC: a submit that arrived on Sunday is dated
 * by its arrival but appended after grading, which takes seconds (longer under load).
 */
export const CLOSE_GRACE_MS = 5 * 60_000;
/** Read models the close ranks on: the week's points and who was placed. */
const CLOSE_READS = ['leaderboard_weekly', 'league_standings'];

@CommandHandler(CloseLeagueWeekCommand)
export class CloseLeagueWeekHandler implements ICommandHandler<CloseLeagueWeekCommand> {
  constructor(
    private readonly weeks: LeagueWeeks,
    private readonly query: LeagueQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly checkpoints: CheckpointWatcher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ week }: CloseLeagueWeekCommand): Promise<CloseWeekResult> {
    const weekStart = isoWeekStartOf(week);
    if (!weekStart) throw new Error(`not an ISO week: ${week}`);
    // Rank on every point earned before the close: the weekly board must have projected every event so far.
    // Behind (projector down or slow): fail, and the job's retry or the next tick closes it.
    if (!(await this.checkpoints.reached(CLOSE_READS, await this.store.headPosition(), 15_000))) {
      throw new Error(`league week ${week} not closed: the weekly leaderboard is behind the event store`);
    }
    const { events, state } = await this.weeks.execute(week, async (s) => {
      if (s.closed) return [];
      const rows = await this.query.members(week, weekStart);
      const results = new Map<number, WeeklyResult>(
        rows.map((r) => [
          r.user_id,
          { userId: r.user_id, weeklyPoints: r.weekly_points, weeklyCompleted: r.weekly_completed, elo: r.elo, registeredAt: new Date(r.registered_at).toISOString() },
        ]),
      );
      return decideWeekClose(s, { week, weekStart }, results, this.clock.now().toISOString());
    });
    const closedEvent = events.find((e) => e.type === 'LeagueWeekClosed');
    if (closedEvent?.type === 'LeagueWeekClosed') {
      return { week, closed: true, learners: closedEvent.data.standings.length, promoted: closedEvent.data.promoted, demoted: closedEvent.data.demoted };
    }
    const moves = [...state.tierChanges.values()];
    const up = moves.filter((m) => LEAGUE_TIERS.indexOf(m.to) > LEAGUE_TIERS.indexOf(m.from)).length;
    return { week, closed: false, learners: state.members.size, promoted: up, demoted: moves.length - up };
  }
}

@CommandHandler(PlaceLeagueLearnersCommand)
export class PlaceLeagueLearnersHandler implements ICommandHandler<PlaceLeagueLearnersCommand> {
  constructor(
    private readonly weeks: LeagueWeeks,
    private readonly query: LeagueQuery,
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ only, closeLastWeek }: PlaceLeagueLearnersCommand): Promise<{ placed: number; position?: bigint }> {
    const now = this.clock.now();
    const week = isoWeekLabel(now);
    const weekStart = isoWeekStart(now);
    const candidates = await this.query.unplaced(week, weekStart, only);
    if (!candidates.length) return { placed: 0 };
    const previous = previousIsoWeekLabel(now);
    // Last week's close projected: every tier is final in the read model, no need to read its stream.
    if (await this.query.weekClosed(previous)) {
      const placements = candidates.map((c) => ({ userId: c.user_id, elo: c.elo, tier: c.tier ?? ('bronze' as const) }));
      const { events, position } = await this.weeks.execute(week, (s) => decidePlacements(s, { week, weekStart }, placements, now.toISOString()));
      return { placed: events.length, position };
    }
    // A tier comes from last week's close: close it first if the scheduled close has not run yet.
    let last = (await this.weeks.load(previous)).state;
    if (last.members.size && !last.closed) {
      // Last week's tiers are not final yet: the tick places everyone once the grace has passed.
      if (!closeLastWeek || now.getTime() - Date.parse(`${weekStart}T00:00:00Z`) < CLOSE_GRACE_MS) return { placed: 0 };
      await this.commands.execute(new CloseLeagueWeekCommand(previous));
      last = (await this.weeks.load(previous)).state;
    }
    // Last week's stream is authoritative for its members; older tiers come from the read model (long projected); Bronze first.
    const placements: Placement[] = candidates.map((c) => ({ userId: c.user_id, elo: c.elo, tier: tierAfterWeek(last, c.user_id) ?? c.tier ?? 'bronze' }));
    const { events, position } = await this.weeks.execute(week, (s) => decidePlacements(s, { week, weekStart }, placements, now.toISOString()));
    return { placed: events.length, position };
  }
}

/**
 * The league's scheduled work (worker role): every minute, close the past weeks still open (the week
 * ends Monday 00:00 UTC; the first tick after the grace closes it) and place this week's actives the
 * submit did not place (a day resolved by abandonment, a placement that lost its race or waited on last week's close).
 */
@Injectable()
export class LeagueJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Leagues');

  constructor(
    private readonly commands: CommandBus,
    private readonly query: LeagueQuery,
    private readonly jobs: JobsClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs
      .queue('maintenance')
      .upsertJobScheduler('league-tick', { every: TICK_EVERY_MS }, { name: 'league-tick', data: {} })
      .catch((err: Error) => this.logger.warn(`could not schedule the league tick: ${err.message}`));
  }

  @HandlesJob('maintenance', 'league-tick')
  async tick(): Promise<{ closed: CloseWeekResult[]; placed: number }> {
    const closed: CloseWeekResult[] = [];
    for (const week of await this.query.openWeeksBefore(isoWeekStart(new Date(this.clock.now().getTime() - CLOSE_GRACE_MS)))) {
      closed.push(await this.commands.execute(new CloseLeagueWeekCommand(week)));
    }
    const { placed } = await this.commands.execute<PlaceLeagueLearnersCommand, { placed: number }>(new PlaceLeagueLearnersCommand());
    return { closed, placed };
  }

  @HandlesJob('maintenance', 'close-league-week')
  closeWeek(job: { week: string }): Promise<CloseWeekResult> {
    return this.commands.execute(new CloseLeagueWeekCommand(job.week));
  }
}
