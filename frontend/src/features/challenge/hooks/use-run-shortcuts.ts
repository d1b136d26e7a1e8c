import { useEffect, useRef } from 'react';

export const RUN_SHORTCUT = 'Ctrl/Cmd+Enter';
export const SUBMIT_SHORTCUT = 'Ctrl/Cmd+Shift+Enter';

/**
 * Ctrl/Cmd+Enter runs Test Query, Ctrl/Cmd+Shift+Enter submits, wherever the focus is (the editor
 * included: listened to in the capture phase, before Monaco's own Ctrl+Enter "insert line").
 * `enabled` must not depend on the editor's text: a key pressed right after typing can come before
 * React renders that text, so the handlers read the text themselves and ignore an empty one.
 */
export function useRunShortcuts({ enabled, onRun, onSubmit }: { enabled: boolean; onRun: () => void; onSubmit: () => void }) {
  const latest = useRef({ enabled, onRun, onSubmit });
  // set while rendering, not in an effect: a passive effect can run after the next key press
  latest.current = { enabled, onRun, onSubmit };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      const { enabled: on, onRun: run, onSubmit: submit } = latest.current;
      if (!on) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat) return;
      if (event.shiftKey) submit();
      else run();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
