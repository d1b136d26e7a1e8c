import { checkExpectedVersion, prepareEvents } from './prepare-events';

describe('prepareEvents', () => {
  test('gives events without an id a uuid and keeps given ids (lower-cased)', () => {
    const [a, b] = prepareEvents('s', [{ type: 'A', data: {} }, { id: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', type: 'B', data: 1 }]);
    expect(a!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b!.id).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(a!.metadata).toEqual({});
  });

  test.each([
    ['an empty batch', 's', []],
    ['an empty stream id', '', [{ type: 'A', data: {} }]],
    ['an id that is not a uuid', 's', [{ id: 'nope', type: 'A', data: {} }]],
    ['the same id twice', 's', [{ id: '00000000-0000-4000-8000-000000000001', type: 'A', data: {} }, { id: '00000000-0000-4000-8000-000000000001', type: 'B', data: {} }]],
    ['an event without a type', 's', [{ type: '', data: {} }]],
  ])('rejects %s', (_what, stream, events) => {
    expect(() => prepareEvents(stream, events)).toThrow();
  });
});

test('expected versions must be -1, a non-negative integer or a keyword', () => {
  for (const ok of ['any', 'no_stream', 'stream_exists', -1, 0, 7] as const) expect(() => checkExpectedVersion(ok)).not.toThrow();
  for (const bad of [-2, 1.5, Number.NaN]) expect(() => checkExpectedVersion(bad)).toThrow();
});
