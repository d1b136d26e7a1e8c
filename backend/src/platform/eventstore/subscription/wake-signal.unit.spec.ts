import { WakeSignal } from './wake-signal';

describe('WakeSignal', () => {
  test('a wake cuts a wait short and says so', async () => {
    const s = new WakeSignal();
    setTimeout(() => s.wake(), 10);
    expect(await s.wait(60_000)).toBe(true);
  });

  test('a wake with nobody waiting is kept for the next wait, once; a wait nobody wakes ends unwoken', async () => {
    const s = new WakeSignal();
    s.wake();
    expect(await s.wait(60_000)).toBe(true);
    const second = Date.now();
    expect(await s.wait(30)).toBe(false);
    expect(Date.now() - second).toBeGreaterThanOrEqual(25);
  });
});
