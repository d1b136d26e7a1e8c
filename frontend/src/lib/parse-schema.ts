/** Parses a challenge's schema_setup (CREATE TABLE + INSERT ... VALUES) into tables for display. */

export type CellValue = string | number | boolean | null;

export type ColumnInfo = {
  name: string;
  type: string;
  primaryKey: boolean;
  notNull: boolean;
  serial: boolean;
};

/** `columns` of this table reference `refColumns` of `table` (the referenced table's key when not named). */
export type ForeignKey = { columns: string[]; table: string; refColumns: string[] };

export type TableInfo = {
  name: string;
  columns: ColumnInfo[];
  foreignKeys: ForeignKey[];
  /** Each row is aligned with `columns`; values missing from an INSERT are null (serials are numbered). */
  rows: CellValue[][];
};

const SERIAL_TYPES = /^(small|big)?serial\d?$/i;

/** Splits on a separator at nesting depth 0, outside quotes; drops SQL comments. */
function splitTopLevel(text: string, separator: ';' | ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === ch && text[j + 1] === ch) j += 2;
        else if (text[j] === ch) break;
        else j++;
      }
      current += text.slice(i, j + 1);
      i = j;
      continue;
    }
    if (ch === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i++;
      current += ' ';
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
      current += ' ';
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === separator && depth === 0) {
      if (current.trim()) parts.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

function unquoteIdent(name: string): string {
  const last = name.trim().split('.').pop() ?? name;
  return last.startsWith('"') && last.endsWith('"') ? last.slice(1, -1).replace(/""/g, '"') : last.toLowerCase();
}

/** Body between the first '(' and its matching ')'. */
function parenBody(text: string, from = 0): { body: string; end: number } | null {
  const start = text.indexOf('(', from);
  if (start === -1) return null;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") {
      i++;
      while (i < text.length && !(text[i] === "'" && text[i + 1] !== "'")) i += text[i] === "'" ? 2 : 1;
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')' && --depth === 0) return { body: text.slice(start + 1, i), end: i };
  }
  return null;
}

const IDENT = String.raw`("(?:[^"]|"")+"|[\w$]+)`;
const QUALIFIED = String.raw`((?:${IDENT}\.)?${IDENT})`;

function parseColumnList(body: string): string[] {
  return splitTopLevel(body, ',').map(unquoteIdent);
}

function parseCreateTable(statement: string): TableInfo | null {
  const head = new RegExp(String.raw`^create\s+(?:temp(?:orary)?\s+|unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?${QUALIFIED}`, 'i').exec(statement);
  if (!head) return null;
  const paren = parenBody(statement, head[0].length);
  if (!paren) return null;
  const columns: ColumnInfo[] = [];
  const tablePk: string[] = [];
  const foreignKeys: ForeignKey[] = [];
  for (const def of splitTopLevel(paren.body, ',')) {
    const tableConstraint = /^(?:constraint\s+\S+\s+)?(primary\s+key|unique|foreign\s+key|check|exclude)\b/i.exec(def);
    if (tableConstraint) {
      if (/^primary\s+key/i.test(tableConstraint[1])) {
        const cols = parenBody(def);
        if (cols) tablePk.push(...parseColumnList(cols.body));
      }
      if (/^foreign\s+key/i.test(tableConstraint[1])) {
        const cols = parenBody(def);
        const ref = cols && parseReference(def.slice(cols.end + 1));
        if (cols && ref) foreignKeys.push({ columns: parseColumnList(cols.body), ...ref });
      }
      continue;
    }
    const m = new RegExp(String.raw`^${IDENT}\s+(.*)$`, 's').exec(def);
    if (!m) continue;
    const rest = m[2].trim();
    const typeMatch = /^(.*?)(?=\s+(?:constraint|primary|not|null|default|references|unique|check|generated|collate)\b|$)/is.exec(rest);
    const type = (typeMatch?.[1] ?? rest).replace(/\s+/g, ' ').trim();
    const serial = SERIAL_TYPES.test(type) || /generated\s+(always|by\s+default)\s+as\s+identity/i.test(rest);
    const primaryKey = /\bprimary\s+key\b/i.test(rest) || SERIAL_TYPES.test(type);
    const inlineRef = parseReference(rest);
    if (inlineRef) foreignKeys.push({ columns: [unquoteIdent(m[1])], ...inlineRef });
    columns.push({
      name: unquoteIdent(m[1]),
      type: type.toUpperCase(),
      primaryKey,
      notNull: primaryKey || serial || /\bnot\s+null\b/i.test(rest),
      serial,
    });
  }
  for (const col of columns) {
    if (tablePk.includes(col.name)) {
      col.primaryKey = true;
      col.notNull = true;
    }
  }
  return { name: unquoteIdent(head[1]), columns, foreignKeys, rows: [] };
}

