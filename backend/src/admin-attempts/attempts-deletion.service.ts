import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock';
import { notFound } from '../common/errors';
import { jobId } from '../jobs/job-catalog';
import { JobsClient } from '../jobs/jobs.client';
import { EVENT_STORE } from '../eventstore/event-store.token';
import type { EventStore } from '../eventstore/event-store.port';
import { LearnerReadModels } from '../learner/application/learner-read-models';
import { LearnerRepository } from '../learner/application/learner.repository';
import { learnerStream } from '../learner/domain';
import type { DeleteAttempt } from '../learner/domain';
import { AttemptsSearchService } from './attempts-search.service';
import type { EloRecalculationResult, RecalculateEloJob } from './elo-recalculation';

/** Deletes attempts as events on each learner's stream, then has the worker recalculate their ELO. */
@Injectable()
export class AttemptsDeletionService {
  constructor(
    private readonly search: AttemptsSearchService,
    private readonly learners: LearnerRepository,
    private readonly jobs: JobsClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: LearnerReadModels,
  ) {}

  async deleteOne(attemptId: number, adminId: number) {
    const r = await this.deleteMany([attemptId], adminId);
    if (r.not_found.length) throw notFound('Attempt not found');
    const userId = r.affected_users[0]!;
    return { deleted: 1, attempt_id: attemptId, elo_recalculation: r.elo_recalculations[userId], affected_users: r.affected_users };
  }

  async deleteMany(ids: number[], adminId: number) {
    const unique = [...new Set(ids)];
    const owners = await this.search.owners(unique);
    const byUser = new Map<number, number[]>();
    for (const id of unique) {
      const user = owners.get(id);
      if (user !== undefined) byUser.set(user, [...(byUser.get(user) ?? []), id]);
    }
    const recalculations: Record<number, EloRecalculationResult> = {};
    for (const [userId, attemptIds] of byUser) {
      const now = this.clock.now().toISOString();
      const commands: DeleteAttempt[] = attemptIds.map((attemptId) => ({ type: 'DeleteAttempt', data: { attemptId, adminId, reason: null, now } }));
      await this.learners.execute(userId, () => commands, adminId);
      const cause = `attempts deleted: ${attemptIds.sort((a, b) => a - b).join(', ')}`;
      const job: RecalculateEloJob = { userId, adminId, cause };
      recalculations[userId] = await this.jobs.run<EloRecalculationResult>('maintenance', 'recalculate-elo', job, {
        jobId: jobId('recalc', userId, createHash('sha256').update(cause).digest('hex').slice(0, 16)),
        timeoutMs: 30_000,
      });
      // Answer once search, stats and boards show the deletion and the new rating (the admin screen re-reads at once).
      const stream = await this.store.readStream(learnerStream(userId));
      await this.readModels.caughtUpTo(stream[stream.length - 1]?.globalPosition);
    }
    return {
      deleted: [...byUser.values()].reduce((n, a) => n + a.length, 0),
      elo_recalculations: recalculations,
      affected_users: [...byUser.keys()],
      not_found: unique.filter((id) => !owners.has(id)),
    };
  }
}
