import type { ExternalToast } from 'sonner';
import { localize } from './i18n';

/**
 * Error toasts for screens that also render without the app's toaster: the sign-in page's first visit
 * loads no toast code (app/sign-in.tsx). A toast asked for here loads sonner, has the page mount the
 * toaster (the sign-in shell watches `toasterDemand`), and shows once the toaster is there — sonner drops
 * toasts raised before a toaster listens.
 */
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

let wanted = false;
const listeners = new Set<() => void>();

/** Called by the toaster (components/ui/toaster.tsx) once it is on the page. */
export const toasterMounted = (): void => markMounted();

/** Whether a screen has asked for a toast: for useSyncExternalStore. */
export const toasterDemand = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};

export const toastError = async (title: string, options?: ExternalToast): Promise<void> => {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  // The spec's texts (toasts.…) and the server's messages arrive in English: shown in the reader's language.
  const description = typeof options?.description === 'string' ? localize(options.description) : undefined;
  toast.error(localize(title), description === undefined ? options : { ...options, description });
};
