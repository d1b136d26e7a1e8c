import { conceptConfidence, conceptScore, updateConceptSkill } from '../../../../contracts/src/concept-skill';
import { PICK_WINDOW, pickDaily } from './assignment';
import type { DailyChallengeAssigned, LearnerEvent } from './learner-events';
import { given } from './testing/decider-spec';
import { assigned, assignDaily, enrolled, USER } from './testing/learner-fixtures';
import { stateFrom } from './learner-decider';
import type { ChallengeCandidate } from './assignment';

const cand = (id: number, rating: number, concepts: string[]): ChallengeCandidate => ({ id, rating, estimatedMinutes: 10, category: 'joins', concepts });

/** A day of `concepts` at `rating`, resolved with `outcome` in `attempts`. */
function day(date: string, challengeId: number, concepts: string[], outcome: 'solved' | 'failed' | 'abandoned', attempts = 1, rating = 1200): LearnerEvent[] {
  return [
    assigned({ date, challengeId, challengeRating: rating, concepts }),
    {
      type: 'DailyChallengeResolved',
      data: { userId: USER, challengeId, date, outcome, attempts, points: 0, totalSeconds: 60, eloBefore: 1200, eloAfter: 1200, resolvedAt: `${date}T10:00:00.000Z` },
    },
  ];
}

describe('concept skill (Elo-style per concept)', () => {
  it('starts at the learner’s ELO and moves by K × (score − expected)', () => {
    const first = updateConceptSkill(undefined, { rating: 1200, outcome: 'solved', attempts: 1, date: '2025-01-01', eloBefore: 1200 });
    expect(first).toEqual({ skill: 1224, attempted: 1, solved: 1, lastPractised: '2025-01-01' });
    const failed = updateConceptSkill(first, { rating: 1200, outcome: 'failed', attempts: 3, date: '2025-01-03', eloBefore: 1210 });
    expect(failed.skill).toBeCloseTo(1224 - 48 * (1 / (1 + 10 ** (-24 / 400))), 0);
    expect(failed).toMatchObject({ attempted: 2, solved: 1, lastPractised: '2025-01-03' });
  });

  it('scores later solves lower and gives K 24 after five days', () => {
    expect([conceptScore('solved', 1), conceptScore('solved', 2), conceptScore('solved', 3), conceptScore('failed', 3), conceptScore('abandoned', 1)]).toEqual([1, 0.6, 0.3, 0, 0]);
    let s = updateConceptSkill(undefined, { rating: 1200, outcome: 'solved', attempts: 2, date: '2025-01-01', eloBefore: 1200 });
    for (let i = 2; i <= 5; i++) s = updateConceptSkill(s, { rating: s.skill, outcome: 'solved', attempts: 1, date: `2025-01-0${i}`, eloBefore: 1200 });
    const before = s.skill;
    s = updateConceptSkill(s, { rating: before, outcome: 'solved', attempts: 1, date: '2025-01-06', eloBefore: 1200 });
    expect(s.skill - before).toBeCloseTo(12, 5);
  });

  it('grows confidence with practice', () => {
    expect([0, 1, 3, 9].map(conceptConfidence)).toEqual([0, 0.25, 0.5, 0.75]);
  });

  it('is folded into the learner state from resolved days of tagged challenges only', () => {
    const state = stateFrom([enrolled(), ...day('2025-01-02', 1, ['cte', 'aggregation'], 'solved'), ...day('2025-01-03', 2, [], 'failed'), ...day('2025-01-04', 3, ['cte'], 'failed', 3)]);
    expect(Object.keys(state.conceptSkills).sort()).toEqual(['aggregation', 'cte']);
    expect(state.conceptSkills.cte).toMatchObject({ attempted: 2, solved: 1, lastPractised: '2025-01-04' });
    expect(state.conceptSkills.aggregation).toMatchObject({ skill: 1224, attempted: 1 });
  });

  it('replays events recorded before contract 1.3 (no concepts) without any skill', () => {
    const state = stateFrom([enrolled(), ...day('2025-01-02', 1, undefined as unknown as string[], 'solved')]);
    expect(state.conceptSkills).toEqual({});
    expect(state.days['2025-01-02']?.concepts).toEqual([]);
  });
});

