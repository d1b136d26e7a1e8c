import type { ZodError } from 'zod';

/** "email: Invalid email address; password: Too small" — one line a client can show. */
export function describeZodError(error: ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : 'body';
    if (issue.code === 'unrecognized_keys') return `${where}: unknown field(s) ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && issue.input === undefined) return `${where}: field required`;
    return `${where}: ${issue.message}`;
  });
  if (error.issues.length > 5) parts.push(`and ${error.issues.length - 5} more problem(s)`);
  return parts.join('; ');
}
