import { loadModule, parseSync } from 'libpg-query';

/** libpg-query is PostgreSQL 15's own parser compiled to WebAssembly (no install script, no native build). */
let loading: Promise<void> | undefined;

export interface ParsedStatement {
  /** e.g. `SelectStmt`, `CreateStmt`, `InsertStmt`. */
  type: string;
  node: Record<string, unknown>;
  location: number;
  length: number | undefined;
}

export type ParseOutcome = { ok: true; statements: ParsedStatement[] } | { ok: false; error: string };

export async function parseSql(sql: string): Promise<ParseOutcome> {
  loading ??= loadModule();
  await loading;
  try {
    const tree = parseSync(sql) as { stmts?: Array<{ stmt: Record<string, Record<string, unknown>>; stmt_location?: number; stmt_len?: number }> };
    const statements = (tree.stmts ?? []).map((s) => {
      const [type, node] = Object.entries(s.stmt)[0] as [string, Record<string, unknown>];
      return { type, node, location: s.stmt_location ?? 0, length: s.stmt_len };
    });
    return { ok: true, statements };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}

/** The statement's first words, for problems that name it ("statement 2 (INSERT INTO orders): …"). */
export function statementHead(sql: string, s: ParsedStatement): string {
  const text = sql.slice(s.location, s.length === undefined ? undefined : s.location + s.length).trim();
  const words = text.replace(/\s+/g, ' ').split(' ').slice(0, 3).join(' ');
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
}

/** Every key/value pair below `node` in a parse tree, depth first. */
export function walkEntries(node: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walkEntries(n, visit));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      visit(k, v);
      walkEntries(v, visit);
    }
  }
}
