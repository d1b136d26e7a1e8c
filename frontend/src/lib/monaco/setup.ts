import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import * as monaco from './editor-sql';

// Monaco is bundled, never fetched from a CDN: hand the instance to the React wrapper and
// give it the one worker a SQL editor needs (the editor worker; no language-service workers).
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });

// Monaco's light theme draws operators in #778899 (3.6:1 on white) and built-in functions in #FF00FF (3.1:1):
// the same theme with those two at WCAG AA (4.5:1 and more).
monaco.editor.defineTheme('sqldaily-light', {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'operator.sql', foreground: '4b5563' },
    { token: 'predefined.sql', foreground: 'a21caf' },
  ],
  colors: {},
});
export const LIGHT_EDITOR_THEME = 'sqldaily-light';

export { monaco };
