/** Test levels by file name: *.unit.spec.ts (pure, no I/O), *.int.spec.ts (real PostgreSQL/Redis/sandbox),
 *  *.e2e.spec.ts (the started product over HTTP, browser). One command runs them all. */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];
const os = require('node:os');
const common = { rootDir: __dirname, transform: { '^.+\\.ts$': tsJest }, testEnvironment: 'node', moduleFileExtensions: ['ts', 'js', 'json'] };
module.exports = {
  ...common,
  // Integration suites share two cores with a sandbox cluster: give them room (a global option in jest).
  testTimeout: 60000,
  // jest's default on two cores is one worker (suites in band), but most of a suite's time is waiting on the
  // processes, databases and browser it drives: two at a time ran 993 s of test files in 550 s here (three
  // left the cores less idle but took longer: 566 → 631 s on a fresh clone).
  maxWorkers: Number(process.env.TEST_JEST_WORKERS ?? Math.max(2, os.availableParallelism() - 1)),
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/tests/support/count-reporter.js'],
  testSequencer: '<rootDir>/tests/support/slowest-first-sequencer.js',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{backend,projections,tests}/**/*.unit.spec.ts'] },
    { ...common, displayName: 'int', testMatch: ['<rootDir>/{backend,projections,tests}/**/*.int.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/**/*.e2e.spec.ts'] },
    // *.fairness.spec.ts: held-out fairness measurements (issue 32), out of the test command's 20 minutes and run
    // with `npm run test:fairness`: the first set (measured, superseded) and the third (tests/grading/holdout3),
    // written before any grading run and run once by the lead
    ...(process.env.TEST_FAIRNESS ? [{ ...common, displayName: 'fairness', testMatch: ['<rootDir>/tests/**/*.fairness.spec.ts'] }] : []),
  ],
};
