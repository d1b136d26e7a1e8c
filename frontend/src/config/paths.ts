export const paths = {
  landing: { path: '/landing', getHref: () => '/landing' },
  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) =>
        `/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    register: { path: '/register', getHref: () => '/register' },
  },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    challenge: { path: '/challenge', getHref: () => '/challenge' },
    history: { path: '/history', getHref: () => '/history' },
    calendar: { path: '/calendar', getHref: () => '/calendar' },
    leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
    league: { path: '/league', getHref: () => '/league' },
    practice: { path: '/practice', getHref: () => '/practice' },
    practiceChallenge: { path: '/practice/:challengeId', getHref: (id: number | string) => `/practice/${id}` },
  },
  admin: {
    challenges: { path: '/admin/challenges', getHref: () => '/admin/challenges' },
    challenge: {
      path: '/admin/challenges/:challengeId',
      getHref: (id: number | string) => `/admin/challenges/${id}`,
    },
    generator: { path: '/admin/challenge-generator', getHref: () => '/admin/challenge-generator' },
    attempts: {
      path: '/admin/attempts',
      getHref: (challengeId?: number) =>
        `/admin/attempts${challengeId ? `?challenge_id=${challengeId}` : ''}`,
    },
    feedback: { path: '/admin/feedback', getHref: () => '/admin/feedback' },
  },
} as const;
