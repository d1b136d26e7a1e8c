import { LEAGUE_TIERS, type LeagueCohortJoined, type LeagueEvent, type LeagueTier, type LeagueTierChanged, type LeagueWeekClosed } from '../../../../contracts/src';

/**
 * Weekly leagues (issue 15, part 5): the pure rules. A learner is placed on their first resolved day
 * of the ISO week into the cohort of their tier with room whose ELO is nearest theirs; at the week's
 * end each cohort is ranked by weekly points (ties as the weekly leaderboard) and its top moves up a
 * tier, its bottom down.
 */
export const COHORT_SIZE = 30;
/** A cohort is "similar ELO" while the newcomer is within this of its members' mean at placement. */
export const COHORT_ELO_WINDOW = 200;
/** Moves per cohort of 10 or more. */
export const LEAGUE_MOVES = 5;

export const tierUp = (t: LeagueTier): LeagueTier | null => LEAGUE_TIERS[LEAGUE_TIERS.indexOf(t) + 1] ?? null;
export const tierDown = (t: LeagueTier): LeagueTier | null => (t === 'bronze' ? null : LEAGUE_TIERS[LEAGUE_TIERS.indexOf(t) - 1]!);

export interface CohortSummary {
  cohort: number;
  size: number;
  eloSum: number;
}

/** One week's league stream folded. */
export interface LeagueWeekState {
  members: Map<number, LeagueCohortJoined['data']>;
  /** Per tier, its cohorts in number order. */
  cohorts: Map<LeagueTier, CohortSummary[]>;
  closed: boolean;
  tierChanges: Map<number, LeagueTierChanged['data']>;
}

export function leagueWeekState(events: readonly LeagueEvent[]): LeagueWeekState {
  const s: LeagueWeekState = { members: new Map(), cohorts: new Map(), closed: false, tierChanges: new Map() };
  for (const e of events) {
    if (e.type === 'LeagueCohortJoined') {
      if (s.members.has(e.data.userId)) continue;
      s.members.set(e.data.userId, e.data);
      const list = s.cohorts.get(e.data.tier) ?? [];
      let c = list.find((x) => x.cohort === e.data.cohort);
      if (!c) list.push((c = { cohort: e.data.cohort, size: 0, eloSum: 0 }));
      c.size++;
      c.eloSum += e.data.elo;
      s.cohorts.set(e.data.tier, list.sort((a, b) => a.cohort - b.cohort));
    } else if (e.type === 'LeagueWeekClosed') {
      s.closed = true;
    } else {
      s.tierChanges.set(e.data.userId, e.data);
    }
  }
  return s;
}

/**
 * The cohort a newcomer of this ELO joins: among the tier's cohorts with room, the one whose mean ELO
 * is nearest (the lower number on a tie), if within the window; otherwise a new cohort.
 */
export function chooseCohort(cohorts: readonly CohortSummary[], elo: number): number {
  let best: { cohort: number; distance: number } | null = null;
  for (const c of cohorts) {
    if (c.size >= COHORT_SIZE) continue;
    const distance = Math.abs(c.eloSum / c.size - elo);
    if (distance <= COHORT_ELO_WINDOW && (!best || distance < best.distance)) best = { cohort: c.cohort, distance };
  }
  return best ? best.cohort : cohorts.reduce((max, c) => Math.max(max, c.cohort), 0) + 1;
}

export interface Placement {
  userId: number;
  tier: LeagueTier;
  elo: number;
}

/**
 * Places newcomers in the given order (already placed learners are skipped: placing twice appends
 * nothing); a closed week takes nobody. Returns the events to append to the week's stream.
 */
export function decidePlacements(state: LeagueWeekState, week: { week: string; weekStart: string }, placements: readonly Placement[], at: string): LeagueCohortJoined[] {
  if (state.closed) return [];
  const cohorts = new Map([...state.cohorts].map(([t, list]) => [t, list.map((c) => ({ ...c }))]));
  const placed = new Set(state.members.keys());
  const out: LeagueCohortJoined[] = [];
  for (const p of placements) {
    if (placed.has(p.userId)) continue;
    placed.add(p.userId);
    const list = cohorts.get(p.tier) ?? [];
    const cohort = chooseCohort(list, p.elo);
    let c = list.find((x) => x.cohort === cohort);
    if (!c) list.push((c = { cohort, size: 0, eloSum: 0 }));
    c.size++;
    c.eloSum += p.elo;
    cohorts.set(p.tier, list);
    out.push({ type: 'LeagueCohortJoined', data: { ...week, userId: p.userId, tier: p.tier, cohort, elo: p.elo, joinedAt: at } });
  }
  return out;
}

/** A placed learner's week as the close ranks it: the weekly leaderboard's numbers (0 when it has no row). */
export interface WeeklyResult {
  userId: number;
  weeklyPoints: number;
  weeklyCompleted: number;
  elo: number;
  registeredAt: string;
}

