import {
  type ItemThreadEntry,
  type ItemUpdate,
  type UpdateAuthor,
  UPDATES_PAGE_SIZE,
  updateMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { activityActorOf } from '../activity';
import type { BoardsService, Executor } from '../boards';
import type { Change, ChangeEvent, ChangePipeline } from '../changes';
import type { FilesService } from '../files';
import { type Actor, itemReaders } from '../policy';
import {
  MENTIONABLE_LIMIT,
  type UpdateBodyReader,
  createUpdateAccess,
  cursorOf,
  readCursor,
} from './updates.access';
import { activityText, isBlank, readCreateFields } from './updates.input';
import { isStaffActor, personOf, presentThread, presentUpdate } from './updates.present';
import {
  countTopLevel,
  findUpdate,
  insertUpdate,
  listAttachments,
  listReplies,
  listTopLevel,
  markDeleted,
  replaceMentions,
  setBody,
} from './updates.repository';

export const createUpdatesService = (
  ctx: AppContext,
  deps: { boards: BoardsService; files: FilesService; changes: ChangePipeline },
) => {
  const { db } = ctx;
  const fileUrl = (tenantId: string) => (fileId: string, name: string) =>
    deps.files.url(tenantId, fileId, name);

  const { requireItem, requireUpdate, checkMentions } = createUpdateAccess(ctx, deps.boards);

  /** What the activity record keeps of a change of the thread: a line about the item. */
  const line = (target: Awaited<ReturnType<typeof requireItem>>, change: Partial<Change>): Change => ({
    subject: 'item',
    action: 'commented',
    subjectId: target.item.id,
    subjectName: target.item.name,
    board: target.board,
    ...change,
  });

  /** Emits a change of the thread in its transaction (the record, notifications, live events). */
  const emit = (trx: Executor, actor: Actor, event: ChangeEvent) =>
    deps.changes.emit(trx, { tenantId: actor.tenant.id, by: activityActorOf(actor), events: [event] });

  /** An edited or deleted update: open threads refresh; an internal note's change reaches staff only. */
  const changed = (
    trx: Executor,
    actor: Actor,
    row: { id: string; board_id: string; item_id: string; internal: number },
    change: Change,
  ) =>
    emit(trx, actor, {
      type: 'update.changed',
      boardId: row.board_id,
      itemId: row.item_id,
      updateId: row.id,
      internal: row.internal === 1,
      changes: [change],
    });

  const present = async (actor: Actor, updateId: string, itemId: string) => {
    const row = await findUpdate(db.kysely, actor.tenant.id, itemId, updateId);
    if (!row) throw notFound(updateMessages.notFound);
    const files = await listAttachments(db.kysely, actor.tenant.id, [row.id]);
    return presentUpdate(row, files, actor, fileUrl(actor.tenant.id));
  };

  return {
    async list(
      actor: Actor,
      boardId: string,
      itemId: string,
      cursor: string | undefined,
    ): Promise<{ updates: ItemThreadEntry[]; cursor: string | null; total: number }> {
      await requireItem(actor, boardId, itemId);
      const tenantId = actor.tenant.id;
      const withInternal = isStaffActor(actor);
      const rows = await listTopLevel(db.kysely, tenantId, {
        itemId,
        withInternal,
        after: cursor ? readCursor(cursor) : undefined,
        limit: UPDATES_PAGE_SIZE + 1,
      });
      const top = rows.slice(0, UPDATES_PAGE_SIZE);
      const replies = await listReplies(
        db.kysely,
        tenantId,
        top.map((r) => r.id),
        withInternal,
      );
      const files = await listAttachments(
        db.kysely,
        tenantId,
        [...top, ...replies].map((r) => r.id),
      );
      const last = top[top.length - 1];
      return {
        updates: presentThread(top, replies, files, actor, fileUrl(tenantId)),
        cursor: rows.length > UPDATES_PAGE_SIZE && last ? cursorOf(last) : null,
        total: await countTopLevel(db.kysely, tenantId, itemId, withInternal),
      };
    },

    async create(
      actor: Actor,
      boardId: string,
      itemId: string,
      readBody: UpdateBodyReader,
    ): Promise<ItemUpdate> {
      const tenantId = actor.tenant.id;
      // Known before the body is read, so no file is stored for an item that is not there for the actor.
      const target = await requireItem(actor, boardId, itemId);
      const body = await readBody();
      let update: ItemUpdate;
      let mentions: string[];
      try {
        const fields = readCreateFields(body);
        if (isBlank(fields.body) && body.files.length === 0) throw badRequest(updateMessages.bodyRequired);
        let internal = fields.internal === 'true';
        if (internal && !isStaffActor(actor)) throw forbidden(updateMessages.clientInternal);
        if (fields.parentId) {
          const parent = await requireUpdate(actor, itemId, fields.parentId);
          if (parent.deleted_at !== null) throw notFound(updateMessages.notFound);
          if (parent.parent_id !== null) throw badRequest(updateMessages.replyToReply);
          if (parent.internal === 1) internal = true;
        }
        mentions = await checkMentions(actor, { boardId, itemId }, fields.body, internal);
        const id = newId();
        const internalNote = internal;
        await db.kysely.transaction().execute(async (trx) => {
          await insertUpdate(
            trx,
            {
              tenant_id: tenantId,
              id,
              board_id: boardId,
              item_id: itemId,
              parent_id: fields.parentId ?? null,
              author_id: actor.user.id,
              body: fields.body,
              internal: internal ? 1 : 0,
              created_at: nowIso(),
              edited_at: null,
              deleted_at: null,
            },
            body.files.map((f) => f.file.id),
            mentions,
          );
          await emit(trx, actor, {
            type: 'update.posted',
            boardId,
            itemId,
            itemName: target.item.name,
            updateId: id,
            body: fields.body,
            internal: internalNote,
            mentionedUserIds: mentions,
            author: { id: actor.user.id, name: actor.user.name || actor.user.email },
            changes: [
              line(target, {
                action: 'commented',
                field: internalNote ? 'Internal note' : null,
                newValue: activityText(fields.body) || `${body.files.length} file(s)`,
              }),
            ],
          });
        });
        update = await present(actor, id, itemId);
      } catch (error) {
        await Promise.all(body.files.map((f) => deps.files.discard(tenantId, f.file.id)));
        throw error;
      }
      return update;
    },

    async edit(
      actor: Actor,
      boardId: string,
      itemId: string,
      updateId: string,
      text: string,
    ): Promise<ItemUpdate> {
      const target = await requireItem(actor, boardId, itemId);
      const row = await requireUpdate(actor, itemId, updateId);
      if (row.deleted_at !== null) throw notFound(updateMessages.notFound);
      if (row.author_id !== actor.user.id) throw forbidden(updateMessages.notYours);
      const files = await listAttachments(db.kysely, actor.tenant.id, [row.id]);
      if (isBlank(text) && files.length === 0) throw badRequest(updateMessages.bodyRequired);
      const mentions = await checkMentions(actor, { boardId, itemId }, text, row.internal === 1);
      await db.kysely.transaction().execute(async (trx) => {
        await setBody(trx, actor.tenant.id, row.id, text, nowIso());
        await replaceMentions(trx, actor.tenant.id, row.id, mentions);
        await changed(
          trx,
          actor,
          row,
          line(target, {
            action: 'commentEdited',
            field: row.internal === 1 ? 'Internal note' : null,
            oldValue: activityText(row.body),
            newValue: activityText(text),
          }),
        );
      });
      return present(actor, row.id, itemId);
    },

    async remove(actor: Actor, boardId: string, itemId: string, updateId: string): Promise<void> {
      const target = await requireItem(actor, boardId, itemId);
      const row = await requireUpdate(actor, itemId, updateId);
      if (row.deleted_at !== null) throw notFound(updateMessages.notFound);
      if (row.author_id !== actor.user.id && !isStaffActor(actor))
        throw forbidden(updateMessages.cannotDelete);
      const fileIds = await db.kysely.transaction().execute(async (trx) => {
        const ids = await markDeleted(trx, actor.tenant.id, row.id, nowIso());
        await changed(
          trx,
          actor,
          row,
          line(target, {
            action: 'commentDeleted',
            field: row.internal === 1 ? 'Internal note' : null,
            oldValue: activityText(row.body),
          }),
        );
        return ids;
      });
      // Attachments leave storage with the update (its text is gone too).
      for (const fileId of fileIds) await deps.files.discard(actor.tenant.id, fileId);
    },

    async mentionable(
      actor: Actor,
      boardId: string,
      itemId: string,
      q: string | undefined,
    ): Promise<UpdateAuthor[]> {
      await requireItem(actor, boardId, itemId);
      const rows = await itemReaders(
        db.kysely,
        actor.tenant.id,
        actor.tenant,
        { boardId, itemId },
        { search: q?.trim() || undefined, limit: MENTIONABLE_LIMIT },
      );
      return rows.map((r) => personOf(r, fileUrl(actor.tenant.id)));
    },
  };
};

export type UpdatesService = ReturnType<typeof createUpdatesService>;
