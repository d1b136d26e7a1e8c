#!/usr/bin/env node
// `npm test`: every check in order, continuing past failures so one run reports everything.
// Ends with the line CI reads: `tests: N passed, N failed`.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const artifacts = path.join(root, 'artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const extraArgs = process.argv.slice(2);

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'jest', cmd: ['npx', 'jest', ...extraArgs], counts: path.join(artifacts, 'test-counts.json') },
  {
    name: 'frontend',
    cmd: ['npm', 'run', '--silent', 'test', '-w', 'frontend', '--if-present'],
    counts: path.join(artifacts, 'frontend-test-results.json'),
  },
];

let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  if (step.counts) fs.rmSync(step.counts, { force: true });
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const t0 = Date.now();
  const res = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  const ok = res.status === 0;
  let counted = false;
  if (step.counts && fs.existsSync(step.counts)) {
    const c = JSON.parse(fs.readFileSync(step.counts, 'utf8'));
    const p = c.passed ?? c.numPassedTests ?? 0;
    const f = (c.failed ?? c.numFailedTests ?? 0) + (c.numRuntimeErrorTestSuites ?? 0);
    passed += p;
    failed += f;
    counted = true;
    if (!ok && f === 0) failed += 1; // the runner failed without a failing test (a crash, a suite that did not load)
  }
  if (!counted) {
    if (ok) passed += 1;
    else failed += 1;
  }
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
