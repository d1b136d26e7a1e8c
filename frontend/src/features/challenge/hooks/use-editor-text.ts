import { useCallback, useRef, useState } from 'react';
import type { EditorMarker, SqlEditorHandle } from '@/lib/monaco/sql-editor';
import { editorPosition, type ServerPosition } from '../utils/error-marker';
import { useDraft } from './use-draft';

/**
 * The editor's text (restored from, and saved to, the learner's local draft), the error marker of the
 * last run (cleared by the next edit), and a handle to replace the text (Format) without a paste.
 */
export function useEditorText(userId: number | null | undefined, challengeId: number) {
  const [sql, setDraft, currentText] = useDraft(userId, challengeId);
  const [marker, setMarker] = useState<EditorMarker | null>(null);
  // A marker belongs to the text that was run: any edit takes it away (it would underline text never run).
  const setSql = useCallback(
    (text: string) => {
      setDraft(text);
      setMarker(null);
    },
    [setDraft],
  );
  const handleRef = useRef<SqlEditorHandle | null>(null);

  /** Marks where the server placed the error of the text that was run (null clears it). */
  const markError = useCallback((ranText: string, position: ServerPosition | null | undefined, message: string | null | undefined) => {
    setMarker(position ? { ...editorPosition(ranText, position), message: message || 'Error' } : null);
  }, []);

  const replaceText = useCallback(
    (text: string) => {
      if (handleRef.current) handleRef.current.replaceText(text);
      else setSql(text);
    },
    [setSql],
  );

  return { sql, setSql, currentText, marker, markError, handleRef, replaceText };
}
