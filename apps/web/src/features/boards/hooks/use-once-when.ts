import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `effect` when `trigger` becomes truthy, once per trigger value (an error object, `true`). Leaving a
 * screen must happen once even where React runs effects twice (development), and a toast shows once.
 */
export const useOnceWhen = <T>(trigger: T | null | undefined | false, effect: (value: T) => void) => {
  const handled = useRef<unknown>(undefined);
  const run = useEffectEvent(effect);
  useEffect(() => {
    if (!trigger || handled.current === trigger) return;
    handled.current = trigger;
    run(trigger);
  }, [trigger]);
};
