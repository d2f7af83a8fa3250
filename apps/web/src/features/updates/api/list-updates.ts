import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { updateEndpoints } from '@portico/contract';
import { apiCall } from '@/lib/api-client';
import { updateKeys } from './keys';

/** GET /api/boards/:boardId/items/:itemId/updates?cursor= — a page of the thread, newest first. */
export const listUpdates = async (boardId: string, itemId: string, cursor?: string, signal?: AbortSignal) =>
  (
    await apiCall(updateEndpoints.listUpdates, {
      params: { boardId, itemId },
      query: cursor ? { cursor } : {},
      signal,
    })
  ).data;

/** The thread a page at a time: "Show older" follows the server's cursor. */
export const threadQueryOptions = (boardId: string, itemId: string) =>
  infiniteQueryOptions({
    queryKey: updateKeys.thread(boardId, itemId),
    queryFn: ({ pageParam, signal }) => listUpdates(boardId, itemId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });

export const useThread = (boardId: string, itemId: string) =>
  useInfiniteQuery(threadQueryOptions(boardId, itemId));
