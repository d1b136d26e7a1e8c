/**
 * Valid learner streams, produced with the pure decider (decide + evolve), fast: a seeded PRNG picks
 * what each learner does each day (skip, solve on attempt 1–3, fail three times, walk away and be
 * abandoned at day end); a few learners get an attempt deleted and their ELO recalculated.
 */
import { decide, evolve, initialState, type ChallengeCandidate, type LearnerCommand, type LearnerEvent, type LearnerState } from '../../backend/src/learner/domain';

export interface LearnerStream {
  userId: number;
  events: LearnerEvent[];
}

export { prng } from '../../backend/src/kernel/prng';

const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'];
const DAY_MS = 24 * 3600 * 1000;

export function catalogue(days: number): ChallengeCandidate[] {
  const categories = ['SELECT', 'JOIN', 'AGGREGATION', 'WINDOW', 'CTE'];
  // Concepts too (issue 15), so the adaptive pick and the concept-skill read model do their real work.
  const concepts = ['filtering', 'inner-join', 'aggregation', 'having', 'cte', 'ranking-window', 'lag-lead', 'anti-join'];
  return Array.from({ length: days + 20 }, (_, i) => ({
    id: i + 1,
    rating: 700 + ((i * 137) % 1500),
    estimatedMinutes: 5 + (i % 4) * 5,
    category: categories[i % categories.length]!,
    concepts: i % 3 === 0 ? [concepts[i % concepts.length]!] : [concepts[i % concepts.length]!, concepts[(i * 5 + 3) % concepts.length]!],
  }));
}

/** One learner's `days` days from `firstDay` (UTC midnight, ms); `nextAttemptId` allocates attempt ids. */
export function learnerStream(userId: number, firstDay: number, days: number, candidates: ChallengeCandidate[], nextAttemptId: () => number, rnd: () => number): LearnerStream {
  let state: LearnerState = initialState;
  const events: LearnerEvent[] = [];
  const run = (command: LearnerCommand): LearnerEvent[] => {
    const out = decide(command, state);
    for (const e of out) state = evolve(state, e);
    events.push(...out);
    return out;
  };
  const at = (day: number, seconds: number) => new Date(firstDay + day * DAY_MS + 12 * 3600 * 1000 + seconds * 1000).toISOString();
  const comfort = [900, 1200, 1500, 1800][Math.floor(rnd() * 4)]!;
  run({ type: 'Enrol', data: { userId, initialElo: comfort, timezone: ZONES[userId % ZONES.length]!, now: at(0, -3600) } });
  const skill = comfort + (rnd() - 0.5) * 600;
  const playRate = 0.55 + rnd() * 0.45;
  let walkedAway: string | null = null;
  for (let d = 0; d < days; d++) {
    if (walkedAway) {
      run({ type: 'AbandonDay', data: { date: walkedAway, now: at(d, -60) } });
      walkedAway = null;
    }
    if (rnd() > playRate) continue;
    const [assigned] = run({ type: 'AssignDaily', data: { candidates, now: at(d, 0) } });
    if (!assigned || assigned.type !== 'DailyChallengeAssigned') continue;
    const { challengeId, date, challengeRating } = assigned.data;
    if (rnd() < 0.05) continue; // looked at it, never started: not resolved, nothing to abandon
    const pSolve = 1 / (1 + 10 ** ((challengeRating - skill) / 400));
    let t = 30;
    for (let attempt = 1; attempt <= 3; attempt++) {
      run({ type: 'StartAttempt', data: { challengeId, now: at(d, t) } });
      t += 30 + Math.floor(rnd() * 400);
      if (attempt > 1 && rnd() < 0.1) {
        walkedAway = date; // left mid-attempt: the day-end job abandons it tomorrow
        break;
      }
      const correct = rnd() < pSolve;
      run({
        type: 'SubmitSolution',
        data: { challengeId, attemptId: nextAttemptId(), sql: `SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer -- ${attempt}`, correct, error: correct ? null : 'expected 4 rows, got 3', now: at(d, t) },
      });
      t += 5;
      if (correct) break;
    }
  }
  if (walkedAway) run({ type: 'AbandonDay', data: { date: walkedAway, now: at(days, 0) } });
  if (rnd() < 0.01 && state.attemptIds.length) {
    const attemptId = state.attemptIds[Math.floor(rnd() * state.attemptIds.length)]!;
    run({ type: 'DeleteAttempt', data: { attemptId, adminId: 1, reason: 'bench', now: at(days, 60) } });
    run({ type: 'RecalculateElo', data: { adminId: 1, cause: 'attempt deleted', now: at(days, 61) } });
  }
  return { userId, events };
}
