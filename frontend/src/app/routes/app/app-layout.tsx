import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  Activity, CalendarDays, ClipboardList, Code2, Flame, History, LayoutDashboard, ListChecks, LogOut, Menu,
  MessageSquare, MessageSquarePlus, Repeat, Shield, Sparkles, Star, Trophy, X, CheckCircle2,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { displayName, useLogout, useUser } from '@/lib/auth';
import { Logo } from '@/components/ui/logo';
import { SmallScreenNotice } from '@/components/ui/small-screen-notice';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { cn } from '@/lib/cn';
import { formatNumber, skillTier } from '@/utils/format';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { LeagueBadge } from '@/features/league/components/league-badge';
import { ADMIN_EVENTS_PATH } from '@/features/admin-events/paths';

const NAV = [
  { to: paths.app.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.app.challenge.getHref(), label: "Today's Challenge", icon: Code2 },
  { to: paths.app.history.getHref(), label: 'History', icon: History },
  { to: paths.app.calendar.getHref(), label: 'Calendar', icon: CalendarDays },
  { to: paths.app.leaderboard.getHref(), label: 'Leaderboard', icon: Trophy },
  { to: paths.app.league.getHref(), label: 'League', icon: Shield },
  { to: paths.app.practice.getHref(), label: 'Practice', icon: Repeat },
];

const ADMIN_NAV = [
  { to: paths.admin.challenges.getHref(), label: 'Manage Challenges', icon: ListChecks },
  { to: paths.admin.generator.getHref(), label: 'Challenge Generator', icon: Sparkles },
  { to: paths.admin.attempts.getHref(), label: 'Manage Attempts', icon: ClipboardList },
  { to: paths.admin.feedback.getHref(), label: 'User Feedback', icon: MessageSquare },
  { to: ADMIN_EVENTS_PATH, label: 'Event Stream', icon: Activity },
];

function NavItems({ items }: { items: typeof NAV }) {
  return (
    <ul className="nav-list">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={({ isActive }) => cn('nav-link', isActive && 'active')}>
            <Icon size={18} aria-hidden />
            <span>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const user = useUser().data;
  const logout = useLogout();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!user) return null;
  const elo = user.current_elo_rating;

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">Skip to content</a>
      <header className="mobile-bar">
        <button type="button" className="icon-button" aria-label="Open menu" aria-expanded={menuOpen} aria-controls="sidebar" onClick={() => setMenuOpen(true)}>
          <Menu size={22} aria-hidden />
        </button>
        <Logo />
        <ThemeToggle className="mobile-bar-end" />
      </header>
      {menuOpen && <div className="sidebar-overlay" onClick={() => setMenuOpen(false)} aria-hidden />}
      <aside id="sidebar" className={cn('sidebar', menuOpen && 'open')} aria-label="Main navigation">
        <div className="sidebar-top">
          <Logo inverted />
          <button type="button" className="icon-button sidebar-close" aria-label="Close menu" onClick={() => setMenuOpen(false)}>
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className="user-card" data-testid="sidebar-user">
          <div className="avatar" aria-hidden>{displayName(user).charAt(0).toUpperCase()}</div>
          <div>
            <div className="user-name">{displayName(user)}</div>
            <div className="user-tier">
              {skillTier(elo)} · <span data-testid="sidebar-elo">{elo}</span> ELO
            </div>
            <LeagueBadge to={paths.app.league.getHref()} />
          </div>
        </div>
        <dl className="user-totals">
          <div><dt><Star size={14} aria-hidden /> Points</dt><dd>{formatNumber(user.total_points_earned)}</dd></div>
          <div><dt><Flame size={14} aria-hidden /> Streak</dt><dd>{user.current_streak}</dd></div>
          <div><dt><CheckCircle2 size={14} aria-hidden /> Solved</dt><dd>{user.total_challenges_completed}</dd></div>
        </dl>
        <nav aria-label="Learner">
          <NavItems items={NAV} />
        </nav>
        {user.is_admin && (
          <nav aria-labelledby="admin-nav-heading" className="admin-nav">
            <h2 id="admin-nav-heading" className="nav-heading">Administration</h2>
            <NavItems items={ADMIN_NAV} />
          </nav>
        )}
        <div className="sidebar-bottom">
          <ThemeToggle variant="nav" />
          <button type="button" className="nav-link as-button" onClick={() => setFeedbackOpen(true)}>
            <MessageSquarePlus size={18} aria-hidden /> <span>Send Feedback</span>
          </button>
          <button type="button" className="nav-link as-button" onClick={logout}>
            <LogOut size={18} aria-hidden /> <span>Sign out</span>
          </button>
        </div>
      </aside>
      <main id="main" className="app-main" tabIndex={-1}>
        <SmallScreenNotice />
        {children}
      </main>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </div>
  );
}
