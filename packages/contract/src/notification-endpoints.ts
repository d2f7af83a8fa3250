import { updateParamsSchema } from './updates';
import type { EndpointDef } from './endpoint-def';
import * as n from './notifications';

/** The bell, its preferences and following items: every signed-in person's own. */
export const notificationEndpoints = {
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    query: n.listNotificationsQuerySchema,
    response: n.listNotificationsResponseSchema,
    auth: true,
    summary: 'My notifications, newest first (all, or only unread), with the unread count',
  },
  unreadNotifications: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    response: n.unreadCountResponseSchema,
    auth: true,
    summary: 'How many of my notifications are unread (the bell)',
  },
  readNotification: {
    method: 'POST',
    path: '/api/notifications/:notificationId/read',
    params: n.notificationParamsSchema,
    response: n.unreadCountResponseSchema,
    auth: true,
    summary: 'Mark one notification read',
  },
  readAllNotifications: {
    method: 'POST',
    path: '/api/notifications/read-all',
    response: n.unreadCountResponseSchema,
    auth: true,
    summary: 'Mark all my notifications read',
  },
  notificationPreferences: {
    method: 'GET',
    path: '/api/notifications/preferences',
    response: n.notificationPreferencesResponseSchema,
    auth: true,
    summary: 'How I want to be notified, per kind',
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: '/api/notifications/preferences',
    body: n.notificationPreferencesSchema,
    response: n.notificationPreferencesResponseSchema,
    auth: true,
    summary: 'Choose per kind: in the app, by email (instantly or a daily digest), or not at all',
  },
  itemFollow: {
    method: 'GET',
    path: '/api/boards/:boardId/items/:itemId/follow',
    params: updateParamsSchema,
    response: n.followResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'Whether I follow an item',
  },
  followItem: {
    method: 'PUT',
    path: '/api/boards/:boardId/items/:itemId/follow',
    params: updateParamsSchema,
    response: n.followResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'Follow an item: its updates and status changes notify me',
  },
  unfollowItem: {
    method: 'DELETE',
    path: '/api/boards/:boardId/items/:itemId/follow',
    params: updateParamsSchema,
    response: n.followResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'Stop following an item',
  },
} as const satisfies Record<string, EndpointDef>;
