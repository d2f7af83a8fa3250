import {
  type GetAllItemsQuery,
  ITEMS_PAGE_SIZE,
  PLANS_ALLOWED_TO_ADD_LABELS,
  serverMessages,
  validationMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { searchTerm } from '../../db/search';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { AuthContext } from '../auth/auth.service';
import type { FilesService } from '../files/files.service';
import type { MultipartBody } from '../../plugins/multipart';
import type { TenantRow } from '../tenants/tenants.repository';
import { type AccessibleBoard, listGroups } from './boards.repository';
import { createItemsBulkService } from './items.bulk';
import { type BoardsService, canCreateItems } from './boards.service';
import { START_KEY, createCursorCodec } from './items.cursor';
import { type ColumnChange, type WriteMode, decodeColumnChanges, fileFieldCheck } from './items.input';
import { type FileUrl, itemResponseJson, itemsPageJson } from './items.presenter';
import { type BoardColumn, parseStoredValues } from './items.render';
import {
  countAssigned,
  findItemView,
  type ItemView,
  insertItemPeople,
  insertItems,
  lockItem,
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
import { findPeopleNames } from './people.repository';

/** Reads a multipart body, storing files the check accepts (the route binds it to the request). */
export type BodyReader = (acceptFile: (field: string) => boolean) => Promise<MultipartBody>;

/** §6: the user sees only items assigned to them when their (or the tenant's) flag says so. */
const filtersByEmail = (auth: AuthContext) =>
  (auth.user.filter_items_by_email ?? auth.tenant.filter_items_by_email) === 1;

/** §6: new labels need allowNewValueCreation and a plan that allows them. */
const allowsNewValues = (tenant: TenantRow) =>
  tenant.allow_new_value_creation === 1 && PLANS_ALLOWED_TO_ADD_LABELS.includes(tenant.subscription_plan);

export const createItemsService = (ctx: AppContext, deps: { boards: BoardsService; files: FilesService }) => {
  const { db } = ctx;
  const cursors = createCursorCodec(ctx.signingSecret);
  const fileUrlFor =
    (tenantId: string): FileUrl =>
    (fileId, name) =>
      deps.files.url(tenantId, fileId, name);

  const knownPeople = (tenantId: string) => async (ids: string[]) =>
    new Set((await findPeopleNames(db.kysely, tenantId, ids)).keys());

  /** Reads and validates a write's body; stored files are removed again if anything fails. */
  const readChanges = async (
    auth: AuthContext,
    columns: BoardColumn[],
    mode: WriteMode,
    readBody: BodyReader,
  ): Promise<{ changes: ColumnChange[]; body: MultipartBody }> => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    const body = await readBody(fileFieldCheck(byId, mode));
    try {
      const changes = await decodeColumnChanges(body, {
        columns: byId,
        mode,
        allowNewValues: allowsNewValues(auth.tenant),
        knownPeople: knownPeople(auth.tenant.id),
      });
      return { changes, body };
    } catch (error) {
      await discardFiles(auth.tenant.id, body);
      throw error;
    }
  };

  const discardFiles = (tenantId: string, body: MultipartBody) =>
    Promise.all(body.files.map((f) => deps.files.discard(tenantId, f.file.id)));

  return {
    ...createItemsBulkService(ctx),

    /** GET /api/boards/getAllItems: one page in board order, as response JSON. */
    async list(auth: AuthContext, query: GetAllItemsQuery & { filterByEmail?: boolean }): Promise<string> {
      const board = await deps.boards.requireBoard(auth, query.boardId);
      const assignedToMe = filtersByEmail(auth) || query.filterByEmail === true;
      const term = searchTerm(query.compareValue ?? query.searchQuery ?? '');
      const scope = {
        tenantId: auth.tenant.id,
        boardId: board.id,
        userId: auth.user.id,
        assignedToMe,
        term: term.text,
      };
      const state = query.cursor ? cursors.decode(query.cursor, scope) : null;
      const page = { cursor: null as string | null, total: 0, boardName: board.name };
      const fileUrl = fileUrlFor(auth.tenant.id);
      // A user who is nobody in the people directory has nothing assigned.
      if (assignedToMe && board.person_id === null) return itemsPageJson([], page, fileUrl);

      const personId = assignedToMe ? board.person_id : null;
      // The total is the board's (or the user's share of it) without the search: counting matches of a
      // substring would scan the board (docs/decisions.md).
      page.total =
        state?.total ??
        (personId ? await countAssigned(db.kysely, auth.tenant.id, board.id, personId) : board.item_count);
      const q = {
        tenantId: auth.tenant.id,
        boardId: board.id,
        personId,
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
          scope,
        );
      }
      return itemsPageJson(rows, page, fileUrl);
    },

    /** GET /api/boards/getItemDetails/:itemId?boardId= */
    async details(auth: AuthContext, itemId: string, boardId: string): Promise<string> {
      await deps.boards.requireBoard(auth, boardId);
      const row = await findItemView(db.kysely, auth.tenant.id, boardId, itemId);
      if (!row) throw notFound(serverMessages.itemNotFound);
      return itemResponseJson(row, fileUrlFor(auth.tenant.id));
    },

    /** POST /api/boards/updateItem/:itemId?boardId= (multipart). */
    async update(auth: AuthContext, itemId: string, boardId: string, readBody: BodyReader): Promise<string> {
      const tenantId = auth.tenant.id;
      await deps.boards.requireBoard(auth, boardId);
      // Known before the body is read, so no upload is stored for an item that is not there.
      if (!(await findItemView(db.kysely, tenantId, boardId, itemId)))
        throw notFound(serverMessages.itemNotFound);
      const columns = await deps.boards.allColumns(tenantId, boardId);
      const { changes, body } = await readChanges(auth, columns, 'update', readBody);
      let row: ItemView;
      try {
        if (changes.length === 0) throw badRequest(validationMessages.noColumnValueChanged);
        row = await db.kysely.transaction().execute(async (trx) => {
          const item = await lockItem(trx, tenantId, boardId, itemId);
          if (!item) throw notFound(serverMessages.itemNotFound);
          const merged = mergeChanges(item.name, parseStoredValues(item.values_json), changes);
          if (!merged.changed) throw badRequest(validationMessages.noColumnValueChanged);
          assertRequiredFilled(columns, merged.name, merged.values);
          const current = await applyNewLabels(trx, tenantId, columns, changes);
          const rendered = await renderWithPeople(trx, tenantId, current, merged.name, merged.values);
          const written = await writeItem(trx, tenantId, itemId, {
            name: merged.name,
            values_json: JSON.stringify(merged.values),
            view_json: rendered.viewJson,
            search_text: rendered.searchText,
            has_files: rendered.hasFiles ? 1 : 0,
          });
          if (changes.some((c) => c.column.type === 'people')) {
            const at = {
              tenant_id: tenantId,
              board_id: boardId,
              id: itemId,
              gpos: Number(item.gpos),
              pos: Number(item.pos),
            };
            await replaceItemPeople(trx, tenantId, itemId, itemPeopleRows(at, rendered.personIds));
          }
          if (!written) throw notFound(serverMessages.itemNotFound);
          return written;
        });
      } catch (error) {
        await discardFiles(tenantId, body);
        throw error;
      }
      return itemResponseJson(row, fileUrlFor(tenantId), serverMessages.itemUpdated);
    },

    /** POST /api/boards/create-new-item/:boardId/:groupId?itemName= (multipart). */
    async create(
      auth: AuthContext,
      boardId: string,
      groupId: string,
      itemName: string,
      readBody: BodyReader,
    ) {
      const tenantId = auth.tenant.id;
      const board = await deps.boards.requireBoard(auth, boardId);
      if (!canCreateItems(auth.tenant, board)) throw forbidden(serverMessages.createNotAllowed);
      const group = (await listGroups(db.kysely, tenantId, boardId)).find((g) => g.id === groupId);
      if (!group) throw notFound(serverMessages.groupNotFound);
      const columns = await deps.boards.allColumns(tenantId, boardId);
      const { changes, body } = await readChanges(auth, columns, 'create', readBody);
      const id = newId();
      try {
        const writable = columns.some((c) => c.isVisible && c.isEditable && c.type !== 'name');
        if (writable && !changes.some((c) => c.filled))
          throw badRequest(validationMessages.noColumnValuesProvided);
        const merged = mergeChanges(itemName, {}, changes);
        assertRequiredFilled(columns, merged.name, merged.values);
        await db.kysely.transaction().execute(async (trx) => {
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
          await insertItems(trx, [
            {
              ...item,
              name: merged.name,
              values_json: JSON.stringify(merged.values),
              view_json: rendered.viewJson,
              search_text: rendered.searchText,
              has_files: rendered.hasFiles ? 1 : 0,
              created_by: auth.user.id,
              created_at: now,
              updated_at: now,
            },
          ]);
          await insertItemPeople(trx, itemPeopleRows(item, rendered.personIds));
        });
      } catch (error) {
        await discardFiles(tenantId, body);
        throw error;
      }
      const row = await findItemView(db.kysely, tenantId, boardId, id);
      if (!row) throw notFound(serverMessages.itemNotFound);
      return itemResponseJson(row, fileUrlFor(tenantId), serverMessages.itemAdded);
    },
  };
};

export type ItemsService = ReturnType<typeof createItemsService>;
export type { AccessibleBoard };
