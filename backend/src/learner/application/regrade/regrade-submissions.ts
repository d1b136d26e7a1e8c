import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../kernel/clock';
import { serviceUnavailable } from '../../../kernel/errors';
import type { PreparedChallenge } from '../../../grading';
import { JobDeadlineError } from '../../../platform/jobs/jobs.client';
import type { RegradeSubmission } from '../../domain';
import type { Regrade } from '../../http/attempts.schemas';
import { EloRecalculationRunner } from '../elo/elo-recalculation-runner';
import { LearnerRepository } from '../learner.repository';
import type { RegradeChange, RegradeReport, RegradeTarget } from './regrade-report';
import { currentSubmission } from './regrade-targets';
import { RegradeVerdicts } from './regrade-verdicts';

/**
 * Re-runs stored submissions against their challenge's current grading definition (DESIGN.md §7,
 * issue 5). A changed verdict becomes SubmissionRegraded on the learner's stream, then the worker
 * recalculates their ELO as it does after a deletion; an unchanged one records nothing. Attempts on
 * days still in play are left alone.
 */
@Injectable()
export class RegradeSubmissions {
  constructor(
    private readonly verdicts: RegradeVerdicts,
    private readonly learners: LearnerRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly recalculation: EloRecalculationRunner,
  ) {}

  async regrade(all: RegradeTarget[], prepared: PreparedChallenge, body: Regrade, adminId: number): Promise<RegradeReport> {
    const targets = all.filter((t) => !t.open);
    const stillOpen = all.filter((t) => t.open).map((t) => t.attemptId);
    // Grade everything first: an outage part-way records nothing at all.
    const verdicts = await this.verdicts.grade(targets, prepared);
    const changed: RegradeChange[] = [];
    const inconclusive: string[] = [];
    targets.forEach((t, i) => {
      const v = verdicts[i]!;
      if (v.correct === null) {
        // Already wrong: a failing run agrees with that. Correct: we cannot tell, so refuse.
        if (t.wasCorrect) inconclusive.push(`${t.attemptId} (${v.why})`);
        return;
      }
      if (v.correct !== t.wasCorrect) {
        changed.push({ attempt_id: t.attemptId, user_id: t.userId, challenge_id: t.challengeId, was_correct: t.wasCorrect, now_correct: v.correct });
      }
    });
    if (inconclusive.length) {
      throw serviceUnavailable(
        `Re-grading could not give a definite verdict for attempt${inconclusive.length > 1 ? 's' : ''} ${inconclusive.join(', ')}; nothing was changed. Please try again.`,
      );
    }
    const affected = [...new Set(changed.map((c) => c.user_id))];
    const report: RegradeReport = { dry_run: body.dry_run, checked: targets.length, changed, unchanged: targets.length - changed.length, still_open: stillOpen, elo_recalculations: {}, affected_users: affected };
    if (body.dry_run) return report;
    for (const userId of affected) await this.record(userId, changed.filter((c) => c.user_id === userId), body, adminId, report);
    return report;
  }

  /** One learner's changed verdicts as SubmissionRegraded, then their ELO recalculation (into the report). */
  private async record(userId: number, mine: RegradeChange[], body: Regrade, adminId: number, report: RegradeReport): Promise<void> {
    const now = this.clock.now().toISOString();
    const { events, before } = await this.learners.execute(
      userId,
      // Decided on the fresh stream: an attempt deleted meanwhile is left alone.
      (state) =>
        mine
          .filter((c) => {
            const cur = currentSubmission(state, c.attempt_id);
            return cur?.submission.deleted === false && cur.day.resolution !== null;
          })
          .map((c): RegradeSubmission => ({ type: 'RegradeSubmission', data: { attemptId: c.attempt_id, correct: c.now_correct, adminId, reason: body.reason, now } })),
      adminId,
    );
    if (!events.length) return;
    const ids = events.flatMap((e) => (e.type === 'SubmissionRegraded' ? [e.data.attemptId] : [])).sort((a, b) => a - b);
    // The version makes the cause unique: re-grading the same attempts back later recalculates again.
    const cause = `regraded: ${ids.join(', ')} (${body.reason}) at v${before.version + events.length}`;
    try {
      report.elo_recalculations[userId] = await this.recalculation.recalculate({ userId, adminId, cause });
    } catch (err) {
      if (!(err instanceof JobDeadlineError)) throw err;
      // The job stays queued and runs when a worker is free: the verdicts are recorded already.
      throw serviceUnavailable(`Attempts ${ids.join(', ')} were re-graded, but the ELO recalculation of user ${userId} is still queued. Check the rating history shortly.`);
    }
  }
}
