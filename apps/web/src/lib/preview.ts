/**
 * Preview as client (docs/decisions.md, "Preview as client"): staff open the portal in a new tab as a
 * client sees it. The console hands the preview's token to that tab in the URL fragment (never sent to a
 * server), which is read once, kept in this tab's sessionStorage only and removed from the URL — so the
 * staff member's own session in local storage, and in their other tabs, is never touched. The server
 * refuses every change a preview asks for; the screens only spare the user buttons that would be refused.
 */
const KEY = 'previewAccessToken';
export const PREVIEW_FRAGMENT = '#preview=';

/**
 * This tab's preview token, or null when the tab is no preview (or sessionStorage is unavailable). A token
 * handed over in the URL fragment is first moved into this tab's sessionStorage and out of the URL —
 * main.tsx calls this before anything else reads the session.
 */
export const previewToken = (): string | null => {
  try {
    const { hash, pathname, search } = window.location;
    if (hash.startsWith(PREVIEW_FRAGMENT)) {
      window.sessionStorage.setItem(KEY, decodeURIComponent(hash.slice(PREVIEW_FRAGMENT.length)));
      window.history.replaceState(window.history.state, '', pathname + search);
    }
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** Whether this tab shows a preview: read-only, as a client. */
export const isPreviewing = (): boolean => previewToken() !== null;

/** Forgets this tab's preview (its session is revoked separately). */
export const forgetPreview = (): void => {
  if (isPreviewing()) window.sessionStorage.removeItem(KEY);
};
