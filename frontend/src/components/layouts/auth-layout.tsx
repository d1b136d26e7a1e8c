import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo';

export function AuthLayout({ title, subtitle, children, wide }: { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-page">
      <header className="auth-header">
        <Link to={paths.landing.getHref()} className="brand-link" aria-label="SQL Daily home">
          <Logo />
        </Link>
      </header>
      <main className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
        <h1 className="auth-title">{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
