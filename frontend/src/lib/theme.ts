import { useCallback, useSyncExternalStore } from 'react';

/**
 * Light or dark: the system setting (prefers-color-scheme) unless the visitor chose one with the toggle,
 * which is kept in localStorage. The resolved theme is set as `data-theme` on <html>; styles/theme.css holds
 * one palette of CSS variables per theme, so every screen follows.
 */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Sets `data-theme` and the native controls' colour scheme on <html>. */
export function applyTheme(theme: Theme = currentTheme()): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

function changed() {
  applyTheme();
  listeners.forEach((l) => l());
}

let watching = false;
/** Follows the system setting and other tabs' choices; call once at start-up. */
export function initTheme(): void {
  applyTheme();
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', changed);
  window.addEventListener('storage', (e) => {
    if (e.key === THEME_STORAGE_KEY || e.key === null) changed();
  });
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The resolved theme, re-rendering when the system setting or the visitor's choice changes. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
