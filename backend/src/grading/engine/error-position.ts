export interface ErrorPosition {
  /** 1-based line of the learner's text. */
  line: number;
  /** 1-based column on that line, in characters. */
  column: number;
}

/**
 * PostgreSQL reports where an error is as a 1-based character offset (characters, not bytes) into
 * the statement; the executor makes it relative to the learner's text. Turned into a line and column.
 */
export function errorPosition(sql: string, position: number | undefined): ErrorPosition | null {
  if (position === undefined || !Number.isInteger(position) || position < 1) return null;
  const chars = Array.from(sql);
  if (position > chars.length + 1) return null;
  let line = 1;
  let column = 1;
  for (const ch of chars.slice(0, position - 1)) {
    if (ch === '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { line, column };
}