/** The weekly leaderboard's order: points, solved, ELO (all descending), then earlier registration, then user id. */
export function compareWeekly(a: WeeklyResult, b: WeeklyResult): number {
  return (
    b.weeklyPoints - a.weeklyPoints ||
    b.weeklyCompleted - a.weeklyCompleted ||
    b.elo - a.elo ||
    (a.registeredAt < b.registeredAt ? -1 : a.registeredAt > b.registeredAt ? 1 : 0) ||
    a.userId - b.userId
  );
}

/**
 * How many of a cohort of `size` move up and down: 5 and 5 from 10 learners on; a smaller cohort
 * moves ceil(size / 3) up and floor(size / 3) down, so no one is both and a lone learner can still rise.
 * The caps by tier (Diamond, Bronze) and the zero-points rule apply per learner, in `decideWeekClose`.
 */
export function cohortMoves(size: number): { up: number; down: number } {
  if (size >= 2 * LEAGUE_MOVES) return { up: LEAGUE_MOVES, down: LEAGUE_MOVES };
  return { up: Math.ceil(size / 3), down: Math.floor(size / 3) };
}

/** 1-based cut-offs of a ranked cohort: ranks ≤ promotion move up, ranks ≥ demotion move down (null: none). */
export function cutoffs(tier: LeagueTier, size: number): { promotion: number | null; demotion: number | null } {
  const { up, down } = cohortMoves(size);
  return {
    promotion: tierUp(tier) && up > 0 ? up : null,
    demotion: tierDown(tier) && down > 0 ? size - down + 1 : null,
  };
}

/**
 * Closes a week: ranks every cohort, appends a LeagueTierChanged per move, then LeagueWeekClosed
 * with the final standings. A learner in the promotion zone with no weekly points stays (nobody
 * rises for doing nothing). A closed week appends nothing, so a retried or duplicated close is a no-op.
 */
export function decideWeekClose(
  state: LeagueWeekState,
  week: { week: string; weekStart: string },
  results: ReadonlyMap<number, WeeklyResult>,
  at: string,
): Array<LeagueWeekClosed | LeagueTierChanged> {
  // A week nobody was placed in has nothing to close (and never will: placement is into the current week only).
  if (state.closed || !state.members.size) return [];
  const standings: LeagueWeekClosed['data']['standings'] = [];
  const changes: LeagueTierChanged[] = [];
  const byCohort = new Map<string, Array<LeagueCohortJoined['data']>>();
  for (const m of state.members.values()) {
    const key = `${m.tier}|${m.cohort}`;
    byCohort.set(key, [...(byCohort.get(key) ?? []), m]);
  }
  const keys = [...byCohort.keys()].sort((a, b) => {
    const [ta, ca] = a.split('|');
    const [tb, cb] = b.split('|');
    return LEAGUE_TIERS.indexOf(ta as LeagueTier) - LEAGUE_TIERS.indexOf(tb as LeagueTier) || Number(ca) - Number(cb);
  });
  for (const key of keys) {
    const members = byCohort.get(key)!;
    const { tier, cohort } = members[0]!;
    const ranked = members
      .map((m) => results.get(m.userId) ?? { userId: m.userId, weeklyPoints: 0, weeklyCompleted: 0, elo: m.elo, registeredAt: m.joinedAt })
      .sort(compareWeekly);
    const cut = cutoffs(tier, ranked.length);
    ranked.forEach((r, i) => {
      const rank = i + 1;
      standings.push({ userId: r.userId, tier, cohort, rank, weeklyPoints: r.weeklyPoints });
      let to: LeagueTier | null = null;
      if (cut.promotion !== null && rank <= cut.promotion && r.weeklyPoints > 0) to = tierUp(tier);
      else if (cut.demotion !== null && rank >= cut.demotion) to = tierDown(tier);
      if (to) changes.push({ type: 'LeagueTierChanged', data: { week: week.week, userId: r.userId, from: tier, to, cohort, rank, weeklyPoints: r.weeklyPoints, changedAt: at } });
    });
  }
  const promoted = changes.filter((c) => LEAGUE_TIERS.indexOf(c.data.to) > LEAGUE_TIERS.indexOf(c.data.from)).length;
  // The close comes last, so a reader that sees the week closed (league_weeks) has seen its tier changes.
  return [...changes, { type: 'LeagueWeekClosed', data: { ...week, standings, promoted, demoted: changes.length - promoted, closedAt: at } }];
}

/** A learner's tier after a week they were placed in: the cohort's tier moved by the close, if any. */
export function tierAfterWeek(state: LeagueWeekState, userId: number): LeagueTier | null {
  const change = state.tierChanges.get(userId);
  if (change) return change.to;
  return state.members.get(userId)?.tier ?? null;
}
