import { readItem, writeItem } from './storage';

export interface StoredValue<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A value kept in local storage that components can subscribe to (useSyncExternalStore). Reads are parsed
 * once per stored string, so snapshots stay referentially stable; other tabs' writes arrive through the
 * `storage` event and update this tab too.
 */
export const createStoredValue = <T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string,
): StoredValue<T> => {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;

  const get = (): T => {
    const raw = readItem(key);
    if (raw !== cachedRaw || cachedRaw === undefined) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    get,
    set(value) {
      const raw = serialize(value);
      writeItem(key, raw);
      // When storage is unavailable the write is lost; keep the value for this tab anyway.
      cachedRaw = readItem(key) ?? raw;
      cachedValue = value;
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
};
