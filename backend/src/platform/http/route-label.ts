import type { Request } from 'express';

/** The matched route pattern (`/api/v1/challenges/:id/submit`), never the raw path; `unmatched` API paths, `static` files. */
export function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: string } | undefined)?.path;
  if (pattern) return `${req.baseUrl ?? ''}${pattern}`;
  return req.originalUrl.startsWith('/api/') ? 'unmatched' : 'static';
}
