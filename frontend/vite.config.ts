import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { compressAssets } from './compress-assets';

const require = createRequire(import.meta.url);
// monaco-editor's "exports" map hides its ESM files (and CSS); alias straight to the package folder.
const monacoRoot = path.resolve(path.dirname(require.resolve('monaco-editor')), '../..');

/** @monaco-editor/loader ships a CDN URL as its default; we always pass a bundled instance, so drop it. */
function noMonacoCdn(): Plugin {
  return {
    name: 'sqldaily:no-monaco-cdn',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@monaco-editor/loader')) return null;
      return code.replace(/https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^'"]*/g, '/monaco-is-bundled');
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [noMonacoCdn(), react(), compressAssets()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^monaco-editor\/esm\/(.*)$/, replacement: `${monacoRoot}/esm/$1` },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    manifest: true,
    // Monaco is one large chunk loaded only on the challenge page; everything else stays small.
    chunkSizeWarningLimit: 4000,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: ['default', 'json'],
    outputFile: { json: '../artifacts/frontend-test-results.json' },
    css: false,
    // One jsdom per worker, not per file (70 s → 15 s on 2 cores, most of it jsdom's own start-up): the files
    // share a worker's module cache, so a module mocked in several files is mocked alike in all of them
    // (src/testing/sql-editor-double.tsx), and setup.ts clears the DOM and storage after every test.
    isolate: false,
    maxWorkers: 2,
  },
});
