import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo';
import { SmallScreenNotice } from '@/components/ui/small-screen-notice';
import { ThemeToggle } from '@/components/ui/theme-toggle';

export function AuthLayout({ title, subtitle, children, wide }: { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-page">
      <SmallScreenNotice className="public-notice" />
      <header className="auth-header">
        <Link to={paths.landing.getHref()} className="brand-link" aria-label="SQL Daily home">
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
        <h1 className="auth-title">{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
