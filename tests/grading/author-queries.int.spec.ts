import { createGrader } from '../../backend/src/grading/engine';
import { SHOP_SETUP, testExecutor } from '../sandbox/sandbox-test-env';

/**
 * Issue 32: the author's faithful readings (`accepts`) and plausible wrong answers (`rejects`) steer the
 * hidden datasets: no dataset is kept on which a faithful reading differs, and every wrong query is told apart.
 */
describe('author queries hold the hidden datasets to the text', () => {
  const executor = testExecutor({ poolSize: 2 });
  const grader = createGrader(executor);
  afterAll(() => executor.close());

  const OSLO = `SELECT id, name FROM customers WHERE city = 'Oslo'`;

  it('never keeps a dataset on which an accepted reading differs from the reference', async () => {
    // The text ("customers in Oslo") leaves the letter case open: the author accepts a case-blind reading.
    const ilike = `SELECT id, name FROM customers WHERE city ILIKE 'oslo'`;
    const without = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: OSLO, mutationThreshold: 0 });
    // without the accept, some hidden dataset holds a look-alike spelling that grades the reading wrong
    expect((await grader.grade(without, ilike, { learnerKey: 'aq-1' })).correct).toBe(false);

    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: OSLO, mutationThreshold: 0, authorQueries: { accepts: [ilike], rejects: [] } });
    expect(p.problems).toEqual([]);
    expect(p.mutation.authored?.candidatesDropped).toBeGreaterThan(0);
    expect(p.discarded.some((d) => /accepted reading \(accepts\[0\]\)/.test(d.reason))).toBe(true);
    expect((await grader.grade(p, ilike, { learnerKey: 'aq-2' })).correct).toBe(true);
    expect((await grader.grade(p, OSLO, { learnerKey: 'aq-3' })).correct).toBe(true);
  });

  it('fails validation when an accepted reading differs on the sample data or on an author dataset', async () => {
    const onSample = await grader.prepareChallenge({
      setupSql: SHOP_SETUP, referenceSql: OSLO, mutationThreshold: 0,
      authorQueries: { accepts: [`SELECT id, name FROM customers WHERE city <> 'Rome'`], rejects: [] },
    });
    expect(onSample.problems.join(' ')).toMatch(/accepts\[0\] is a faithful reading but differs from the reference on the sample data/);

    const onAuthorData = await grader.prepareChallenge({
      setupSql: SHOP_SETUP, referenceSql: OSLO, mutationThreshold: 0,
      hiddenDatasets: [`INSERT INTO customers (id, name, city) VALUES (9, 'Flo', 'OSLO')`],
      authorQueries: { accepts: [`SELECT id, name FROM customers WHERE upper(city) = 'OSLO'`], rejects: [] },
    });
    expect(onAuthorData.problems.join(' ')).toMatch(/accepts\[0\] .* differs from the reference on hidden dataset 1/);
  });

  it('takes datasets that catch every rejected query first, and names the case the author gave', async () => {
    const reference = `SELECT id, amount FROM orders WHERE amount >= 7.25`;
    const wrong = `SELECT id, amount FROM orders WHERE amount > 7`;
    const p = await grader.prepareChallenge({
      setupSql: SHOP_SETUP, referenceSql: reference, mutationThreshold: 0,
      authorQueries: { accepts: [], rejects: [{ sql: wrong, why: 'a bound below the one the text names', case: 'an order just under the threshold' }] },
    });
    expect(p.problems).toEqual([]);
    expect(p.mutation.authored).toMatchObject({ rejects: 1, rejectsCaught: 1, rejectsPassing: [] });
    const r = await grader.grade(p, wrong, { learnerKey: 'aq-4' });
    expect(r.correct).toBe(false);
    expect(r.hiddenCase).toBe('an order just under the threshold');
    expect(r.message).toMatch(/not on a hidden dataset: .* The first hidden dataset where it differs holds an order just under the threshold\.$/);
    // the mutation score counts the reference's mutants only
    expect(p.mutation.total).toBeGreaterThan(0);
    expect(p.mutation.surviving.every((m) => m.kind !== 'author-reject')).toBe(true);
  });

  it('fails validation when a rejected query passes every graded dataset', async () => {
    const p = await grader.prepareChallenge({
      setupSql: SHOP_SETUP, referenceSql: OSLO, mutationThreshold: 0,
      // the same rows by another road: no data can tell it apart, so it is no wrong answer
      authorQueries: { accepts: [], rejects: [{ sql: `SELECT id, name FROM customers WHERE city IN ('Oslo')`, why: 'an IN list of one city' }] },
    });
    expect(p.problems.join(' ')).toMatch(/rejects\[0\] \(an IN list of one city\) passes every graded dataset/);
    expect(p.mutation.authored?.rejectsPassing).toEqual([{ index: 0, why: 'an IN list of one city' }]);
  });

  it('names a kind of case, never a row or a value, when a submission differs only on hidden data', async () => {
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: `SELECT id, amount FROM orders WHERE amount >= 7.25`, mutationThreshold: 0 });
    const r = await grader.grade(p, `SELECT id, amount FROM orders WHERE amount IN (7.25, 10.50, 20.00)`, { learnerKey: 'aq-5' });
    expect(r.correct).toBe(false);
    expect(r.hiddenCase).toBeTruthy();
    expect(r.message).toContain(`holds ${r.hiddenCase}.`);
    expect(r.hiddenCase).not.toMatch(/\d/);
  });

  it('keeps no dataset that breaks a rule the text states, and fails when the sample breaks one', async () => {
    // "names are capitalised words": look-alike spellings of the candidates break it
    const rule = `SELECT id FROM customers WHERE name !~ '^[A-Z][a-z]+$'`;
    const p = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: `SELECT id, name FROM customers WHERE name LIKE 'A%'`, mutationThreshold: 0, authorQueries: { accepts: [], rejects: [], invariants: [rule] } });
    expect(p.problems).toEqual([]);
    expect(p.discarded.some((d) => /breaks invariants\[0\]/.test(d.reason))).toBe(true);
    expect(p.mutation.authored).toMatchObject({ invariants: 1, invariantsBroken: [] });
    expect(p.variants.length).toBeGreaterThan(0);
    for (const [i, v] of p.variants.entries()) {
      const r = await executor.run(`aq-inv-${i}`, { setupSql: `${SHOP_SETUP};\n${v.script}`, sql: rule });
      expect(r.rows).toEqual([]);
    }

    const broken = await grader.prepareChallenge({ setupSql: SHOP_SETUP, referenceSql: OSLO, mutationThreshold: 0, authorQueries: { accepts: [], rejects: [], invariants: [`SELECT id FROM customers WHERE city IS NULL`] } });
    expect(broken.problems.join(' ')).toMatch(/invariants\[0\] does not hold on the sample data/);
  });
});
