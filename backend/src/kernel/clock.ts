/** The server's clock, injectable so tests can cross midnights and daylight-saving changes. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
