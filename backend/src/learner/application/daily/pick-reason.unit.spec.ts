import { initialState } from '../../domain';
import { nearestRatingReason } from './get-daily-challenge.handler';

describe('the plain pick says why too (issue 33)', () => {
  it('names the first concept of the challenge the learner has not met yet', () => {
    const state = { ...initialState, conceptSkills: { aggregation: { skill: 1200, attempted: 1, solved: 1, lastPractised: '2026-03-01' } } } as never;
    expect(nearestRatingReason(['aggregation', 'joins'], state)).toMatchObject({
      kind: 'nearest_rating',
      concept: 'joins',
      skill: null,
      text: expect.stringMatching(/^Picked for you: the closest to your rating, a concept you have not met yet \(.+\)$/),
    });
  });

  it('says "closest to your rating" alone when every concept is known, or there is none', () => {
    const state = { ...initialState, conceptSkills: { joins: { skill: 1200, attempted: 1, solved: 1, lastPractised: '2026-03-01' } } } as never;
    expect(nearestRatingReason(['joins'], state).text).toMatch(/^Picked for you: the closest to your rating \(.+\)$/);
    expect(nearestRatingReason([], initialState)).toMatchObject({ concept: null, concept_name: null, text: 'Picked for you: the closest to your rating' });
  });
});
