/**
 * Navigation for screens that also render outside the router. The sign-in page's first visit renders
 * without it (app/sign-in.tsx: no router, no query cache, no zod), so the sign-in form navigates through
 * this: the app registers its router here when it starts, and until then the sign-in shell registers a
 * navigator that starts the app at the destination.
 */
export interface NavigateOptions {
  replace?: boolean;
  /** The router's location state of the destination (e.g. the email typed, for the forgot-password form). */
  state?: unknown;
}

export type Navigator = (to: string, options?: NavigateOptions) => void;

// Without a navigator (nothing registered yet), a navigation loads the page.
let current: Navigator = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

/** Makes `navigator` the one that `navigate` uses (the router's, or the sign-in shell's). */
export const setNavigator = (navigator: Navigator): void => {
  current = navigator;
};

export const navigate: Navigator = (to, options) => current(to, options);
