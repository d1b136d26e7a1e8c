import { useCallback, useState } from 'react';
import { TUTORIAL_SEEN_KEY } from '@/config/constants';

export function hasSeenTutorial(): boolean {
  try {
    return localStorage.getItem(TUTORIAL_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markTutorialSeen(): void {
  try {
    localStorage.setItem(TUTORIAL_SEEN_KEY, 'true');
  } catch {
    // Storage may be unavailable (private mode); the tutorial then shows again next time.
  }
}

/** The welcome tutorial opens for a user with zero completed challenges who has not seen it yet. */
export function useTutorial(completedChallenges: number) {
  const [open, setOpen] = useState(() => completedChallenges === 0 && !hasSeenTutorial());
  const dismiss = useCallback(() => {
    markTutorialSeen();
    setOpen(false);
  }, []);
  return { open, dismiss };
}
