#!/usr/bin/env node
// `npm start`: builds only when a source changed since the last successful build, then starts the
// product (all roles) in this process. The build's stamp is dist/.build-stamp.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const main = path.join(root, 'dist', 'backend', 'src', 'main.js');
const inputs = [
  'backend/src', 'projections/src', 'contracts/src', 'frontend/src', 'frontend/public', 'frontend/index.html',
  'frontend/vite.config.ts', 'frontend/compress-assets.ts', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json',
];

function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => (name === 'node_modules' || name === 'dist' ? m : Math.max(m, newest(path.join(p, name)))), stat.mtimeMs);
}

const built = fs.existsSync(stamp) && fs.existsSync(main) && fs.existsSync(path.join(root, 'frontend', 'dist', 'index.html')) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((p) => newest(path.join(root, p))));
if (!built || changed > built) {
  console.log(built ? 'Sources changed since the last build: building (about a minute)…' : 'First start: building the product (about a minute)…');
  const started = Date.now();
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
} else {
  console.log('The build is up to date with the sources: starting.');
}
process.argv[2] = process.argv[2] ?? 'all';
require(main);
