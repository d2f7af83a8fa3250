import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { updateEndpoints } from '@portico/contract';
import { apiCall } from '@/lib/api-client';
import { updateKeys } from './keys';

/** GET /api/boards/:boardId/items/:itemId/mentionable?q= — the people who can see the item. */
export const listMentionable = async (boardId: string, itemId: string, q: string, signal?: AbortSignal) =>
  (
    await apiCall(updateEndpoints.mentionable, {
      params: { boardId, itemId },
      query: q ? { q } : {},
      signal,
    })
  ).data.people;

export const mentionableQueryOptions = (boardId: string, itemId: string, q: string) =>
  queryOptions({
    queryKey: updateKeys.mentionable(boardId, itemId, q),
    queryFn: ({ signal }) => listMentionable(boardId, itemId, q, signal),
    staleTime: 60_000,
  });

/** Only asked while the mention list is open; the previous answer shows while the next loads. */
export const useMentionable = (boardId: string, itemId: string, q: string, enabled: boolean) =>
  useQuery({ ...mentionableQueryOptions(boardId, itemId, q), enabled, placeholderData: keepPreviousData });
