import { STORAGE_KEYS, type User } from '@portico/contract';
import { readItem, removeItem, writeItem } from './local-storage';
import { forgetPendingSignup } from './pending-signups';
import { forgetPreview, isPreviewing, previewToken } from './preview';

// The primitives live apart so that what this module uses (pending signups) can use them without a cycle.
export { readItem, readJson, removeItem, writeItem } from './local-storage';

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
  // An account that signs in was approved: a signup with its email is no longer one that waits.
  forgetPendingSignup(session.user.email);
};

/** Logout (§2): removes the stored access token and user data; in a preview tab, only the preview. */
export const clearSession = (): void => {
  if (isPreviewing()) return forgetPreview();
  removeItem(STORAGE_KEYS.accessToken);
  removeItem(STORAGE_KEYS.userData);
};
