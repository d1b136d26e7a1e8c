import Editor, { type OnMount } from '@monaco-editor/react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useTheme } from '@/lib/theme';
import { LIGHT_EDITOR_THEME, monaco } from './setup';
import { type CompletionTable, provideTables } from './sql-completion';

/** Where the database placed an error (1-based), drawn as a marker on that line. */
export type EditorMarker = { line: number; column: number; message: string };

/** What a page can do to the editor's text (formatting keeps the undo stack; never a paste). */
export type SqlEditorHandle = { replaceText: (text: string) => void; focus: () => void };

type SqlEditorProps = {
  value: string;
  onChange?: (value: string) => void;
  height?: number | string;
  readOnly?: boolean;
  /** While true, pasting (keyboard, menu or drop) is blocked and `onPasteBlocked` fires. */
  blockPaste?: boolean;
  onPasteBlocked?: () => void;
  ariaLabel?: string;
  /** The challenge's tables, completed with their columns, besides PostgreSQL keywords and functions. */
  completionTables?: CompletionTable[];
  errorMarker?: EditorMarker | null;
  handleRef?: RefObject<SqlEditorHandle | null>;
};

export function SqlEditor({
  value, onChange, height = 500, readOnly, blockPaste, onPasteBlocked, ariaLabel = 'SQL editor', completionTables, errorMarker, handleRef,
}: SqlEditorProps) {
  const blockRef = useRef(blockPaste);
  const pasteCb = useRef(onPasteBlocked);
  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);
  // The editor follows the app's light/dark theme (vs-dark, or vs with AA token colours).
  const { theme } = useTheme();
  useEffect(() => {
    blockRef.current = blockPaste;
    pasteCb.current = onPasteBlocked;
  }, [blockPaste, onPasteBlocked]);

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly: Boolean(readOnly), domReadOnly: Boolean(readOnly) });
  }, [readOnly]);

  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model || !completionTables) return;
    return provideTables(model, completionTables);
  }, [completionTables, mounted]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    const markers = errorMarker ? [markerAt(model, errorMarker)] : [];
    monaco.editor.setModelMarkers(model, 'sqldaily', markers);
  }, [errorMarker, mounted]);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    if (handleRef) {
      handleRef.current = {
        replaceText: (text) => {
          const model = editor.getModel();
          if (!model) return;
          editor.pushUndoStop();
          editor.executeEdits('format', [{ range: model.getFullModelRange(), text }]);
          editor.pushUndoStop();
        },
        focus: () => editor.focus(),
      };
    }
    setMounted(true);
    const node = editor.getDomNode();
    // Capture phase: stop the paste before Monaco's own textarea handler sees it.
    const stop = (event: Event) => {
      if (!blockRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      pasteCb.current?.();
    };
    node?.addEventListener('paste', stop, true);
    node?.addEventListener('drop', stop, true);
    editor.onDidPaste(() => {
      // Fallback for paste paths that bypass the DOM event (e.g. the context-menu command).
      if (blockRef.current) editor.trigger('block-paste', 'undo', null);
    });
    editor.onDidDispose(() => {
      node?.removeEventListener('paste', stop, true);
      node?.removeEventListener('drop', stop, true);
    });
  };

  const options = useMemo(
    () => ({
      readOnly,
      domReadOnly: readOnly,
      ariaLabel,
      minimap: { enabled: false },
      fontSize: 14,
      fontFamily: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
      tabSize: 2,
      insertSpaces: true,
      detectIndentation: false,
      scrollBeyondLastLine: false,
      automaticLayout: true,
      wordWrap: 'on' as const,
      lineNumbersMinChars: 3,
      padding: { top: 12 },
      renderLineHighlight: 'line' as const,
      fixedOverflowWidgets: true,
    }),
    [readOnly, ariaLabel],
  );

  // While the learner types, the editor owns its text: feeding `value` back would let a render that lags a
  // keystroke replace the newer text with an older one (fast typing lost characters). A read-only editor
  // just shows `value`.
  return (
    <Editor
      height={height}
      language="pgsql"
      theme={theme === 'dark' ? 'vs-dark' : LIGHT_EDITOR_THEME}
      defaultValue={value}
      value={readOnly ? value : undefined}
      onChange={(v) => onChange?.(v ?? '')}
      onMount={onMount}
      loading={<Spinner label="Loading editor" />}
      options={options}
    />
  );
}

function markerAt(model: monaco.editor.ITextModel, m: EditorMarker): monaco.editor.IMarkerData {
  const line = Math.min(Math.max(1, m.line), model.getLineCount());
  const column = Math.min(Math.max(1, m.column), model.getLineMaxColumn(line));
  // Underline the word the error points at (or one character), and the rest of the line is still readable.
  const word = model.getWordAtPosition({ lineNumber: line, column });
  const endColumn = word && word.startColumn === column ? word.endColumn : Math.min(column + 1, model.getLineMaxColumn(line));
  return { severity: monaco.MarkerSeverity.Error, message: m.message, startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: Math.max(endColumn, column + 1) };
}

export { monaco };
