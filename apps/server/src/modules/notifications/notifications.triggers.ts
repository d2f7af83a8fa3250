import { LOGIN_PATH, richTextToPlain } from '@portico/contract';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/account';
import type { Tenant } from '../../domain/tenant';
import type { Executor } from '../../db/executor';
import { languageOf } from '../../domain/language';
import { directionOf, recipientLanguage } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import {
  type Change,
  type ChangeActor,
  type ChangeDelivery,
  type ChangeSubscriber,
  changesOf,
} from '../changes';
import { itemReaders } from '../policy';
import { findTenantById } from '../tenants';
import {
  type NotificationDraft,
  type NotificationMailer,
  type Recipient,
  deliver,
} from './notifications.deliver';
import {
  activeStaff,
  assignedUserIds,
  findAccounts,
  findColumns,
  followUnlessChosen,
  itemWatchers,
  takeNewAssignees,
} from './notifications.repository';

/** Where a notification goes out: the change's transaction, and the pipeline for what it causes. */
type Out = Pick<ChangeDelivery, 'executor' | 'emit'>;

/** The portal's page of an item: where every notification about it leads. */
export const itemPath = (boardId: string, itemId: string) =>
  `/board/${encodeURIComponent(boardId)}/item-details/${encodeURIComponent(itemId)}`;

const EXCERPT = 200;
export const excerptOf = (text: string | null | undefined): string | null => {
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat || null;
};

const actorOf = (by: ChangeActor) => ({ id: by.id, name: by.name });

/** An account as a notification addresses it: by name (else email), in its language (else the tenant's). */
const recipientOf = (
  tenant: Tenant,
  account: { id: string; name: string; email: string; language: string | null },
): Recipient => ({
  id: account.id,
  name: account.name || account.email,
  email: account.email,
  language: recipientLanguage({ language: languageOf(account.language) }, tenant),
});

/** A posted update, as the notifications of it need it (the pipeline's `update.posted`). */
interface PostedUpdate {
  by: { id: string; name: string };
  boardId: string;
  itemId: string;
  itemName: string;
  updateId: string;
  /** The update's text, plain (rich-text.ts richTextToPlain). */
  text: string;
  internal: boolean;
  mentionedIds: readonly string[];
}

/** The account a signup or an approval is about. */
type NamedAccount = Pick<Account, 'id' | 'name' | 'email'>;

/**
 * What makes notifications: the change pipeline's events — items assigned or given a status, posted
 * updates, a signup waiting for approval, an approved account. Each runs in the transaction of what it
 * announces, and tells only those who may open what it is about (the policy's audience rule), never its
 * author.
 */
