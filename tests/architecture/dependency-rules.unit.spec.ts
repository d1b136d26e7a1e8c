import { execFileSync } from 'node:child_process';
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

describe('the layering rules (npm run deps)', () => {
  it('fail on each deliberate violation under tests/architecture/fixtures', () => {
    const found = cruise('tests/architecture/fixtures');
    const rules = (from: string) => found.filter((v) => v.from === from).map((v) => v.rule).sort();
    expect(rules('backend/src/learner/domain/uses-nest.ts')).toEqual(['domain-is-pure', 'domain-without-framework-or-io']);
    expect(rules('backend/src/catalogue/application/reaches-into-learner.ts')).toEqual(['no-other-wing-internals']);
    expect(rules('backend/src/platform/jobs/knows-a-wing.ts')).toEqual(['platform-below-wings']);
    expect(rules('projections/src/imports-backend.ts')).toEqual(['projections-never-import-backend']);
    expect(rules('frontend/src/features/history/uses-leaderboard.ts')).toEqual(['client-never-imports-server', 'frontend-features-isolated']);
  });
});
