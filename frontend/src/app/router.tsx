import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { USER_QUERY_KEY } from '@/lib/query-keys';
import { ADMIN_EVENTS_PATH } from '@/features/admin-events/paths';

// Declarative routes with lazy modules: each page (and Monaco, charts) is its own chunk, and the
// entry bundle stays small for the landing page.
const page = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((m) => ({ default: m.Component })));

const Landing = page(() => import('./routes/landing'));
const Login = page(() => import('./routes/auth/login'));
const Register = page(() => import('./routes/auth/register'));
const Subscribe = page(() => import('./routes/subscribe'));
const AppRoot = page(() => import('./routes/app/root'));
const Dashboard = page(() => import('./routes/app/dashboard'));
const Challenge = page(() => import('./routes/app/challenge'));
const History = page(() => import('./routes/app/history'));
const Calendar = page(() => import('./routes/app/calendar'));
const Leaderboard = page(() => import('./routes/app/leaderboard'));
const League = page(() => import('./routes/app/league'));
const Practice = page(() => import('./routes/app/practice'));
const PracticeChallenge = page(() => import('./routes/app/practice-challenge'));
const AdminChallenges = page(() => import('./routes/admin/challenges'));
const AdminChallenge = page(() => import('./routes/admin/challenge'));
const AdminGenerator = page(() => import('./routes/admin/challenge-generator'));
const AdminAttempts = page(() => import('./routes/admin/attempts'));
const AdminFeedback = page(() => import('./routes/admin/feedback'));
const AdminEvents = page(() => import('./routes/admin/events'));

/** Resets the error boundary when the user navigates elsewhere. */
function RoutedErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}

function PageFallback() {
  return <div className="full-page-center" aria-busy="true" />;
}

/** Any 401: the client already dropped the token; forget the user and go to /login (the error still propagates). */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      const { pathname, search } = window.location;
      if (pathname !== paths.auth.login.path) navigate(paths.auth.login.getHref(pathname + search));
    });
  }, [navigate]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <RoutedErrorBoundary>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            <Route path="/" element={<Navigate to={paths.landing.path} replace />} />
            <Route path={paths.landing.path} element={<Landing />} />
            <Route path={paths.auth.login.path} element={<Login />} />
            <Route path={paths.auth.register.path} element={<Register />} />
            <Route path={paths.subscribe.path} element={<Subscribe />} />
            <Route element={<AppRoot />}>
              <Route path={paths.app.dashboard.path} element={<Dashboard />} />
              <Route path={paths.app.challenge.path} element={<Challenge />} />
              <Route path={paths.app.history.path} element={<History />} />
              <Route path={paths.app.calendar.path} element={<Calendar />} />
              <Route path={paths.app.leaderboard.path} element={<Leaderboard />} />
              <Route path={paths.app.league.path} element={<League />} />
              <Route path={paths.app.practice.path} element={<Practice />} />
              <Route path={paths.app.practiceChallenge.path} element={<PracticeChallenge />} />
              <Route path={paths.admin.challenges.path} element={<AdminChallenges />} />
              <Route path={paths.admin.challenge.path} element={<AdminChallenge />} />
              <Route path={paths.admin.generator.path} element={<AdminGenerator />} />
              <Route path={paths.admin.attempts.path} element={<AdminAttempts />} />
              <Route path={paths.admin.feedback.path} element={<AdminFeedback />} />
              <Route path={ADMIN_EVENTS_PATH} element={<AdminEvents />} />
              <Route path="/admin/*" element={<Navigate to={paths.admin.challenges.path} replace />} />
            </Route>
            <Route path="*" element={<Navigate to={paths.landing.path} replace />} />
          </Routes>
        </Suspense>
      </RoutedErrorBoundary>
    </BrowserRouter>
  );
}
