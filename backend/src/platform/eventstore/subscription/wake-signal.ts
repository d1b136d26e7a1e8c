/** A sleep that a wake() cuts short; a wake() that arrives while nobody sleeps is kept for the next wait. */
export class WakeSignal {
  private pending = false;
  private wakeSleeper: (() => void) | null = null;

  wake(): void {
    this.pending = true;
    this.wakeSleeper?.();
  }

  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }
}
