import { WakeSignal } from './wake-signal';

describe('WakeSignal', () => {
  test('a wake cuts a wait short', async () => {
    const s = new WakeSignal();
    const started = Date.now();
    setTimeout(() => s.wake(), 10);
    await s.wait(5000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('a wake with nobody waiting is kept for the next wait, once', async () => {
    const s = new WakeSignal();
    s.wake();
    const started = Date.now();
    await s.wait(5000);
    expect(Date.now() - started).toBeLessThan(100);
    const second = Date.now();
    await s.wait(30);
    expect(Date.now() - second).toBeGreaterThanOrEqual(25);
  });
});
