import { type RunError } from './run-result';

interface PgErrorLike {
  code?: string;
  message: string;
  position?: string;
}

const NON_QUERY_KEYWORDS =
  /^(insert|update|delete|merge|create|drop|alter|truncate|grant|revoke|set|reset|show|begin|start|commit|rollback|end|abort|savepoint|release|copy|do|call|lock|listen|notify|unlisten|prepare|execute|deallocate|declare|fetch|move|close|discard|vacuum|analyze|explain|comment|security|reindex|cluster|checkpoint|load|refresh|import|reassign)\b/i;

/** Turns a database error on the learner's statement into a message a learner can act on. */
/** What the run admits: a read query (the default), or one data-changing statement (dml-statement.ts). */
export interface StatementKinds {
  /** First words the run admits, though NON_QUERY_KEYWORDS lists them. */
  admitted: RegExp;
  refusal: (word: string) => string;
}

const READ_QUERY: StatementKinds = {
  admitted: /^$/,
  refusal: (word) => `Only a read query (SELECT, WITH, VALUES or TABLE) can be run here, not ${word}.`,
};

export const DATA_CHANGE: StatementKinds = {
  admitted: /^(insert|update|delete)$/i,
  refusal: (word) => `Only one INSERT, UPDATE or DELETE statement can be run here, not ${word}.`,
};

export function describeLearnerError(err: unknown, learnerSql: string, prefixLength: number, timeoutMs: number, kinds: StatementKinds = READ_QUERY): RunError {
  const e = err as PgErrorLike;
  const code = e.code;
  const position = e.position ? Number(e.position) - prefixLength : undefined;
  const at = position !== undefined && position > 0 ? { position } : {};
  const text = e.message;
  switch (code) {
    case '42601': {
      if (/multiple commands/.test(text)) {
        return { kind: 'multiple-statements', code, message: 'Only one SQL statement can be run at a time: remove the extra statements.' };
      }
      if (/at end of input/.test(text) && learnerSql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|[\s;]/g, '') === '') {
        return { kind: 'empty', code, message: 'Your query is empty.' };
      }
      const first = firstWord(learnerSql);
      if (NON_QUERY_KEYWORDS.test(first) && !kinds.admitted.test(first)) {
        return { kind: 'not-a-query', code, message: kinds.refusal(first.toUpperCase()), ...at };
      }
      // PostgreSQL's text already says "syntax error at or near …": say it once ("Syntax error at or near …").
      const said = /^syntax error\b/i.test(text) ? `S${text.slice(1)}` : `Syntax error: ${text}`;
      return { kind: 'syntax', code, message: `${said}${lineHint(learnerSql, position)}.`, ...at };
    }
    case '57014':
      return timeout(timeoutMs);
    case '57P01': // the server is shutting down (the watchdog's own terminations are told apart by the caller)
    case '57P02':
    case '57P03':
      return serverGone();
    case '54000':
      if (/rows$/.test(text)) return { kind: 'row-limit', code, message: `Your query returned too many rows (${text}).` };
      if (/bytes$/.test(text)) return { kind: 'byte-limit', code, message: `Your query returned too much data (${text}).` };
      return { kind: 'resource', code, message: `Your query hit a database limit: ${text}.` };
    case '53400':
    case '53100':
      return { kind: 'resource', code, message: 'Your query used too much temporary disk space and was stopped.' };
    case '53200':
      return { kind: 'resource', code, message: 'Your query used too much memory and was stopped.' };
    case '55P03':
      return { kind: 'resource', code, message: 'Your query waited too long for a lock and was stopped.' };
    case '25006':
      return { kind: 'read-only', code, message: 'Queries can only read data here.' };
    case '42501':
      return { kind: 'permission', code, message: `That is not available in the sandbox (${text}).` };
    case '42P01':
      return { kind: 'query', code, message: `Unknown table: ${text}. Check the table names in the schema.`, ...at };
    case '42703':
      return { kind: 'query', code, message: `Unknown column: ${text}.`, ...at };
    case '42883':
      return { kind: 'query', code, message: `Unknown function or operator: ${text}.`, ...at };
    case '42803':
      return { kind: 'query', code, message: `Grouping error: ${text}.`, ...at };
    case '42702':
      return { kind: 'query', code, message: `Ambiguous name: ${text}. Qualify it with a table name or alias.`, ...at };
    case '22012':
      return { kind: 'query', code, message: 'Division by zero.' };
    default:
      if (code && /^(22|42|21|0A|2B|23)/.test(code)) return { kind: 'query', code, message: text, ...at };
      if (isServerGone(code)) return serverGone();
      return { kind: 'query', code, message: text, ...at };
  }
}

/**
 * No SQLSTATE (the connection broke), a connection exception or the server shutting down (57P01–03).
 * Not 08P01 (protocol violation): that is what a NUL byte in the learner's text gets, an answer, not an outage.
 */
const isServerGone = (code: string | undefined): boolean => !code || /^(08000|08001|08003|08004|08006|57P0[123])$/.test(code);
const serverGone = (): RunError => ({ kind: 'internal', message: 'The sandbox connection failed while running your query; please try again.', unavailable: true });

export function timeout(timeoutMs: number): RunError {
  return {
    kind: 'timeout',
    code: '57014',
    message: `Your query ran longer than ${(timeoutMs / 1000).toLocaleString('en')} s and was stopped.`,
  };
}

export function setupError(err: unknown): RunError {
  const e = err as PgErrorLike;
  // the server going away while the data loads says nothing about the challenge
  if (isServerGone(e.code)) return serverGone();
  return { kind: 'setup', code: e.code, message: `The challenge's data could not be loaded: ${e.message}` };
}

function firstWord(sql: string): string {
  const stripped = sql.replace(/^(\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)+/, '');
  return /^[A-Za-z_]+/.exec(stripped)?.[0] ?? '';
}

function lineHint(sql: string, position: number | undefined): string {
  if (position === undefined || position < 1 || !sql.includes('\n')) return '';
  const before = sql.slice(0, position - 1);
  const line = before.split('\n').length;
  return ` (line ${line})`;
}
