import { MAX_JSON_DEPTH, nestingDepth, objectEntries } from '../../backend/src/grading/sandbox/ordered-json';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestingDepth', () => {
  it.each([
    ['a number', '1', 0],
    ['a string of brackets', '"[[[{{{"', 0],
    ['an empty array', '[]', 1],
    ['objects and arrays', '{"a":[1,{"b":[2]}]}', 4],
    ['escaped quotes and backslashes', '["\\"[[[", {"k\\\\": [[]]}]', 4],
    ['siblings', '[[], [[]], []]', 3],
    ['100 000 levels', nested(100_000), 100_000],
  ])('%s', (_name, text, depth) => {
    expect(nestingDepth(text)).toBe(depth);
  });
});

describe('objectEntries keeps a value nested deeper than MAX_JSON_DEPTH as its text', () => {
  it('parses values up to the limit and keeps deeper ones as text, in column order, duplicates kept', () => {
    const row = `{"a":${nested(MAX_JSON_DEPTH)},"a":${nested(MAX_JSON_DEPTH + 1)},"s":"${nested(3)}","o":{"x":[1,"]"]}}`;
    const entries = objectEntries(row);
    expect(entries.map(([k]) => k)).toEqual(['a', 'a', 's', 'o']);
    expect(Array.isArray(entries[0]?.[1])).toBe(true);
    expect(entries[1]?.[1]).toBe(nested(MAX_JSON_DEPTH + 1));
    expect(entries[2]?.[1]).toBe(nested(3));
    expect(entries[3]?.[1]).toEqual({ x: [1, ']'] });
  });

  it('a million levels: read without recursion, and the result serialises', () => {
    const entries = objectEntries(`{"j":${nested(1_000_000)}}`);
    expect((entries[0]?.[1] as string).length).toBe(2_000_000);
    expect(() => JSON.stringify(entries)).not.toThrow();
  });
});
