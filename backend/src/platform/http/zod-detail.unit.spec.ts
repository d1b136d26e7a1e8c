import { z } from 'zod';
import { describeZodError } from './zod-detail';

const schema = z.strictObject({
  a: z.string(),
  n: z.coerce.number().int(),
  i: z.number().int(),
  o: z.object({ x: z.string() }),
  arr: z.array(z.number()),
  e: z.enum(['x', 'y']).optional(),
});
const detail = (input: unknown): string => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return describeZodError(r.error);
};

describe('describeZodError', () => {
  test('an absent field is "field required"', () => {
    expect(detail({ n: 1, i: 1, o: { x: 'x' }, arr: [] })).toBe('a: field required');
    expect(detail({ a: 'a', n: 1, i: 1, o: {}, arr: [] })).toBe('o.x: field required');
  });

  test('a present field of the wrong type says what it must be, not that it is missing', () => {
    expect(detail({ a: 5, n: 'abc', i: 1.5, o: 3, arr: [1, 'x'] })).toBe(
      'a: must be a string; n: must be a number; i: must be an integer; o: must be an object; arr.1: must be a number',
    );
    expect(detail({ a: null, n: 1, i: 1, o: { x: 'x' }, arr: null })).toBe('a: must be a string, not null; arr: must be a list, not null');
  });

  test('the body itself, unknown fields, a schema’s own messages and more than five problems', () => {
    expect(detail('text')).toBe('body: must be an object');
    expect(detail({ a: 'a', n: 1, i: 1, o: { x: 'x' }, arr: [], zz: 1 })).toBe('body: unknown field(s) zz');
    expect(detail({ a: 'a', n: 1, i: 1, o: { x: 'x' }, arr: [], e: 'q' })).toMatch(/^e: Invalid option/);
    expect(detail({ arr: [1, 'a', 'b', 'c', 'd', 'e', 'f'] })).toMatch(/; and \d+ more problem\(s\)$/);
  });
});