/** `REFERENCES table [(columns)]` anywhere in a column or constraint definition. */
function parseReference(text: string): { table: string; refColumns: string[] } | null {
  const m = new RegExp(String.raw`\breferences\s+${QUALIFIED}\s*(\(([^)]*)\))?`, 'i').exec(text);
  if (!m) return null;
  const list = m[m.length - 1];
  return { table: unquoteIdent(m[1] as string), refColumns: list ? parseColumnList(list) : [] };
}

export function parseValue(raw: string): CellValue {
  let text = raw.trim();
  // Drop casts and typed literals: '2024-01-01'::date, DATE '2024-01-01', CAST(x AS t).
  const cast = /^cast\s*\((.*)\s+as\s+[^)]+\)$/is.exec(text);
  if (cast) text = cast[1].trim();
  text = text.replace(/::[\w\s]+(\(\d+(,\s*\d+)?\))?(\[\])?$/i, '').trim();
  text = text.replace(/^(date|timestamp(?:tz)?|time|interval|numeric|decimal|e)\s+(?=')/i, '');
  if (text.startsWith("'") && text.endsWith("'") && text.length >= 2) return text.slice(1, -1).replace(/''/g, "'");
  const lower = text.toLowerCase();
  if (lower === 'null') return null;
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number(text);
  return text;
}

function parseInsert(statement: string, tables: Map<string, TableInfo>): void {
  const head = new RegExp(String.raw`^insert\s+into\s+${QUALIFIED}\s*`, 'i').exec(statement);
  if (!head) return;
  const table = tables.get(unquoteIdent(head[1]));
  if (!table) return;
  let rest = statement.slice(head[0].length);
  let targetColumns = table.columns.filter((c) => !c.serial).map((c) => c.name);
  let explicitColumns = false;
  if (rest.startsWith('(')) {
    const cols = parenBody(rest);
    if (!cols) return;
    targetColumns = parseColumnList(cols.body);
    explicitColumns = true;
    rest = rest.slice(cols.end + 1).trim();
  }
  const valuesMatch = /^values\s*/i.exec(rest);
  if (!valuesMatch) return;
  rest = rest.slice(valuesMatch[0].length).replace(/\s+on\s+conflict[\s\S]*$/i, '').replace(/\s+returning[\s\S]*$/i, '');
  for (const tuple of splitTopLevel(rest, ',')) {
    const body = parenBody(tuple);
    if (!body) continue;
    const values = splitTopLevel(body.body, ',').map(parseValue);
    // Without a column list, a full-width tuple fills every column, serials included.
    const names = !explicitColumns && values.length === table.columns.length ? table.columns.map((c) => c.name) : targetColumns;
    const row: CellValue[] = table.columns.map((col) => {
      const index = names.indexOf(col.name);
      if (index !== -1 && index < values.length) {
        const v = values[index];
        return typeof v === 'string' && v.toLowerCase() === 'default' ? null : v;
      }
      return null;
    });
    table.rows.push(row);
  }
}

/** Serial columns left empty by the INSERTs are numbered 1, 2, 3... after the highest explicit value. */
function numberSerials(table: TableInfo): void {
  table.columns.forEach((col, index) => {
    if (!col.serial) return;
    let next = 1;
    for (const row of table.rows) {
      const v = row[index];
      if (typeof v === 'number') next = Math.max(next, v + 1);
    }
    for (const row of table.rows) if (row[index] === null) row[index] = next++;
  });
}

export function parseSchema(schemaSetup: string | null | undefined): TableInfo[] {
  if (!schemaSetup) return [];
  const tables = new Map<string, TableInfo>();
  for (const statement of splitTopLevel(schemaSetup, ';')) {
    if (/^create\s+/i.test(statement)) {
      const table = parseCreateTable(statement);
      if (table) tables.set(table.name, table);
    } else if (/^insert\s+/i.test(statement)) {
      parseInsert(statement, tables);
    }
  }
  const result = [...tables.values()];
  result.forEach(numberSerials);
  return result;
}
