import fs from 'node:fs';
import path from 'node:path';

/** Folders that are generated, installed or local: never named as part of the repository. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'artifacts', 'coverage', '.data', '.git']);
const FILE_EXTENSIONS = /\.(ts|tsx|js|cjs|mjs|md|json|yaml|yml|sql|sh|ttf|css|html)$/;
/** A slashed code span without an extension is a path when it ends in `/` or starts at a top-level folder (not `n/3`, not `A/B/C` event lists). */
const TOP_LEVEL = /^(backend|frontend|projections|contracts|tests|bench|content|docs)\//;

/** Every file and folder of the repository (relative, forward slashes; folders end in `/`). */
export function repositoryPaths(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        out.push(`${rel}/`);
        walk(rel);
      } else out.push(rel);
    }
  };
  walk('');
  return out;
}

/** The docs the check reads: README.md and docs/**.md. */
export function docFiles(root: string): string[] {
  const docs = ['README.md'];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) docs.push(rel);
    }
  };
  walk('docs');
  return docs;
}

/**
 * The repository paths a markdown text names: relative link targets, and `code spans` that look like a
 * path (a folder with a slash, or a file with a known extension). Templates (`<wing>`, `*`, `{a,b}`),
 * routes (`/users/me`), packages (`@scope/name`) and generated folders are not paths of the repository.
 */
export function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const m of markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) if (!/^[a-z]+:/i.test(m[1]!)) found.add(m[1]!);
  const code = markdown.replace(/```[\s\S]*?```/g, '');
  for (const m of code.matchAll(/`([^`\s]+)`/g)) {
    const token = m[1]!.replace(/[.,:;]+$/, '').replace(/:\d+$/, '');
    if (/[<>*{}$]|^\/|^@|^https?:|^[a-z]+:\/\//i.test(token) || /\s/.test(token)) continue;
    const pathLike = /^[\w.-]+(\/[\w.-]+)*\/?$/.test(token);
    if (pathLike && (FILE_EXTENSIONS.test(token) || (token.includes('/') && (token.endsWith('/') || TOP_LEVEL.test(token))))) found.add(token);
  }
  return [...found].filter((p) => !p.split('/').some((segment) => SKIPPED_DIRS.has(segment)));
}

/**
 * Whether a named path exists: from the doc's folder (links), from the root, or as the tail of a
 * repository path on a segment boundary (docs name `grading/engine/…` inside backend/src).
 */
export function exists(named: string, docDir: string, root: string, all: readonly string[]): boolean {
  const clean = named.replace(/^\.\//, '');
  const inside = (p: string) => p.startsWith(root + path.sep) && fs.existsSync(p);
  if (inside(path.resolve(root, docDir, clean)) || inside(path.resolve(root, clean))) return true;
  if (clean.startsWith('../')) return false;
  const tail = clean.replace(/\/$/, '');
  return all.some((p) => {
    const q = p.replace(/\/$/, '');
    return q === tail || q.endsWith(`/${tail}`);
  });
}
