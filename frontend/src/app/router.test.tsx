import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { queryClient } from '@/lib/query-client';
import { App } from './index';

// The pages are lazy chunks: transform them once here, so a cold import on a busy machine is not counted in
// a findBy's one-second wait (the assertions are about routing, not about how fast vite compiles a page).
beforeAll(async () => {
  await Promise.all(Object.values(import.meta.glob(['./routes/**/*.tsx', '!./routes/**/*.test.tsx'])).map((load) => load()));
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  window.history.pushState({}, '', '/');
});

describe('routes and session', () => {
  it('redirects / to the landing page with the claimed-spots counter', async () => {
    mockFetch({ 'GET /admin/stats/user-count': () => ({ body: { total_users: 42 } }) });
    window.history.pushState({}, '', '/');
    render(<App />);
    expect(await screen.findByText('Only 58 spots remaining')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/landing');
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: /Join Beta/ })[0]).toHaveAttribute('href', '/register');
  });

  it('sends a visitor from a guarded page to /login, remembering the page', async () => {
    mockFetch({});
    window.history.pushState({}, '', '/history');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/history');
  });

  it('drops an invalid token after a 401 and lands on /login', async () => {
    localStorage.setItem('authToken', 'stale');
    mockFetch({ 'GET /users/me': () => ({ status: 401, body: { detail: 'Invalid token' } }) });
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });

  it('sends unknown paths to the landing page', async () => {
    mockFetch({ 'GET /admin/stats/user-count': () => ({ status: 500, body: {} }) });
    window.history.pushState({}, '', '/nowhere');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: /one query a day/ })).toBeInTheDocument();
    expect(screen.queryByTestId('spots-counter')).not.toBeInTheDocument();
  });
});
