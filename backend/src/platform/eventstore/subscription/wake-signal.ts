/** A sleep that a wake() cuts short; a wake() that arrives while nobody sleeps is kept for the next wait. */
export class WakeSignal {
  private pending = false;
  private wakeSleeper: (() => void) | null = null;

  wake(): void {
    this.pending = true;
    this.wakeSleeper?.();
  }

  /** True when a wake() ended the wait (or was pending), false when `ms` passed. */
  wait(ms: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        this.pending = false;
        resolve(woken);
      };
      const timer = setTimeout(() => done(false), ms);
      this.wakeSleeper = () => done(true);
    });
  }
}
