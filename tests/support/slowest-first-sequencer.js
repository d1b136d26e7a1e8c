// jest orders suites it has no timings for (a fresh clone) by file size, which puts the browser journeys
// and the generator sweep, the longest suites, anywhere in the run: one worker then finishes a long suite
// alone at the end. Suites measured in an earlier run (suite-seconds.json, a copy of a run's
// artifacts/test-durations.json) go longest first; jest's own timings, when it has them, take precedence.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const seconds = require('./suite-seconds.json');

const root = path.join(__dirname, '../..');

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    const measured = seconds[path.relative(root, test.path).split(path.sep).join('/')];
    return super.time(test) ?? (measured === undefined ? undefined : measured * 1000);
  }
}
module.exports = SlowestFirstSequencer;
