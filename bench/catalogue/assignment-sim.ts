/**
 * A year of daily practice, simulated through the real daily-assignment code (issue 14's "done when"):
 * learners starting at 800, 1000, 1400 and 1800 ELO (issue 37) play 250 days through the learner decider
 * (AssignDaily → StartAttempt → SubmitSolution, ELO moving by the product's own rules) with 60 %
 * first-try success (then 50 % on each later attempt). Reports, per learner, the days that got a
 * challenge, repeats, "come back tomorrow" days, and the share of days whose challenge was within
 * ±200 of the learner's ELO at assignment. Not a test: the catalogue decides the figures.
 *   npm run bench:catalogue            (SIM_DAYS=250, SIM_SEED=7)
 */
import { catalogueContent } from '../../backend/src/catalogue/content';
import type { ChallengeCandidate } from '../../backend/src/learner/domain/assignment';
import { simulateYear } from '../../backend/src/learner/domain/testing/year-simulation';

const DAYS = Number(process.env.SIM_DAYS ?? 250);
const SEED = Number(process.env.SIM_SEED ?? 7);
const STARTS = [800, 1000, 1400, 1800];
const WINDOW = 200;

const candidates: ChallengeCandidate[] = catalogueContent().challenges.map((c, i) => ({
  id: i + 1,
  rating: c.difficulty_rating,
  estimatedMinutes: c.estimated_time_minutes ?? null,
  category: c.category,
}));

const outcomes = simulateYear({ candidates, starts: STARTS, days: DAYS, seed: SEED, firstTry: 0.6, laterTry: 0.5, window: WINDOW });
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
console.log(`Catalogue: ${candidates.length} challenges (content/), ratings ${Math.min(...candidates.map((c) => c.rating))}–${Math.max(...candidates.map((c) => c.rating))}; ${DAYS} days per learner, seed ${SEED}`);
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
console.log(`Target (issue 37): no repeat, no "come back tomorrow", ≥ 85 % of days within ±${WINDOW}. Overall: ${pct(allNear, DAYS * outcomes.length)} within ±${WINDOW}, ${outcomes.reduce((n, o) => n + o.dry, 0)} dry days.`);
