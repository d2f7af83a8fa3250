import { toast } from 'sonner';
import { toasts } from '@portico/contract';
import { errorMessage } from '@/lib/errors';

/**
 * The console's toasts: one per event, titled like the portal's ('Success!', 'Error!'), with the server's
 * own words as the description. Calls never toast by themselves, so this is the only place a result shows.
 */
export const notifySuccess = (message: string, id?: string) =>
  toast.success(toasts.success, { id, description: message });

export const notifyError = (error: unknown, fallback: string, id?: string) => {
  console.error(error);
  toast.error(toasts.error, { id, description: errorMessage(error, fallback) });
};
