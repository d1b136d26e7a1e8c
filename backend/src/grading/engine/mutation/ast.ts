import { deparseSync } from './deparse';

/** PostgreSQL's JSON parse tree: a node is `{ TypeName: body }`; bodies are plain objects. */
export type Body = Record<string, unknown>;
export type Path = Array<string | number>;

/** Keys whose value is a SelectStmt body without its `{ SelectStmt: … }` wrapper (set operations). */
const BARE_SELECT_KEYS = new Set(['larg', 'rarg']);

export interface Visit {
  type: string;
  body: Body;
  /** Path from the root to the node (`{ type: body }`), so a mutation can replace it. */
  path: Path;
}

export function isObject(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every node under `root`, depth first, in source order. */
export function walk(root: unknown, visit: (v: Visit) => void, path: Path = []): void {
  if (Array.isArray(root)) {
    root.forEach((item, i) => walk(item, visit, [...path, i]));
    return;
  }
  if (!isObject(root)) return;
  const keys = Object.keys(root);
  if (keys.length === 1 && /^[A-Z]/.test(keys[0] as string) && isObject(root[keys[0] as string])) {
    const type = keys[0] as string;
    const body = root[type] as Body;
    visit({ type, body, path });
    walkBody(body, visit, [...path, type], type === 'SelectStmt');
    return;
  }
  walkBody(root, visit, path, false);
}

function walkBody(body: Body, visit: (v: Visit) => void, path: Path, isSelect: boolean): void {
  for (const [key, value] of Object.entries(body)) {
    if (isSelect && BARE_SELECT_KEYS.has(key) && isObject(value)) {
      visit({ type: 'SelectStmt', body: value, path: [...path, key, '__bare'] });
      walkBody(value, visit, [...path, key], true);
    } else {
      walk(value, visit, [...path, key]);
    }
  }
}

export function get(root: unknown, path: Path): unknown {
  let at: unknown = root;
  for (const key of path) {
    if (key === '__bare') continue;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** The body of the node at `path` (a `{ type: body }` node or a bare SelectStmt). */
export function bodyAt(root: unknown, path: Path): Body {
  const last = path[path.length - 1];
  const node = get(root, path) as Body;
  if (last === '__bare') return node;
  const [type] = Object.keys(node);
  return node[type as string] as Body;
}

/** Replaces the node at `path`; for a bare SelectStmt, the replacement's body. */
export function replace(root: unknown, path: Path, node: Body): void {
  const clean = path.filter((k) => k !== '__bare');
  const parent = get(root, clean.slice(0, -1)) as Record<string | number, unknown>;
  const key = clean[clean.length - 1] as string | number;
  parent[key] = path[path.length - 1] === '__bare' ? (node.SelectStmt ?? node) : node;
}

export function str(s: string): Body {
  return { String: { sval: s } };
}

export function opName(body: Body): string | undefined {
  const name = body.name as Array<{ String?: { sval?: string } }> | undefined;
  return name?.length === 1 ? name[0]?.String?.sval : undefined;
}

export function funcName(body: Body): string | undefined {
  const names = body.funcname as Array<{ String?: { sval?: string } }> | undefined;
  return names?.[names.length - 1]?.String?.sval?.toLowerCase();
}

/** SQL text of a node for descriptions; falls back to its type. */
export function sqlOf(node: Body): string {
  try {
    const text = deparseSync(node as never).replace(/\s+/g, ' ').trim();
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  } catch {
    return Object.keys(node)[0] ?? '?';
  }
}

export function clone<T>(v: T): T {
  return structuredClone(v);
}

/** A node's JSON without source positions: two parse trees of the same SQL compare equal. */
export const withoutLocations = (v: unknown): string => JSON.stringify(v, (k, x) => (k === 'location' || k === 'stmt_len' || k === 'stmt_location' ? undefined : x));

export const sameNode = (a: unknown, b: unknown): boolean => withoutLocations(a) === withoutLocations(b);
