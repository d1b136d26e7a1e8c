import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTheme, THEME_STORAGE_KEY } from '@/lib/theme';
import { ThemeToggle } from './theme-toggle';

type Listener = () => void;
let systemDark = false;
const mqListeners = new Set<Listener>();

beforeEach(() => {
  systemDark = false;
  mqListeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() { return query.includes('dark') && systemDark; },
    media: query,
    addEventListener: (_: string, l: Listener) => mqListeners.add(l),
    removeEventListener: (_: string, l: Listener) => mqListeners.delete(l),
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('dark mode', () => {
  it('follows the system setting when the visitor has not chosen', () => {
    systemDark = true;
    initTheme();
    render(<ThemeToggle />);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    systemDark = false;
    act(() => mqListeners.forEach((l) => l()));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('the toggle switches the theme and keeps the choice in localStorage', async () => {
    initTheme();
    render(<ThemeToggle variant="nav" />);
    expect(document.documentElement.dataset.theme).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByText('Light mode')).toBeInTheDocument();
    // A stored choice wins over the system setting.
    systemDark = false;
    act(() => mqListeners.forEach((l) => l()));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
