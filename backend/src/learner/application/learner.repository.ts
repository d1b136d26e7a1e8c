import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import { type EventStore, WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import { decide, evolve, initialState, learnerStream, type LearnerCommand, type LearnerEvent, type LearnerState } from '../domain';

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

/** Loads a learner's stream into state and appends decisions with optimistic concurrency. */
@Injectable()
export class LearnerRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(userId: number): Promise<LoadedLearner> {
    const { state, version } = await this.loadWithEvents(userId);
    return { state, version };
  }

  /** The state and the events it was folded from (for views that need what the state does not keep, e.g. submitted SQL). */
  async loadWithEvents(userId: number): Promise<LoadedLearner & { events: LearnerEvent[] }> {
    const recorded = await this.store.readStream(learnerStream(userId));
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as LearnerEvent);
    let state = initialState;
    for (const e of events) state = evolve(state, e);
    return { state, events, version: recorded.length ? recorded[recorded.length - 1]!.streamVersion : -1 };
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
      try {
        const appended = await this.store.append(
          learnerStream(userId),
          events.map((e) => ({ type: e.type, data: e.data, metadata: { actorId } })),
          before.version === -1 ? 'no_stream' : before.version,
        );
        return { before, events, after: state, position: appended.lastPosition };
      } catch (err) {
        if (!(err instanceof WrongExpectedVersionError) || attempt >= MAX_RETRIES) throw err;
      }
    }
  }
}
