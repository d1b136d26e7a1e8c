import { eventTypeCounts } from './event-type-counts.projection';
import { feedbackProjection } from './feedback/feedback.projection';
import { LEARNER_MAINTENANCE_PROJECTIONS, LEARNER_PROJECTIONS } from './learner';
import type { Projection } from './projection';

export type { Projection, ProjectionContext } from './projection';
export { applyHandled, canHandle } from './projection';
export { assertProjectionsMatchContracts, contractProblems, NOT_PROJECTED } from './contract-check';

/** Every read model the projector keeps. */
export const PROJECTIONS: Projection[] = [eventTypeCounts, feedbackProjection, ...LEARNER_PROJECTIONS, ...LEARNER_MAINTENANCE_PROJECTIONS];
export * from './learner/queries';
export { FeedbackListQuery, type FeedbackRow } from './feedback/queries/feedback-list.query';
export { eventTypeCounts, type TypeCount } from './event-type-counts.query';
export { LEARNER_MAINTENANCE_PROJECTIONS, LEARNER_PROJECTIONS } from './learner';
