import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import { type EventStore, type RecordedEvent, WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import { decide, evolve, initialState, learnerStream, type LearnerCommand, type LearnerEvent, type LearnerState } from '../domain';
import { LearnerStateCache } from './learner-state-cache';

export interface LoadedLearner {
  state: LearnerState;
  version: number;
}

export interface Decided {
  before: LoadedLearner;
  events: LearnerEvent[];
  after: LearnerState;
  /** Global position of the last event appended (undefined when nothing was). */
  position?: bigint;
}

const MAX_RETRIES = 5;

const asLearnerEvent = (e: RecordedEvent): LearnerEvent => ({ type: e.type, data: e.data }) as LearnerEvent;

/**
 * Loads a learner's stream into state and appends decisions with optimistic concurrency. The state is
 * cached with its stream version: a load reads only the events after it (usually none), so a request
 * costs the same whether the learner has ten events or ten thousand.
 */
@Injectable()
export class LearnerRepository {
  private readonly cache = new LearnerStateCache();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(userId: number): Promise<LoadedLearner> {
    const cached = this.cache.get(userId);
    if (cached) {
      // from the cached version itself: its event must still be the one folded (else the stream is not
      // the one cached — a reset database — and it is read whole)
      const tail = await this.store.readStream(learnerStream(userId), { fromVersion: cached.version });
      if (tail[0]?.id === cached.lastEventId) {
        let state = cached.state;
        for (const e of tail.slice(1)) state = evolve(state, asLearnerEvent(e));
        const last = tail[tail.length - 1]!;
        if (tail.length > 1) this.cache.put(userId, { state, version: last.streamVersion, lastEventId: last.id });
        return { state, version: last.streamVersion };
      }
      this.cache.forget(userId);
    }
    const { state, version } = await this.loadWithEvents(userId);
    return { state, version };
  }

  /** The state and the events it was folded from (for views that need what the state does not keep, e.g. submitted SQL). */
  async loadWithEvents(userId: number): Promise<LoadedLearner & { events: LearnerEvent[] }> {
    const recorded = await this.store.readStream(learnerStream(userId));
    const events = recorded.map(asLearnerEvent);
    let state = initialState;
    for (const e of events) state = evolve(state, e);
    const last = recorded[recorded.length - 1];
    if (last) this.cache.put(userId, { state, version: last.streamVersion, lastEventId: last.id });
    return { state, events, version: last ? last.streamVersion : -1 };
  }

  /**
   * Decides against the current stream and appends at its version. A concurrent writer makes the
   * append fail: the command is decided again on a fresh read, so the second of two identical
   * submits meets the rules (e.g. "no open attempt") instead of counting twice. `loaded` is a read
   * the caller already made (submit's pre-check): the first decision uses it instead of reading again.
   */
  async execute(
    userId: number,
    command: (state: LearnerState) => LearnerCommand | LearnerCommand[],
    actorId: number | null = userId,
    loaded?: LoadedLearner,
  ): Promise<Decided> {
    for (let attempt = 1; ; attempt++) {
      const before = attempt === 1 && loaded ? loaded : await this.load(userId);
      let state = before.state;
      const events: LearnerEvent[] = [];
      const commands = command(state);
      for (const c of Array.isArray(commands) ? commands : [commands]) {
        const produced = decide(c, state);
        for (const e of produced) state = evolve(state, e);
        events.push(...produced);
      }
      if (!events.length) return { before, events, after: state };
      // ids chosen here, so the cache knows the last one without reading it back
      const batch = events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: { actorId } }));
      try {
        const appended = await this.store.append(learnerStream(userId), batch, before.version === -1 ? 'no_stream' : before.version);
        this.cache.put(userId, { state, version: before.version + events.length, lastEventId: batch[batch.length - 1]!.id });
        return { before, events, after: state, position: appended.lastPosition };
      } catch (err) {
        if (!(err instanceof WrongExpectedVersionError) || attempt >= MAX_RETRIES) throw err;
      }
    }
  }
}
