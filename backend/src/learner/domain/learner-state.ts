import { updateConceptSkill, type ConceptSkill } from '../../../../contracts/src/concept-skill';
import type { DailyChallengeResolved, DailyPickReason, LearnerEvent } from './learner-events';

export interface AttemptRecord {
  attemptNumber: number;
  startedAt: string;
  submission: {
    attemptId: number;
    correct: boolean;
    seconds: number;
    points: number;
    submittedAt: string;
    deleted: boolean;
  } | null;
}

export type Resolution = Omit<DailyChallengeResolved['data'], 'userId' | 'challengeId' | 'date'>;

export interface DayRecord {
  date: string;
  challengeId: number;
  challengeRating: number;
  allowanceSeconds: number;
  attempts: AttemptRecord[];
  /** Seconds used by submitted attempts, capped at the allowance. */
  cumulativeSeconds: number;
  /** A wrong answer is on record and the challenge is unresolved: ELO waits for the resolution. */
  eloPending: boolean;
  resolution: Resolution | null;
  /** Hints revealed on this day: each lowers a correct answer's points (hints.ts), never the ELO. */
  hintsRevealed: number;
  /** The challenge's concepts as recorded at assignment (empty on events before contract 1.3). */
  concepts: string[];
  /** Why the adaptive pick chose this day's challenge (null: the nearest-rating pick, or an older event). */
  pickReason: DailyPickReason | null;
}

/** The learner's unrated replays of one past challenge. */
export interface PracticeRecord {
  runs: number;
  open: { run: number; startedAt: string } | null;
}

export interface LearnerState {
  enrolment: { userId: number; initialElo: number; timezone: string; enrolledAt: string } | null;
  elo: number;
  /** Drives K; EloRecalculated may reset it to what the replay counted. */
  resolvedCount: number;
  assignedChallengeIds: number[];
  days: Record<string, DayRecord>;
  attemptIds: number[];
  deletedAttemptIds: number[];
  /** Ascending dates whose challenge was solved or failed: the days streaks count. */
  countedDays: string[];
  /** Ascending dates a streak freeze covered: they bridge a run without adding to it (streaks.ts). */
  frozenDays: string[];
  /** Freezes held (0–2). */
  streakFreezes: number;
  /** Practice (replays of resolved challenges) by challenge id: unrated, apart from everything above. */
  practice: Record<number, PracticeRecord>;
  /** ELO recalculations by cause: a cause is recalculated once (a retried job appends nothing). */
  recalculations: Record<string, { before: number; after: number }>;
  /** Per concept slug, folded from resolved days (contracts/src/concept-skill.ts): what the adaptive pick reads. */
  conceptSkills: Record<string, ConceptSkill>;
}

export const initialState: LearnerState = {
  enrolment: null,
  elo: 0,
  resolvedCount: 0,
  assignedChallengeIds: [],
  days: {},
  attemptIds: [],
  deletedAttemptIds: [],
  countedDays: [],
  frozenDays: [],
  streakFreezes: 0,
  practice: {},
  recalculations: {},
  conceptSkills: {},
};

export const dayOfChallenge = (state: LearnerState, challengeId: number): DayRecord | undefined =>
  Object.values(state.days).find((day) => day.challengeId === challengeId);

export const openAttempt = (day: DayRecord): AttemptRecord | undefined => day.attempts.find((a) => a.submission === null);

const withDay = (state: LearnerState, date: string, change: (day: DayRecord) => DayRecord): LearnerState => {
  const day = state.days[date];
  return day ? { ...state, days: { ...state.days, [date]: change(day) } } : state;
};

