import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useMemo, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useTheme } from '@/lib/theme';
import { monaco } from './setup';

type SqlEditorProps = {
  value: string;
  onChange?: (value: string) => void;
  height?: number;
  readOnly?: boolean;
  /** While true, pasting (keyboard, menu or drop) is blocked and `onPasteBlocked` fires. */
  blockPaste?: boolean;
  onPasteBlocked?: () => void;
  ariaLabel?: string;
};

export function SqlEditor({ value, onChange, height = 500, readOnly, blockPaste, onPasteBlocked, ariaLabel = 'SQL editor' }: SqlEditorProps) {
  const blockRef = useRef(blockPaste);
  const pasteCb = useRef(onPasteBlocked);
  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);
  // The editor follows the app's light/dark theme (Monaco's own vs / vs-dark).
  const { theme } = useTheme();
  useEffect(() => {
    blockRef.current = blockPaste;
    pasteCb.current = onPasteBlocked;
  }, [blockPaste, onPasteBlocked]);

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly: Boolean(readOnly), domReadOnly: Boolean(readOnly) });
  }, [readOnly]);

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
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
      theme={theme === 'dark' ? 'vs-dark' : 'vs'}
      defaultValue={value}
      value={readOnly ? value : undefined}
      onChange={(v) => onChange?.(v ?? '')}
      onMount={onMount}
      loading={<Spinner label="Loading editor" />}
      options={options}
    />
  );
}

export { monaco };
