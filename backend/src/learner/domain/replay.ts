import { eloUpdate, MAX_ATTEMPTS, solvedReason } from './elo';
import type { EloChangeReason } from './learner-events';
import type { LearnerState } from './learner-state';
import { pointsFor } from './points';

export interface ReplaySubmission {
  challengeId: number;
  date: string;
  rating: number;
  correct: boolean;
  seconds: number;
  allowanceSeconds: number;
}

export interface ReplayOptions {
  /** Challenges whose day is still unresolved: wrong answers there stay pending instead of failing. */
  openChallengeIds?: readonly number[];
  /** Started days abandoned without a single submission: no deletion can touch them, so their penalty stands. */
  abandonedWithoutSubmission?: readonly { challengeId: number; date: string; rating: number }[];
}

export interface ReplayOutcome {
  challengeId: number;
  date: string;
  outcome: 'solved' | 'failed' | 'abandoned' | 'pending';
  attempts: number;
  reason: EloChangeReason | null;
  eloBefore: number;
  eloAfter: number;
  delta: number;
  points: number;
  totalSeconds: number;
}

export interface ReplayResult {
  finalElo: number;
  resolvedChallenges: number;
  outcomes: ReplayOutcome[];
}

interface ChallengeRun {
  challengeId: number;
  date: string;
  rating: number;
  submissions: ReplaySubmission[];
}

/** One run per challenge, in date order: a day's resolution always comes before the next day's. */
function runsByChallenge(submissions: readonly ReplaySubmission[], options: ReplayOptions): ChallengeRun[] {
  const runs = new Map<number, ChallengeRun>();
  for (const s of submissions) {
    const run = runs.get(s.challengeId) ?? { challengeId: s.challengeId, date: s.date, rating: s.rating, submissions: [] };
    run.submissions.push(s);
    runs.set(s.challengeId, run);
  }
  for (const a of options.abandonedWithoutSubmission ?? []) {
    if (!runs.has(a.challengeId)) runs.set(a.challengeId, { ...a, submissions: [] });
  }
  return [...runs.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Recomputes ELO from the remaining submissions with the rules `decide` applies (DESIGN §7): within a
 * challenge the first remaining submission counts as attempt 1; a closed day with no correct answer
 * among fewer than 3 remaining ones counts as abandoned (−K·E).
 */
export function replaySubmissions(initialElo: number, submissions: readonly ReplaySubmission[], options: ReplayOptions = {}): ReplayResult {
  const open = new Set(options.openChallengeIds ?? []);
  let elo = initialElo;
  let resolved = 0;
  const outcomes: ReplayOutcome[] = [];
  for (const run of runsByChallenge(submissions, options)) {
    const solvedAt = run.submissions.findIndex((s) => s.correct);
    const counted = run.submissions.slice(0, solvedAt >= 0 ? solvedAt + 1 : MAX_ATTEMPTS);
    const allowance = counted[0]?.allowanceSeconds ?? 0;
    const totalSeconds = Math.min(allowance, counted.reduce((sum, s) => sum + s.seconds, 0));
    const attempts = counted.length;
    const base = { challengeId: run.challengeId, date: run.date, attempts, totalSeconds };

    const outcome: ReplayOutcome['outcome'] =
      solvedAt >= 0 ? 'solved' : attempts >= MAX_ATTEMPTS ? 'failed' : open.has(run.challengeId) ? 'pending' : 'abandoned';
    if (outcome === 'pending') {
      outcomes.push({ ...base, outcome, reason: null, eloBefore: elo, eloAfter: elo, delta: 0, points: 0 });
      continue;
    }
    const reason: EloChangeReason =
      outcome === 'solved' ? solvedReason(attempts) : outcome === 'failed' ? 'failed_all_attempts' : 'abandoned';
    const update = eloUpdate(reason, elo, run.rating, resolved);
    const points = outcome === 'solved' ? pointsFor(run.rating, allowance, totalSeconds, attempts) : 0;
    outcomes.push({ ...base, outcome, reason, eloBefore: update.before, eloAfter: update.after, delta: update.delta, points });
    elo = update.after;
    resolved++;
  }
  return { finalElo: elo, resolvedChallenges: resolved, outcomes };
}

/** The replay's input as the learner's stream has it now: deleted submissions left out. */
export function replayInput(state: LearnerState): { submissions: ReplaySubmission[]; options: Required<ReplayOptions> } {
  const days = Object.values(state.days).sort((a, b) => a.date.localeCompare(b.date));
  const submissions = days.flatMap((day) =>
    day.attempts.flatMap((a) =>
      a.submission && !a.submission.deleted
        ? [{ challengeId: day.challengeId, date: day.date, rating: day.challengeRating, correct: a.submission.correct, seconds: a.submission.seconds, allowanceSeconds: day.allowanceSeconds }]
        : [],
    ),
  );
  return {
    submissions,
    options: {
      openChallengeIds: days.filter((d) => !d.resolution).map((d) => d.challengeId),
      abandonedWithoutSubmission: days
        .filter((d) => d.resolution?.outcome === 'abandoned' && d.attempts.every((a) => a.submission === null))
        .map((d) => ({ challengeId: d.challengeId, date: d.date, rating: d.challengeRating })),
    },
  };
}
