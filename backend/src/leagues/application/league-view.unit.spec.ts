import { type CommandBus } from '@nestjs/cqrs';
import type { LeagueQuery } from '../../../../projections/src';
import type { Clock } from '../../kernel/clock';
import type { CheckpointWatcher } from '../../platform/projector/checkpoint-watcher';
import type { LeaguePlacements } from './league-placements';
import { LeagueView } from './league-view';

const clock: Clock = { now: () => new Date('2026-06-15T09:00:00Z') } as Clock;

/** A league read model that shows the learner placed from the `shownFrom`-th read of their standing on. */
function readModel(shownFrom: number) {
  let reads = 0;
  return {
    standing: async () => (++reads >= shownFrom ? { tier: 'silver' as const, cohort: 1 } : null),
    tier: async () => ({ tier: 'silver' as const, week: '2026-W24' }),
    cohort: async () => [{ user_id: 7, username: 'ana', weekly_points: 90, weekly_completed: 1, elo: 1250, registered_at: '2026-06-01T00:00:00Z' }],
    reads: () => reads,
  };
}

function view(query: ReturnType<typeof readModel>, pending: Promise<{ placed: number; position?: bigint }> | undefined, commands: Partial<CommandBus> = {}) {
  const reached: bigint[] = [];
  const checkpoints = { reached: async (_names: string[], position: bigint) => (reached.push(position), true) } as unknown as CheckpointWatcher;
  const placements = { pending: () => pending } as unknown as LeaguePlacements;
  return { view: new LeagueView(query as unknown as LeagueQuery, commands as CommandBus, checkpoints, placements, clock), reached };
}

test('a pending placement that found the learner already placed (no position) still shows them placed', async () => {
  const query = readModel(2);
  const { view: v, reached } = view(query, Promise.resolve({ placed: 0 }));
  const league = await v.current(7);
  expect(league).toMatchObject({ tier: 'silver', placed: true, message: null });
  expect(league.cohort).toEqual([expect.objectContaining({ user_id: 7, is_current_user: true })]);
  expect(reached).toEqual([]);
  expect(query.reads()).toBe(2);
});

test('a pending placement that appended waits for the read model to reach it, then shows the cohort', async () => {
  const query = readModel(2);
  const { view: v, reached } = view(query, Promise.resolve({ placed: 1, position: 41n }));
  expect(await v.current(7)).toMatchObject({ placed: true });
  expect(reached).toEqual([41n]);
});

test('no pending placement: the view places the learner itself; still not shown afterwards means not placed', async () => {
  const query = readModel(Number.POSITIVE_INFINITY);
  const executed: unknown[] = [];
  const { view: v } = view(query, undefined, { execute: async (c: unknown) => (executed.push(c), { placed: 0 }) } as Partial<CommandBus>);
  expect(await v.current(7)).toMatchObject({ placed: false, tier: 'silver', cohort: [] });
  expect(executed).toHaveLength(1);
  expect(query.reads()).toBe(2);
});
