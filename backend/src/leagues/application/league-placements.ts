import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PlaceLeagueLearnersCommand } from './leagues';

type Placed = { placed: number; position?: bigint };

/**
 * Places learners in the week's league on their first resolved day, together: every submit that asks
 * while a placement is running joins the next one. The league week is one stream appended to at its
 * expected version, so placing each learner on their own made a crowd of first submits (a Monday
 * morning) conflict and re-read it up to five times each; batched, a process makes one read (of what
 * is new: LeagueWeeks) and one append per batch. Another process's concurrent batch still conflicts and
 * is decided again on the fresh stream. The submit answers without waiting: the league page waits for
 * a placement of its learner still pending here (LeagueView).
 */
@Injectable()
export class LeaguePlacements implements BeforeApplicationShutdown {
  private next: { ids: Set<number>; placed: Promise<Placed> } | null = null;
  private running: Promise<unknown> | null = null;
  /** Learners whose placement this process has asked for and not seen end: a league read waits for it. */
  private readonly inFlight = new Map<number, Promise<Placed>>();

  constructor(private readonly commands: CommandBus) {}

  place(userId: number): Promise<Placed> {
    if (!this.next) {
      const ids = new Set<number>();
      this.next = { ids, placed: this.run(ids) };
    }
    this.next.ids.add(userId);
    const placed = this.next.placed;
    if (this.inFlight.get(userId) !== placed) {
      this.inFlight.set(userId, placed);
      const forget = () => {
        if (this.inFlight.get(userId) === placed) this.inFlight.delete(userId);
      };
      placed.then(forget, forget);
    }
    return placed;
  }

  /** A shutdown lets the placements already asked for finish (the tick would place them later, but need not). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** The placement of `userId` this process is running or about to run, if any. */
  pending(userId: number): Promise<Placed> | undefined {
    return this.inFlight.get(userId);
  }

  private async run(ids: Set<number>): Promise<Placed> {
    // let the submits of this turn of the event loop join, then wait for the batch in flight
    await new Promise((resolve) => setImmediate(resolve));
    while (this.running) await this.running.catch(() => {});
    this.next = null; // asking from now on starts the batch after this one
    const run = this.commands.execute<PlaceLeagueLearnersCommand, Placed>(new PlaceLeagueLearnersCommand([...ids], false));
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }
}
