/**
 * The notifications' query keys. Everything the bell shows sits under `notificationKeys.all`
 * (['notifications']): a live event invalidates that prefix and the count and the lists refetch. The
 * preferences and an item's follow state have keys of their own, so such an event leaves them alone.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  preferences: () => ['notification-preferences'] as const,
  follow: (boardId: string, itemId: string) => ['item-follow', boardId, itemId] as const,
};

/** The bell's two lists: every notification, or only the unread ones. */
export type NotificationFilter = 'all' | 'unread';
