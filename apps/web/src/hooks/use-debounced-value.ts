import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delay` ms (§9: the board search waits 1000 ms). */
export const useDebouncedValue = <T>(value: T, delay: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};
