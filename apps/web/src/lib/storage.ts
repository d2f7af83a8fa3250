import { STORAGE_KEYS, type User } from '@portico/contract';
import { forgetPreview, isPreviewing, previewToken } from './preview';

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

/** The access token: a preview's in a preview tab (lib/preview.ts), else the stored session's. */
export const getAccessToken = (): string | null => previewToken() ?? readItem(STORAGE_KEYS.accessToken);

/** A preview tab keeps nothing in local storage: that is the staff member's own session. */
export const storeUser = (user: User): void => {
  if (!isPreviewing()) writeItem(STORAGE_KEYS.userData, JSON.stringify(user));
};

/** §3 Session: the access token and the user, as login, signup and token login store them. */
export const storeSession = (session: { accessToken: string; user: User }): void => {
  // Signing in ends a preview in this tab: the new session is the tab's own.
  forgetPreview();
  writeItem(STORAGE_KEYS.accessToken, session.accessToken);
  storeUser(session.user);
};

/** Logout (§2): removes the stored access token and user data; in a preview tab, only the preview. */
export const clearSession = (): void => {
  if (isPreviewing()) return forgetPreview();
  removeItem(STORAGE_KEYS.accessToken);
  removeItem(STORAGE_KEYS.userData);
};
