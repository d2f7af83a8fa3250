import {
  type BulkItemsRequest,
  type ConsoleItemsQuery,
  consoleItemMessages,
  labelsOf,
  serverMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { activityActorOf } from '../activity';
import type { Change, ChangePipeline } from '../changes';
import { type BoardColumn, type BoardsService, listGroups, toBoardColumns } from '../boards';
import { listColumns } from '../boards';
import type { FilesService } from '../files';
import { findPeopleNames } from '../people';
import { type StaffActor, consoleView } from '../policy';
import { insertItemBatch } from './items.bulk';
import { rewriteItems } from './items.rewrite';
import type { ItemsBulkService } from './items.bulk';
import {
  type ConsoleRow,
  countConsolePage,
  deleteItemRows,
  moveItemRows,
  readConsolePage,
  readItemsForUpdate,
} from './items-console.repository';
import { consoleSortOf } from './items-console.sort';
import {
  fileUrlsIn,
  hasFilePlaceholder,
  parseStoredValues,
  referencedPeople,
  renderStaffView,
} from './items.render';
import type { BodyReader, ItemsService } from './items.service';

const PAGE = 100;
const str = JSON.stringify;

/**
 * The console's staff board: every item with every column (hidden ones included, as every write stores them
 * in items.staff_json), sorted by any column on the server, written through the portal's own item service
 * with the staff member's console view, and bulk actions that each run in one transaction.
 */
export const createItemsConsoleService = (
  ctx: AppContext,
  deps: {
    boards: BoardsService;
    items: ItemsService;
    bulk: ItemsBulkService;
    files: FilesService;
    changes: ChangePipeline;
  },
) => {
  const { db } = ctx;

  /** The board (any board of the tenant the console may work on) and all its columns, shown to staff. */
  const boardOf = async (actor: StaffActor, boardId: string) => {
    const board = await deps.boards.requireBoard(consoleView(actor), boardId);
    const columns = toBoardColumns(await listColumns(db.kysely, actor.tenant.id, board.id)).map(
      (c): BoardColumn => ({ ...c, isVisible: true }),
    );
    return { board, columns };
  };

  /**
   * The rows' JSON for a page: their stored staff renderings (file URLs signed for this request), and rows
   * stored before there were any (staff_json '') rendered here, with every column.
   */
  const present = async (tenantId: string, rows: ConsoleRow[], columns: BoardColumn[]): Promise<string[]> => {
    const unrendered = rows.filter((r) => r.staff_json === '');
    const renderedNow = new Map<string, string>();
    if (unrendered.length > 0) {
      const parsed = unrendered.map((r) => ({ row: r, values: parseStoredValues(r.values_json) }));
      const ids = [...new Set(parsed.flatMap((p) => referencedPeople(p.values, columns)))];
      const names = await findPeopleNames(db.kysely, tenantId, ids);
      const personName = (id: string) => names.get(id);
      for (const { row, values } of parsed)
        renderedNow.set(row.id, renderStaffView(row.name, values, { columns, personName }));
    }
    const fileUrl = (fileId: string, name: string) => deps.files.url(tenantId, fileId, name);
    return rows.map((row) => {
      const stored = row.staff_json || (renderedNow.get(row.id) as string);
      const columnValues = hasFilePlaceholder(stored) ? fileUrlsIn(stored, fileUrl) : stored;
      return `{"id":${str(row.id)},"name":${str(row.name)},"group":{"id":${str(row.group_id)},"title":${str(
        row.group_title,
      )}},"column_values":${columnValues},"createdAt":${str(row.created_at)},"updatedAt":${str(row.updated_at)}}`;
    });
  };

  const oneJson = async (actor: StaffActor, boardId: string, itemId: string, message: string) => {
    const { board, columns } = await boardOf(actor, boardId);
    const rows = await readItemsForUpdate(db.kysely, actor.tenant.id, board.id, [itemId]);
    const groups = new Map(
      (await listGroups(db.kysely, actor.tenant.id, board.id)).map((g) => [g.id, g.title]),
    );
    const [json] = await present(
      actor.tenant.id,
      rows.map((r) => ({ ...r, group_title: groups.get(r.group_id) ?? '' })),
      columns,
    );
    if (!json) throw notFound(serverMessages.itemNotFound);
    return `{"success":true,"message":${str(message)},"data":${json}}`;
  };

  return {
    /** GET /api/console/boards/:boardId/items, as the response's JSON. */
    async list(actor: StaffActor, boardId: string, query: ConsoleItemsQuery): Promise<string> {
      const { board, columns } = await boardOf(actor, boardId);
      const q = {
        tenantId: actor.tenant.id,
        boardId: board.id,
        offset: Number(query.offset ?? 0),
        limit: Number(query.limit ?? PAGE),
        search: query.search,
        groupId: query.groupId,
        sort: consoleSortOf(query, columns),
      };
      const narrowed = Boolean(query.search?.trim()) || query.groupId !== undefined;
      const [rows, total] = await Promise.all([
        readConsolePage(db.kysely, narrowed ? q : { ...q, total: Number(board.item_count) }),
        narrowed ? countConsolePage(db.kysely, q) : Promise.resolve(Number(board.item_count)),
      ]);
      const items = await present(actor.tenant.id, rows, columns);
      return `{"success":true,"data":{"items":[${items.join(',')}],"total":${total},"offset":${q.offset}}}`;
    },

    async update(actor: StaffActor, boardId: string, itemId: string, readBody: BodyReader) {
      await deps.items.update(consoleView(actor), itemId, boardId, readBody);
      return oneJson(actor, boardId, itemId, serverMessages.itemUpdated);
    },

    async create(
      actor: StaffActor,
      boardId: string,
      groupId: string,
      itemName: string,
      readBody: BodyReader,
    ) {
      const written = JSON.parse(
        await deps.items.create(consoleView(actor), boardId, groupId, itemName, readBody),
      ) as { data: { id: string } };
      return oneJson(actor, boardId, written.data.id, serverMessages.itemAdded);
    },

    /** One action on several items: all of them or, when any is gone or anything fails, none. */
    async bulk(actor: StaffActor, boardId: string, request: BulkItemsRequest) {
      const { board, columns } = await boardOf(actor, boardId);
      const tenantId = actor.tenant.id;
      const ids = [...new Set(request.itemIds)];
      const groups = await listGroups(db.kysely, tenantId, board.id);
      const by = activityActorOf(actor);
      const entry = (
        row: { id: string; name: string },
        change: Omit<Change, 'subject' | 'subjectId' | 'subjectName' | 'board'>,
      ): Change => ({
        subject: 'item',
        subjectId: row.id,
        subjectName: row.name,
        board: { id: board.id, name: board.name },
        ...change,
      });
      const target = request.action === 'move' ? groups.find((g) => g.id === request.groupId) : undefined;
      if (request.action === 'move' && !target) throw notFound(serverMessages.groupNotFound);
      let status: BoardColumn | undefined;
      /** The label a setStatus sets, spelled as the column spells it (null clears it). */
      let label: string | null = null;
      if (request.action === 'setStatus') {
        const wanted = request.label;
        status = columns.find((c) => c.id === request.columnId);
        if (!status) throw notFound(serverMessages.columnNotFound);
        if (status.type !== 'status' && status.type !== 'priority')
          throw badRequest(consoleItemMessages.notAStatus);
        const known = labelsOf(status.settings).find(
          (l) => l.name.toLowerCase() === wanted?.trim().toLowerCase(),
        );
        if (wanted !== null && !known)
          throw badRequest(consoleItemMessages.unknownLabel(wanted, status.title));
        label = known?.name ?? null;
      }
      const groupTitle = new Map(groups.map((g) => [g.id, g.title]));
      const touched = await db.kysely.transaction().execute(async (trx) => {
        const rows = await readItemsForUpdate(trx, tenantId, board.id, ids);
        if (rows.length !== ids.length)
          throw conflict(consoleItemMessages.itemsMissing(ids.length - rows.length));
        // One event for the action (the record's lines of every item, one live board.changed).
        const emit = (changes: Change[]) =>
          deps.changes.emit(trx, {
            tenantId,
            by,
            events: [{ type: 'items.changed', boardId: board.id, changes }],
          });
        switch (request.action) {
          case 'move': {
            const to = target as (typeof groups)[number];
            const moving = rows.filter((r) => r.group_id !== to.id);
            await moveItemRows(
              trx,
              tenantId,
              moving.map((r) => r.id),
              { id: to.id, position: Number(to.position) },
              nowIso(),
            );
            await emit(
              moving.map((r) =>
                entry(r, {
                  action: 'updated',
                  field: 'Group',
                  oldValue: groupTitle.get(r.group_id) ?? null,
                  newValue: to.title,
                }),
              ),
            );
            return rows.map((r) => r.id);
          }
          case 'duplicate': {
            // Stored columns (hidden ones too): the copies render as the board renders them.
            const stored = toBoardColumns(await listColumns(trx, tenantId, board.id));
            const copies = rows.map((r) => ({
              groupId: r.group_id,
              name: `${r.name} (copy)`.slice(0, 255),
              values: parseStoredValues(r.values_json),
              createdBy: actor.user.id,
            }));
            const created = await insertItemBatch(
              trx,
              tenantId,
              board.id,
              { columns: stored, groups: new Map(groups.map((g) => [g.id, g])) },
              copies,
            );
            await emit(
              created.map((id, i) =>
                entry(
                  { id, name: copies[i]?.name ?? '' },
                  { action: 'created', field: 'Duplicate of', newValue: rows[i]?.name ?? null },
                ),
              ),
            );
            return created;
          }
          case 'delete':
            await deleteItemRows(trx, tenantId, board.id, ids);
            await emit(
              rows.map((r) =>
                entry(r, { action: 'deleted', field: 'Group', oldValue: groupTitle.get(r.group_id) ?? null }),
              ),
            );
            return rows.map((r) => r.id);
          case 'setStatus': {
            const column = status as BoardColumn;
            const changes: Change[] = [];
            // The board's stored columns (rewriteItems reads them): renderings keep hidden ones out.
            await rewriteItems(trx, tenantId, board.id, ids, (values, { item }) => {
              const before = (values[column.id] as { label?: string } | undefined)?.label ?? null;
              if (before === label) return null;
              const next = { ...values };
              if (label === null) delete next[column.id];
              else next[column.id] = { label };
              changes.push(
                entry(item, {
                  action: 'updated',
                  field: column.title,
                  columnId: column.id,
                  oldValue: before,
                  newValue: label,
                }),
              );
              return next;
            });
            await emit(changes);
            return rows.map((r) => r.id);
          }
        }
      });
      await deps.bulk.flushSearch();
      const n = touched.length;
      const message =
        request.action === 'move'
          ? consoleItemMessages.moved(n)
          : request.action === 'duplicate'
            ? consoleItemMessages.duplicated(n)
            : request.action === 'delete'
              ? consoleItemMessages.deleted(n)
              : consoleItemMessages.statusSet(n);
      return { itemIds: touched, message };
    },
  };
};

export type ItemsConsoleService = ReturnType<typeof createItemsConsoleService>;
