import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey } from '@/lib/drafts';

export { draftKey };

export function readDraft(key: string | null): string {
  if (!key) return '';
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(key, text);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the draft is a convenience, never an error.
  }
}

/**
 * The editor's text, kept in localStorage per user and challenge on every change, so a reload (or a
 * crash) restores it. A user known only after the first render still gets their draft back, unless
 * something was typed meanwhile.
 */
export function useDraft(userId: number | string | null | undefined, challengeId: number) {
  const key = userId == null ? null : draftKey(userId, challengeId);
  const [text, setText] = useState(() => readDraft(key));
  // The text as of the last change, before React renders it: a shortcut pressed right after typing runs all of it.
  const latest = useRef(text);
  const loadedFor = useRef(key);
  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    const saved = readDraft(key);
    if (saved && !latest.current) {
      latest.current = saved;
      setText(saved);
    }
  }, [key]);
  const update = useCallback(
    (next: string) => {
      latest.current = next;
      setText(next);
      if (key) writeDraft(key, next);
    },
    [key],
  );
  const current = useCallback(() => latest.current, []);
  return [text, update, current] as const;
}
