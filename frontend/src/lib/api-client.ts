import type { paths } from '@/api/schema';
import { API_PREFIX, AUTH_TOKEN_KEY } from '@/config/constants';

/** An HTTP error from the API; `detail` is the server's `{detail}` message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(AUTH_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(AUTH_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(AUTH_TOKEN_KEY),
};

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app installs a router-aware handler so a 401 navigates without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

function readDetail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('detail' in body)) return undefined;
  const detail = (body as { detail: unknown }).detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) return detail.map((d) => (typeof d === 'string' ? d : JSON.stringify(d))).join('; ');
  return detail == null ? undefined : JSON.stringify(detail);
}

type RequestOptions = { body?: unknown; signal?: AbortSignal; auth?: boolean };

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(`${API_PREFIX}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401) {
      tokenStorage.clear();
      onUnauthorized();
    }
    throw new ApiError(response.status, readDetail(data));
  }
  return data as T;
}

/** The server's detail when present, else the given fallback text (spec §8). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Generated = paths;
/** A route as the client writes it: a generated path without the API prefix (`/challenges/{id}/submit`). */
export type ApiRoute = keyof Generated extends infer P ? (P extends `${typeof API_PREFIX}${infer R}` ? R : never) : never;
type Operation<R extends ApiRoute, M extends Method> = Generated[`${typeof API_PREFIX}${R}` & keyof Generated][M];
/** The routes that answer method M. */
type RoutesOf<M extends Method> = { [R in ApiRoute]: Operation<R, M> extends { responses: unknown } ? R : never }[ApiRoute];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
/** What the route answers on success (its 2xx JSON body). */
export type ApiAnswer<R extends ApiRoute, M extends Method> =
  Operation<R, M> extends { responses: infer Rs } ? Json<Rs[Extract<keyof Rs, 200 | 201 | 202 | 204>]> : never;
/** What the route takes as its JSON body. */
export type ApiBody<R extends ApiRoute, M extends Method> =
  Operation<R, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type Params<R extends string> = R extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name | keyof Params<Rest>]: string | number } : Record<never, never>;
/** The route's query parameters, as the document declares them (none: never). */
type Query<R extends ApiRoute, M extends Method> = Operation<R, M> extends { parameters: { query?: infer Q } } ? Q : never;
type Call<R extends ApiRoute> = keyof Params<R> extends never ? { params?: Params<R> } : { params: Params<R> };
type CallOptions<R extends ApiRoute, M extends Method = Method> = Call<R> & { query?: Query<R, M> } & Omit<RequestOptions, 'body'>;

/** The route with its `{name}` parameters filled in (encoded), and its query string (undefined values left out). */
export function fillRoute(route: string, params: Record<string, string | number> = {}, query: Record<string, unknown> = {}): string {
  const path = route.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route parameter ${name} for ${route}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const target = (route: string, options?: { params?: unknown; query?: unknown }): string =>
  fillRoute(route, options?.params as Record<string, string | number> | undefined, options?.query as Record<string, unknown> | undefined);

type Args<R extends ApiRoute, M extends Method> = keyof Params<R> extends never ? [CallOptions<R, M>?] : [CallOptions<R, M>];

/** A method without a body: the route, then its params and query when it has any. */
const withoutBody =
  <M extends 'get' | 'delete'>(method: M) =>
  <R extends RoutesOf<M>>(route: R, ...[options]: Args<R, M>) =>
    request<ApiAnswer<R, M>>(method.toUpperCase(), target(route, options), options);

/** A method with a body: the route, its JSON body (undefined for none), then its params and query. */
const withBody =
  <M extends 'post' | 'put' | 'patch'>(method: M) =>
  <R extends RoutesOf<M>>(route: R, body: ApiBody<R, M>, ...[options]: Args<R, M>) =>
    request<ApiAnswer<R, M>>(method.toUpperCase(), target(route, options), { ...options, body });

/**
 * The API client typed by the generated OpenAPI `paths` (frontend/src/api/schema.d.ts): the route, its
 * parameters, its body and its answer all come from the server's document, so a changed contract fails
 * the type check instead of a screen.
 */
export const client = {
  get: withoutBody('get'),
  delete: withoutBody('delete'),
  post: withBody('post'),
  put: withBody('put'),
  patch: withBody('patch'),
};
