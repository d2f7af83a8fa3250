import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { forgetSignupPermissions } from '@/features/auth/api/check-signup-permission';
import { activateLanguage, loadUnits } from '@/lib/i18n';
import { contractViolations } from './fetch-mock';

// The components read their texts in English, the spec's language, every unit loaded (lib/i18n.tsx).
await activateLanguage('en');
await loadUnits('start', 'portal', 'console', 'consoleClients', 'consoleBoard', 'staffBoard');

// findBy…/waitFor give up after 1 s by default: on a loaded machine (CI runs the server's suites beside these)
// a render can take longer. Waits that succeed return as soon as they do; only a failing one waits this long.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that Radix and the media-query hook use.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module store: without this, one test's toasts show up in the next.
  toast.dismiss();
  window.localStorage.clear();
  // The auth screens keep the tenant's answer for the visit: each test starts from none.
  forgetSignupPermissions();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
