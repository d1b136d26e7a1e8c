import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A countdown that follows the wall clock (a deadline), so a throttled background tab does not slow it.
 * `onExpire` fires once when a running countdown reaches zero.
 */
export function useCountdown(onExpire?: () => void) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const deadline = useRef(0);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  }, [onExpire]);

  const start = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
    setRunning(seconds > 0);
    if (seconds <= 0) expireRef.current?.();
  }, []);

  const stop = useCallback(() => setRunning(false), []);

  useEffect(() => {
    if (!running) return;
    let done = false;
    const tick = () => {
      if (done) return;
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        // Ticks can queue up before React re-renders: clear here so expiry fires exactly once.
        done = true;
        window.clearInterval(id);
        setRunning(false);
        expireRef.current?.();
      }
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [running]);

  return { remaining, running, start, stop };
}
