import { CATALOGUE_EVENT_TYPES, LEAGUE_EVENT_TYPES, LEARNER_EVENT_TYPES } from '../../contracts/src';
import { challengeTexts, contractProblems, LEARNER_MAINTENANCE_PROJECTIONS, LEARNER_PROJECTIONS, PROJECTIONS, type Projection } from '.';

const fake = (handles: Projection['handles']): Projection => ({ name: 'fake', version: 1, handles, tables: [], schema: () => [], apply: async () => undefined });

describe('projections checked against the published event contracts', () => {
  it('every published event type is projected or listed as not projected, and no projection names an unknown one', () => {
    expect(contractProblems(PROJECTIONS)).toEqual([]);
  });

  it('a new event type nobody handles is caught (it would otherwise be dropped silently)', () => {
    const withoutHistory = PROJECTIONS.filter((p) => p.name !== 'learner_history');
    expect(contractProblems(withoutHistory)).toContain('learner event AttemptStarted is handled by no projection and not listed in NOT_PROJECTED');
  });

  it('a projection naming a type no contract publishes is caught', () => {
    const typo = fake(['SolutionSubmittedd' as never]);
    expect(contractProblems([...PROJECTIONS, typo])).toContain('projection fake handles SolutionSubmittedd, which no contract publishes');
  });

  it('the learner projections read only learner events', () => {
    for (const p of [...LEARNER_PROJECTIONS, ...LEARNER_MAINTENANCE_PROJECTIONS]) {
      for (const t of p.handles as readonly string[]) expect([p.name, (LEARNER_EVENT_TYPES as readonly string[]).includes(t)]).toEqual([p.name, true]);
    }
  });

  it('the challenge texts read only catalogue events', () => {
    for (const t of challengeTexts.handles as readonly string[]) expect((CATALOGUE_EVENT_TYPES as readonly string[]).includes(t)).toBe(true);
  });

  it('the league projection reads only league events', () => {
    expect(PROJECTIONS.find((p) => p.name === 'league_standings')?.handles).toEqual(LEAGUE_EVENT_TYPES);
  });
});
