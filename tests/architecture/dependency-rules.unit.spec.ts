import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Runs dependency-cruiser with the project's rules; answers the violated rule names by source file. */
function cruise(...targets: string[]): Array<{ rule: string; from: string; to: string }> {
  let out: string;
  try {
    out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...targets, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    out = (err as { stdout: string }).stdout; // exits non-zero when there are violations
  }
  const result = JSON.parse(out) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from.replace(/^tests\/architecture\/fixtures\//, ''), to: v.to }));
}

/** The rule names, read from the config's text (it is CommonJS outside the TypeScript build). */
const RULES = [...fs.readFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), 'utf8').matchAll(/^ {6}name: '([a-z-]+)'/gm)].map((m) => m[1]);

describe('the layering rules (npm run deps)', () => {
  const found = cruise('tests/architecture/fixtures');
  const rules = (...from: string[]) => [...new Set(found.filter((v) => from.includes(v.from)).map((v) => v.rule))].sort();

  it('fail on each deliberate violation under tests/architecture/fixtures', () => {
    expect(rules('backend/src/learner/domain/uses-nest.ts')).toEqual(['domain-is-pure', 'domain-without-framework-or-io']);
    expect(rules('backend/src/catalogue/application/reaches-into-learner.ts')).toEqual(['no-other-wing-internals']);
    expect(rules('backend/src/platform/jobs/knows-a-wing.ts')).toEqual(['platform-below-wings']);
    expect(rules('backend/src/platform/database/knows-the-root.ts')).toEqual(['platform-below-wings']);
    expect(rules('backend/src/platform/health/knows-grading.ts')).toEqual(['platform-below-wings']);
    expect(rules('backend/src/learner/application/reaches-into-grading.ts')).toEqual(['no-other-wing-internals']);
    expect(rules('backend/src/kernel/knows-platform.ts')).toEqual(['kernel-is-kernel']);
    expect(rules('projections/src/imports-backend.ts')).toEqual(['projections-never-import-backend']);
    expect(rules('contracts/src/imports-backend.ts')).toEqual(['contracts-stand-alone']);
    expect(rules('backend/src/learner/application/reads-a-query-file.ts')).toEqual(['projections-through-their-index']);
    expect(rules('frontend/src/features/history/uses-leaderboard.ts')).toEqual(['client-never-imports-server', 'frontend-features-isolated']);
    // a cycle through a type-only import counts (reported once, from one of its files)
    expect(rules('backend/src/feedback/application/commands.ts', 'backend/src/feedback/application/answer.handler.ts')).toEqual(['no-cycle']);
  });

  it('every rule of .dependency-cruiser.cjs is shown failing by a fixture', () => {
    expect([...new Set(found.map((v) => v.rule))].sort()).toEqual([...RULES].sort());
  });
});