export const createNotificationTriggers = (_ctx: AppContext, deps: { mailer: NotificationMailer | null }) => {
  const send = (out: Out, tenant: Tenant, to: readonly Recipient[], draft: NotificationDraft) =>
    deliver(out, tenant, to, draft, deps.mailer);

  /**
   * Of these accounts, the ones who may read the item (the policy's audience rule; staff only when
   * `staffOnly`: what it is about is internal), without `exclude`.
   */
  const audience = async (
    db: Executor,
    tenant: Tenant,
    item: { boardId: string; itemId: string },
    userIds: Iterable<string>,
    { staffOnly = false, exclude }: { staffOnly?: boolean; exclude: string | null },
  ): Promise<Recipient[]> => {
    const ids = [...new Set(userIds)].filter((id) => id !== exclude);
    const readers = await itemReaders(
      db,
      tenant.id,
      tenant,
      { ...item, internal: staffOnly },
      { ids, limit: ids.length },
    );
    return readers.map((r) => recipientOf(tenant, r));
  };

  /** Who watches an item: its creator, its followers and its assignees, less those who stopped following. */
  const watchersOf = async (db: Executor, tenantId: string, itemId: string) => {
    const found = await itemWatchers(db, tenantId, itemId);
    if (!found) return null;
    const ids = new Set<string>(found.assigned);
    if (found.item.created_by) ids.add(found.item.created_by);
    for (const f of found.follows) {
      if (f.following === 1) ids.add(f.user_id);
      else ids.delete(f.user_id);
    }
    return { item: found.item, ids };
  };

  /** An item's changes by one actor: new assignees are told, and its watchers of a status change. */
  const itemChanged = async (
    out: Out,
    tenant: Tenant,
    by: ChangeActor,
    changes: readonly Change[],
    columns: Map<string, { type: string; title: string; is_visible: number }>,
  ) => {
    const db = out.executor;
    const first = changes[0];
    if (!first?.subjectId || !first.board) return;
    const where = { boardId: first.board.id, itemId: first.subjectId };
    const link = itemPath(where.boardId, where.itemId);
    const column = (c: Change) => (c.columnId ? columns.get(c.columnId) : undefined);
    const assigns = changes.some((c) => c.action === 'created' || column(c)?.type === 'people');
    if (assigns) {
      const added = await takeNewAssignees(
        db,
        tenant.id,
        where.itemId,
        await assignedUserIds(db, tenant.id, where.itemId),
      );
      await send(out, tenant, await audience(db, tenant, where, added, { exclude: by.id }), {
        kind: 'assigned',
        actor: actorOf(by),
        title: (t) => t('email.notification.assigned', { actor: by.name, item: first.subjectName }),
        excerpt: first.board.name,
        ...where,
        updateId: null,
        link,
      });
    }
    for (const change of changes) {
      const col = column(change);
      if (change.action !== 'updated' || col?.type !== 'status') continue;
      const watchers = await watchersOf(db, tenant.id, where.itemId);
      if (!watchers) return;
      // A hidden status column is internal to the tenant: only staff hear of it.
      const to = await audience(db, tenant, where, watchers.ids, {
        exclude: by.id,
        staffOnly: col.is_visible !== 1,
      });
      await send(out, tenant, to, {
        kind: 'status',
        actor: actorOf(by),
        title: (t) =>
          t('email.notification.status', {
            actor: by.name,
            column: col.title,
            item: change.subjectName,
            value: change.newValue || t('email.notification.statusEmpty'),
          }),
        // From the old value to the new one, the arrow pointing the way the language reads.
        excerpt: (t) => {
          const shown = (value: string | null | undefined) =>
            value || t('email.notification.statusEmptyLabel');
          const arrow = directionOf(t.language) === 'rtl' ? '←' : '→';
          return `${shown(change.oldValue)} ${arrow} ${shown(change.newValue)}`;
        },

        ...where,
        updateId: null,
        link,
      });
    }
  };

  /**
   * The items an event's record lines create or change (in the portal, the staff board, a bulk action, an
   * import): each item's new assignees and, for a status, its watchers.
   */
  const itemsChanged = async (
    out: Out,
    tenantId: string,
    tenantOf: () => Promise<Tenant | undefined>,
    by: ChangeActor,
    changes: readonly Change[],
  ) => {
    const items = new Map<string, Change[]>();
    for (const c of changes)
      if (
        c.subject === 'item' &&
        c.subjectId &&
        c.board &&
        (c.action === 'created' || c.action === 'updated')
      )
        items.set(c.subjectId, [...(items.get(c.subjectId) ?? []), c]);
    if (items.size === 0) return;
    const columnIds = [...new Set(changes.flatMap((c) => (c.columnId ? [c.columnId] : [])))];
    const columns = new Map((await findColumns(out.executor, tenantId, columnIds)).map((c) => [c.id, c]));
    const matters = (c: Change) =>
      c.action === 'created' || ['people', 'status'].includes(columns.get(c.columnId ?? '')?.type ?? '');
    if (![...items.values()].some((list) => list.some(matters))) return;
    const tenant = await tenantOf();
    if (!tenant) return;
    for (const list of items.values()) await itemChanged(out, tenant, by, list, columns);
  };

  /**
   * A new update or reply: the people it mentions are told so (and follow the item from then on),
   * the item's other watchers that there is a new update; an internal note reaches staff only. The
   * author follows the item.
   */
  const updatePosted = async (out: Out, tenant: Tenant, u: PostedUpdate) => {
    const db = out.executor;
    const where = { boardId: u.boardId, itemId: u.itemId };
    const link = itemPath(u.boardId, u.itemId);
    const base = { actor: u.by, excerpt: excerptOf(u.text), ...where, updateId: u.updateId, link };
    await followUnlessChosen(db, tenant.id, u.itemId, u.by.id, nowIso());
    const mentioned = await audience(db, tenant, where, u.mentionedIds, {
      exclude: u.by.id,
      staffOnly: u.internal,
    });
    await send(out, tenant, mentioned, {
      ...base,
      kind: 'mention',
      title: (t) => t('email.notification.mention', { actor: u.by.name, item: u.itemName }),
    });
    const watchers = await watchersOf(db, tenant.id, u.itemId);
    if (!watchers) return;
    const told = new Set(mentioned.map((m) => m.id));
    const rest = [...watchers.ids].filter((id) => !told.has(id));
    await send(
      out,
      tenant,
      await audience(db, tenant, where, rest, { exclude: u.by.id, staffOnly: u.internal }),
      {
        ...base,
        kind: 'update',
        title: (t) =>
          t('email.notification.update', {
            kind: u.internal ? 'note' : 'update',
            actor: u.by.name,
            item: u.itemName,
          }),
      },
    );
  };

  /** A client signed up and waits: every active staff member may approve. */
  const signupPending = async (out: Out, tenant: Tenant, account: NamedAccount) => {
    const staff = await activeStaff(out.executor, tenant.id);
    await send(
      out,
      tenant,
      staff.map((s) => recipientOf(tenant, s)),
      {
        kind: 'signup',
        actor: { id: account.id, name: account.name || account.email },
        title: (t) => t('email.notification.signup', { name: account.name || account.email }),
        excerpt: account.email,
        boardId: null,
        itemId: null,
        updateId: null,
        link: '/console/clients?status=pending',
      },
    );
  };

  /** The client's account was approved (by a staff member, or the operator). */
  const accountApproved = async (out: Out, tenant: Tenant, account: NamedAccount, by: ChangeActor) => {
    // The event names the account; its language is read with it.
    const [found] = await findAccounts(out.executor, tenant.id, [account.id]);
    const to = recipientOf(tenant, { ...account, language: found?.language ?? null });
    await send(out, tenant, [to], {
      kind: 'approved',
      actor: actorOf(by),
      title: (t) => t('email.notification.approved', { brand: tenant.name }),
      excerpt: (t) => t('email.notification.approvedExcerpt'),
      // Whoever was waiting is not signed in: the email leads to the sign-in screen.
      emailButton: { label: (t) => t('email.notification.signIn'), path: LOGIN_PATH },
      boardId: null,
      itemId: null,
      updateId: null,
      link: '/',
    });
  };

  /**
   * Notifications' subscription to the change pipeline, in the change's transaction: the record lines of
   * every event (items created or changed), posted updates, signups and approvals.
   */
  const subscriber: ChangeSubscriber = {
    name: 'notifications',
    async handle(d) {
      let tenant: Promise<Tenant | undefined> | undefined;
      const tenantOf = () => (tenant ??= findTenantById(d.executor, d.tenantId));
      await itemsChanged(d, d.tenantId, tenantOf, d.by, d.events.flatMap(changesOf));
      for (const e of d.events) {
        if (e.type !== 'update.posted' && e.type !== 'account.signedUp' && e.type !== 'account.approved')
          continue;
        const t = await tenantOf();
        if (!t) return;
        if (e.type === 'update.posted')
          await updatePosted(d, t, {
            by: e.author,
            boardId: e.boardId,
            itemId: e.itemId,
            itemName: e.itemName,
            updateId: e.updateId,
            text: richTextToPlain(e.body),
            internal: e.internal,
            mentionedIds: e.mentionedUserIds,
          });
        else if (e.type === 'account.signedUp') await signupPending(d, t, e.account);
        else await accountApproved(d, t, e.account, d.by);
      }
    },
  };

  return { subscriber };
};

export type NotificationTriggers = ReturnType<typeof createNotificationTriggers>;
