import type { ConceptSkill } from '../../../../contracts/src/concept-skill';
import type { DailyPickReason } from './learner-events';

export interface ChallengeCandidate {
  id: number;
  /** The rating the pick and the ELO use: the calibrated one once it is no longer provisional, else the author's. */
  rating: number;
  estimatedMinutes: number | null;
  category: string | null;
  /** Concept slugs (issue 14's taxonomy); absent or empty: the challenge takes part in the nearest-rating pick only. */
  concepts?: readonly string[];
  /** The author's rating, when `rating` is the calibrated one. */
  authoredRating?: number;
}

/** FNV-1a: a stable, dependency-free hash so the tie-break is the same on every replica and every day's request. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const tieBreakKey = (userId: number, date: string, challengeId: number): number => fnv1a(`${userId}:${date}:${challengeId}`);

/** The never-assigned candidate whose rating is nearest `elo`; ties go to the lowest hash of (user, date, challenge). */
export function chooseChallenge(
  candidates: readonly ChallengeCandidate[],
  assignedIds: readonly number[],
  elo: number,
  userId: number,
  date: string,
): ChallengeCandidate | undefined {
  const assigned = new Set(assignedIds);
  const rank = (c: ChallengeCandidate) => [Math.abs(c.rating - elo), tieBreakKey(userId, date, c.id), c.id];
  let best: ChallengeCandidate | undefined;
  for (const candidate of candidates) {
    if (assigned.has(candidate.id)) continue;
    if (!best || compare(rank(candidate), rank(best)) < 0) best = candidate;
  }
  return best;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The adaptive pick stays within this distance of the learner's ELO (the plain pick is the fallback). */
export const PICK_WINDOW = 150;
/** A concept is weak when its skill is this far under the learner's ELO. */
export const WEAK_MARGIN = 100;
/** A concept resolved within this many days is not picked again for review. */
export const MIN_REVIEW_GAP_DAYS = 2;
/** A practised concept is due for spaced review after this many days. */
export const REVIEW_AFTER_DAYS = 10;

export interface DailyPick {
  challenge: ChallengeCandidate;
  reason?: DailyPickReason;
}

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * How much a practised concept wants practice today (0: not at all): weakness (ELO − skill, per 100
 * points, once over WEAK_MARGIN) plus time since last practised (per two weeks); a concept not weak counts
 * only once due for review. Never within MIN_REVIEW_GAP_DAYS of its last day.
 */
export function conceptPriority(skill: ConceptSkill, elo: number, date: string): { kind: DailyPickReason['kind']; priority: number; daysSince: number } | null {
  const daysSince = daysBetween(skill.lastPractised, date);
  if (daysSince < MIN_REVIEW_GAP_DAYS) return null;
  if (elo - skill.skill > WEAK_MARGIN) return { kind: 'weak_concept', priority: (elo - skill.skill) / 100 + daysSince / 14, daysSince };
  if (daysSince >= REVIEW_AFTER_DAYS) return { kind: 'spaced_review', priority: daysSince / 14, daysSince };
  return null;
}

/**
 * The daily pick (issue 15): among the never-assigned candidates within ±PICK_WINDOW of the learner's ELO,
 * the concept with the highest priority (weak or due for review; ties by hash of user, date and concept)
 * and, of its challenges, the one nearest the concept's skill held inside the window. No such concept:
 * the plain nearest-rating pick over every candidate (chooseChallenge).
 */
export function pickDaily(
  candidates: readonly ChallengeCandidate[],
  assignedIds: readonly number[],
  elo: number,
  skills: Readonly<Record<string, ConceptSkill>>,
  userId: number,
  date: string,
): DailyPick | undefined {
  const assigned = new Set(assignedIds);
  const inWindow = candidates.filter((c) => !assigned.has(c.id) && Math.abs(c.rating - elo) <= PICK_WINDOW);
  const offered = new Set(inWindow.flatMap((c) => c.concepts ?? []));
  let best: { concept: string; kind: DailyPickReason['kind']; key: number[]; daysSince: number } | undefined;
  for (const concept of [...offered].sort()) {
    const skill = skills[concept];
    const p = skill && conceptPriority(skill, elo, date);
    if (!p) continue;
    const key = [-p.priority, fnv1a(`${userId}:${date}:${concept}`)];
    if (!best || compare(key, best.key) < 0) best = { concept, kind: p.kind, key, daysSince: p.daysSince };
  }
  if (best) {
    const skill = skills[best.concept]!;
    const target = Math.min(elo + PICK_WINDOW, Math.max(elo - PICK_WINDOW, skill.skill));
    const challenge = chooseChallenge(inWindow.filter((c) => c.concepts?.includes(best.concept)), [], target, userId, date)!;
    return { challenge, reason: { kind: best.kind, concept: best.concept, skill: skill.skill, lastPractised: skill.lastPractised, daysSince: best.daysSince } };
  }
  const challenge = chooseChallenge(candidates, assignedIds, elo, userId, date);
  return challenge && { challenge };
}
