import { contentDir, loadContent } from '../../../backend/src/catalogue/content';
import { cachedPrepare } from '../../../backend/src/catalogue/content/prepared-cache';
import { contentSource } from '../../../backend/src/catalogue/content/validate-content';
import { grade, prepareChallenge, type PreparedChallenge } from '../../../backend/src/grading/engine';
import { type SandboxExecutor } from '../../../backend/src/grading/sandbox';
import { testExecutor } from '../../sandbox/sandbox-test-env';
import { preparedCacheDir } from '../../support/demo-prepared';
import { EDUCATION_SCIENCE } from './education-science';
import { ENERGY } from './energy';
import { FINANCE } from './finance';
import { HARD } from './hard';
import { HOSPITALITY } from './hospitality';
import { INSURANCE } from './insurance';
import { MARKETING } from './marketing';
import { NONPROFIT_SAAS } from './nonprofit-saas';
import { PUBLIC_SECTOR } from './public-sector';
import { RETAIL } from './retail';
import { SPORTS } from './sports';
import { TELECOM_LOGISTICS_MANUFACTURING } from './telecom-logistics-manufacturing';
import { MISTAKE_CLASSES, type HoldoutCases } from './types';
import { HoldoutTally } from '../holdout-tally';

/**
 * Issue 32's second held-out fairness set (see README.md): hand-written right and wrong queries on 49
 * catalogue challenges no other suite uses, written from the text alone and committed before any
 * grading run. Each challenge is validated as the content lint does, and every query graded as a
 * submission is. Right queries rejected (false negatives) must be 0; the rate of wrong queries accepted
 * (false positives) is reported per mistake class and bounded by MAX_FALSE_POSITIVE_RATE.
 */
// Set by the lead after the first run with the new engine (issue 32's target is 2 %).
// Measured (session 20): before the mistake operators 20 of 340 wrong queries accepted (5.9 %), after them
// 13 of 340 (3.8 %); session 21 (decision 032): 5 of 339 (1.5 %). The bound keeps that from getting worse;
// this set was developed against since, so the fair figure is held-out set 3's (npm run test:fairness).
const MAX_FALSE_POSITIVE_RATE = 0.025;

const CASES: HoldoutCases = { ...INSURANCE, ...ENERGY, ...FINANCE, ...HOSPITALITY, ...MARKETING, ...RETAIL, ...SPORTS, ...PUBLIC_SECTOR, ...EDUCATION_SCIENCE, ...NONPROFIT_SAAS,
  ...TELECOM_LOGISTICS_MANUFACTURING, ...HARD };
const catalogue = loadContent(contentDir()).challenges;
const slugs = Object.keys(CASES).sort();

describe('held-out fairness, second set (issue 32): right queries accepted, wrong ones measured per class', () => {
  let executor: SandboxExecutor;
  const tally = new HoldoutTally();

  beforeAll(() => {
    executor = testExecutor({ poolSize: 2 });
  });

  afterAll(async () => {
    await executor.close();
  });

  test('the set covers at least 30 catalogue challenges of seven industries, each with 2 right and 5 wrong queries', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(30);
    expect(slugs.filter((s) => !catalogue.some((c) => c.slug === s))).toEqual([]);
    expect(new Set(slugs.map((s) => catalogue.find((c) => c.slug === s)?.industry)).size).toBeGreaterThanOrEqual(7);
    expect(slugs.filter((s) => CASES[s]!.right.length < 2 || CASES[s]!.wrong.length < 5)).toEqual([]);
    const unknown = slugs.flatMap((s) => CASES[s]!.wrong.filter((w) => !(w.cls in MISTAKE_CLASSES)).map((w) => `${s}: ${w.cls}`));
    expect(unknown).toEqual([]);
  });

  test.each(slugs.map((s) => [s] as const))('%s', async (slug) => {
    const c = catalogue.find((x) => x.slug === slug)!;
    const prepared: PreparedChallenge = await cachedPrepare(preparedCacheDir(), c.slug, contentSource(c), (s) => prepareChallenge(executor, s));
    expect(prepared.problems).toEqual([]);
    const rejected: string[] = [];
    for (const [i, sql] of CASES[slug]!.right.entries()) {
      const why = tally.right(slug, i, await grade(executor, prepared, sql, { learnerKey: `holdout2-${slug}` }));
      if (why) rejected.push(why);
    }
    for (const wrong of CASES[slug]!.wrong) tally.wrong(slug, wrong, await grade(executor, prepared, wrong.sql, { learnerKey: `holdout2-${slug}` }));
    expect(rejected).toEqual([]);
  }, 1_800_000);

  test(`no right query is rejected, and at most ${MAX_FALSE_POSITIVE_RATE * 100} % of the wrong ones are accepted`, () => {
    const { wrongTotal, accepted, fpRate, report } = tally.summary(`held-out fairness (second set) over ${slugs.length} challenges`);
    console.log(report);
    expect(wrongTotal).toBeGreaterThan(0);
    expect(tally.falseNegatives).toEqual([]);
    expect(tally.wrongErrored).toEqual([]);
    expect({ rate: fpRate <= MAX_FALSE_POSITIVE_RATE, accepted }).toEqual({ rate: true, accepted });
  });
});
