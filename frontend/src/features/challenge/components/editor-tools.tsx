import { useState } from 'react';
import { Wand2 } from 'lucide-react';
import { RUN_SHORTCUT, SUBMIT_SHORTCUT } from '../hooks/use-run-shortcuts';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The keyboard shortcuts, in the platform's words (⌘ on macOS). */
export function ShortcutHint() {
  const mod = isMac() ? '⌘' : 'Ctrl';
  return (
    <p className="muted small editor-shortcuts" data-testid="shortcut-hint" title={`${RUN_SHORTCUT}: Test Query · ${SUBMIT_SHORTCUT}: Submit Solution`}>
      <kbd>{mod}</kbd>+<kbd>Enter</kbd> runs Test Query · <kbd>{mod}</kbd>+<kbd>Shift</kbd>+<kbd>Enter</kbd> submits
    </p>
  );
}

/** Formats the editor's SQL (sql-formatter, loaded on first use). */
export function FormatButton({ sql, disabled, onFormatted }: { sql: string; disabled: boolean; onFormatted: (text: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { formatSql } = await import('../utils/format-sql');
      onFormatted(await formatSql(sql));
    } catch {
      setFailed(true); // sql-formatter could not parse it: the text is left as it is
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      onClick={() => void run()}
      disabled={disabled || busy || !sql.trim()}
      data-testid="format-sql"
      title={failed ? 'This SQL could not be formatted' : 'Format the SQL'}
    >
      <Wand2 size={14} aria-hidden /> {failed ? 'Cannot format' : 'Format'}
    </button>
  );
}
