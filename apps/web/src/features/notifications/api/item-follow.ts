import { notificationEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/boards/:boardId/items/:itemId/follow: whether I follow the item. */
export const getItemFollow = async (boardId: string, itemId: string, signal?: AbortSignal) =>
  (await apiCall(notificationEndpoints.itemFollow, { params: { boardId, itemId }, signal })).data.following;

export const itemFollowQueryOptions = (boardId: string, itemId: string) =>
  queryOptions({
    queryKey: notificationKeys.follow(boardId, itemId),
    queryFn: ({ signal }) => getItemFollow(boardId, itemId, signal),
  });

export const useItemFollow = (boardId: string, itemId: string) =>
  useQuery(itemFollowQueryOptions(boardId, itemId));
