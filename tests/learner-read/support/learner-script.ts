import type { ChallengeCandidate } from '../../../backend/src/learner/domain/assignment';
import { learnerStream, type LearnerEvent } from '../../../backend/src/learner/domain';
import { abandonDay, assignDaily, enrol, LearnerStream, startAttempt, submit } from '../../../backend/src/learner/domain/testing/learner-fixtures';
import type { EventStore } from '../../../backend/src/platform/eventstore/event-store.port';

let nextAttemptId = 1;
/** insertUser's default created_at. */
export const DEFAULT_ACCOUNT_CREATED_AT = '2025-01-01T00:00:00Z';

export type Play = Array<'right' | 'wrong'>;

/**
 * Plays a learner through the pure decider (exactly the events the write side appends) and appends
 * each command's events to the store. Days run at noon UTC, which is the same date in any zone
 * between UTC−11 and UTC+11; each attempt takes two minutes.
 */
export class LearnerScript {
  private readonly stream = new LearnerStream();

  constructor(
    private readonly store: EventStore,
    readonly userId: number,
  ) {}

  get state() {
    return this.stream.state;
  }

  get events(): readonly LearnerEvent[] {
    return this.stream.events;
  }

  /** `createdAt`: the account's creation as insertUser wrote it (the write side carries it as registeredAt). */
  async enrol(now: string, opts: { timezone?: string; initialElo?: number; createdAt?: string } = {}) {
    const { createdAt = DEFAULT_ACCOUNT_CREATED_AT, ...rest } = opts;
    return this.run(() => this.stream.do(enrol(now, { userId: this.userId, ...rest, registeredAt: new Date(createdAt).toISOString() })));
  }

  /** Assigns `challenge` on `date`, then plays `attempts` (stops at the first right answer). Answers the attempt ids. */
  async day(date: string, challenge: ChallengeCandidate, attempts: Play, at = '12:00'): Promise<number[]> {
    const ids: number[] = [];
    await this.run(() => {
      const start = Date.parse(`${date}T${at}:00.000Z`);
      const iso = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
      const out = this.stream.do(assignDaily(iso(0), [challenge]));
      attempts.forEach((play, i) => {
        out.push(...this.stream.do(startAttempt(iso(1 + i * 3), challenge.id)));
        const id = nextAttemptId++;
        ids.push(id);
        out.push(...this.stream.do(submit(iso(3 + i * 3), play === 'right', id, challenge.id)));
      });
      return out;
    });
    return ids;
  }

  /** Assigns and starts without submitting: the day-end job will abandon it. */
  async startOnly(date: string, challenge: ChallengeCandidate) {
    return this.run(() => [
      ...this.stream.do(assignDaily(`${date}T12:00:00.000Z`, [challenge])),
      ...this.stream.do(startAttempt(`${date}T12:01:00.000Z`, challenge.id)),
    ]);
  }

  async abandon(date: string, now: string) {
    return this.run(() => this.stream.do(abandonDay(now, date)));
  }

  async deleteAttempt(attemptId: number, now: string) {
    return this.run(() => this.stream.do({ type: 'DeleteAttempt', data: { attemptId, adminId: 999, reason: 'test', now } }));
  }

  /** An admin's changed verdict for one submission (nothing is appended when the verdict is the same). */
  async regrade(attemptId: number, correct: boolean, now: string) {
    return this.run(() => this.stream.do({ type: 'RegradeSubmission', data: { attemptId, correct, adminId: 998, reason: 'test', now } }));
  }

  async recalculate(now: string) {
    return this.run(() => this.stream.do({ type: 'RecalculateElo', data: { adminId: 999, cause: 'attempt deleted', now } }));
  }

  /** The day-end job's streak-freeze check at `now`. */
  async useFreezes(now: string) {
    return this.run(() => this.stream.do({ type: 'UseStreakFreezes', data: { now } }));
  }

  private async run(produce: () => LearnerEvent[]): Promise<LearnerEvent[]> {
    const events = produce();
    if (events.length) await this.store.append(learnerStream(this.userId), events.map((e) => ({ type: e.type, data: e.data })));
    return events;
  }
}

export const challenge = (id: number, rating = 1200, category: string | null = 'JOIN'): ChallengeCandidate => ({
  id,
  rating,
  estimatedMinutes: 10,
  category,
});
