import { loadContent, contentDir } from '../../backend/src/catalogue/content';
import { engineDigest } from '../../backend/src/catalogue/content/prepared-cache';
import { lockedSelection, sourceKey, type ValidationLock } from '../../backend/src/catalogue/content/validation-lock';

/** The validation lock keeps the test command's content lint small without ever skipping a change. */
describe('validation lock', () => {
  const all = loadContent(contentDir()).challenges.slice(0, 40);
  const lockOf = (challenges = all): ValidationLock => ({ engine: engineDigest(), challenges: Object.fromEntries(challenges.map((c) => [c.slug, sourceKey(c)])) });

  it('validates everything without a lock or when the engine changed', () => {
    expect(lockedSelection(all, undefined, 5, 0).chosen).toHaveLength(all.length);
    expect(lockedSelection(all, { ...lockOf(), engine: 'another engine' }, 5, 0).chosen).toHaveLength(all.length);
  });

  it('validates a changed or new challenge, plus a daily sample that rotates over the rest', () => {
    const changed = { ...all[3]!, correct_solution: `${all[3]!.correct_solution} ` };
    const fresh = { ...all[7]!, slug: 'not-in-the-lock' };
    const set = [...all.filter((_, i) => i !== 3), changed, fresh];
    const today = lockedSelection(set, lockOf(), 5, 100).chosen.map((c) => c.slug);
    expect(today.slice(0, 2).sort()).toEqual([changed.slug, fresh.slug].sort());
    expect(today).toHaveLength(7);
    const tomorrow = lockedSelection(set, lockOf(), 5, 101).chosen.map((c) => c.slug);
    expect(tomorrow.slice(2)).not.toEqual(today.slice(2));
    // over enough days every unchanged challenge is sampled
    const seen = new Set<string>();
    for (let day = 0; day < all.length; day++) lockedSelection(set, lockOf(), 5, day).chosen.forEach((c) => seen.add(c.slug));
    expect(seen.size).toBe(set.length);
  });

  it('an author query, a hidden dataset or the setup changes the key', () => {
    const c = all[0]!;
    expect(sourceKey({ ...c, accepts: ['SELECT 1'] })).not.toBe(sourceKey(c));
    expect(sourceKey({ ...c, hidden_datasets: ['DELETE FROM x'] })).not.toBe(sourceKey(c));
    expect(sourceKey({ ...c, schema_setup: `${c.schema_setup}\n` })).not.toBe(sourceKey(c));
    expect(sourceKey({ ...c, hints: ['another hint'] })).toBe(sourceKey(c));
  });
});
