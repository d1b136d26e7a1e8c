import { CONTRACTS, PUBLISHED_EVENT_TYPES, type PublishedEventType } from '../../contracts/src';
import type { Projection } from './projection';

/**
 * Published event types no read model folds, each with the reason. A new event type must either be
 * handled by a projection or be listed here: the projector refuses to start otherwise.
 */
export const NOT_PROJECTED: Partial<Record<PublishedEventType, string>> = {
  ChallengeAbandoned: "the day's end reaches the read models as DailyChallengeResolved (outcome abandoned)",
  ChallengeArchived: 'catalogue audit trail: the challenges row is what the API reads',
  ChallengeUnarchived: 'catalogue audit trail: the challenges row is what the API reads',
  ChallengeValidated: 'catalogue audit trail: the challenges row is what the API reads',
  ChallengeValidationFailed: 'catalogue audit trail: the challenges row is what the API reads',
  ChallengeMutantMarkedEquivalent: 'catalogue audit trail: the challenges row is what the API reads',
  CheckoutRequested: 'accounts audit trail: payment is not built (DESIGN.md §7)',
};

/** Problems between the projections' declared event types and the published contracts (empty: consistent). */
export function contractProblems(projections: readonly Projection[]): string[] {
  const problems: string[] = [];
  const handled = new Set<string>();
  for (const p of projections) {
    if (p.handles === '*') continue;
    for (const type of p.handles) {
      if (!PUBLISHED_EVENT_TYPES.has(type)) problems.push(`projection ${p.name} handles ${type}, which no contract publishes`);
      handled.add(type);
    }
  }
  for (const contract of CONTRACTS) {
    for (const type of contract.eventTypes) {
      const reason = NOT_PROJECTED[type as PublishedEventType];
      if (!handled.has(type) && !reason) problems.push(`${contract.context} event ${type} is handled by no projection and not listed in NOT_PROJECTED`);
      if (handled.has(type) && reason) problems.push(`${type} is handled by a projection but still listed in NOT_PROJECTED`);
    }
  }
  return problems;
}

/** Called by the projector before it starts any subscription. */
export function assertProjectionsMatchContracts(projections: readonly Projection[]): void {
  const problems = contractProblems(projections);
  if (problems.length) throw new Error(`Projections and event contracts disagree: ${problems.join('; ')}.`);
}