export function evolve(state: LearnerState, event: LearnerEvent): LearnerState {
  switch (event.type) {
    case 'LearnerEnrolled': {
      const { userId, initialElo, timezone, enrolledAt } = event.data;
      return { ...state, enrolment: { userId, initialElo, timezone, enrolledAt }, elo: initialElo };
    }
    case 'DailyChallengeAssigned': {
      const { date, challengeId, challengeRating, allowanceSeconds, concepts = [], reason = null } = event.data;
      const day: DayRecord = { date, challengeId, challengeRating, allowanceSeconds, attempts: [], cumulativeSeconds: 0, eloPending: false, resolution: null, hintsRevealed: 0, concepts, pickReason: reason };
      return { ...state, assignedChallengeIds: [...state.assignedChallengeIds, challengeId], days: { ...state.days, [date]: day } };
    }
    case 'AttemptStarted': {
      const { attemptNumber, startedAt } = event.data;
      return withDay(state, event.data.date, (day) => ({ ...day, attempts: [...day.attempts, { attemptNumber, startedAt, submission: null }] }));
    }
    case 'SolutionSubmitted': {
      const { attemptId, attemptNumber, correct, seconds, points, submittedAt, cumulativeSeconds } = event.data;
      const submission = { attemptId, correct, seconds, points, submittedAt, deleted: false };
      const next = withDay(state, event.data.date, (day) => ({
        ...day,
        cumulativeSeconds,
        eloPending: !correct,
        attempts: day.attempts.map((a) => (a.attemptNumber === attemptNumber ? { ...a, submission } : a)),
      }));
      return { ...next, attemptIds: [...state.attemptIds, attemptId] };
    }
    case 'EloChanged':
      return { ...state, elo: event.data.after };
    case 'DailyChallengeResolved': {
      const { date, userId: _userId, challengeId: _challengeId, ...resolution } = event.data;
      const next = withDay(state, date, (day) => ({ ...day, eloPending: false, resolution }));
      const countedDays = resolution.outcome === 'abandoned' ? state.countedDays : [...state.countedDays, date].sort();
      return { ...next, resolvedCount: state.resolvedCount + 1, countedDays, conceptSkills: withConceptResults(state, date, resolution) };
    }
    case 'ChallengeAbandoned':
      return state;
    case 'AttemptDeleted': {
      const { attemptId } = event.data;
      const days = Object.fromEntries(
        Object.entries(state.days).map(([date, day]) => [
          date,
          {
            ...day,
            attempts: day.attempts.map((a) =>
              a.submission?.attemptId === attemptId ? { ...a, submission: { ...a.submission, deleted: true } } : a,
            ),
          },
        ]),
      );
      return { ...state, days, deletedAttemptIds: [...state.deletedAttemptIds, attemptId] };
    }
    case 'SubmissionRegraded': {
      const { attemptId, correct, points } = event.data;
      return withDay(state, event.data.date, (day) => ({
        ...day,
        attempts: day.attempts.map((a) => (a.submission?.attemptId === attemptId ? { ...a, submission: { ...a.submission, correct, points } } : a)),
      }));
    }
    case 'EloRecalculated':
      return {
        ...state,
        elo: event.data.after,
        resolvedCount: event.data.resolvedChallenges ?? state.resolvedCount,
        recalculations: { ...state.recalculations, [event.data.cause]: { before: event.data.before, after: event.data.after } },
      };
    case 'HintRevealed':
      return withDay(state, event.data.date, (day) => ({ ...day, hintsRevealed: Math.max(day.hintsRevealed, event.data.hintNumber) }));
    case 'PracticeStarted': {
      const { challengeId, run, startedAt } = event.data;
      return { ...state, practice: { ...state.practice, [challengeId]: { runs: Math.max(run, state.practice[challengeId]?.runs ?? 0), open: { run, startedAt } } } };
    }
    case 'PracticeSubmitted': {
      const { challengeId, correct } = event.data;
      const record = state.practice[challengeId];
      if (!record || !correct) return state;
      return { ...state, practice: { ...state.practice, [challengeId]: { ...record, open: null } } };
    }
    case 'StreakFreezeEarned':
      return { ...state, streakFreezes: event.data.held };
    case 'StreakFreezeUsed':
      return { ...state, streakFreezes: event.data.held, frozenDays: [...state.frozenDays, event.data.date].sort() };
  }
}

function withConceptResults(state: LearnerState, date: string, resolution: Resolution): Record<string, ConceptSkill> {
  const day = state.days[date];
  if (!day?.concepts.length) return state.conceptSkills;
  const skills = { ...state.conceptSkills };
  const result = { rating: day.challengeRating, outcome: resolution.outcome, attempts: resolution.attempts, date, eloBefore: resolution.eloBefore };
  for (const concept of new Set(day.concepts)) skills[concept] = updateConceptSkill(skills[concept], result);
  return skills;
}
