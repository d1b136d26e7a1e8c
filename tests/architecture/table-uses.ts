import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface TableUse {
  /** Repository-relative path with forward slashes. */
  file: string;
  line: number;
  table: string;
}

/**
 * A table named where SQL names one: after FROM, JOIN, INTO, UPDATE, [ALTER|CREATE|DROP] TABLE [IF [NOT]
 * EXISTS] and TRUNCATE; schema-qualified names (`public.users`) count as the table. Sequences and
 * tables named as a function's text argument: nextval('…'), to_regclass('…').
 */
const TABLE_POSITION = /\b(?:from|join|into|update|table(?:\s+if(?:\s+not)?\s+exists)?|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const NAME = `(?:"?public"?\\.)?"?[a-z_][a-z0-9_]*"?`;
/** A FROM list with commas (`FROM a x, b y`): the tables after the first. */
const FROM_LIST = new RegExp(`\\bfrom\\s+((?:${NAME}(?:\\s+(?:as\\s+)?[a-z_][a-z0-9_]*)?\\s*,\\s*)+${NAME})`, 'gi');
const SEQUENCE_CALL = /\b(?:nextval|currval|setval|to_regclass)\s*\(\s*'([a-z_][a-z0-9_]*)'/gi;

/** The text of every string and template literal in a TypeScript source, substitutions replaced by `$_`. */
function literals(source: ts.SourceFile): Array<{ text: string; pos: number }> {
  const found: Array<{ text: string; pos: number }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ text: node.text, pos: node.getStart(source) });
    } else if (ts.isTemplateExpression(node)) {
      const text = node.head.text + node.templateSpans.map((s) => '$_' + s.literal.text).join('');
      found.push({ text, pos: node.getStart(source) });
      node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The uses of `tables` in the SQL strings of one file's text. */
export function tableUsesIn(file: string, code: string, tables: ReadonlySet<string>): TableUse[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: TableUse[] = [];
  for (const literal of literals(source)) {
    const lineOf = (index: number) => source.getLineAndCharacterOfPosition(literal.pos).line + 1 + (literal.text.slice(0, index).match(/\n/g)?.length ?? 0);
    const named: Array<{ name: string; index: number }> = [];
    for (const pattern of [TABLE_POSITION, SEQUENCE_CALL]) {
      for (const match of literal.text.matchAll(pattern)) named.push({ name: match[1]!, index: match.index });
    }
    for (const match of literal.text.matchAll(FROM_LIST)) {
      for (const item of match[1]!.split(',').slice(1)) named.push({ name: item.trim().split(/\s+/)[0]!.replace(/^"?public"?\./i, '').replace(/"/g, ''), index: match.index });
    }
    for (const { name, index } of named.sort((a, b) => a.index - b.index)) {
      const table = name.toLowerCase();
      if (tables.has(table)) uses.push({ file, line: lineOf(index), table });
    }
  }
  return uses;
}

/** Every TypeScript source under `dirs` (relative to `root`), tests and specs left out. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(rel);
    }
  };
  dirs.forEach(walk);
  return files.sort();
}

export function tableUses(root: string, dirs: string[], tables: ReadonlySet<string>): TableUse[] {
  return sourceFiles(root, dirs).flatMap((file) => tableUsesIn(file, fs.readFileSync(path.join(root, file), 'utf8'), tables));
}
