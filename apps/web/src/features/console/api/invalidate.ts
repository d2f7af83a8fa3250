import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './keys';

/**
 * A change to one account moves the overview's counts, the client lists (every search) and the staff list
 * alike, so a console mutation refreshes the whole console's cache; it is a few small calls.
 */
export const invalidateConsole = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: consoleKeys.all });

/**
 * Not awaited: the row that started a change may leave the list when the lists load again (a rejected
 * signup), and the caller's own success callback (its toast) must still run.
 */
export const useInvalidateConsole = () => {
  const queryClient = useQueryClient();
  return () => {
    void invalidateConsole(queryClient);
  };
};
