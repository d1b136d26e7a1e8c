import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../kernel/clock';
import { notFound } from '../../kernel/errors';
import { LearnerRepository } from './learner.repository';
import type { DeleteAttempt } from '../domain';
import { AttemptsSearchService } from './attempts-search.service';
import type { EloRecalculationResult } from './elo-recalculation';
import { EloRecalculationRunner } from './elo-recalculation-runner';

/** Deletes attempts as events on each learner's stream, then has the worker recalculate their ELO. */
@Injectable()
export class AttemptsDeletionService {
  constructor(
    private readonly search: AttemptsSearchService,
    private readonly learners: LearnerRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly recalculation: EloRecalculationRunner,
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
      recalculations[userId] = await this.recalculation.recalculate({ userId, adminId, cause });
    }
    return {
      deleted: [...byUser.values()].reduce((n, a) => n + a.length, 0),
      elo_recalculations: recalculations,
      affected_users: [...byUser.keys()],
      not_found: unique.filter((id) => !owners.has(id)),
    };
  }
}
