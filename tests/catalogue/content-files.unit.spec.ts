import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDir, fromContentFile, loadContent, parseContentText, toContentFile, toContentYaml } from '../../backend/src/catalogue/content';
import { conceptBand, coverageReport, duplicateProblems, fileProblems, setupRowCount } from '../../backend/src/catalogue/content/content-quality';
import { CATALOGUE } from '../support/catalogue';

const [first, second] = CATALOGUE;

describe('content files (issue 14)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };

  test('every catalogue file round-trips through the writer unchanged', () => {
    for (const c of CATALOGUE) {
      const parsed = parseContentText(toContentYaml(toContentFile(c, { inlineSetup: true })));
      if (!('file' in parsed)) throw new Error(`${c.slug}: ${parsed.problems.join('; ')}`);
      const { dataset: _d, ...rest } = c;
      expect(fromContentFile(parsed.file, new Map())).toEqual(rest);
    }
  });

  test('a good file loads with its shared dataset; bad ones are reported by file and left out', () => {
    if (!first || !second) throw new Error('the catalogue is empty');
    write('datasets/shop.sql', first.schema_setup);
    write(`challenges/${first.industry}/${first.slug}.yaml`, toContentYaml({ ...toContentFile(first, { inlineSetup: true }), schema_setup: undefined, dataset: 'shop' }));
    write(`challenges/${second.industry}/wrong-name.yaml`, toContentYaml(toContentFile(second, { inlineSetup: true })));
    write('challenges/travel/broken.yaml', 'slug: [unclosed');
    write('challenges/travel/travel-no-data.yaml', toContentYaml({ ...toContentFile(first, { inlineSetup: true }), slug: 'travel-no-data', title: 'Other', industry: 'travel', schema_setup: undefined, dataset: 'missing' }));
    write('challenges/travel/travel-bad-fields.yaml', toContentYaml({ ...toContentFile(first, { inlineSetup: true }), slug: 'travel-bad-fields', industry: 'travel', difficulty_rating: 1234, concepts: ['joins' as never] }));
    const loaded = loadContent(dir);
    expect(loaded.challenges.map((c) => c.slug)).toEqual([first.slug]);
    expect(loaded.challenges[0]).toMatchObject({ dataset: 'shop', schema_setup: first.schema_setup.trim() });
    const problems = loaded.problems.join('\n');
    expect(problems).toMatch(new RegExp(`wrong-name.yaml: the file name must be the slug \\(${second.slug}.yaml\\)`));
    expect(problems).toMatch(/broken.yaml: not valid YAML/);
    expect(problems).toMatch(/travel-no-data.yaml: dataset missing has no file datasets\/missing.sql/);
    expect(problems).toMatch(/travel-bad-fields.yaml: difficulty_rating: must be a multiple of 50/);
    expect(problems).toMatch(/travel-bad-fields.yaml: concepts: unknown concept/);
    expect(loaded.problems).toHaveLength(5);
  });

  test('a file needs exactly one of dataset and schema_setup, and 2–3 hints', () => {
    if (!first) throw new Error('the catalogue is empty');
    const both = parseContentText(toContentYaml({ ...toContentFile(first, { inlineSetup: true }), dataset: 'shop' }));
    expect('problems' in both && both.problems.join()).toMatch(/exactly one/);
    const oneHint = parseContentText(toContentYaml({ ...toContentFile(first, { inlineSetup: true }), hints: ['only one'] }));
    expect('problems' in oneHint && oneHint.problems.join()).toMatch(/hints: write 2–3 hints/);
  });

  test('a rating far outside its concepts’ band needs a rating_note', () => {
    if (!first) throw new Error('the catalogue is empty');
    const c = { ...first, concepts: ['filtering' as const], difficulty_rating: 1600 };
    expect(conceptBand(c.concepts)).toEqual([800, 1000]);
    expect(fileProblems(c).join()).toMatch(/difficulty_rating 1600 is outside 650–1150/);
    expect(fileProblems({ ...c, rating_note: 'The filter hides a subtle time-zone trap that makes it hard.' })).toEqual([]);
  });

  test('near-duplicates: the same question on the same tables with other numbers', () => {
    if (!first) throw new Error('the catalogue is empty');
    const copy = { ...first, slug: `${first.slug}-copy`, title: 'A different title', correct_solution: first.correct_solution.replace(/\d+/g, (n) => String(Number(n) + 1)) };
    expect(duplicateProblems([first, copy])).toEqual([{ slug: copy.slug, problem: `near-duplicate of ${first.slug}` }]);
  });

  test('the catalogue: every file loads and passes the static rules, no near-duplicates', () => {
    const loaded = loadContent(contentDir());
    expect(loaded.problems).toEqual([]);
    expect(loaded.challenges.flatMap((c) => fileProblems(c).map((p) => `${c.slug}: ${p}`))).toEqual([]);
    expect(duplicateProblems(loaded.challenges)).toEqual([]);
    const report = coverageReport(loaded.challenges);
    expect(report.total).toBe(loaded.challenges.length);
    expect(Object.values(report.byBand).reduce((a, b) => a + b, 0)).toBe(report.total);
  });

  test('rows of a setup are counted one per VALUES line', () => {
    expect(setupRowCount('CREATE TABLE t (id int);\nINSERT INTO t (id) VALUES\n  (1),\n  (2),\n  (3);\nINSERT INTO t (id) VALUES (4);')).toBe(4);
  });
});
