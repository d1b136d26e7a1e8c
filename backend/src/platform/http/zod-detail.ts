import type { ZodError } from 'zod';

type Issue = ZodError['issues'][number];

const KINDS: Record<string, string> = { int: 'an integer', array: 'a list' };

/**
 * A wrong type: "field required" when the field is absent (as FastAPI words it), else what it must be.
 * zod does not keep the input in its issues unless asked to, so absence is read from its message.
 */
function typeProblem(issue: Issue & { code: 'invalid_type' }): string {
  if (/received undefined$/.test(issue.message)) return 'field required';
  if (!/^Invalid input: expected /.test(issue.message)) return issue.message; // a schema's own message
  const expected = String(issue.expected);
  const kind = KINDS[expected] ?? `${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
  return /received null$/.test(issue.message) ? `must be ${kind}, not null` : `must be ${kind}`;
}

/** "email: Invalid email address; password: Too small" — one line a client can show. */
export function describeZodError(error: ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : 'body';
    if (issue.code === 'unrecognized_keys') return `${where}: unknown field(s) ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type') return `${where}: ${typeProblem(issue)}`;
    return `${where}: ${issue.message}`;
  });
  if (error.issues.length > 5) parts.push(`and ${error.issues.length - 5} more problem(s)`);
  return parts.join('; ');
}
