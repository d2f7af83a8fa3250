import { useCallback, useEffect, useState } from 'react';

/**
 * A short wait before an action may be repeated (sending another email): `start()` begins it, and
 * `secondsLeft` counts down to 0. It reads the clock rather than counting ticks, so a background tab whose
 * timers the browser slows down still shows the right time when it comes back.
 */
export const useCooldown = (seconds: number) => {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, [seconds]);
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  const waiting = secondsLeft > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);
  return { secondsLeft, start };
};
