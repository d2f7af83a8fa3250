import {
  CLIENT_NOTIFICATION_KINDS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
  STAFF_NOTIFICATION_KINDS,
  isStaffRole,
} from '@portico/contract';
import type { AppContext } from '../../context';
import type { NotificationsTable } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { BoardsService } from '../boards';
import { activityActorOf } from '../activity';
import type { ChangePipeline } from '../changes';
import { type Actor, itemNotFound, itemScope } from '../policy';
import {
  countUnread,
  findFollow,
  itemInScope,
  itemWatchers,
  listNotifications,
  listPreferences,
  markAllRead,
  markRead,
  savePreferences,
  setFollow,
} from './notifications.repository';

export const notificationMessages = {
  notFound: 'This notification does not exist.',
  badCursor: 'This page link is invalid. Please reload.',
  kindNotYours: (kind: string) => `"${kind}" notifications are not sent to your account`,
} as const;

const cursorOf = (row: { created_at: string; id: string }) =>
  Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
const readCursor = (cursor: string) => {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt)))
    throw badRequest(notificationMessages.badCursor);
  return { createdAt, id };
};

const present = (row: NotificationsTable): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  actor: row.actor_id && row.actor_name ? { id: row.actor_id, name: row.actor_name, photo: null } : null,
  title: row.title,
  excerpt: row.excerpt,
  boardId: row.board_id,
  itemId: row.item_id,
  updateId: row.update_id,
  link: row.link,
});

export const kindsOf = (role: string): readonly NotificationKind[] =>
  isStaffRole(role as never) ? STAFF_NOTIFICATION_KINDS : CLIENT_NOTIFICATION_KINDS;

/** A person's own notifications: the bell, the preferences, following items. */
export const createNotificationsService = (
  ctx: AppContext,
  deps: { boards: BoardsService; changes: ChangePipeline },
) => {
  const { db } = ctx;

  /** The item, if the actor may open it (the item policy's scope), for following it. */
  const requireItem = async (actor: Actor, boardId: string, itemId: string) => {
    const board = await deps.boards.requireBoard(actor, boardId);
    if (!(await itemInScope(db.kysely, actor.tenant.id, boardId, itemId, itemScope(actor, board))))
      throw itemNotFound();
  };

  /** The person's other tabs refresh their bell (the change pipeline: live events). */
  const changed = (actor: Actor) =>
    deps.changes.emit(db.kysely, {
      tenantId: actor.tenant.id,
      by: activityActorOf(actor),
      events: [{ type: 'notifications.changed', userId: actor.user.id }],
    });

  return {
    async list(actor: Actor, query: { cursor?: string; unread?: 'true' | 'false' }) {
      const { tenant, user } = actor;
      const rows = await listNotifications(db.kysely, tenant.id, user.id, {
        before: query.cursor ? readCursor(query.cursor) : undefined,
        unreadOnly: query.unread === 'true',
        limit: NOTIFICATIONS_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        notifications: page.map(present),
        cursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? cursorOf(last) : null,
        unread: await countUnread(db.kysely, tenant.id, user.id),
      };
    },

    unread: (actor: Actor) => countUnread(db.kysely, actor.tenant.id, actor.user.id),

    async read(actor: Actor, id: string) {
      if (!(await markRead(db.kysely, actor.tenant.id, actor.user.id, id, nowIso())))
        throw notFound(notificationMessages.notFound);
      await changed(actor);
      return countUnread(db.kysely, actor.tenant.id, actor.user.id);
    },

    async readAll(actor: Actor) {
      await markAllRead(db.kysely, actor.tenant.id, actor.user.id, nowIso());
      await changed(actor);
      return 0;
    },

    async preferences(actor: Actor): Promise<NotificationPreferences> {
      const { tenant, user } = actor;
      const chosen = await listPreferences(db.kysely, tenant.id, [user.id]);
      const preferences: NotificationPreferences['preferences'] = {};
      for (const kind of kindsOf(user.role)) {
        const row = chosen.find((r) => r.kind === kind);
        preferences[kind] = row
          ? { inApp: row.in_app === 1, email: row.email as 'instant' | 'daily' | 'off' }
          : DEFAULT_NOTIFICATION_PREFERENCES[kind];
      }
      return { preferences };
    },

    async savePreferences(actor: Actor, input: NotificationPreferences): Promise<NotificationPreferences> {
      const allowed = new Set(kindsOf(actor.user.role));
      const rows = [];
      for (const [kind, pref] of Object.entries(input.preferences)) {
        if (!allowed.has(kind as NotificationKind)) throw badRequest(notificationMessages.kindNotYours(kind));
        if (pref) rows.push({ kind, in_app: pref.inApp ? (1 as const) : (0 as const), email: pref.email });
      }
      await savePreferences(db.kysely, actor.tenant.id, actor.user.id, rows);
      return this.preferences(actor);
    },

    /** Following: the choice made, else whether the item's creator or an assignee (who follow by default). */
    async following(actor: Actor, boardId: string, itemId: string): Promise<boolean> {
      await requireItem(actor, boardId, itemId);
      const chosen = await findFollow(db.kysely, actor.tenant.id, itemId, actor.user.id);
      if (chosen) return chosen.following === 1;
      const watchers = await itemWatchers(db.kysely, actor.tenant.id, itemId);
      return (
        watchers !== null &&
        (watchers.item.created_by === actor.user.id || watchers.assigned.includes(actor.user.id))
      );
    },

    async follow(actor: Actor, boardId: string, itemId: string, following: boolean): Promise<boolean> {
      await requireItem(actor, boardId, itemId);
      await setFollow(db.kysely, actor.tenant.id, itemId, actor.user.id, following ? 1 : 0, nowIso());
      return following;
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
