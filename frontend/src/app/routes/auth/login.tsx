import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : paths.app.dashboard.getHref();
}

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to take today's SQL challenge.">
      <LoginForm onSuccess={() => navigate(safeRedirect(params.get('redirectTo')), { replace: true })} />
    </AuthLayout>
  );
}
