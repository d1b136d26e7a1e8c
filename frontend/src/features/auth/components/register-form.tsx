import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { type RegisterInput, type RegisterOutcome, useRegister } from '../api/register';
import { browserTimezone, TIMEZONE_OPTIONS } from '../utils/timezones';

export const EXPERIENCE_OPTIONS = [
  { value: 0, label: '0 (student/new graduate)' },
  { value: 1, label: '1-2 years' },
  { value: 3, label: '3-5 years' },
  { value: 6, label: '6-10 years' },
  { value: 11, label: '11-15 years' },
  { value: 16, label: '16+ years' },
] as const;

export const COMFORT_OPTIONS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'expert', label: 'Expert' },
] as const;

type Fields = Record<'email' | 'username' | 'password' | 'first_name' | 'last_name' | 'job_title' | 'company' | 'years_experience' | 'sql_comfort_level' | 'timezone', string>;

function toPayload(f: Fields): RegisterInput {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    email: f.email.trim(),
    username: f.username.trim(),
    password: f.password,
    first_name: optional(f.first_name),
    last_name: optional(f.last_name),
    job_title: optional(f.job_title),
    company: optional(f.company),
    years_experience: f.years_experience === '' ? undefined : Number(f.years_experience),
    // the select offers only COMFORT_OPTIONS
    sql_comfort_level: optional(f.sql_comfort_level) as RegisterInput['sql_comfort_level'],
    timezone: optional(f.timezone),
  };
}

export function RegisterForm({ onDone }: { onDone: (outcome: RegisterOutcome) => void }) {
  const register = useRegister();
  const [fields, setFields] = useState<Fields>(() => ({
    email: '', username: '', password: '', first_name: '', last_name: '', job_title: '', company: '',
    years_experience: '', sql_comfort_level: '', timezone: browserTimezone(),
  }));
  const bind = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((prev) => ({ ...prev, [name]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(toPayload(fields), { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="form">
      {register.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(register.error, 'Registration failed. Please try again.')}
        </div>
      )}
      <div className="form-grid">
        <FormField label="First name">{(p) => <input {...p} {...bind('first_name')} autoComplete="given-name" />}</FormField>
        <FormField label="Last name">{(p) => <input {...p} {...bind('last_name')} autoComplete="family-name" />}</FormField>
      </div>
      <FormField label="Email" required>{(p) => <input {...p} {...bind('email')} type="email" required autoComplete="email" />}</FormField>
      <FormField label="Username" required>{(p) => <input {...p} {...bind('username')} required autoComplete="username" />}</FormField>
      <FormField label="Password" required hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
        {(p) => <input {...p} {...bind('password')} type="password" required minLength={MIN_PASSWORD_LENGTH} autoComplete="new-password" />}
      </FormField>
      <div className="form-grid">
        <FormField label="Job title">{(p) => <input {...p} {...bind('job_title')} autoComplete="organization-title" />}</FormField>
        <FormField label="Company">{(p) => <input {...p} {...bind('company')} autoComplete="organization" />}</FormField>
      </div>
      <div className="form-grid">
        <FormField label="Years of experience">
          {(p) => (
            <select {...p} {...bind('years_experience')}>
              <option value="">Select experience</option>
              {EXPERIENCE_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          )}
        </FormField>
        <FormField label="SQL comfort level">
          {(p) => (
            <select {...p} {...bind('sql_comfort_level')}>
              <option value="">Select comfort level</option>
              {COMFORT_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Time zone" hint="Your daily challenge and streak follow this time zone.">
        {(p) => (
          <select {...p} {...bind('timezone')}>
            {TIMEZONE_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        )}
      </FormField>
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending} data-testid="register-submit">
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </button>
      <p className="form-footer">
        Already have an account? <Link to={paths.auth.login.getHref()}>Sign in</Link>
      </p>
    </form>
  );
}
