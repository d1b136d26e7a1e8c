// Writes the totals where .ci/run can read them: CI does not parse jest's own summary.
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  onRunComplete(_contexts, results) {
    const out = process.env.TEST_COUNT_FILE || path.join(__dirname, '../../artifacts/test-counts.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    fs.writeFileSync(out, JSON.stringify({ passed: results.numPassedTests, failed, skipped: results.numPendingTests }));
  }
}
module.exports = CountReporter;
