import { Link } from 'react-router-dom';
import {
  ArrowRight, Briefcase, CalendarCheck, Clock, Database, Gift, LineChart, PlayCircle, Sparkles, Trophy, Users, Zap,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { CONSULTING_URL, DEMO_VIDEO_URL } from '@/config/constants';
import { Logo } from '@/components/ui/logo';
import { SmallScreenNotice } from '@/components/ui/small-screen-notice';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { SpotsCounter } from '@/features/landing/components/spots-counter';
import { LandingFeedbackForm } from '@/features/feedback/components/landing-feedback-form';

const FEATURES = [
  { icon: Trophy, title: 'ELO Rating', text: 'A chess-style rating that rises with every first-try solve and matches each challenge to your skill.' },
  { icon: CalendarCheck, title: 'Daily Challenges', text: 'One personalised PostgreSQL challenge every day. Small, focused, and just hard enough.' },
  { icon: Users, title: 'Team Competitions', text: 'Global and weekly leaderboards let you race colleagues and the whole community.' },
  { icon: Database, title: 'Real-World Problems', text: 'Realistic datasets from e-commerce, finance, SaaS and more, with the messy edges real data has.' },
  { icon: Clock, title: 'Time-Based Scoring', text: 'Faster correct answers earn more points. Three attempts, with a smaller reward for each retry.' },
  { icon: LineChart, title: 'Progress Tracking', text: 'History, a streak calendar and rating trends show how far you have come.' },
];

export function Component() {
  return (
    <div className="landing">
      <SmallScreenNotice className="public-notice" />
      <header className="landing-header">
        <Logo />
        <nav aria-label="Account" className="landing-nav">
          <ThemeToggle />
          <Link to={paths.auth.login.getHref()} className="btn btn-ghost">Sign In</Link>
          <Link to={paths.auth.register.getHref()} className="btn btn-primary">Join Beta</Link>
        </nav>
      </header>

      <main>
        <section className="hero">
          <span className="eyebrow"><Sparkles size={14} aria-hidden /> Limited beta: the first 100 users get lifetime free access</span>
          <h1>Sharpen your SQL, <span className="gradient-text">one query a day</span>.</h1>
          <p className="hero-lead">
            A personalised PostgreSQL challenge every day, matched to your ELO. Write the query, beat the clock, keep your streak and climb the leaderboard.
          </p>
          <div className="hero-actions">
            <Link to={paths.auth.register.getHref()} className="btn btn-primary btn-lg">Join Beta <ArrowRight size={18} aria-hidden /></Link>
            <a href={DEMO_VIDEO_URL} className="btn btn-secondary btn-lg" target="_blank" rel="noreferrer">
              <PlayCircle size={18} aria-hidden /> Watch the demo
            </a>
          </div>
          <SpotsCounter />
          <ul className="perks" aria-label="Beta perks">
            <li><Gift size={16} aria-hidden /> Lifetime free platform access for the first 100 users</li>
            <li><Zap size={16} aria-hidden /> Priority support</li>
            <li><Sparkles size={16} aria-hidden /> Early access to new features</li>
          </ul>
          <p className="muted small">7-day free beta trial · 50% off paid plans for life for beta users</p>
        </section>

        <section className="features" aria-labelledby="features-heading">
          <h2 id="features-heading">Everything you need to get better at SQL</h2>
          <div className="feature-grid">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <article className="feature-card" key={title}>
                <div className="feature-icon" aria-hidden><Icon size={22} /></div>
                <h3>{title}</h3>
                <p>{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="company" aria-labelledby="company-heading">
          <div className="company-inner">
            <Briefcase size={28} aria-hidden />
            <div>
              <h2 id="company-heading">Built by analytics consultants</h2>
              <p>
                SQL Daily is made by a small analytics consultancy that writes SQL for clients every day. Need help with your data stack, dashboards or
                analytics team?
              </p>
            </div>
            <a href={CONSULTING_URL} className="btn btn-secondary">Talk to our consultants</a>
          </div>
        </section>

        <section className="feedback-section" aria-labelledby="feedback-heading">
          <h2 id="feedback-heading">Help shape SQL Daily</h2>
          <p className="muted">Tell us what you would like to see. We read every message.</p>
          <div className="card">
            <LandingFeedbackForm />
          </div>
        </section>

        <section className="closing-cta">
          <h2>Ready for today&apos;s challenge?</h2>
          <p>Join the beta now: 7 days free, and 50% off for life.</p>
          <Link to={paths.auth.register.getHref()} className="btn btn-light btn-lg">Join Beta <ArrowRight size={18} aria-hidden /></Link>
        </section>
      </main>

      <footer className="landing-footer">
        <Logo />
        <p className="muted small">© {new Date().getFullYear()} SQL Daily. Practise SQL every day.</p>
        <nav aria-label="Footer" className="footer-links">
          <a href={DEMO_VIDEO_URL} target="_blank" rel="noreferrer">Demo video</a>
          <a href={CONSULTING_URL}>Consulting</a>
          <Link to={paths.subscribe.getHref()}>Pricing</Link>
          <Link to={paths.auth.login.getHref()}>Sign In</Link>
        </nav>
      </footer>
    </div>
  );
}
