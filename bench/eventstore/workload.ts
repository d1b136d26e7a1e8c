import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../backend/src/platform/eventstore/event-store.port';

/** A SolutionSubmitted as the product writes it: ~450 bytes of data and metadata. */
export function solutionSubmitted(n: number): NewEvent & { id: string } {
  return {
    id: randomUUID(),
    type: 'SolutionSubmitted',
    data: {
      challengeId: 1000 + (n % 50),
      date: '2025-11-21',
      attemptNumber: 1 + (n % 3),
      sql: `SELECT c.name, count(o.id) AS orders FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.created_at >= date '2024-01-01' GROUP BY c.name ORDER BY orders DESC LIMIT ${n % 20}`,
      correct: n % 2 === 0,
      seconds: 30 + (n % 240),
      points: n % 2 === 0 ? 120 : 0,
      error: null,
    },
    metadata: { actorId: 1 + (n % 500), correlationId: randomUUID(), causationId: randomUUID() },
  };
}

export function batchOf(size: number, start: number): Array<NewEvent & { id: string }> {
  return Array.from({ length: size }, (_, i) => solutionSubmitted(start + i));
}

export type Step = (writer: number, i: number) => Promise<number>;

/**
 * Rates (events/s) of two competing steps, run in alternating slices so that load from anything
 * else on the machine falls on both alike. Each slice runs `writers` concurrent loops.
 */
export async function compareRates(totalMs: number, writers: number, a: Step, b: Step, slices = 6): Promise<[number, number]> {
  const sums = [
    { events: 0, seconds: 0 },
    { events: 0, seconds: 0 },
  ];
  let iteration = 0;
  for (let s = 0; s < slices; s++) {
    for (const [k, step] of [a, b].entries()) {
      const deadline = Date.now() + totalMs / slices / 2;
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          while (Date.now() < deadline) {
            const n = await step(w, iteration++); // not `+= await`: that would add to a stale sum
            sums[k]!.events += n;
          }
        }),
      );
      sums[k]!.seconds += Number(process.hrtime.bigint() - started) / 1e9;
    }
  }
  return [sums[0]!.events / sums[0]!.seconds, sums[1]!.events / sums[1]!.seconds];
}
