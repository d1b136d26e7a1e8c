/**
 * A year of daily practice, simulated through the real daily-assignment code (issue 14's "done when"):
 * learners starting at 1000, 1200, 1400 and 1600 ELO play 250 days through the learner decider
 * (AssignDaily → StartAttempt → SubmitSolution, ELO moving by the product's own rules) with 60 %
 * first-try success (then 50 % on each later attempt). Reports, per learner, the days that got a
 * challenge, repeats, "come back tomorrow" days, and the share of days whose challenge was within
 * ±200 of the learner's ELO at assignment. Not a test: the catalogue decides the figures.
 *   npm run bench:catalogue            (SIM_DAYS=250, SIM_SEED=7)
 */
import { catalogueContent } from '../../backend/src/catalogue/content';
import { prng } from '../../backend/src/kernel/prng';
import type { ChallengeCandidate } from '../../backend/src/learner/domain/assignment';
import { LearnerRuleViolation } from '../../backend/src/learner/domain/learner-rule-violation';
import { assignDaily, enrol, LearnerStream, startAttempt, submit } from '../../backend/src/learner/domain/testing/learner-fixtures';

const DAYS = Number(process.env.SIM_DAYS ?? 250);
const SEED = Number(process.env.SIM_SEED ?? 7);
const STARTS = [1000, 1200, 1400, 1600];
const FIRST_TRY = 0.6;
const LATER_TRY = 0.5;
const WINDOW = 200;

const candidates: ChallengeCandidate[] = catalogueContent().challenges.map((c, i) => ({
  id: i + 1,
  rating: c.difficulty_rating,
  estimatedMinutes: c.estimated_time_minutes ?? null,
  category: c.category,
}));

interface Outcome {
  start: number;
  end: number;
  assigned: number;
  repeats: number;
  dry: number;
  firstDryDay: number | null;
  near: number;
}

let nextAttemptId = 1;

function play(start: number, userIndex: number): Outcome {
  const random = prng(SEED * 1000 + userIndex);
  const learner = new LearnerStream();
  const day0 = Date.parse('2026-01-01T08:00:00.000Z');
  const at = (day: number, minutes: number) => new Date(day0 + day * 86_400_000 + minutes * 60_000).toISOString();
  learner.do(enrol(at(0, 0), { userId: 100 + userIndex, initialElo: start, timezone: 'UTC' }));
  const seen = new Set<number>();
  const out: Outcome = { start, end: start, assigned: 0, repeats: 0, dry: 0, firstDryDay: null, near: 0 };
  for (let day = 0; day < DAYS; day++) {
    const elo = learner.state.elo;
    let challengeId: number;
    try {
      const [assigned] = learner.do(assignDaily(at(day, 1), candidates));
      if (assigned?.type !== 'DailyChallengeAssigned') continue;
      challengeId = assigned.data.challengeId;
      if (Math.abs(assigned.data.challengeRating - elo) <= WINDOW) out.near++;
    } catch (err) {
      if (!(err instanceof LearnerRuleViolation)) throw err;
      out.dry++;
      out.firstDryDay ??= day + 1;
      continue;
    }
    out.assigned++;
    if (seen.has(challengeId)) out.repeats++;
    seen.add(challengeId);
    for (let attempt = 1; attempt <= 3; attempt++) {
      learner.do(startAttempt(at(day, 2 + attempt * 3), challengeId));
      const correct = random() < (attempt === 1 ? FIRST_TRY : LATER_TRY);
      learner.do(submit(at(day, 3 + attempt * 3), correct, nextAttemptId++, challengeId));
      if (correct) break;
    }
  }
  out.end = learner.state.elo;
  return out;
}

const outcomes = STARTS.map((start, i) => play(start, i));
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
console.log(`Catalogue: ${candidates.length} challenges (demo), ratings ${Math.min(...candidates.map((c) => c.rating))}–${Math.max(...candidates.map((c) => c.rating))}; ${DAYS} days per learner, seed ${SEED}`);
console.table(
  outcomes.map((o) => ({
    'start ELO': o.start,
    'ELO after': o.end,
    'days with a challenge': o.assigned,
    repeats: o.repeats,
    '"come back tomorrow" days': o.dry,
    'first dry day': o.firstDryDay ?? '–',
    [`within ±${WINDOW}, of assigned days`]: pct(o.near, o.assigned),
    [`within ±${WINDOW}, of all ${DAYS} days`]: pct(o.near, DAYS),
  })),
);
const allNear = outcomes.reduce((n, o) => n + o.near, 0);
console.log(`Target (issue 14): no repeat, no "come back tomorrow", ≥ 80 % of days within ±${WINDOW}. Overall: ${pct(allNear, DAYS * outcomes.length)} within ±${WINDOW}, ${outcomes.reduce((n, o) => n + o.dry, 0)} dry days.`);
