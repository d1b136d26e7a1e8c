import fs from 'node:fs';
import path from 'node:path';
import { docFiles, exists, namedPaths, repositoryPaths } from './doc-paths';

const ROOT = path.resolve(__dirname, '../..');

describe('the docs name only paths that exist (README.md, docs/**/*.md)', () => {
  const all = repositoryPaths(ROOT);

  it.each(docFiles(ROOT))('%s', (doc) => {
    const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
    const missing = namedPaths(text).filter((p) => !exists(p, path.dirname(doc), ROOT, all));
    expect(missing).toEqual([]);
  });

  it('reads links and code spans that look like paths, and fails on a missing one', () => {
    const text = 'See [the map](docs/ARCHITECTURE.md), `backend/src/kernel/`, `mutation/search.ts`, `GET /users/me`, `<wing>/http/`, `@resvg/resvg-wasm`, `backend/src/no-such-file.ts` and [outside](../shared/DESIGN.md).';
    const named = namedPaths(text);
    expect(named).toEqual(['docs/ARCHITECTURE.md', '../shared/DESIGN.md', 'backend/src/kernel/', 'mutation/search.ts', 'backend/src/no-such-file.ts']);
    expect(named.filter((p) => !exists(p, 'docs', ROOT, all))).toEqual(['../shared/DESIGN.md', 'backend/src/no-such-file.ts']);
  });
});
