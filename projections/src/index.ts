import { eventTypeCounts } from './event-type-counts.projection';
import { feedbackProjection } from './feedback/feedback.projection';
import { challengeTexts, LEARNER_MAINTENANCE_PROJECTIONS, LEARNER_PROJECTIONS } from './learner';
import type { Projection } from './projection';
import { leagueStandings } from './leagues/league-standings.projection';

export type { Projection, ProjectionContext } from './projection';
export { applyHandled, canHandle } from './projection';
export { assertProjectionsMatchContracts, contractProblems, NOT_PROJECTED } from './contract-check';

/** Every read model the projector keeps. */
export const PROJECTIONS: Projection[] = [eventTypeCounts, feedbackProjection, ...LEARNER_PROJECTIONS, ...LEARNER_MAINTENANCE_PROJECTIONS, challengeTexts, leagueStandings];
export * from './learner/queries';
export { FeedbackListQuery, type FeedbackRow } from './feedback/queries/feedback-list.query';
export { eventTypeCounts, type TypeCount } from './event-type-counts.query';
export { challengeTexts, LEARNER_MAINTENANCE_PROJECTIONS, LEARNER_PROJECTIONS, isoWeekLabel, isoWeekStart, isoWeekStartOf, previousIsoWeekLabel } from './learner';
export { LeagueQuery, type LeagueCandidate, type LeagueMemberRow } from './leagues/queries/league.query';
export { leagueStandings } from './leagues/league-standings.projection';
