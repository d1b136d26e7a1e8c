import { contentDir, loadContent } from '../../../backend/src/catalogue/content';
import { cachedPrepare } from '../../../backend/src/catalogue/content/prepared-cache';
import { contentSource } from '../../../backend/src/catalogue/content/validate-content';
import { grade, prepareChallenge, type PreparedChallenge } from '../../../backend/src/grading/engine';
import { type SandboxExecutor } from '../../../backend/src/grading/sandbox';
import { testExecutor } from '../../sandbox/sandbox-test-env';
import { preparedCacheDir } from '../../support/demo-prepared';
import { type FairnessCases } from '../fairness/types';
import { AGRICULTURE } from './agriculture';
import { HEALTHCARE } from './healthcare';
import { HR } from './hr';
import { REAL_ESTATE } from './real-estate';
import { SUPPLEMENT } from './supplement';
import { TRAVEL } from './travel';

/**
 * Issue 32's held-out fairness measurement: hand-written queries on catalogue challenges the fairness
 * suite does not cover, written from the text alone (title, description, sample data, schema and
 * reference; never the author's accepts, rejects, invariants, hidden datasets, hints or explanation)
 * and committed before any grading run. Each challenge is validated exactly as the content lint does
 * (its author datasets and author queries included) and every query graded as a submission is.
 * Right queries rejected (false negatives): 0. Wrong queries accepted (false positives): at most the
 * rate measured when the set was written, so it can only get better. Measured: 0 of 71 right queries
 * rejected; 18 of 200 wrong queries accepted (9.0 %; 16 of the first 194, 2 of the 6 supplementary ones),
 * 38 more rejected only by a hidden dataset, 144 already on the visible sample.
 * (After the first run four 'wrong' queries moved to the right ones: a CHECK constraint or PostgreSQL's
 * interval comparison makes them equivalent to the reference, so they were never wrong.)
 */
const MAX_FALSE_POSITIVE_RATE = 0.09;

const FIRST: FairnessCases = { ...REAL_ESTATE, ...HR, ...HEALTHCARE, ...TRAVEL, ...AGRICULTURE };
const CASES: FairnessCases = Object.fromEntries(
  Object.entries(FIRST).map(([slug, c]) => [slug, { right: [...c.right, ...(SUPPLEMENT[slug]?.right ?? [])], wrong: [...c.wrong, ...(SUPPLEMENT[slug]?.wrong ?? [])] }]),
);
const catalogue = loadContent(contentDir()).challenges;
const slugs = Object.keys(CASES).sort();

describe('held-out fairness (issue 32): right queries accepted, wrong ones measured', () => {
  let executor: SandboxExecutor;
  const falseNegatives: string[] = [];
  const falsePositives: string[] = [];
  const wrongErrored: string[] = [];
  let rightTotal = 0;
  let wrongTotal = 0;
  let rejectedOnSample = 0;
  let rejectedOnHidden = 0;

  beforeAll(() => {
    executor = testExecutor({ poolSize: 2 });
  });

  afterAll(async () => {
    await executor.close();
  });

  test('the set covers at least 30 catalogue challenges of five industries, each with 2 right and 4 wrong queries', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(30);
    const missing = slugs.filter((s) => !catalogue.some((c) => c.slug === s));
    expect(missing).toEqual([]);
    const industries = new Set(slugs.map((s) => catalogue.find((c) => c.slug === s)?.industry));
    expect(industries.size).toBe(5);
    const thin = slugs.filter((s) => CASES[s]!.right.length < 2 || CASES[s]!.wrong.length < 4);
    expect(thin).toEqual([]);
  });

  test.each(slugs.map((s) => [s] as const))('%s', async (slug) => {
    const c = catalogue.find((x) => x.slug === slug)!;
    const prepared: PreparedChallenge = await cachedPrepare(preparedCacheDir(), c.slug, contentSource(c), (s) => prepareChallenge(executor, s));
    expect(prepared.problems).toEqual([]);
    const rejected: string[] = [];
    for (const [i, sql] of CASES[slug]!.right.entries()) {
      const r = await grade(executor, prepared, sql, { learnerKey: `holdout-${slug}` });
      rightTotal++;
      if (!r.correct) {
        rejected.push(`right #${i + 1}: ${r.message}`);
        falseNegatives.push(`${slug} right #${i + 1}: ${r.message}`);
      }
    }
    for (const wrong of CASES[slug]!.wrong) {
      const r = await grade(executor, prepared, wrong.sql, { learnerKey: `holdout-${slug}` });
      wrongTotal++;
      if (r.correct) falsePositives.push(`${slug}: ${wrong.mistake}`);
      else if (r.error && !r.hiddenErrorKind) wrongErrored.push(`${slug}: ${wrong.mistake}: ${r.message}`);
      else if (r.message.startsWith('Your query gives the expected result on the sample data')) rejectedOnHidden++;
      else rejectedOnSample++;
    }
    expect(rejected).toEqual([]);
  }, 1_800_000);

  test(`no right query is rejected, and at most ${MAX_FALSE_POSITIVE_RATE * 100} % of the wrong ones are accepted`, () => {
    const fnRate = rightTotal ? falseNegatives.length / rightTotal : 0;
    const fpRate = wrongTotal ? falsePositives.length / wrongTotal : 0;
    console.log(
      `held-out fairness over ${slugs.length} challenges:\n` +
        `  false negatives: ${falseNegatives.length} of ${rightTotal} right queries rejected (${(fnRate * 100).toFixed(1)} %)${falseNegatives.length ? `\n    ${falseNegatives.join('\n    ')}` : ''}\n` +
        `  false positives: ${falsePositives.length} of ${wrongTotal} wrong queries accepted (${(fpRate * 100).toFixed(1)} %)${falsePositives.length ? `\n    ${falsePositives.join('\n    ')}` : ''}\n` +
        `  wrong queries rejected on the visible sample: ${rejectedOnSample}, only on a hidden dataset: ${rejectedOnHidden}, failing with an error: ${wrongErrored.length}${wrongErrored.length ? `\n    ${wrongErrored.join('\n    ')}` : ''}`,
    );
    expect(wrongTotal).toBeGreaterThan(0);
    expect(falseNegatives).toEqual([]);
    expect(wrongErrored).toEqual([]);
    expect({ rate: fpRate <= MAX_FALSE_POSITIVE_RATE, accepted: falsePositives }).toEqual({ rate: true, accepted: falsePositives });
  });
});
