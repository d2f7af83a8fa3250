import type { LiveEvent, LiveEventOf, LiveEventType } from '@portico/contract';

type Handler<T extends LiveEventType> = (event: LiveEventOf<T>) => void;

const handlers = new Map<LiveEventType, Set<(event: LiveEvent) => void>>();

/** Subscribes to one type of live event; returns the unsubscribe. */
export const onLiveEvent = <T extends LiveEventType>(type: T, handler: Handler<T>): (() => void) => {
  const set = handlers.get(type) ?? new Set();
  const wrapped = handler as (event: LiveEvent) => void;
  set.add(wrapped);
  handlers.set(type, set);
  return () => {
    set.delete(wrapped);
  };
};

/** Hands an event to the handlers of its type (a failing handler does not stop the others). */
export const emitLiveEvent = (event: LiveEvent) => {
  for (const handler of [...(handlers.get(event.type) ?? [])]) {
    try {
      handler(event);
    } catch (error) {
      console.error(error);
    }
  }
};
