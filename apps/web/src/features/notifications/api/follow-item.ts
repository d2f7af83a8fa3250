import { notificationEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

interface FollowTarget {
  boardId: string;
  itemId: string;
}

/** PUT /api/boards/:boardId/items/:itemId/follow: its updates and status changes notify me. */
export const followItem = async (params: FollowTarget) =>
  (await apiCall(notificationEndpoints.followItem, { params })).data.following;

export const useFollowItem = (boardId: string, itemId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => followItem({ boardId, itemId }),
    onSuccess: (following) => queryClient.setQueryData(notificationKeys.follow(boardId, itemId), following),
  });
};
