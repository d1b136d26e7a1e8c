import { Inject, Injectable } from '@nestjs/common';
import { LEAGUE_CONTRACT, leagueStream, type LeagueEvent, type NewEvent } from '../../../../contracts/src';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import { type EventStore, WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import { leagueWeekState, type LeagueWeekState } from '../domain/leagues';

const ATTEMPTS = 5;

interface WeekRead {
  events: LeagueEvent[];
  version: number;
  /** Global position of the last event read (none for an empty stream). */
  lastPosition?: bigint;
}

/**
 * A league week's stream: read, fold, decide, append at the expected version; a concurrent append is
 * decided again on the fresh stream (and finds the learner placed or the week closed: nothing to append).
 * Event ids stay random: a deterministic id would make the store accept a racing duplicate as already
 * stored, and the loser could not tell it had appended nothing.
 */
@Injectable()
export class LeagueWeeks {
  /**
   * The weeks' events read so far, by week: a load reads only what was appended since (a week's stream
   * grows by one event per placed learner, and every first resolved day of the week places someone).
   * A conflict on append forgets the week, so anything unexpected is read again from the start.
   */
  private readonly seen = new Map<string, WeekRead>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(week: string): Promise<{ state: LeagueWeekState; version: number; lastPosition?: bigint }> {
    const known: WeekRead = this.seen.get(week) ?? { events: [], version: -1 };
    const recorded = await this.store.readStream(leagueStream(week), { fromVersion: known.version + 1 });
    const contiguous = recorded.every((e, i) => e.streamVersion === known.version + 1 + i);
    if (!contiguous && known.version >= 0) {
      this.seen.delete(week);
      return this.load(week);
    }
    const events = [
      ...known.events,
      ...recorded.filter((e) => (LEAGUE_CONTRACT.eventTypes as readonly string[]).includes(e.type)).map((e) => ({ type: e.type, data: e.data }) as LeagueEvent),
    ];
    const last = recorded[recorded.length - 1];
    const read: WeekRead = last ? { events, version: last.streamVersion, lastPosition: last.globalPosition } : { ...known, events };
    this.remember(week, read);
    return { state: leagueWeekState(events), version: read.version, ...(read.lastPosition !== undefined ? { lastPosition: read.lastPosition } : {}) };
  }

  /**
   * `position`: what the read models must have projected to show the decided state — the append's last
   * event, or, when nothing was appended, the last event the decision read (a learner placed by another
   * process a moment ago is in the stream before the read model shows them).
   */
  async execute(week: string, decide: (state: LeagueWeekState) => Promise<LeagueEvent[]> | LeagueEvent[]): Promise<{ events: LeagueEvent[]; state: LeagueWeekState; position?: bigint }> {
    for (let attempt = 1; ; attempt++) {
      const { state, version, lastPosition } = await this.load(week);
      const events = await decide(state);
      if (!events.length) return { events, state, ...(lastPosition !== undefined ? { position: lastPosition } : {}) };
      try {
        const res = await this.store.append(leagueStream(week), events.map((e) => ({ type: e.type, data: e.data }) satisfies NewEvent), version);
        return { events, state, position: res.lastPosition };
      } catch (err) {
        this.seen.delete(week);
        if (!(err instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw err;
      }
    }
  }

  /** Keeps the few most recent weeks (the current one, and last week while it closes). */
  private remember(week: string, read: WeekRead): void {
    this.seen.delete(week);
    this.seen.set(week, read);
    while (this.seen.size > 3) this.seen.delete(this.seen.keys().next().value as string);
  }
}
