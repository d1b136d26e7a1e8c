/**
 * The published event contracts: each context's event names, payload types and version. Projections
 * and other contexts import only this package, never a context's internals.
 */
import { ACCOUNTS_CONTRACT, type AccountsEvent } from './accounts';
import { CATALOGUE_CONTRACT, type CatalogueEventType } from './catalogue';
import { FEEDBACK_CONTRACT, type FeedbackEvent } from './feedback';
import { LEARNER_CONTRACT, type LearnerEventType } from './learner';
import { LEAGUE_CONTRACT, type LeagueEventType } from './leagues';

export * from './accounts';
export * from './catalogue';
export * from './feedback';
export * from './learner';
export * from './leagues';
export * from './recorded-event';

export interface EventContract {
  context: string;
  version: number;
  streamPrefix: string;
  eventTypes: readonly string[];
}

export const CONTRACTS: readonly EventContract[] = [LEARNER_CONTRACT, FEEDBACK_CONTRACT, CATALOGUE_CONTRACT, ACCOUNTS_CONTRACT, LEAGUE_CONTRACT];

/** Every event type the product publishes, as a type: a projection naming anything else does not compile. */
export type PublishedEventType = LearnerEventType | FeedbackEvent['type'] | CatalogueEventType | AccountsEvent['type'] | LeagueEventType;

/** Every event type the product publishes. */
export const PUBLISHED_EVENT_TYPES: ReadonlySet<string> = new Set(CONTRACTS.flatMap((c) => c.eventTypes));
export * from './concept-skill';
