import { generatedInsert } from './generated-insert';
import { parseSql, statementHead, walkEntries, type ParsedStatement } from './sql-parser';

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
    if (problem) problems.push(`statement ${i + 1} (${statementHead(sql, s)}): ${problem}`);
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
      if (n.withClause || n.returningList) return 'only INSERT … VALUES or INSERT … SELECT … FROM generate_series(…) is allowed';
      const select = (n.selectStmt as { SelectStmt?: Record<string, unknown> } | undefined)?.SelectStmt;
      if (!select) return 'only INSERT … VALUES or INSERT … SELECT … FROM generate_series(…) is allowed';
      if (!Array.isArray(select.valuesLists)) {
        if (n.onConflictClause) return 'a generated INSERT may not have ON CONFLICT: its rows must be exactly its series';
        const generated = generatedInsert(select);
        return 'problem' in generated ? generated.problem : undefined;
      }
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
      return 'only CREATE TABLE, INSERT … VALUES (or SELECT … FROM generate_series), CREATE INDEX, ALTER TABLE … ADD CONSTRAINT and CREATE TYPE … AS ENUM are allowed';
  }
}

function qualified(rangeVar: unknown): boolean {
  const r = rangeVar as { schemaname?: string; catalogname?: string } | undefined;
  return Boolean(r?.schemaname || r?.catalogname);
}

function hasQualifiedReference(node: unknown): boolean {
  let found = false;
  walkEntries(node, (key, value) => {
    if (key === 'pktable' && qualified(value)) found = true;
  });
  return found;
}

function hasNode(node: unknown, type: string): boolean {
  let found = false;
  walkEntries(node, (key) => {
    if (key === type) found = true;
  });
  return found;
}
