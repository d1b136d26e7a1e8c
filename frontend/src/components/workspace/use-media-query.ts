import { useSyncExternalStore } from 'react';

/** True while `query` matches (false where matchMedia is missing, as in jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

/** The shell's own breakpoint: below it the sidebar becomes a menu and the workspace panes stack. */
export const NARROW_SCREEN = '(max-width: 1023px)';
