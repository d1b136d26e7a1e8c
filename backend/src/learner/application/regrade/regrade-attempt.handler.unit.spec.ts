import type { HttpException } from '@nestjs/common';
import type { AdminAttemptsQuery } from '../../../../../projections/src';
import type { ActiveChallenges } from '../../../catalogue';
import type { EventStore, RecordedEvent } from '../../../platform/eventstore/event-store.port';
import type { GradeResult } from '../../../grading';
import type { JobsClient } from '../../../platform/jobs/jobs.client';
import type { EloRecalculationRunner } from '../elo/elo-recalculation-runner';
import type { LearnerRepository } from '../learner.repository';
import { assignDaily, candidate, enrol, LearnerStream, startAttempt, submit, USER } from '../../domain/testing/learner-fixtures';
import { RegradeAttemptCommand } from '../admin-attempt-commands';
import { RegradeAttemptHandler } from './regrade-attempt.handler';
import { RegradeSubmissions } from './regrade-submissions';
import { RegradeTargets } from './regrade-targets';
import { RegradeVerdicts } from './regrade-verdicts';

/** A learner with a correct attempt 1001 and, on another day, a wrong attempt 2001 (both on challenge 101). */
function stream(): RecordedEvent[] {
  const l = new LearnerStream();
  l.do(enrol('2025-01-10T07:00:00.000Z'));
  l.do(assignDaily('2025-01-10T08:00:00.000Z', [candidate(101, 1200)]));
  l.do(startAttempt('2025-01-10T09:00:00.000Z'));
  l.do(submit('2025-01-10T09:01:00.000Z', true, 1001));
  return l.events.map((e, i) => ({ id: String(i), streamId: `learner-${USER}`, streamVersion: i, globalPosition: BigInt(i + 1), type: e.type, data: e.data, metadata: {}, createdAt: new Date() }));
}

const ok = (correct: boolean, extra: Partial<GradeResult> = {}): GradeResult => ({ correct, message: '', error: null, columns: [], rows: [], rowCount: 0, durationMs: 1, ...extra });

function service(grade: () => Promise<GradeResult>) {
  const executed: unknown[] = [];
  const attempts = { attempt: async () => ({ userId: USER, challengeId: 101 }) } as unknown as AdminAttemptsQuery;
  const catalogue = { gradingState: async () => ({ validated: true, validation_error: null, grading: { problems: [] } }) } as unknown as ActiveChallenges;
  const jobs = { run: async () => grade() } as unknown as JobsClient;
  const store = { readStream: async () => stream() } as unknown as EventStore;
  const learners = { execute: async (...args: unknown[]) => (executed.push(args), { events: [], before: { version: 0 } }) } as unknown as LearnerRepository;
  const handler = new RegradeAttemptHandler(
    new RegradeTargets(attempts, catalogue, store),
    new RegradeSubmissions(new RegradeVerdicts(jobs), learners, { now: () => new Date() }, {} as EloRecalculationRunner),
  );
  const regradeAttempt = (attemptId: number, body: { reason: string; dry_run: boolean }, adminId: number) =>
    handler.execute(new RegradeAttemptCommand(attemptId, body, adminId));
  return { svc: { regradeAttempt }, executed };
}

const status = (p: Promise<unknown>) => p.then(() => 200, (e: HttpException) => e.getStatus());

describe('RegradeAttemptHandler: a failed run never flips a verdict', () => {
  it('answers 503 and records nothing when the grading job itself fails', async () => {
    const { svc, executed } = service(async () => Promise.reject(new Error('job failed: sandbox is unavailable')));
    expect(await status(svc.regradeAttempt(1001, { reason: 'r', dry_run: false }, 1))).toBe(503);
    expect(executed).toEqual([]);
  });

  it.each(['timeout', 'busy', 'internal'] as const)('a correct attempt whose run ends in %s is a 503, not a wrong verdict', async (kind) => {
    const { svc, executed } = service(async () => ok(false, { error: { kind, message: 'x' } }));
    expect(await status(svc.regradeAttempt(1001, { reason: 'r', dry_run: false }, 1))).toBe(503);
    expect(executed).toEqual([]);
  });

  it('a hidden dataset timing out is no verdict either', async () => {
    const { svc } = service(async () => ok(false, { hiddenErrorKind: 'timeout' }));
    expect(await status(svc.regradeAttempt(1001, { reason: 'r', dry_run: false }, 1))).toBe(503);
  });

  it('a definite wrong answer (the stored SQL now errors) does change the verdict', async () => {
    const { svc, executed } = service(async () => ok(false, { error: { kind: 'query', message: 'column "x" does not exist' } }));
    const r = await svc.regradeAttempt(1001, { reason: 'r', dry_run: false }, 1);
    expect(r.changed).toEqual([{ attempt_id: 1001, user_id: USER, challenge_id: 101, was_correct: true, now_correct: false }]);
    expect(executed).toHaveLength(1);
  });

  it('a dry run reports and records nothing', async () => {
    const { svc, executed } = service(async () => ok(false));
    const r = await svc.regradeAttempt(1001, { reason: 'r', dry_run: true }, 1);
    expect(r).toMatchObject({ dry_run: true, checked: 1, unchanged: 0, affected_users: [USER], elo_recalculations: {} });
    expect(executed).toEqual([]);
  });
});
