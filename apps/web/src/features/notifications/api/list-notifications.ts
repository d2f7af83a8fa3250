import { notificationEndpoints } from '@portico/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type NotificationFilter, notificationKeys } from './keys';

/** GET /api/notifications: newest first, a page at a time (`cursor` from the page before). */
export const listNotifications = async (filter: NotificationFilter, cursor: string, signal?: AbortSignal) =>
  (
    await apiCall(notificationEndpoints.listNotifications, {
      query: { ...(filter === 'unread' && { unread: 'true' as const }), ...(cursor && { cursor }) },
      signal,
    })
  ).data;

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await listNotifications(filter, pageParam, signal);
      // Each page carries the unread count: the bell shows the freshest one without asking again.
      client.setQueryData(notificationKeys.unread(), page.unread);
      return page;
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.cursor ?? undefined,
    staleTime: 10_000,
  });

export const useNotifications = (filter: NotificationFilter) =>
  useInfiniteQuery(notificationsQueryOptions(filter));
