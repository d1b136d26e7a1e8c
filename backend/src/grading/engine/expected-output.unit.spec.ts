import { parseExpectedOutput } from './expected-output';

describe('parseExpectedOutput', () => {
  it('reads row objects by key order, duplicates and ?column? kept', () => {
    expect(parseExpectedOutput('[{"name":"Ann","total":12.5,"a":1,"a":2}, {"name":"Bob","total":"7.25","a":3,"a":null}]')).toEqual({
      ok: true,
      columns: ['name', 'total', 'a', 'a'],
      rows: [['Ann', 12.5, 1, 2], ['Bob', '7.25', 3, null]],
    });
    expect(parseExpectedOutput(' [ { "?column?" : {"x": [1, "}"]} } ] ')).toEqual({ ok: true, columns: ['?column?'], rows: [[{ x: [1, '}'] }]] });
    expect(parseExpectedOutput('[]')).toEqual({ ok: true, columns: null, rows: [] });
  });

  it('rejects malformed text and ragged rows', () => {
    expect(parseExpectedOutput('not json').ok).toBe(false);
    expect(parseExpectedOutput('[{"a":1},{"a":1,"b":2}]').ok).toBe(false);
  });
});
