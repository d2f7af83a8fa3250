import { type NotificationPreferences, notificationEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** PUT /api/notifications/preferences: answers the preferences as saved. */
export const updateNotificationPreferences = async (body: NotificationPreferences) =>
  (await apiCall(notificationEndpoints.updateNotificationPreferences, { body })).data.preferences;

export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
};
