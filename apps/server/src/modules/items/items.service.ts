import {
  type GetAllItemsQuery,
  ITEMS_PAGE_SIZE,
  serverMessages,
  validationMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { searchTerm } from '../../db/search';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { activityActorOf } from '../activity';
import type { ChangePipeline } from '../changes';
import type { FilesService } from '../files';
import type { MultipartBody } from '../../plugins/multipart';
import { type Actor, canOnColumn, itemNotFound, itemScope } from '../policy';
import { listGroups } from '../boards';
import type { ItemsBulkService } from './items.bulk';
import type { BoardsService } from '../boards';
import { START_KEY, createCursorCodec } from './items.cursor';
import { type ColumnChange, type WriteMode, decodeColumnChanges, fileFieldCheck } from './items.input';
import { type FileUrl, itemResponseJson, itemsPageJson } from './items.presenter';
import { changedFields, parseStoredValues } from './items.render';
import { type BoardColumn } from '../boards';
import {
  countInScope,
  findItemView,
  type ItemView,
  insertItemPeople,
  insertItems,
  lockItemInScope,
  readPage,
  replaceItemPeople,
  reservePositions,
  writeItem,
} from './items.repository';
import { searchPage } from './search.repository';
import {
  applyNewLabels,
  assertRequiredFilled,
  itemPeopleRows,
  mergeChanges,
  renderWithPeople,
} from './items.write';
import { findPeopleNames } from '../people';

/** Reads a multipart body, storing files the check accepts (the route binds it to the request). */
export type BodyReader = (acceptFile: (field: string) => boolean) => Promise<MultipartBody>;

export const createItemsService = (
  ctx: AppContext,
  deps: { boards: BoardsService; files: FilesService; bulk: ItemsBulkService; changes: ChangePipeline },
) => {
  const { db } = ctx;
  const cursors = createCursorCodec(ctx.signingSecret);
  /**
   * Signs the URLs of the files in item responses. Only rows the actor's scope returned reach a response,
   * and their stored renderings hold only visible columns, so a URL is minted only for a file the actor
   * may see (docs/decisions.md, "Authorization").
   */
  const fileUrlFor =
    (tenantId: string): FileUrl =>
    (fileId, name) =>
      deps.files.url(tenantId, fileId, name);

  const knownPeople = (tenantId: string) => async (ids: string[]) =>
    new Set((await findPeopleNames(db.kysely, tenantId, ids)).keys());

  /** Reads and validates a write's body; stored files are removed again if anything fails. */
  const readChanges = async (
    actor: Actor,
    columns: BoardColumn[],
    mode: WriteMode,
    readBody: BodyReader,
  ): Promise<{ changes: ColumnChange[]; body: MultipartBody }> => {
    const target = { actor, columns: new Map(columns.map((c) => [c.id, c])), mode };
    const body = await readBody(fileFieldCheck(target));
    try {
      const changes = await decodeColumnChanges(body, {
        ...target,
        knownPeople: knownPeople(actor.tenant.id),
      });
      return { changes, body };
    } catch (error) {
      await discardFiles(actor.tenant.id, body);
      throw error;
    }
  };

  const discardFiles = (tenantId: string, body: MultipartBody) =>
    Promise.all(body.files.map((f) => deps.files.discard(tenantId, f.file.id)));

  return {
    ...deps.bulk,

    /** GET /api/boards/getAllItems: one page in board order, of the items the actor may see. */
    async list(actor: Actor, query: GetAllItemsQuery & { filterByEmail?: boolean }): Promise<string> {
      const board = await deps.boards.requireBoard(actor, query.boardId);
      const scope = itemScope(actor, board, { assignedToMe: query.filterByEmail === true });
      const term = searchTerm(query.compareValue ?? query.searchQuery ?? '');
      const cursorScope = {
        tenantId: actor.tenant.id,
        boardId: board.id,
        userId: actor.user.id,
        assignedToMe: scope.kind !== 'all',
        term: term.text,
      };
      const state = query.cursor ? cursors.decode(query.cursor, cursorScope) : null;
      const page = { cursor: null as string | null, total: 0, boardName: board.name };
      const fileUrl = fileUrlFor(actor.tenant.id);
      // A scope that sees nothing (a restricted user who is nobody in the directory) needs no query.
      if (scope.kind === 'none') return itemsPageJson([], page, fileUrl);

      // The total is the board's (or the user's share of it) without the search: counting matches of a
      // substring would scan the board (docs/decisions.md).
      page.total =
        state?.total ??
        (scope.kind === 'all'
          ? board.item_count
          : await countInScope(db.kysely, actor.tenant.id, board.id, scope));
      const q = {
        tenantId: actor.tenant.id,
        boardId: board.id,
        scope,
        after: state?.key ?? START_KEY,
        limit: ITEMS_PAGE_SIZE + 1,
      };
      const found = term.text
        ? await searchPage(db.kysely, q, term, state?.mode)
        : { rows: await readPage(db.kysely, q) };
      const rows = found.rows.slice(0, ITEMS_PAGE_SIZE);
      const last = rows[rows.length - 1];
      if (found.rows.length > ITEMS_PAGE_SIZE && last) {
        const key = { gpos: Number(last.gpos), pos: Number(last.pos) };
        page.cursor = cursors.encode(
          { key, total: page.total, ...('mode' in found && { mode: found.mode }) },
          cursorScope,
        );
      }
      return itemsPageJson(rows, page, fileUrl);
    },

    /** GET /api/boards/getItemDetails/:itemId?boardId=: 404 for an item outside the actor's scope. */
    async details(actor: Actor, itemId: string, boardId: string): Promise<string> {
      const board = await deps.boards.requireBoard(actor, boardId);
      const row = await findItemView(db.kysely, actor.tenant.id, boardId, itemId, itemScope(actor, board));
      if (!row) throw itemNotFound();
      return itemResponseJson(row, fileUrlFor(actor.tenant.id));
    },

    /** POST /api/boards/updateItem/:itemId?boardId= (multipart). */
    async update(actor: Actor, itemId: string, boardId: string, readBody: BodyReader): Promise<string> {
      const tenantId = actor.tenant.id;
      const board = await deps.boards.requireBoard(actor, boardId);
      // An item is changed only by whom it is shown to (the same scope as the list and details).
      const scope = itemScope(actor, board);
      // Known before the body is read, so no upload is stored for an item that is not there for the actor.
      if (!(await findItemView(db.kysely, tenantId, boardId, itemId, scope))) throw itemNotFound();
      const columns = await deps.boards.allColumns(tenantId, boardId);
      const { changes, body } = await readChanges(actor, columns, 'update', readBody);
      let row: ItemView;
      try {
        if (changes.length === 0) throw badRequest(validationMessages.noColumnValueChanged);
        row = await db.kysely.transaction().execute(async (trx) => {
          const item = await lockItemInScope(trx, tenantId, boardId, itemId, scope);
          if (!item) throw itemNotFound();
          const merged = mergeChanges(item.name, parseStoredValues(item.values_json), changes);
          if (!merged.changed) throw badRequest(validationMessages.noColumnValueChanged);
          assertRequiredFilled(columns, merged.name, merged.values);
          const current = await applyNewLabels(trx, tenantId, columns, changes);
          const rendered = await renderWithPeople(trx, tenantId, current, merged.name, merged.values);
          const written = await writeItem(trx, tenantId, boardId, itemId, {
            name: merged.name,
            values_json: JSON.stringify(merged.values),
            view_json: rendered.viewJson,
            staff_json: rendered.staffJson,
            search_text: rendered.searchText,
            has_files: rendered.hasFiles ? 1 : 0,
            sortKeys: rendered.sortKeys,
          });
          // The people the item assigns, whichever column type refers to them (the registry's refs).
          const at = { tenant_id: tenantId, board_id: boardId, id: itemId, gpos: +item.gpos, pos: +item.pos };
          const assignedBefore = await replaceItemPeople(
            trx,
            tenantId,
            itemId,
            itemPeopleRows(at, rendered.personIds),
          );
          if (!written) throw itemNotFound();
          // What changed commits with it (the change pipeline: the record, notifications, live events).
          const before = { name: item.name, values: parseStoredValues(item.values_json) };
          const fields = await changedFields(current, before, merged, (ids) =>
            findPeopleNames(trx, tenantId, ids),
          );
          await deps.changes.emit(trx, {
            tenantId,
            by: activityActorOf(actor),
            events: [
              {
                type: 'item.changed',
                boardId,
                itemId,
                assignedBefore,
                changes: fields.map((f) => ({
                  subject: 'item',
                  action: 'updated',
                  subjectId: itemId,
                  subjectName: merged.name,
                  board: { id: boardId, name: board.name },
                  ...f,
                })),
              },
            ],
          });
          return written;
        });
      } catch (error) {
        await discardFiles(tenantId, body);
        throw error;
      }
      // The item as written, even when the write took it out of the actor's scope (they unassigned
      // themselves): they saw it when they wrote it; later calls follow the scope.
      return itemResponseJson(row, fileUrlFor(tenantId), serverMessages.itemUpdated);
    },

    /**
     * POST /api/boards/create-new-item/:boardId/:groupId?itemName= (multipart). The response shows the item
     * as written — all of it the actor's own input — even when their scope will not show it afterwards
     * (a restricted client who did not assign themselves; docs/decisions.md, "Authorization").
     */
    async create(actor: Actor, boardId: string, groupId: string, itemName: string, readBody: BodyReader) {
      const tenantId = actor.tenant.id;
      const board = await deps.boards.requireBoard(actor, boardId, 'createItem');
      const group = (await listGroups(db.kysely, tenantId, boardId)).find((g) => g.id === groupId);
      if (!group) throw notFound(serverMessages.groupNotFound);
      const columns = await deps.boards.allColumns(tenantId, boardId);
      const { changes, body } = await readChanges(actor, columns, 'create', readBody);
      const id = newId();
      let row: ItemView;
      try {
        const writable = columns.some((c) => canOnColumn(actor, 'write', c) && c.type !== 'name');
        // Staff in the console's staff board may add an item by its name alone (and fill it in place).
        const nameOnly = actor.kind === 'staff' && actor.console === true;
        if (writable && !nameOnly && !changes.some((c) => c.filled))
          throw badRequest(validationMessages.noColumnValuesProvided);
        const merged = mergeChanges(itemName, {}, changes);
        assertRequiredFilled(columns, merged.name, merged.values);
        row = await db.kysely.transaction().execute(async (trx) => {
          const pos = await reservePositions(trx, tenantId, boardId, 1);
          const current = await applyNewLabels(trx, tenantId, columns, changes);
          const rendered = await renderWithPeople(trx, tenantId, current, merged.name, merged.values);
          const now = nowIso();
          const item = {
            tenant_id: tenantId,
            id,
            board_id: boardId,
            group_id: groupId,
            gpos: group.position,
            pos,
          };
          const content = {
            name: merged.name,
            view_json: rendered.viewJson,
            has_files: rendered.hasFiles ? (1 as const) : (0 as const),
          };
          await insertItems(trx, [
            {
              ...item,
              ...content,
              values_json: JSON.stringify(merged.values),
              staff_json: rendered.staffJson,
              search_text: rendered.searchText,
              created_by: actor.user.id,
              created_at: now,
              updated_at: now,
              sortKeys: rendered.sortKeys,
            },
          ]);
          await insertItemPeople(trx, itemPeopleRows(item, rendered.personIds));
          await deps.changes.emit(trx, {
            tenantId,
            by: activityActorOf(actor),
            events: [
              {
                type: 'item.created',
                boardId,
                itemId: id,
                groupId,
                changes: [
                  {
                    subject: 'item',
                    action: 'created',
                    subjectId: id,
                    subjectName: merged.name,
                    board: { id: boardId, name: board.name },
                    field: 'Group',
                    newValue: group.title,
                  },
                ],
              },
            ],
          });
          return { ...item, ...content, group_title: group.title };
        });
      } catch (error) {
        await discardFiles(tenantId, body);
        throw error;
      }
      return itemResponseJson(row, fileUrlFor(tenantId), serverMessages.itemAdded);
    },
  };
};

export type ItemsService = ReturnType<typeof createItemsService>;
