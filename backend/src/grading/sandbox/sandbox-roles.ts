import { createHmac } from 'node:crypto';

export const SANDBOX_DATABASE = 'sandbox';
export const RUNNER_ROLE = 'sandbox_runner';
export const WATCHDOG_ROLE = 'sandbox_watchdog';
export const OWNER_ROLE = 'sandbox_owner';
/** Every materialised dataset's role is a member: the guard functions a run calls. */
export const READER_ROLE = 'sandbox_reader';

export interface SandboxUrls {
  /** Superuser URL: provisioning and benchmarks only, never learner SQL. */
  superuserUrl: string;
  /** The unprivileged login that runs learner SQL, connected to the sandbox database. */
  runnerUrl: string;
  /** Holds pg_signal_backend only: terminates runner backends that outlive their timeout. */
  watchdogUrl: string;
}

/**
 * Role passwords are derived from the superuser's, so every api/worker replica provisioning the
 * same server computes the same ones without sharing a secret file, and none can be guessed
 * without the superuser password.
 */
export function derivedPassword(superuserUrl: string, role: string): string {
  const secret = decodeURIComponent(new URL(superuserUrl).password) || superuserUrl;
  return createHmac('sha256', secret).update(`sqldaily-sandbox:${role}`).digest('base64url');
}

export function sandboxUrls(superuserUrl: string): SandboxUrls {
  const as = (role: string, database: string): string => {
    const u = new URL(superuserUrl);
    u.username = role;
    u.password = derivedPassword(superuserUrl, role);
    u.pathname = `/${database}`;
    return u.toString();
  };
  return {
    superuserUrl,
    runnerUrl: as(RUNNER_ROLE, SANDBOX_DATABASE),
    watchdogUrl: as(WATCHDOG_ROLE, 'postgres'),
  };
}
