import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDir, fromContentFile, loadContent, parseContentText, toContentFile, toContentYaml } from '../../backend/src/catalogue/content';
import { cloneProblems, coverageProblems, coverageReport, duplicateProblems, fileProblems, findClones, isDataChanging, setupRowCount } from '../../backend/src/catalogue/content/content-quality';
import { loadRubricParser, rubricRating } from '../../backend/src/catalogue/content/rating-rubric';
import { readLock, unchangedSinceLock } from '../../backend/src/catalogue/content/validation-lock';
import { CATALOGUE } from '../support/catalogue';

const [first, second] = CATALOGUE;

beforeAll(loadRubricParser);

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

  test('a rating more than 150 from the rubric’s needs a rating_note', () => {
    if (!first) throw new Error('the catalogue is empty');
    const c = { ...first, correct_solution: `SELECT id FROM t WHERE kind = 'x' ORDER BY id`, description: 'Return `id`. Order by `id`.', difficulty_rating: 1600 };
    expect(rubricRating(c)?.rating).toBe(800);
    expect(fileProblems(c).join()).toMatch(/difficulty_rating 1600 is more than 150 from the rubric's 800/);
    expect(fileProblems({ ...c, difficulty_rating: 950 }).join()).not.toMatch(/difficulty_rating/);
    expect(fileProblems({ ...c, rating_note: 'The filter hides a subtle time-zone trap that makes it hard.' }).join()).not.toMatch(/difficulty_rating/);
  });

  test('the level curve: ≥ 30 per band from 800 to 1900, ≤ 30 at 2000, every category in ≥ 6 bands', () => {
    if (!first) throw new Error('the catalogue is empty');
    const at = (rating: number, category: typeof first.category, n: number) => Array.from({ length: n }, (_, i) => ({ ...first, slug: `${category}-${rating}-${i}`, difficulty_rating: rating, category }));
    const categories = ['SELECT', 'JOIN', 'AGGREGATION', 'ANALYTICS', 'SUBQUERY', 'WINDOW_FUNCTION'] as const;
    const curve = Array.from({ length: 12 }, (_, b) => categories.flatMap((cat) => at(800 + 100 * b, cat, 5))).flat();
    const problems = (extra: typeof curve) => coverageProblems(coverageReport([...curve, ...extra])).filter((p) => /band|2000|spans/.test(p));
    expect(problems([])).toEqual([]);
    expect(problems(at(2000, 'ANALYTICS', 31))).toEqual(['31 challenges at 2000 (at most 30 wanted)']);
    const thin = curve.filter((c) => !(c.difficulty_rating === 1300 && c.category === 'JOIN'));
    expect(coverageProblems(coverageReport(thin)).filter((p) => /band/.test(p))).toEqual(['band 1300–1399 has 25 challenges (at least 30 wanted)']);
    const narrow = curve.filter((c) => c.category !== 'SELECT' || c.difficulty_rating < 1300);
    expect(coverageProblems(coverageReport(narrow)).filter((p) => /spans/.test(p))).toEqual(['category SELECT spans 5 bands (at least 6 wanted)']);
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
    expect(coverageProblems(report)).toEqual([]);
  });

  test('clones: a pair over 70 % of shared solution tokens fails unless a note names it, or both files are unchanged since the lock', () => {
    if (!first) throw new Error('the catalogue is empty');
    const twin = { ...first, slug: 'zz-twin', title: 'Twin', schema_setup: 'CREATE TABLE other (id int);', correct_solution: first.correct_solution };
    const pairs = findClones([first, twin]);
    expect(pairs).toEqual([{ earlier: first.slug, later: 'zz-twin', share: 1 }]);
    expect(cloneProblems(pairs)).toEqual([{ slug: 'zz-twin', problem: expect.stringMatching(new RegExp(`shares 100 % of its solution tokens with ${first.slug}`)) }]);
    // reported on the new or edited file of the pair
    expect(cloneProblems(pairs, (s) => s === 'zz-twin').map((p) => p.slug)).toEqual([first.slug]);
    expect(cloneProblems(pairs, () => true)).toEqual([]);
    const noted = findClones([first, { ...twin, clone_notes: [{ of: first.slug, why: 'The same query on purpose, to compare two schemas.' }] }]);
    expect(noted[0]?.note).toMatch(/on purpose/);
    expect(cloneProblems(noted)).toEqual([]);
  });

  test('the catalogue: no clone pair without a note among new or edited files', () => {
    const dir = contentDir();
    const loaded = loadContent(dir);
    const lock = readLock(dir);
    const bySlug = new Map(loaded.challenges.map((c) => [c.slug, c]));
    expect(cloneProblems(findClones(loaded.challenges), (slug) => unchangedSinceLock(lock, bySlug.get(slug)!))).toEqual([]);
  });

  test('coverage counts categories by band, topics, data-changing solutions, large datasets and clones', () => {
    if (!first) throw new Error('the catalogue is empty');
    const big = `CREATE TABLE t (id int, tags text[]);\nINSERT INTO t (id, tags) VALUES\n${Array.from({ length: 2000 }, (_, i) => `  (${i}, '{}')`).join(',\n')};`;
    const a = { ...first, slug: 'a', category: 'SELECT' as const, difficulty_rating: 850, correct_solution: "SELECT id FROM t WHERE 'x' = ANY(tags) GROUP BY ROLLUP (id)", schema_setup: big };
    const b = { ...first, slug: 'b', category: 'SELECT' as const, difficulty_rating: 1450, correct_solution: "UPDATE t SET tags = '{}' WHERE id = 1" };
    const c = { ...first, slug: 'c', category: 'WINDOW_FUNCTION' as const, difficulty_rating: 1450, correct_solution: 'SELECT first_value(id) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM t' };
    const r = coverageReport([a, b, c]);
    expect(r.categoryByBand).toEqual({ SELECT: { 800: 1, 1400: 1 }, WINDOW_FUNCTION: { 1400: 1 } });
    expect(r.byTopic).toMatchObject({ arrays: 1, 'grouping-sets': 1, 'value-windows': 1, 'window-frames': 1, 'full-join': 0 });
    expect(r.dataChanging).toBe(1);
    expect({ largeDatasets: r.largeDatasets, largeChallenges: r.largeChallenges }).toEqual({ largeDatasets: 1, largeChallenges: 1 });
    expect(r.clones).toEqual({ pairs: 0, noted: 0, maxShare: 0 });
    expect(isDataChanging("WITH gone AS (SELECT id FROM t) DELETE FROM t WHERE id IN (SELECT id FROM gone)")).toBe(true);
    expect(isDataChanging("SELECT 'update t set x = 1' AS note")).toBe(false);
  });

  test('rows of a setup are counted one per VALUES line', () => {
    expect(setupRowCount('CREATE TABLE t (id int);\nINSERT INTO t (id) VALUES\n  (1),\n  (2),\n  (3);\nINSERT INTO t (id) VALUES (4);')).toBe(4);
  });

  test('rows generated from series are counted from their bounds, a cross product as the product', () => {
    const setup = [
      'CREATE TABLE t (id int, note text);',
      "INSERT INTO t (id, note) VALUES\n  (1, 'a;b'),\n  (2, 'c');",
      "INSERT INTO t (id, note) SELECT 100 + g, md5(g::text) FROM generate_series(1, 2500) AS g;",
      'INSERT INTO t (id, note) SELECT d * 10 + s, NULL FROM generate_series(0, 99) AS d, generate_series(-3, 5, 2) AS s;',
      'INSERT INTO t (id, note) SELECT g, NULL FROM generate_series(10, 1, -3) AS g;',
    ].join('\n');
    expect(setupRowCount(setup)).toBe(2 + 2500 + 100 * 5 + 4);
  });

  test('a setup of generated rows counts as a large dataset, and a measured count overrides the text', () => {
    if (!first) throw new Error('the catalogue is empty');
    const generated = 'CREATE TABLE t (id int);\nINSERT INTO t (id) VALUES\n  (0);\nINSERT INTO t (id) SELECT g FROM generate_series(1, 1999) AS g;';
    const a = { ...first, slug: 'a', schema_setup: generated };
    const b = { ...first, slug: 'b', schema_setup: generated.replace('1999', '1998') };
    expect(coverageReport([a, b])).toMatchObject({ largeDatasets: 1, largeChallenges: 1, volume: 2 });
    expect(coverageReport([a, b], new Map([['a', 10], ['b', 2000]]))).toMatchObject({ largeDatasets: 1, largeChallenges: 1, volume: 1 });
  });
});
