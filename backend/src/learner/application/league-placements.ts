import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PlaceLeagueLearnersCommand } from './leagues';

type Placed = { placed: number; position?: bigint };

/**
 * Places learners in the week's league on their first resolved day, together: every submit that asks
 * while a placement is running joins the next one. The league week is one stream that every placement
 * reads whole and appends to at its expected version, so placing each learner on their own made a
 * crowd of first submits (a Monday morning) conflict and re-read it up to five times each; batched,
 * a process makes one read and one append per batch. Another process's concurrent batch still
 * conflicts and is decided again on the fresh stream, as before.
 */
@Injectable()
export class LeaguePlacements {
  private next: { ids: Set<number>; placed: Promise<Placed> } | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly commands: CommandBus) {}

  place(userId: number): Promise<Placed> {
    if (!this.next) {
      const ids = new Set<number>();
      this.next = { ids, placed: this.run(ids) };
    }
    this.next.ids.add(userId);
    return this.next.placed;
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
