import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../../platform/eventstore/event-store.token';
import type { EventStore } from '../../../platform/eventstore/event-store.port';
import { learnerStream, type EloChanged, type EloRecalculated, type LearnerEnrolled } from '../../domain';

export interface RatingChange {
  at: string;
  before: number | null;
  after: number;
  delta: number;
  cause: string;
  /** Who caused it: the learner (playing), an admin (recalculation), or null for the system (day end). */
  actor_id: number | null;
  challenge_id: number | null;
  position: string;
}

/** Every change of a learner's rating with its cause and actor, straight from their stream. */
@Injectable()
export class RatingHistoryService {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async forUser(userId: number): Promise<RatingChange[]> {
    const events = await this.store.readStream(learnerStream(userId));
    const out: RatingChange[] = [];
    for (const e of events) {
      const actor = (e.metadata.actorId as number | null | undefined) ?? null;
      const base = { at: e.createdAt.toISOString(), actor_id: actor, position: e.globalPosition.toString() };
      if (e.type === 'LearnerEnrolled') {
        const d = e.data as LearnerEnrolled['data'];
        out.push({ ...base, before: null, after: d.initialElo, delta: 0, cause: 'enrolled', challenge_id: null });
      } else if (e.type === 'EloChanged') {
        const d = e.data as EloChanged['data'];
        out.push({ ...base, before: d.before, after: d.after, delta: d.delta, cause: d.reason, challenge_id: d.challengeId });
      } else if (e.type === 'EloRecalculated') {
        const d = e.data as EloRecalculated['data'];
        out.push({ ...base, actor_id: d.adminId, before: d.before, after: d.after, delta: d.after - d.before, cause: `recalculated (${d.cause})`, challenge_id: null });
      }
    }
    return out;
  }
}
