import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import * as monaco from './editor-sql';

// Monaco is bundled, never fetched from a CDN: hand the instance to the React wrapper and
// give it the one worker a SQL editor needs (the editor worker; no language-service workers).
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });

export { monaco };
