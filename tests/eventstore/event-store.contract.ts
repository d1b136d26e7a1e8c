import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { type EventStore, type ExpectedVersion, WrongExpectedVersionError } from '../../backend/src/platform/eventstore/event-store.port';
import { resetCheckpoint } from '../../backend/src/platform/eventstore/subscription';
import { createSeenTable, events, recordingConsumer, seen, stopAllSubscriptions, subscription, uniqueStream, waitFor } from './support';

export interface ContractFixture {
  store: EventStore;
  /** The read-model database (checkpoints, leader locks, the consumers' rows). */
  pool: Pool;
}

async function conflict(p: Promise<unknown>): Promise<WrongExpectedVersionError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WrongExpectedVersionError);
  return err as WrongExpectedVersionError;
}

/** The behaviour every EventStore adapter must show; `fixture` is read once the spec's beforeAll ran. */
export function eventStoreContract(adapter: string, fixture: () => ContractFixture): void {
  const store = () => fixture().store;

  describe(`${adapter} event store contract`, () => {
    afterEach(stopAllSubscriptions);

    test('appends and reads a stream back with versions from 0 and increasing positions', async () => {
      const s = uniqueStream('read');
      const batch = [
        { id: randomUUID(), type: 'AttemptStarted', data: { challengeId: 7 }, metadata: { actorId: 3, correlationId: 'c1' } },
        { id: randomUUID(), type: 'SolutionSubmitted', data: { sql: 'select 1', correct: true } },
      ];
      const r = await store().append(s, batch, 'no_stream');
      expect(r.nextExpectedVersion).toBe(1);
      expect(typeof r.lastPosition).toBe('bigint');
      const read = await store().readStream(s);
      expect(read.map((e) => [e.id, e.streamId, e.streamVersion, e.type])).toEqual([
        [batch[0]!.id, s, 0, 'AttemptStarted'],
        [batch[1]!.id, s, 1, 'SolutionSubmitted'],
      ]);
      expect(read[0]!.data).toEqual({ challengeId: 7 });
      expect(read[0]!.metadata).toMatchObject({ actorId: 3, correlationId: 'c1' });
      expect(read[0]!.createdAt).toBeInstanceOf(Date);
      expect(read[1]!.globalPosition).toBeGreaterThan(read[0]!.globalPosition);
      expect(read[1]!.globalPosition).toBe(r.lastPosition);
      expect(await store().readStream(s, { fromVersion: 1 })).toHaveLength(1);
      expect(await store().readStream(s, { limit: 1 })).toHaveLength(1);
      expect(await store().readStream(uniqueStream('missing'))).toEqual([]);
    });

    test('streamVersion is -1 for a missing stream, else the last version', async () => {
      const s = uniqueStream('ver');
      expect(await store().streamVersion(s)).toBe(-1);
      await store().append(s, events(3));
      expect(await store().streamVersion(s)).toBe(2);
    });

    describe('expected version', () => {
      test("'no_stream' appends to a new stream and conflicts on an existing one", async () => {
        const s = uniqueStream('ns');
        expect((await store().append(s, events(1), 'no_stream')).nextExpectedVersion).toBe(0);
        const err = await conflict(store().append(s, events(1), 'no_stream'));
        expect([err.streamId, err.expected, err.actual]).toEqual([s, 'no_stream', 0]);
      });

      test("'stream_exists' conflicts on a missing stream and appends to an existing one", async () => {
        const s = uniqueStream('se');
        const err = await conflict(store().append(s, events(1), 'stream_exists'));
        expect(err.actual).toBe(-1);
        expect(await store().streamVersion(s)).toBe(-1);
        await store().append(s, events(1));
        expect((await store().append(s, events(1), 'stream_exists')).nextExpectedVersion).toBe(1);
      });

      test('a number must equal the current version (-1 meaning no stream)', async () => {
        const s = uniqueStream('num');
        await conflict(store().append(s, events(1), 0));
        expect((await store().append(s, events(2), -1)).nextExpectedVersion).toBe(1);
        for (const stale of [-1, 0, 2, 5] as ExpectedVersion[]) {
          const err = await conflict(store().append(s, events(1), stale));
          expect(err.actual).toBe(1);
        }
        expect((await store().append(s, events(1), 1)).nextExpectedVersion).toBe(2);
        expect(await store().streamVersion(s)).toBe(2);
      });

      test("'any' appends whatever the version", async () => {
        const s = uniqueStream('any');
        expect((await store().append(s, events(1), 'any')).nextExpectedVersion).toBe(0);
        expect((await store().append(s, events(2))).nextExpectedVersion).toBe(2);
      });

      test('of racing appenders with the same expectation exactly one wins', async () => {
        const s = uniqueStream('race');
        await store().append(s, events(1));
        const results = await Promise.allSettled(Array.from({ length: 6 }, () => store().append(s, events(2), 0)));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(await store().streamVersion(s)).toBe(2);
      });
    });

    describe('idempotency', () => {
      test('a retried append with the same ids stores nothing twice and answers the same result', async () => {
        const s = uniqueStream('idem');
        const batch = events(3);
        const first = await store().append(s, batch, 'no_stream');
        expect(await store().append(s, batch, 'no_stream')).toEqual(first);
        await store().append(s, events(1));
        // Even after the stream moved on, the retry is recognised rather than called a conflict.
        expect(await store().append(s, batch, 'no_stream')).toEqual(first);
        expect(await store().append(s, batch, 'any')).toEqual(first);
        expect((await store().readStream(s)).map((e) => e.id)).toHaveLength(4);
      });

      test('concurrent identical appends store the batch once and all succeed alike', async () => {
        const s = uniqueStream('idem-race');
        const batch = events(2);
        const results = await Promise.all(Array.from({ length: 5 }, () => store().append(s, batch, 'no_stream')));
        for (const r of results) expect(r).toEqual(results[0]);
        expect(await store().readStream(s)).toHaveLength(2);
      });

      test('a batch whose ids are only partly stored is a conflict and stores nothing', async () => {
        const s = uniqueStream('partial');
        const [a, b] = events(2);
        await store().append(s, [a!], 'no_stream');
        const err = await conflict(store().append(s, [a!, b!], 0));
        expect(err.reason).toMatch(/already stored/);
        expect((await store().readStream(s)).map((e) => e.id)).toEqual([a!.id]);
      });
    });

    test('readAll reads after a position in position order, limited; headPosition covers the last append', async () => {
      const before = await store().headPosition();
      const a = uniqueStream('all-a');
      const b = uniqueStream('all-b');
      await store().append(a, events(2));
      const last = await store().append(b, events(3));
      const tail = await store().append(a, events(1));
      // The head is the safe read bound: it reaches an append once every older transaction in the
      // cluster has ended (other test files run their own transactions meanwhile), so wait for it.
      for (let i = 0; i < 200 && (await store().headPosition()) < tail.lastPosition; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await store().headPosition()).toBeGreaterThanOrEqual(last.lastPosition);
      const all = (await store().readAll({ after: before, limit: 1000 })).filter((e) => e.streamId === a || e.streamId === b);
      expect(all.map((e) => `${e.streamId === a ? 'a' : 'b'}${e.streamVersion}`)).toEqual(['a0', 'a1', 'b0', 'b1', 'b2', 'a2']);
      for (let i = 1; i < all.length; i++) expect(all[i]!.globalPosition).toBeGreaterThan(all[i - 1]!.globalPosition);
      const page = await store().readAll({ after: all[1]!.globalPosition, limit: 2 });
      expect(page).toHaveLength(2);
      expect(page[0]!.globalPosition).toBeGreaterThan(all[1]!.globalPosition);
    });

    describe('catch-up subscription', () => {
      beforeAll(() => createSeenTable(fixture().pool));

      async function fromHead(name: string): Promise<void> {
        await resetCheckpoint(fixture().pool, name, { position: await store().headPosition() });
      }

      test('delivers every event once, in order, and resumes from its checkpoint', async () => {
        const name = uniqueStream('sub');
        const prefix = `${name}-s`;
        await fromHead(name);
        const sub = subscription(store(), fixture().pool, name, recordingConsumer(name, prefix), { batchSize: 7 });
        sub.start();
        for (let i = 0; i < 5; i++) await store().append(`${prefix}${i}`, events(10));
        await waitFor('first 50', async () => (await seen(fixture().pool, name)).total >= 50);
        await sub.stop();
        expect((await sub.status()).active).toBe(false);
        await store().append(`${prefix}x`, events(5));
        const again = subscription(store(), fixture().pool, name, recordingConsumer(name, prefix));
        again.start();
        await waitFor('all 55', async () => (await seen(fixture().pool, name)).total >= 55);
        const status = await again.status();
        await again.stop();
        const got = await seen(fixture().pool, name);
        expect([got.total, got.distinct, got.ordered]).toEqual([55, 55, true]);
        expect(status.active).toBe(true);
        expect(status.checkpoint).toBeGreaterThan(0n);
      });

      test('a consumer failing mid-batch rolls the batch back and it is redelivered, not repeated', async () => {
        const name = uniqueStream('fail');
        const prefix = `${name}-s`;
        await fromHead(name);
        let failures = 0;
        const sub = subscription(
          store(),
          fixture().pool,
          name,
          recordingConsumer(name, prefix, async (batch) => {
            // Fails after the batch's rows were written, twice, on the batch holding event 13.
            if (batch.some((e) => (e.data as { n: number }).n === 13) && failures < 2) {
              failures++;
              throw new Error('consumer crashed');
            }
          }),
          { batchSize: 5, pollIntervalMs: 20 },
        );
        await store().append(`${prefix}1`, events(30));
        sub.start();
        await waitFor('30 events', async () => (await seen(fixture().pool, name)).total >= 30);
        await sub.stop();
        const got = await seen(fixture().pool, name);
        expect([failures, got.total, got.distinct, got.ordered]).toEqual([2, 30, 30, true]);
      });

      test('a standby runner takes over when the active one stops', async () => {
        const name = uniqueStream('standby');
        const prefix = `${name}-s`;
        await fromHead(name);
        const first = subscription(store(), fixture().pool, name, recordingConsumer(name, prefix));
        const second = subscription(store(), fixture().pool, name, recordingConsumer(name, prefix));
        first.start();
        await waitFor('first active', async () => (await first.status()).active);
        second.start();
        await store().append(`${prefix}1`, events(10));
        await waitFor('10 events', async () => (await seen(fixture().pool, name)).total >= 10);
        expect((await second.status()).active).toBe(false);
        await first.stop();
        await waitFor('second active', async () => (await second.status()).active);
        await store().append(`${prefix}2`, events(10));
        await waitFor('20 events', async () => (await seen(fixture().pool, name)).total >= 20);
        await second.stop();
        const got = await seen(fixture().pool, name);
        expect([got.total, got.distinct, got.ordered]).toEqual([20, 20, true]);
      });

      test('resetCheckpoint refuses while a runner is active', async () => {
        const name = uniqueStream('reset');
        await fromHead(name);
        const sub = subscription(store(), fixture().pool, name, recordingConsumer(name, name));
        sub.start();
        await waitFor('active', async () => (await sub.status()).active);
        await expect(resetCheckpoint(fixture().pool, name)).rejects.toThrow(/active runner/);
        await sub.stop();
        await resetCheckpoint(fixture().pool, name, { position: 5n });
        expect((await sub.status()).checkpoint).toBe(5n);
      });
    });
  });
}
