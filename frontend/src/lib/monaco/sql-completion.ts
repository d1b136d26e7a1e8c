import { PG_FUNCTIONS, PG_KEYWORDS } from './pg-words';
import { monaco } from './setup';

/** A table the editor completes: its name and its columns' names (and types, shown as detail). */
export type CompletionTable = { name: string; columns: Array<{ name: string; type?: string }> };

// Each editor's model gets its challenge's tables; one provider serves them all.
const tablesByModel = new Map<string, CompletionTable[]>();
let registered = false;

/** Suggestions for one model: its tables, their columns (also after `table.` or `alias.`), keywords and functions. */
export function completionItems(tables: CompletionTable[], range: monaco.IRange, qualifier: string | null, text = ''): monaco.languages.CompletionItem[] {
  const Kind = monaco.languages.CompletionItemKind;
  if (qualifier) {
    const table = tables.find((t) => t.name === qualifier.toLowerCase()) ?? aliasedTable(tables, qualifier, text);
    const columns = table ? table.columns : tables.flatMap((t) => t.columns);
    return unique(columns.map((c) => c.name)).map((name) => ({ label: name, kind: Kind.Field, insertText: name, range, sortText: `0${name}` }));
  }
  const items: monaco.languages.CompletionItem[] = [];
  for (const t of tables) {
    items.push({ label: t.name, kind: Kind.Struct, detail: 'table', insertText: t.name, range, sortText: `0${t.name}` });
    for (const c of t.columns) {
      items.push({ label: { label: c.name, description: `${t.name}${c.type ? ` · ${c.type.toLowerCase()}` : ''}` }, kind: Kind.Field, insertText: c.name, range, sortText: `1${c.name}` });
    }
  }
  for (const k of PG_KEYWORDS) items.push({ label: k, kind: Kind.Keyword, insertText: k, range, sortText: `2${k}` });
  for (const f of PG_FUNCTIONS) {
    items.push({
      label: `${f}()`,
      kind: Kind.Function,
      insertText: `${f}($0)`,
      insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
      filterText: f,
      range,
      sortText: `3${f}`,
    });
  }
  return items;
}

const unique = (names: string[]) => [...new Set(names)];

const NOT_ALIASES = /^(on|using|where|join|inner|left|right|full|cross|natural|group|order|limit|union|except|intersect|window|having|lateral)$/i;

/** The table an alias names in the query (`FROM orders o`, `JOIN customers AS c`). */
export function aliasedTable(tables: CompletionTable[], alias: string, text: string): CompletionTable | undefined {
  return tables.find((t) => {
    const re = new RegExp(String.raw`\b${t.name.replace(/[$]/g, '\\$&')}\s+(?:as\s+)?([A-Za-z_][\w$]*)`, 'gi');
    for (const m of text.matchAll(re)) if (!NOT_ALIASES.test(m[1] as string) && (m[1] as string).toLowerCase() === alias.toLowerCase()) return true;
    return false;
  });
}

function ensureProvider(): void {
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider('pgsql', {
    triggerCharacters: ['.'],
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
      const before = model.getLineContent(position.lineNumber).slice(0, word.startColumn - 1);
      const qualifier = /([A-Za-z_][\w$]*)\.$/.exec(before)?.[1] ?? null;
      return { suggestions: completionItems(tablesByModel.get(model.uri.toString()) ?? [], range, qualifier, model.getValue()) };
    },
  });
}

/** Gives a model its tables for completion; the returned function forgets them. */
export function provideTables(model: monaco.editor.ITextModel, tables: CompletionTable[]): () => void {
  ensureProvider();
  const key = model.uri.toString();
  tablesByModel.set(key, tables);
  return () => tablesByModel.delete(key);
}
