import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined, url: string) => { status?: number; body?: unknown };

/** Routes `fetch` by "METHOD /path" (path without /api/v1 and query string). */
export function mockFetch(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace(/^.*\/api\/v1/, '').split('?')[0];
    const key = `${init?.method ?? 'GET'} ${path}`;
    const handler = routes[key];
    if (!handler) return new Response(JSON.stringify({ detail: `no mock for ${key}` }), { status: 500 });
    const { status = 200, body } = handler(init, url);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
