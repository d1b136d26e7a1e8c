export interface ChallengeCandidate {
  id: number;
  rating: number;
  estimatedMinutes: number | null;
  category: string | null;
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
