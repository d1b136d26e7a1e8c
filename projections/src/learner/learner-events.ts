import { LEARNER_CONTRACT, type LearnerEvent, type RecordedEvent } from '../../../contracts/src';

const TYPES: ReadonlySet<string> = new Set(LEARNER_CONTRACT.eventTypes);

/** The batch's learner-stream events, in order, typed by the domain's contract. */
export function learnerEvents(events: readonly RecordedEvent[]): LearnerEvent[] {
  return events
    .filter((e) => e.streamId.startsWith(LEARNER_CONTRACT.streamPrefix) && TYPES.has(e.type))
    .map((e) => ({ type: e.type, data: e.data }) as LearnerEvent);
}

/** Distinct user ids the batch touches. */
export const touchedUsers = (events: readonly LearnerEvent[]): number[] => [...new Set(events.map((e) => e.data.userId))];

/** Distinct (a, b) pairs as two parallel arrays, the shape `unnest($1::int[], $2::...[])` takes. */
export function pairs<A, B>(items: Iterable<readonly [A, B]>): [A[], B[]] {
  const seen = new Map<string, readonly [A, B]>();
  for (const p of items) seen.set(`${String(p[0])}|${String(p[1])}`, p);
  return [[...seen.values()].map((p) => p[0]), [...seen.values()].map((p) => p[1])];
}
