import { type CommandBus } from '@nestjs/cqrs';
import { LeaguePlacements } from './league-placements';
import { type PlaceLeagueLearnersCommand } from './leagues';

/** A command bus that records each placement and lets the test decide when it ends. */
function bus() {
  const calls: Array<{ ids: number[]; finish: (position: bigint) => void; fail: (err: Error) => void }> = [];
  const commands = {
    execute: (c: PlaceLeagueLearnersCommand) =>
      new Promise((resolve, reject) => {
        calls.push({ ids: [...(c.only ?? [])], finish: (position) => resolve({ placed: c.only?.length ?? 0, position }), fail: reject });
        expect(c.closeLastWeek).toBe(false);
      }),
  } as unknown as CommandBus;
  return { commands, calls };
}
const tick = () => new Promise((r) => setImmediate(r));

test('learners asking in the same turn are placed by one command; those asking while it runs by the next, after it', async () => {
  const { commands, calls } = bus();
  const placements = new LeaguePlacements(commands);
  const first = [placements.place(1), placements.place(2), placements.place(2)];
  await tick();
  expect(calls.map((c) => c.ids)).toEqual([[1, 2]]);
  const second = [placements.place(3), placements.place(4)];
  await tick();
  await tick();
  expect(calls).toHaveLength(1); // never two placements of one process at once: they would conflict
  calls[0]!.finish(10n);
  expect(await Promise.all(first)).toEqual([{ placed: 2, position: 10n }, { placed: 2, position: 10n }, { placed: 2, position: 10n }]);
  await tick();
  expect(calls.map((c) => c.ids)).toEqual([[1, 2], [3, 4]]);
  calls[1]!.finish(12n);
  expect((await Promise.all(second)).map((r) => r.position)).toEqual([12n, 12n]);
});

test('a failed placement fails its own callers only; the next batch still runs', async () => {
  const { commands, calls } = bus();
  const placements = new LeaguePlacements(commands);
  const failing = placements.place(1);
  await tick();
  const later = placements.place(2);
  calls[0]!.fail(new Error('conflict after 5 attempts'));
  await expect(failing).rejects.toThrow('conflict');
  for (let i = 0; i < 3 && calls.length < 2; i++) await tick();
  expect(calls[1]!.ids).toEqual([2]);
  calls[1]!.finish(20n);
  expect(await later).toEqual({ placed: 1, position: 20n });
});

test('a placement asked for is pending for its learner until it ends, then forgotten (also when it fails)', async () => {
  const { commands, calls } = bus();
  const placements = new LeaguePlacements(commands);
  expect(placements.pending(1)).toBeUndefined();
  const placed = placements.place(1);
  expect(placements.pending(1)).toBe(placed);
  expect(placements.pending(2)).toBeUndefined();
  await tick();
  calls[0]!.finish(7n);
  expect(await placements.pending(1)).toEqual({ placed: 1, position: 7n });
  await tick();
  expect(placements.pending(1)).toBeUndefined();
  const failing = placements.place(2);
  await tick();
  await tick();
  calls[1]!.fail(new Error('conflict'));
  await expect(failing).rejects.toThrow('conflict');
  await tick();
  expect(placements.pending(2)).toBeUndefined();
});
