import type { ListNotificationsResponse, Notification } from '@portico/contract';

/** A notification as the server lists it (unread, a mention by Hana Staff); every field can be overridden. */
export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  kind: 'mention',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  actor: { id: 's1', name: 'Hana Staff', photo: null },
  title: 'Hana Staff mentioned you on Homepage copy',
  excerpt: 'Could you check the new headline?',
  boardId: 'b1',
  itemId: 'i1',
  updateId: 'u1',
  link: '/board/b1/item-details/i1',
  ...overrides,
});

/** One page of the list: its entries, the next page's cursor, and the unread count. */
export const notificationsPage = (
  notifications: Notification[],
  cursor: string | null = null,
  unread = notifications.filter((n) => n.readAt === null).length,
): ListNotificationsResponse => ({ success: true, data: { notifications, cursor, unread } });