describe('adaptive daily pick', () => {
  const now = '2025-01-20T08:00:00.000Z';
  // cte: failed three times on easy ones (weak); aggregation: solved, 18 days ago (due for review); filtering: solved yesterday.
  const history = [
    enrolled({ initialElo: 1200 }),
    ...day('2025-01-02', 1, ['aggregation'], 'solved'),
    ...day('2025-01-08', 5, ['cte'], 'failed', 3, 900),
    ...day('2025-01-10', 2, ['cte'], 'failed', 3, 900),
    ...day('2025-01-12', 3, ['cte'], 'abandoned', 1, 900),
    ...day('2025-01-19', 4, ['filtering'], 'solved'),
  ];
  const catalogue = [cand(10, 1200, ['filtering']), cand(11, 1180, ['aggregation']), cand(12, 1290, ['cte']), cand(13, 1130, ['cte', 'having']), cand(14, 1500, ['cte'])];

  const pickOf = (events: LearnerEvent[]) => (events as DailyChallengeAssigned[])[0]!.data;

  it('prefers the weak concept, at the challenge nearest its skill inside the window, and records why', () => {
    const data = pickOf(given(...history).when(assignDaily(now, catalogue)).events());
    expect(data.challengeId).toBe(13);
    expect(data.concepts).toEqual(['cte', 'having']);
    expect(data.reason).toMatchObject({ kind: 'weak_concept', concept: 'cte', lastPractised: '2025-01-12', daysSince: 8 });
    expect(data.reason!.skill).toBeLessThan(1100);
  });

  it('is the same for the same user and day, whatever the candidates’ order', () => {
    const a = given(...history).when(assignDaily(now, catalogue)).events();
    const b = given(...history).when(assignDaily(now, [...catalogue].reverse())).events();
    expect(b).toEqual(a);
  });

  it('reviews a concept not practised for a while when nothing is weak', () => {
    const data = pickOf(given(...history).when(assignDaily(now, catalogue.filter((c) => !c.concepts!.includes('cte')))).events());
    expect(data.challengeId).toBe(11);
    expect(data.reason).toEqual({ kind: 'spaced_review', concept: 'aggregation', skill: 1224, lastPractised: '2025-01-02', daysSince: 18 });
  });

  it('never leaves the rating window for a concept: a weak concept only far away falls back to the nearest rating', () => {
    const data = pickOf(given(...history).when(assignDaily(now, [cand(10, 1210, ['filtering']), cand(14, 1200 + PICK_WINDOW + 1, ['cte'])])).events());
    expect(data.challengeId).toBe(10);
    expect(data.reason).toBeUndefined();
  });

  it('falls back to the nearest rating when no concept is weak or due (and without concepts at all)', () => {
    const fresh = [enrolled({ initialElo: 1200 }), ...day('2025-01-19', 4, ['filtering'], 'solved')];
    expect(pickOf(given(...fresh).when(assignDaily(now, catalogue)).events())).toMatchObject({ challengeId: 10 });
    expect(pickOf(given(...fresh).when(assignDaily(now, catalogue)).events()).reason).toBeUndefined();
    const untagged = catalogue.map(({ concepts: _c, ...c }) => c);
    expect(pickOf(given(...history).when(assignDaily(now, untagged)).events())).toMatchObject({ challengeId: 10 });
  });

  it('does not pick a concept again within two days of practising it', () => {
    const recent = [...history, ...day('2025-01-19', 6, ['cte'], 'failed', 3)].filter((e) => !('challengeId' in e.data && e.data.challengeId === 4));
    const data = pickOf(given(...recent).when(assignDaily(now, catalogue)).events());
    expect(data.reason?.concept).not.toBe('cte');
  });

  it('records the author’s rating when the calibrated one is used', () => {
    const data = pickOf(given(enrolled()).when(assignDaily(now, [{ ...cand(1, 1250, []), authoredRating: 1100 }])).events());
    expect(data).toMatchObject({ challengeRating: 1250, authoredRating: 1100 });
    expect(data.concepts).toBeUndefined();
  });

  it('is pure: pickDaily gives the same answer for the same inputs', () => {
    const state = stateFrom(history);
    const once = pickDaily(catalogue, state.assignedChallengeIds, state.elo, state.conceptSkills, USER, '2025-01-20');
    expect(pickDaily(catalogue, state.assignedChallengeIds, state.elo, state.conceptSkills, USER, '2025-01-20')).toEqual(once);
  });
});
