/**
 * Local storage access (§9 keys). Storage can be unavailable (private modes, quotas, disabled cookies):
 * reads then act as if nothing was stored and writes are dropped, so the portal still works for the session.
 */
export const readItem = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeItem = (key: string, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: keep working with the in-memory state.
  }
};

export const removeItem = (key: string): void => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
};

export const readJson = (key: string): unknown => {
  const raw = readItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};
