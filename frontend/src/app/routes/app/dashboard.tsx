import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowRight, CalendarDays, Code2, History } from 'lucide-react';
import { paths } from '@/config/paths';
import { displayName, type User, useUser } from '@/lib/auth';
import { Spinner } from '@/components/ui/spinner';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { TrialBanner } from '@/features/dashboard/components/trial-banner';
import { TutorialDialog } from '@/features/dashboard/components/tutorial-dialog';
import { useTutorial } from '@/features/dashboard/hooks/use-tutorial';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { dailyChallengeQueryOptions } from '@/features/challenge/api/get-daily-challenge';

// recharts only loads with the dashboard's insights, never on other pages.
const ProgressInsights = lazy(() => import('@/features/history/components/progress-insights').then((m) => ({ default: m.ProgressInsights })));
const SkillsChart = lazy(() => import('@/features/skills/components/skills-chart').then((m) => ({ default: m.SkillsChart })));

/** Registered within the last day and never given a challenge: a first visit, not a return (issue 33). */
const isNewLearner = (user: User) =>
  user.total_challenges_completed === 0 && !user.today_challenge && user.created_at !== null && Date.now() - Date.parse(user.created_at) < 86_400_000;

export function Component() {
  const user = useUser().data;
  const navigate = useNavigate();
  const tutorial = useTutorial(user?.total_challenges_completed ?? 0);
  // Why today's pick, once it is assigned (reading it then assigns nothing: the answer is the same all day).
  const open = user?.today_challenge?.status === 'assigned' || user?.today_challenge?.status === 'in_progress';
  const daily = useQuery({ ...dailyChallengeQueryOptions(), enabled: open });
  if (!user) return null;
  const pickReason = open ? daily.data?.pick_reason?.text : undefined;
  const doneToday = ['solved', 'failed', 'abandoned'].includes(user.today_challenge?.status ?? '');

  return (
    <section className="page">
      <header className="page-header">
        <h1>{isNewLearner(user) ? 'Welcome' : 'Welcome back'}, {displayName(user)}!</h1>
        <p className="muted">One challenge a day keeps your SQL sharp.</p>
      </header>

      {(user.trial_end || user.has_lifetime_access) && <TrialBanner trialEnd={user.trial_end} lifetimeAccess={user.has_lifetime_access} timeZone={user.timezone} />}

      {doneToday ? (
        <Link to={paths.app.history.getHref()} className="challenge-cta" data-testid="dashboard-challenge-link">
          <div className="cta-icon" aria-hidden><Code2 size={28} /></div>
          <div>
            <h2>Today&apos;s Challenge</h2>
            <p>
              {user.today_challenge?.status === 'solved' ? 'Solved: great job!' : 'Done for today.'} A new challenge is waiting for
              you tomorrow.
            </p>
          </div>
          <span className="cta-action">View History <ArrowRight size={18} aria-hidden /></span>
        </Link>
      ) : (
        <Link to={paths.app.challenge.getHref()} className="challenge-cta" data-testid="dashboard-challenge-link">
          <div className="cta-icon" aria-hidden><Code2 size={28} /></div>
          <div>
            <h2>Today&apos;s Challenge</h2>
            <p>
              {user.today_challenge?.status === 'in_progress'
                ? 'Your challenge is in progress: the clock is running.'
                : 'Your personalised PostgreSQL challenge is ready. Faster answers earn more points.'}
            </p>
            {pickReason && <p className="pick-reason" data-testid="dashboard-pick-reason"><Sparkles size={15} aria-hidden /> {pickReason}</p>}
          </div>
          <span className="cta-action">
            {user.today_challenge?.status === 'in_progress' ? 'Continue' : 'Start'} Today&apos;s Challenge <ArrowRight size={18} aria-hidden />
          </span>
        </Link>
      )}

      <StatCards user={user} />

      <Suspense fallback={<div className="card center"><Spinner label="Loading progress" /></div>}>
        <ProgressInsights />
        <SkillsChart />
      </Suspense>

      <div className="quick-links">
        <Link to={paths.app.history.getHref()} className="quick-link">
          <History size={20} aria-hidden /> <span><strong>History</strong><span className="muted small">Review past attempts</span></span>
        </Link>
        <Link to={paths.app.calendar.getHref()} className="quick-link">
          <CalendarDays size={20} aria-hidden /> <span><strong>Calendar</strong><span className="muted small">See your month at a glance</span></span>
        </Link>
      </div>

      <TutorialDialog
        open={tutorial.open}
        onDismiss={tutorial.dismiss}
        onStart={() => {
          tutorial.dismiss();
          navigate(paths.app.challenge.getHref());
        }}
      />
    </section>
  );
}
