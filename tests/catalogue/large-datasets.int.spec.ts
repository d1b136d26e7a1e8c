import path from 'node:path';
import { loadContent } from '../../backend/src/catalogue/content';
import { setupRowCount } from '../../backend/src/catalogue/content/content-quality';
import { measureSetupRows } from '../../backend/src/catalogue/content/validate-content';
import { type SandboxExecutor } from '../../backend/src/grading/sandbox';
import { testExecutor } from '../sandbox/sandbox-test-env';

const GENERATED = /\bSELECT\b[\s\S]*\bgenerate_series\(/i;

describe('large datasets (issue 37): rows counted from the data', () => {
  let executor: SandboxExecutor;
  beforeAll(() => {
    executor = testExecutor();
  });
  afterAll(async () => {
    await executor.close();
  });

  test('a setup of VALUES and series rows: the sandbox counts what it creates', async () => {
    const setup = [
      'CREATE TABLE t (id int PRIMARY KEY, note text);',
      'CREATE TABLE u (id int PRIMARY KEY, t_id int REFERENCES t(id));',
      "INSERT INTO t (id, note) VALUES\n  (1, 'a'),\n  (2, NULL);",
      'INSERT INTO t (id, note) SELECT 100 + g, md5(g::text) FROM generate_series(1, 2500) AS g;',
      'INSERT INTO u (id, t_id) SELECT d * 10 + s, 101 + (d * 7 + s) % 2500 FROM generate_series(0, 99) AS d, generate_series(1, 9, 2) AS s;',
    ].join('\n');
    expect(await measureSetupRows(executor, setup)).toBe(2 + 2500 + 500);
    expect(setupRowCount(setup)).toBe(2 + 2500 + 500);
  });

  test('every catalogue dataset with generated rows holds as many rows as its text says', async () => {
    const content = loadContent(path.resolve(__dirname, '../../content'));
    const setups = [...new Set(content.challenges.map((c) => c.schema_setup).filter((s) => GENERATED.test(s)))];
    for (const setup of setups) {
      const measured = await measureSetupRows(executor, setup);
      expect({ head: setup.slice(0, 60), rows: setupRowCount(setup) }).toEqual({ head: setup.slice(0, 60), rows: measured });
    }
  });
});
