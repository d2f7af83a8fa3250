import { notificationEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** How often the bell asks for its count when no live event told it sooner. */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications/unread-count: the number on the bell. */
export const getUnreadCount = async (signal?: AbortSignal) =>
  (await apiCall(notificationEndpoints.unreadNotifications, { signal })).data.unread;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 15_000,
    // A fallback for live events: a hidden tab does not poll, and one coming back refetches on focus.
    refetchInterval: UNREAD_POLL_MS,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
