import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Where events are written: calls of the event store's append (EventStore.append, the PostgreSQL
 * adapter's appendWith) and of TransactionalEvents.run/runMany, found by the type checker (what a call
 * resolves to, not how its receiver is named).
 */
export interface EventWrite {
  file: string;
  line: number;
  via: 'append' | 'transaction';
}

const EVENTSTORE = /(^|\/)backend\/src\/platform\/eventstore\//;
const TRANSACTIONAL = /(^|\/)backend\/src\/platform\/eventstore\/transactional-events\.ts$/;

/**
 * The one path each context writes by: its stream repository (`<wing>/application/…/*.repository.ts`)
 * appends; the catalogue's command handlers write a row and its events in one transaction. The event
 * store's own folder implements both.
 */
export function allowed(w: EventWrite): boolean {
  if (EVENTSTORE.test(w.file)) return true;
  if (w.via === 'append') return /^backend\/src\/[a-z-]+\/application\/(.+\/)?[a-z-]+\.repository\.ts$/.test(w.file);
  return /^backend\/src\/catalogue\/application\//.test(w.file);
}

function tsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(full);
    return /\.ts$/.test(e.name) && !/\.(spec|d)\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Every event write in `root`/backend/src (repository-relative paths). */
export function eventWrites(root: string): EventWrite[] {
  // only files that call a method of one of those names are checked (their imports are loaded for the types)
  const files = tsFiles(path.join(root, 'backend/src')).filter((f) => /\.(append|appendWith|run|runMany)\(/.test(fs.readFileSync(f, 'utf8')));
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    experimentalDecorators: true,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  // The product's own files decide what a call resolves to: packages are read as empty (fast, and enough).
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, version, ...rest) =>
    name.includes('/node_modules/') && !/\/typescript\/lib\//.test(name) ? ts.createSourceFile(name, 'export {};', version) : getSourceFile.call(host, name, version, ...rest);
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  const wanted = new Set(files.map((f) => path.resolve(f)));
  const found: EventWrite[] = [];
  for (const source of program.getSourceFiles()) {
    if (!wanted.has(path.resolve(source.fileName))) continue;
    const file = path.relative(root, source.fileName).split(path.sep).join('/');
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const name = node.expression.name.text;
        const via = name === 'append' || name === 'appendWith' ? 'append' : name === 'run' || name === 'runMany' ? 'transaction' : undefined;
        if (via) {
          const declared = (checker.getSymbolAtLocation(node.expression.name)?.declarations ?? []).map((d) => d.getSourceFile().fileName.split(path.sep).join('/'));
          const hit = via === 'append' ? declared.some((f) => EVENTSTORE.test(f)) : declared.some((f) => TRANSACTIONAL.test(f));
          if (hit) found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, via });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
