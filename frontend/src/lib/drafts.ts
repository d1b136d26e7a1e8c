/**
 * Editor drafts in localStorage, one per user and challenge. Signing out removes every draft (a shared
 * computer must not show the next person what the last one typed); signing in removes other users'.
 */
const PREFIX = 'sqldaily.draft';

export const draftKey = (userId: number | string, challengeId: number) => `${PREFIX}:${userId}:${challengeId}`;

/** Removes the drafts of every user but `keepUserId` (all of them without one). */
export function clearDrafts(keepUserId?: number | string): void {
  try {
    const keep = keepUserId == null ? null : `${PREFIX}:${keepUserId}:`;
    const doomed: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(`${PREFIX}:`) && !(keep && key.startsWith(keep))) doomed.push(key);
    }
    for (const key of doomed) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}
