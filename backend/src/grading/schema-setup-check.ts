import { parseSql, type ParsedStatement } from './sql-parser';

/**
 * A challenge's schema_setup runs inside the grader's transaction before the learner's query, so
 * it may only define and fill temporary tables. Classified on PostgreSQL's own parse tree rather
 * than with a tokenizer: quoting, dollar quotes, nested comments and U& escapes are the server's
 * rules exactly, and a CREATE TABLE … AS SELECT or an INSERT … SELECT is told apart structurally.
 */
export async function checkSchemaSetupStatements(sql: string): Promise<string[]> {
  const parsed = await parseSql(sql);
  if (!parsed.ok) return [`schema_setup does not parse: ${parsed.error}`];
  if (parsed.statements.length === 0) return ['schema_setup is empty: it must create and fill the tables.'];
  const problems: string[] = [];
  parsed.statements.forEach((s, i) => {
    const problem = statementProblem(s);
    if (problem) problems.push(`statement ${i + 1} (${describe(sql, s)}): ${problem}`);
  });
  if (!parsed.statements.some((s) => s.type === 'CreateStmt')) problems.push('schema_setup creates no table.');
  return problems;
}

function statementProblem(s: ParsedStatement): string | undefined {
  const n = s.node;
  switch (s.type) {
    case 'CreateStmt':
      if (qualified(n.relation)) return 'table names must not be schema-qualified';
      if (n.partspec || n.partbound || n.ofTypename) return 'only plain tables are allowed';
      if (hasQualifiedReference(n.tableElts) || hasQualifiedReference(n.constraints)) return 'referenced tables must not be schema-qualified';
      if (hasNode(n, 'SubLink')) return 'subqueries are not allowed';
      return undefined;
    case 'InsertStmt': {
      if (qualified(n.relation)) return 'table names must not be schema-qualified';
      if (n.withClause || n.returningList) return 'only INSERT … VALUES is allowed';
      const select = (n.selectStmt as { SelectStmt?: Record<string, unknown> } | undefined)?.SelectStmt;
      if (!select || !Array.isArray(select.valuesLists)) return 'only INSERT … VALUES is allowed (no INSERT … SELECT)';
      if (hasNode(select, 'SubLink')) return 'subqueries are not allowed in VALUES';
      return undefined;
    }
    case 'IndexStmt':
      if (qualified(n.relation)) return 'table names must not be schema-qualified';
      return hasNode(n, 'SubLink') ? 'subqueries are not allowed' : undefined;
    case 'AlterTableStmt': {
      if (qualified(n.relation)) return 'table names must not be schema-qualified';
      const cmds = (n.cmds as Array<{ AlterTableCmd?: { subtype?: string; def?: unknown } }>) ?? [];
      if (!cmds.every((c) => c.AlterTableCmd?.subtype === 'AT_AddConstraint')) return 'only ALTER TABLE … ADD CONSTRAINT is allowed';
      return hasQualifiedReference(cmds) ? 'referenced tables must not be schema-qualified' : undefined;
    }
    case 'CreateEnumStmt': {
      const names = (n.typeName as unknown[]) ?? [];
      return names.length > 1 ? 'type names must not be schema-qualified' : undefined;
    }
    default:
      return 'only CREATE TABLE, INSERT … VALUES, CREATE INDEX, ALTER TABLE … ADD CONSTRAINT and CREATE TYPE … AS ENUM are allowed';
  }
}

function describe(sql: string, s: ParsedStatement): string {
  const text = sql.slice(s.location, s.length === undefined ? undefined : s.location + s.length).trim();
  const words = text.replace(/\s+/g, ' ').split(' ').slice(0, 3).join(' ');
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
}

function qualified(rangeVar: unknown): boolean {
  const r = rangeVar as { schemaname?: string; catalogname?: string } | undefined;
  return Boolean(r?.schemaname || r?.catalogname);
}

function hasQualifiedReference(node: unknown): boolean {
  let found = false;
  walk(node, (key, value) => {
    if (key === 'pktable' && qualified(value)) found = true;
  });
  return found;
}

function hasNode(node: unknown, type: string): boolean {
  let found = false;
  walk(node, (key) => {
    if (key === type) found = true;
  });
  return found;
}

function walk(node: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      visit(k, v);
      walk(v, visit);
    }
  }
}
