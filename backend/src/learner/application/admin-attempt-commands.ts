import { Command } from '@nestjs/cqrs';
import type { Regrade } from '../http/attempts.schemas';
import type { EloRecalculationResult, RecalculateEloJob } from './elo/elo-recalculation';
import type { RegradeReport } from './regrade/regrade-report';

export interface AttemptsDeletion {
  deleted: number;
  elo_recalculations: Record<number, EloRecalculationResult>;
  affected_users: number[];
  not_found: number[];
}

export interface AttemptDeletion {
  deleted: 1;
  attempt_id: number;
  elo_recalculation: EloRecalculationResult | undefined;
  affected_users: number[];
}

/** An admin's commands on learners' streams (attempt deletion, re-grade, ELO recalculation), dispatched through the command bus. */
export class DeleteAttemptCommand extends Command<AttemptDeletion> {
  constructor(
    readonly attemptId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

export class DeleteAttemptsCommand extends Command<AttemptsDeletion> {
  constructor(
    readonly attemptIds: readonly number[],
    readonly adminId: number,
  ) {
    super();
  }
}

export class RegradeAttemptCommand extends Command<RegradeReport> {
  constructor(
    readonly attemptId: number,
    readonly body: Regrade,
    readonly adminId: number,
  ) {
    super();
  }
}

export class RegradeChallengeCommand extends Command<RegradeReport> {
  constructor(
    readonly challengeId: number,
    readonly body: Regrade,
    readonly adminId: number,
  ) {
    super();
  }
}

/** Sent by the worker's recalculate-elo job (after deletions and re-grades) and by the periodic repair. */
export class RecalculateEloCommand extends Command<EloRecalculationResult> {
  constructor(readonly job: RecalculateEloJob) {
    super();
  }
}
