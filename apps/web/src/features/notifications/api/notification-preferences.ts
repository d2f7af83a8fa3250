import { notificationEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications/preferences: only the kinds of the person's role. */
export const getNotificationPreferences = async (signal?: AbortSignal) =>
  (await apiCall(notificationEndpoints.notificationPreferences, { signal })).data.preferences;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
