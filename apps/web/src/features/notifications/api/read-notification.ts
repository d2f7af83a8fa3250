import { notificationEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** POST /api/notifications/:notificationId/read: answers the new unread count. */
export const readNotification = async (notificationId: string) =>
  (await apiCall(notificationEndpoints.readNotification, { params: { notificationId } })).data.unread;

export const useReadNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (unread) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
};
