/**
 * Preview as client (docs/decisions.md, "Preview as client"): staff open the portal in a new tab as a
 * client sees it. The console hands the preview's token to that tab in the URL fragment (never sent to a
 * server), which is read once, kept in this tab's sessionStorage only and removed from the URL — so the
 * staff member's own session in local storage, and in their other tabs, is never touched. The server
 * refuses every change a preview asks for; the screens only spare the user buttons that would be refused.
 */
const PREVIEW_KEY = 'previewAccessToken';
const FRAGMENT = /^#preview=([^&]+)$/;

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The URL of a new tab that opens the portal with a preview token. */
export const previewUrl = (token: string): string => `/#preview=${encodeURIComponent(token)}`;

/** Takes a preview token out of the URL fragment, if any, into this tab's sessionStorage (at start-up). */
export const adoptPreviewFromUrl = (): void => {
  const match = FRAGMENT.exec(window.location.hash);
  if (!match) return;
  try {
    session()?.setItem(PREVIEW_KEY, decodeURIComponent(match[1] as string));
  } catch {
    // Without sessionStorage there is no preview: the tab opens as it otherwise would.
  }
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
};

/** This tab's preview token, or null when the tab is no preview. */
export const previewToken = (): string | null => {
  try {
    return session()?.getItem(PREVIEW_KEY) ?? null;
  } catch {
    return null;
  }
};

/** Whether this tab shows a preview: read-only, as a client. */
export const isPreviewing = (): boolean => previewToken() !== null;

/** Forgets this tab's preview (its session is revoked separately). */
export const forgetPreview = (): void => {
  try {
    session()?.removeItem(PREVIEW_KEY);
  } catch {
    // Nothing stored.
  }
};
