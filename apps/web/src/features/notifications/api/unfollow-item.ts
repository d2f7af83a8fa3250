import { notificationEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

interface FollowTarget {
  boardId: string;
  itemId: string;
}

/** DELETE /api/boards/:boardId/items/:itemId/follow: stop following the item. */
export const unfollowItem = async (params: FollowTarget) =>
  (await apiCall(notificationEndpoints.unfollowItem, { params })).data.following;

export const useUnfollowItem = (boardId: string, itemId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unfollowItem({ boardId, itemId }),
    onSuccess: (following) => queryClient.setQueryData(notificationKeys.follow(boardId, itemId), following),
  });
};
