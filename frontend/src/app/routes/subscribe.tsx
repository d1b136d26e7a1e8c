import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BadgePercent, CheckCircle2, Mail } from 'lucide-react';
import { paths } from '@/config/paths';
import { SALES_EMAIL } from '@/config/constants';
import { Logo } from '@/components/ui/logo';
import { SmallScreenNotice } from '@/components/ui/small-screen-notice';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { track } from '@/lib/analytics';
import { useUser } from '@/lib/auth';
import { useCurrentSubscription } from '@/features/subscriptions/api/get-current-subscription';
import { usePlans } from '@/features/subscriptions/api/get-plans';
import { type BillingCycle, PlanCard } from '@/features/subscriptions/components/plan-card';

export function Component() {
  const navigate = useNavigate();
  const user = useUser().data ?? null;
  const signedIn = user !== null;
  const plans = usePlans();
  const current = useCurrentSubscription(signedIn);
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const isBeta = Boolean(current.data?.is_beta_user ?? user?.is_beta_user);
  const subscribed = Boolean(current.data?.has_subscription);
  // A lifetime-access beta user has free access for good: no trial is offered to them.
  const lifetime = Boolean(user?.has_lifetime_access);

  const actionLabel = !signedIn ? 'Sign Up & Get 50% Off' : subscribed ? 'Switch Plan' : lifetime ? 'Choose Plan' : 'Add Payment & Start Trial';

  const choose = (planId: number, planName: string) => {
    if (!signedIn) {
      navigate(paths.auth.register.getHref());
      return;
    }
    window.alert(lifetime ? 'Payment collection is not yet built. Your lifetime free access continues in the meantime.' : 'Payment collection is not yet built. Your free trial continues in the meantime.');
    track('plan_selected', { plan_id: planId, plan_name: planName, billing_cycle: cycle });
    navigate(paths.app.dashboard.getHref());
  };

  return (
    <div className="subscribe-page">
      <SmallScreenNotice className="public-notice" />
      <header className="landing-header">
        <Link to={signedIn ? paths.app.dashboard.getHref() : paths.landing.getHref()} aria-label="SQL Daily home"><Logo /></Link>
        <ThemeToggle />
      </header>
      <main className="subscribe-main">
        <div className="subscribe-intro">
          {signedIn ? (
            <>
              <h1>Complete Your Registration</h1>
              {lifetime ? (
                <p className="muted" data-testid="lifetime-note">
                  You have lifetime free platform access as one of our first 100 beta users: there is no trial to start and nothing to pay. A paid plan is optional.
                </p>
              ) : (
                <p className="muted">
                  We collect your payment information to activate your 7-day free trial. You won&apos;t be charged anything until the trial ends.
                </p>
              )}
            </>
          ) : (
            <h1>Choose Your Plan</h1>
          )}
          {(!signedIn || isBeta) && (
            <div className="beta-banner">
              <BadgePercent size={18} aria-hidden />
              {signedIn ? 'You get 50% off for life' : 'Sign up now and get 50% off for life as a beta user!'}
            </div>
          )}
          {subscribed && (
            <div className="alert alert-success" data-testid="current-subscription">
              <CheckCircle2 size={18} aria-hidden />
              <span>You have an active subscription{current.data?.plan_name ? `: ${current.data.plan_name}` : ''}.</span>
            </div>
          )}
        </div>

        <div className="billing-toggle" role="group" aria-label="Billing cycle">
          {(['monthly', 'annual'] as const).map((c) => (
            <button key={c} type="button" aria-pressed={cycle === c} className={cn('toggle-option', cycle === c && 'active')} onClick={() => setCycle(c)}>
              {c === 'monthly' ? 'Monthly' : 'Annual'}
              {c === 'annual' && <span className="save-chip">Save 17%</span>}
            </button>
          ))}
        </div>

        {plans.isPending ? (
          <div className="page-center"><Spinner size="lg" label="Loading plans" /></div>
        ) : (
          <div className="plan-grid">
            {(plans.data ?? []).map((plan) => (
              <PlanCard key={plan.id} plan={plan} cycle={cycle} showDiscount={!signedIn || isBeta} actionLabel={actionLabel} onAction={() => choose(plan.id, plan.name)} />
            ))}
          </div>
        )}

        <section className="questions card" aria-labelledby="questions-heading">
          <h2 id="questions-heading">Questions</h2>
          <p className="muted">
            Need a team plan or an invoice? Email <a href={`mailto:${SALES_EMAIL}`}><Mail size={14} aria-hidden /> {SALES_EMAIL}</a>.
          </p>
          <button type="button" className="btn btn-secondary">View FAQ</button>
        </section>
      </main>
    </div>
  );
}
