import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password }, { onSuccess });
  };

  return (
    <form onSubmit={submit} className="form" noValidate={false}>
      {login.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(login.error, 'Login failed. Please try again.')}
        </div>
      )}
      <FormField label="Email" required>
        {(p) => <input {...p} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <FormField label="Password" required>
        {(p) => (
          <input {...p} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending} data-testid="login-submit">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="form-footer">
        Don&apos;t have an account? <Link to={paths.auth.register.getHref()}>Join the beta</Link>
      </p>
    </form>
  );
}
