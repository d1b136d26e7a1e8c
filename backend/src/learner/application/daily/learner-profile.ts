import { Injectable } from '@nestjs/common';
import { AccountDirectory } from '../../../accounts';
import { notFound } from '../../../kernel/errors';
import type { Enrol, LearnerCommand, LearnerState } from '../../domain';
import { recallFromRequest } from '../../../platform/logging/request-context';
import { callerRowKey, type CallerRow } from '../../../platform/http/caller-row';

export interface LearnerProfile {
  id: number;
  initialElo: number;
  timezone: string;
  /** ISO instant the account was created. */
  registeredAt?: string;
}

/** What the learner stream needs from the account: where ELO starts and which calendar the days follow. */
@Injectable()
export class LearnerProfiles {
  constructor(private readonly accounts: AccountDirectory) {}

  /** The account's columns, as the auth guard read them for this request when it did (one round trip fewer). */
  async get(userId: number): Promise<LearnerProfile> {
    const row = recallFromRequest<CallerRow>(callerRowKey(userId)) ?? (await this.accounts.learnerAccount(userId));
    if (!row) throw notFound('User not found');
    return { id: row.id, initialElo: row.initial_elo, timezone: row.timezone, registeredAt: new Date(row.created_at).toISOString() };
  }
}

/** Learners are enrolled lazily: the first command on an empty stream is preceded by Enrol. */
export function withEnrolment(state: LearnerState, profile: LearnerProfile, now: string, next: LearnerCommand[]): LearnerCommand[] {
  if (state.enrolment) return next;
  const enrol: Enrol = {
    type: 'Enrol',
    data: { userId: profile.id, initialElo: profile.initialElo, timezone: profile.timezone, now, ...(profile.registeredAt ? { registeredAt: profile.registeredAt } : {}) },
  };
  return [enrol, ...next];
}
