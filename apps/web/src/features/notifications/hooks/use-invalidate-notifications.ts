import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notificationKeys } from '../api/keys';

/**
 * Refreshes the bell (its count and any list on screen): for a live event saying a notification came or
 * was read elsewhere. The preferences and the follow states are left alone.
 */
export const useInvalidateNotifications = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: notificationKeys.all }), [queryClient]);
};
