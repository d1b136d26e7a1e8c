/**
 * Published contract of the leagues context, version 1 (issue 15, part 5). One stream per ISO week,
 * `league-<YYYY-Www>` (UTC weeks, Monday 00:00 UTC, as the weekly leaderboard): who joined which
 * cohort of which tier that week, and the week's close with every tier change it decided. A learner's
 * tier is the tier of their last cohort, moved by that week's LeagueTierChanged; Bronze before any.
 */
export const LEAGUE_TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type LeagueTier = (typeof LEAGUE_TIERS)[number];

/** `league-2026-W48`: the week label is `isoWeekLabel` (projections/src/learner/iso-week.ts). */
export const leagueStream = (week: string) => `league-${week}`;

export interface LeagueCohortJoined {
  type: 'LeagueCohortJoined';
  data: {
    /** ISO week label, e.g. 2026-W48. */
    week: string;
    /** Monday of the week (YYYY-MM-DD, UTC). */
    weekStart: string;
    userId: number;
    tier: LeagueTier;
    /** 1, 2, … within the week and tier. */
    cohort: number;
    /** The learner's ELO when placed (what "similar ELO" was decided on). */
    elo: number;
    joinedAt: string;
  };
}

export interface LeagueTierChanged {
  type: 'LeagueTierChanged';
  data: {
    week: string;
    userId: number;
    from: LeagueTier;
    to: LeagueTier;
    cohort: number;
    /** The learner's final rank in their cohort and the weekly points it was decided on. */
    rank: number;
    weeklyPoints: number;
    changedAt: string;
  };
}

export interface LeagueWeekClosed {
  type: 'LeagueWeekClosed';
  data: {
    week: string;
    weekStart: string;
    /** Final ranks of every placed learner (the tier changes follow as LeagueTierChanged). */
    standings: Array<{ userId: number; tier: LeagueTier; cohort: number; rank: number; weeklyPoints: number }>;
    promoted: number;
    demoted: number;
    closedAt: string;
  };
}

export type LeagueEvent = LeagueCohortJoined | LeagueTierChanged | LeagueWeekClosed;
export type LeagueEventType = LeagueEvent['type'];

export const LEAGUE_EVENT_TYPES = ['LeagueCohortJoined', 'LeagueTierChanged', 'LeagueWeekClosed'] as const satisfies ReadonlyArray<LeagueEventType>;
export const LEAGUE_CONTRACT = { context: 'leagues', version: 1, streamPrefix: 'league-', eventTypes: LEAGUE_EVENT_TYPES } as const;
