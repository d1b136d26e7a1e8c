import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';
import type { User } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { clearDrafts, draftKey } from '@/lib/drafts';
import { App } from './index';

// Issue 13, part 9: fixes found by a new user, through the whole app (router, guard, session).

const user = (extra: Partial<User> = {}) =>
  testUser({ id: 7, email: 'ada@example.com', username: 'ada', first_name: 'Ada', is_beta_user: true, total_challenges_completed: 1, trial_end: new Date(Date.now() + 3.5 * 86_400_000).toISOString(), ...extra });

const signedIn = (me: () => { status?: number; body?: unknown }, extra: Record<string, (init: RequestInit | undefined, url: string) => { status?: number; body?: unknown }> = {}) => {
  localStorage.setItem('authToken', 'good-token');
  return mockFetch({ 'GET /users/me': me, 'GET /challenges/history': () => ({ body: [] }), ...extra });
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  window.history.pushState({}, '', '/');
});

describe('the dashboard trial banner (spec §1)', () => {
  it('shows the days left and the first payment date during the trial', async () => {
    signedIn(() => ({ body: user() }));
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    const banner = await screen.findByTestId('trial-banner', {}, { timeout: 5_000 });
    expect(banner).toHaveTextContent('Free beta trial: 4 days left');
    expect(banner).toHaveTextContent('Your first payment date is');
  });

  it('stays for a lifetime-access user and says so instead of counting days', async () => {
    signedIn(() => ({ body: user({ has_lifetime_access: true }) }));
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    const banner = await screen.findByTestId('trial-banner', {}, { timeout: 5_000 });
    expect(banner).toHaveTextContent('Lifetime free access');
    expect(banner).not.toHaveTextContent('days left');
  });

  it('counts one day in the singular', async () => {
    signedIn(() => ({ body: user({ trial_end: new Date(Date.now() + 3_600_000).toISOString() }) }));
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    expect(await screen.findByTestId('trial-banner', {}, { timeout: 5_000 })).toHaveTextContent('Free beta trial: 1 day left');
  });
});

describe('the session', () => {
  it('Sign out goes to plain /login', async () => {
    signedIn(() => ({ body: user() }));
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('Sign out removes every editor draft from browser storage, and nothing else (issue 34: a shared computer)', async () => {
    signedIn(() => ({ body: user() }));
    localStorage.setItem(draftKey(7, 3), 'SELECT secret_answer FROM my_draft');
    localStorage.setItem(draftKey(8, 4), 'SELECT someone_else');
    localStorage.setItem('sqldaily.theme', 'dark');
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem(draftKey(7, 3))).toBeNull();
    expect(localStorage.getItem(draftKey(8, 4))).toBeNull();
    expect(localStorage.getItem('sqldaily.theme')).toBe('dark');
  });

  it('clearDrafts(user) keeps that user’s drafts only (signing in clears the others)', () => {
    localStorage.setItem(draftKey(7, 3), 'mine');
    localStorage.setItem(draftKey(71, 3), 'not mine: a longer id that starts like mine');
    localStorage.setItem(draftKey(8, 4), 'not mine');
    clearDrafts(7);
    expect(localStorage.getItem(draftKey(7, 3))).toBe('mine');
    expect(localStorage.getItem(draftKey(71, 3))).toBeNull();
    expect(localStorage.getItem(draftKey(8, 4))).toBeNull();
  });

  it('keeps the token when the current-user request fails on the network, and retries', async () => {
    let calls = 0;
    localStorage.setItem('authToken', 'good-token');
    const routes = mockFetch({ 'GET /users/me': () => ({ body: user() }), 'GET /challenges/history': () => ({ body: [] }) });
    const real = routes.getMockImplementation()!;
    routes.mockImplementation(async (input, init) => {
      if (/\/users\/me(\?|$)/.test(String(input)) && calls++ === 0) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(localStorage.getItem('authToken')).toBe('good-token');
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('keeps the token when the request is aborted (a reload while it is in flight)', async () => {
    let calls = 0;
    localStorage.setItem('authToken', 'good-token');
    const routes = mockFetch({ 'GET /users/me': () => ({ body: user() }), 'GET /challenges/history': () => ({ body: [] }) });
    const real = routes.getMockImplementation()!;
    routes.mockImplementation(async (input, init) => {
      if (/\/users\/me(\?|$)/.test(String(input)) && calls++ === 0) throw new DOMException('The operation was aborted.', 'AbortError');
      return real(input, init);
    });
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    expect(localStorage.getItem('authToken')).toBe('good-token');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('good-token');
  });

  it('only a 401 removes the token', async () => {
    signedIn(() => ({ status: 401, body: { detail: 'Invalid token' } }));
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });
});

describe('the subscribe page', () => {
  it('offers no trial to a lifetime-access user', async () => {
    signedIn(() => ({ body: user({ has_lifetime_access: true }) }), {
      'GET /subscriptions/plans': () => ({ status: 500, body: {} }),
      'GET /subscriptions/current': () => ({ body: { has_subscription: false, is_beta_user: true } }),
    });
    window.history.pushState({}, '', '/subscribe');
    render(<App />);
    expect(await screen.findByTestId('lifetime-note')).toHaveTextContent('lifetime free platform access');
    expect(screen.getByRole('heading', { name: 'Complete Your Registration' })).toBeInTheDocument();
    expect(screen.queryByText(/7-day free trial/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start Trial/ })).not.toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Choose Plan' })).not.toHaveLength(0);
  });

  it('still offers the trial to a signed-in user without lifetime access', async () => {
    signedIn(() => ({ body: user() }), {
      'GET /subscriptions/plans': () => ({ status: 500, body: {} }),
      'GET /subscriptions/current': () => ({ body: { has_subscription: false, is_beta_user: true } }),
    });
    window.history.pushState({}, '', '/subscribe');
    render(<App />);
    expect(await screen.findByText(/activate your 7-day free trial/)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Add Payment & Start Trial' })).not.toHaveLength(0);
  });
});

describe('the small-screen notice', () => {
  it.each(['/landing', '/login', '/register', '/subscribe'])('is on the public page %s', async (path) => {
    mockFetch({ 'GET /admin/stats/user-count': () => ({ body: { total_users: 1 } }), 'GET /subscriptions/plans': () => ({ status: 500, body: {} }) });
    window.history.pushState({}, '', path);
    render(<App />);
    expect(await screen.findByTestId('small-screen-notice')).toHaveTextContent('optimised for laptop or desktop');
  });
});

describe('/admin/events', () => {
  it("shows 'Access Denied' to a learner and asks the server nothing", async () => {
    const spy = signedIn(() => ({ body: user() }));
    window.history.pushState({}, '', '/admin/events');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(spy.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/admin/'))).toEqual([]);
  });
});

describe('the dashboard greeting (issue 33)', () => {
  it('says "Welcome" to a learner who registered today and never had a challenge, "Welcome back" otherwise', async () => {
    signedIn(() => ({ body: user({ total_challenges_completed: 0, created_at: new Date().toISOString() }) }));
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
