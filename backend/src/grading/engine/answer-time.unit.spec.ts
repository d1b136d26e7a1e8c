import { waitToNextStep } from './answer-time';

test('an answer leaves on the next 500 ms step, never before the first', () => {
  expect(waitToNextStep(0)).toBe(500);
  expect(waitToNextStep(20)).toBe(480);
  expect(waitToNextStep(499.5)).toBeCloseTo(0.5);
  expect(waitToNextStep(500)).toBe(0);
  expect(waitToNextStep(501)).toBe(499);
  expect(waitToNextStep(2970)).toBe(30);
  for (const ms of [1, 77, 313, 820, 1999, 2970]) expect((ms + waitToNextStep(ms)) % 500).toBe(0);
});
