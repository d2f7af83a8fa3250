import { isStaffRole, mentionedUserIds, updateMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import type { MultipartBody } from '../../plugins/multipart';
import type { BoardsService } from '../boards';
import { type Actor, itemNotFound, itemReaders, itemScope } from '../policy';
import { mentionNames } from './updates.input';
import { isStaffActor } from './updates.present';
import { findItemInScope, findUpdate } from './updates.repository';

/** Reads the multipart body of a new update, storing its files (the route binds it to the request). */
export type UpdateBodyReader = () => Promise<MultipartBody>;

export const MENTIONABLE_LIMIT = 20;

export const cursorOf = (row: { created_at: string; id: string }) =>
  Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
export const readCursor = (cursor: string): { at: string; id: string } => {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at)))
    throw badRequest('This page link is invalid. Please reload.');
  return { at, id };
};

/** Who may reach an item's thread and its updates, and whom an update may mention (the item policy). */
export const createUpdateAccess = (ctx: AppContext, boards: BoardsService) => {
  const { db } = ctx;

  /** The board and item if the actor may open the item (404 otherwise, as the items' calls answer). */
  const requireItem = async (actor: Actor, boardId: string, itemId: string) => {
    const board = await boards.requireBoard(actor, boardId);
    const item = await findItemInScope(db.kysely, actor.tenant.id, boardId, itemId, itemScope(actor, board));
    if (!item) throw itemNotFound();
    return { board: { id: board.id, name: board.name }, item };
  };

  /** An update of the item the actor may see: internal notes are not there for a client. */
  const requireUpdate = async (actor: Actor, itemId: string, updateId: string) => {
    const row = await findUpdate(db.kysely, actor.tenant.id, itemId, updateId);
    if (!row || (row.internal === 1 && !isStaffActor(actor))) throw notFound(updateMessages.notFound);
    return row;
  };

  /**
   * Every mentioned account must be able to see the item, and for an internal note be staff. A client who
   * sees the item is told apart from one who does not: what they cannot see is the note, not the item.
   */
  const checkMentions = async (
    actor: Actor,
    target: { boardId: string; itemId: string },
    body: string,
    internal: boolean,
  ) => {
    const ids = mentionedUserIds(body);
    const found = await itemReaders(db.kysely, actor.tenant.id, actor.tenant, target, {
      ids,
      limit: ids.length,
    });
    const seeing = new Map(found.map((p) => [p.id, p]));
    const names = mentionNames(body);
    for (const id of ids) {
      const person = seeing.get(id);
      const name = names.get(id) ?? person?.name ?? id;
      if (!person) throw badRequest(updateMessages.cannotMention(name));
      if (internal && !isStaffRole(person.role)) throw badRequest(updateMessages.cannotMentionInNote(name));
    }
    return ids;
  };

  return { requireItem, requireUpdate, checkMentions };
};
