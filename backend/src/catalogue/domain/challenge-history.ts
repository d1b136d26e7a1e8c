import { authorQueriesOf } from './author-queries';

/** A challenge's content columns as its `challenge-<id>` stream tells them (validation results are not events: see the contract). */
export type ReplayedChallenge = Record<string, unknown> & { id: number };

interface CatalogueEventLike {
  type: string;
  data: unknown;
}

const AUTHOR_QUERY_FIELDS = ['accepts', 'rejects', 'invariants', 'checks'] as const;

/**
 * Folds the catalogue's events into its challenges' content columns (column names as keys): what a
 * replay rebuilds. ChallengeCreated carries the fields as an admin's create sends them (author queries
 * as accepts/rejects/invariants), ChallengeUpdated the changed columns.
 */
export function replayCatalogue(events: Iterable<CatalogueEventLike>): Map<number, ReplayedChallenge> {
  const challenges = new Map<number, ReplayedChallenge>();
  for (const e of events) {
    const data = e.data as { challengeId: number } & Record<string, unknown>;
    const current = challenges.get(data.challengeId);
    switch (e.type) {
      case 'ChallengeCreated': {
        const { challengeId, ...fields } = data;
        for (const k of AUTHOR_QUERY_FIELDS) delete fields[k];
        challenges.set(challengeId, { id: challengeId, ...fields, author_queries: authorQueriesOf(data as Parameters<typeof authorQueriesOf>[0]) });
        break;
      }
      case 'ChallengeUpdated':
        if (current) Object.assign(current, data.changes as Record<string, unknown>);
        break;
      case 'ChallengeArchived':
        if (current) current.status = 'archived';
        break;
      case 'ChallengeUnarchived':
        if (current) current.status = 'active';
        break;
      case 'ChallengeDeleted':
        challenges.delete(data.challengeId);
        break;
    }
  }
  return challenges;
}
