// Writes the totals where tests/run-all.js can read them: CI does not parse jest's own summary.
// Written after every test file too, so a run stopped by its time budget still reports what ran.
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  constructor() {
    this.out = process.env.TEST_COUNT_FILE || path.join(__dirname, '../../artifacts/test-counts.json');
    this.totals = { passed: 0, failed: 0, skipped: 0, complete: false };
    // each test file's wall time, slowest first: where a run's minutes go (artifacts/test-durations.json)
    this.durations = [];
  }

  write() {
    fs.mkdirSync(path.dirname(this.out), { recursive: true });
    fs.writeFileSync(this.out, JSON.stringify(this.totals));
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats ?? {};
    this.durations.push({ file: path.relative(path.join(__dirname, '../..'), test.path), seconds: Math.round((end - start) / 100) / 10 || 0 });
    this.totals.passed += result.numPassingTests;
    this.totals.failed += result.numFailingTests + (result.testExecError ? 1 : 0);
    this.totals.skipped += result.numPendingTests;
    this.write();
  }

  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    this.totals = { passed: results.numPassedTests, failed, skipped: results.numPendingTests, complete: true };
    this.write();
    const durations = path.join(path.dirname(this.out), 'test-durations.json');
    fs.writeFileSync(durations, JSON.stringify(this.durations.sort((a, b) => b.seconds - a.seconds), null, 1));
  }
}
module.exports = CountReporter;
