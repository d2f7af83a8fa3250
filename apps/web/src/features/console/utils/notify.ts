import { toast } from 'sonner';
import { toasts } from '@portico/contract';
import { errorMessage } from '@/lib/errors';
import { localize } from '@/lib/i18n';

/**
 * The console's toasts: one per event, titled like the portal's ('Success!', 'Error!'), with the server's
 * own words as the description. Calls never toast by themselves, so this is the only place a result shows.
 * The title and the server's words are English on the wire: they show in the reader's language (`localize`).
 */
export const notifySuccess = (message: string, id?: string) =>
  toast.success(localize(toasts.success), { id, description: localize(message) });

/** `fallback`: what to say when the server said nothing (a `t()` text, or a contract text `localize` knows). */
export const notifyError = (error: unknown, fallback: string, id?: string) => {
  console.error(error);
  toast.error(localize(toasts.error), { id, description: errorMessage(error, fallback) });
};
