/** A position the server gave for the text it received (the editor's text, trimmed), 1-based. */
export type ServerPosition = { line: number; column: number };

/**
 * The server reports the error's line and column in the query as sent: the editor's text trimmed.
 * Leading blank lines and spaces are added back so the marker lands where the learner sees it.
 */
export function editorPosition(editorText: string, position: ServerPosition): ServerPosition {
  const leading = editorText.slice(0, editorText.length - editorText.trimStart().length);
  const lines = leading.split('\n');
  const lastLine = (lines[lines.length - 1] ?? '').length;
  return position.line === 1
    ? { line: position.line + lines.length - 1, column: position.column + lastLine }
    : { line: position.line + lines.length - 1, column: position.column };
}
