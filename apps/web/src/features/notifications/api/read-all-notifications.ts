import { notificationEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** POST /api/notifications/read-all: answers the new unread count (0, unless one arrived meanwhile). */
export const readAllNotifications = async () =>
  (await apiCall(notificationEndpoints.readAllNotifications)).data.unread;

export const useReadAllNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: (unread) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
};
