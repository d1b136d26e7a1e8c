import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  const navigate = useNavigate();
  return (
    <AuthLayout wide title="Join the SQL Daily beta" subtitle="Start your 7-day free beta trial. Beta members get 50% off for life.">
      <RegisterForm
        onDone={(outcome) => {
          if (outcome.kind === 'checkout') window.location.assign(outcome.url);
          else navigate(paths.app.dashboard.getHref(), { replace: true });
        }}
      />
    </AuthLayout>
  );
}
