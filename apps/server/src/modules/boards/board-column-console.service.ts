import {
  type AddColumnRequest,
  type ConsoleColumn,
  type UpdateColumnRequest,
  columnDefinition,
  columnMessages,
  serverMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ActivityActor } from '../activity';
import type { Change, ChangePipeline } from '../changes';
import type { BoardItemsRenderer } from './boards.service';
import type { Tenant } from '../../domain/tenant';
import type { BoardAdminService } from './board-admin.service';
import { type LabelPlan, labelsOfColumn, planLabels, relabel } from './board-column-labels';
import {
  columnValueCounts,
  columnValueGroups,
  deleteColumnRow,
  removeColumnValues,
  replaceColumnValue,
  touchBoard,
} from './board-column-console.repository';
import { type BoardColumn, toBoardColumns } from './board-columns';
import {
  type BoardRow,
  type ColumnRow,
  type Executor,
  findBoard,
  listColumns,
  lockColumnSettings,
  updateColumn,
} from './boards.repository';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
type ColumnChange = Omit<Change, 'subject' | 'subjectId' | 'subjectName' | 'board'>;

/**
 * The console's columns (staff). A title or a flag changes the column row and re-renders the board slice by
 * slice (renderings are derived). Deleting a column or renaming a label rewrites stored values, so the
 * column, every stored value and the activity entry change in one transaction, or nothing does; that
 * transaction is a few set-based statements, and the board's renderings follow after it, slice by slice. Removing a label items hold is refused before anything is written (issue 24, defect 3).
 */
export const createColumnConsoleService = (
  ctx: AppContext,
  deps: { admin: BoardAdminService; bulk: BoardItemsRenderer; changes: ChangePipeline },
) => {
  const { db } = ctx;

  const requireBoard = async (tenant: Tenant, boardId: string): Promise<BoardRow> => {
    const board = await findBoard(db.kysely, tenant.id, boardId);
    if (!board) throw notFound(serverMessages.boardNotFound);
    return board;
  };

  const requireColumn = async (tenant: Tenant, boardId: string, columnId: string) => {
    const rows = await listColumns(db.kysely, tenant.id, boardId);
    const row = rows.find((c) => c.id === columnId);
    const column = row && toBoardColumns([row])[0];
    if (!row || !column) throw notFound(serverMessages.columnNotFound);
    return { rows, row, column };
  };

  const present = async (tenant: Tenant, boardId: string): Promise<ConsoleColumn[]> => {
    const rows = await listColumns(db.kysely, tenant.id, boardId);
    const counts = await columnValueCounts(
      db.kysely,
      tenant.id,
      boardId,
      rows.map((r) => r.id),
    );
    const positions = new Map(rows.map((r) => [r.id, Number(r.position)]));
    return toBoardColumns(rows).map((c) => ({
      id: c.id,
      type: c.type,
      title: c.title,
      position: positions.get(c.id) ?? 0,
      visible: c.isVisible,
      editable: c.isEditable,
      required: c.isRequired,
      clientWritable: columnDefinition(c.type).writable,
      labels: labelsOfColumn(c.type, c.settings),
      valueCount: c.type === 'name' ? 0 : (counts.get(c.id) ?? 0),
    }));
  };

  const record = (
    tenant: Tenant,
    by: ActivityActor,
    board: BoardRow,
    changes: ColumnChange[],
    trx = db.kysely,
  ) =>
    deps.changes.emit(trx, {
      tenantId: tenant.id,
      by,
      events: [
        {
          type: 'board.changed',
          boardId: board.id,
          changes: changes.map((c) => ({
            ...c,
            subject: 'board' as const,
            subjectId: board.id,
            subjectName: board.name,
            board: { id: board.id, name: board.name },
          })),
        },
      ],
    });

  /** What a title or flag change says in the record. */
  const flagChanges = (column: BoardColumn, input: UpdateColumnRequest): ColumnChange[] => {
    const out: ColumnChange[] = [];
    const field = (name: string) => `Column "${column.title}" ${name}`;
    if (input.title !== undefined && input.title !== column.title)
      out.push({ action: 'updated', field: 'Column title', oldValue: column.title, newValue: input.title });
    const flags = [
      ['visible to clients', input.visible, column.isVisible],
      ['editable by clients', input.editable, column.isEditable],
      ['required', input.required, column.isRequired],
    ] as const;
    for (const [name, next, was] of flags)
      if (next !== undefined && next !== was)
        out.push({ action: 'updated', field: field(name), oldValue: yesNo(was), newValue: yesNo(next) });
    return out;
  };

  /** A column's distinct stored values (JSON text as the database spells it), parsed, with their counts. */
  const storedValues = async (trx: Executor, tenant: Tenant, boardId: string, column: BoardColumn) => {
    const out: Array<{ text: string; value: unknown; n: number }> = [];
    for (const { value, n } of await columnValueGroups(trx, tenant.id, boardId, column.id)) {
      if (value === null) continue;
      try {
        out.push({ text: value, value: JSON.parse(value), n });
      } catch {
        // not a label value at all: nothing of it is a label
      }
    }
    return out;
  };

  /**
   * The first removed label items still hold, with how many hold it (each stored value counted once per
   * label it names), or null: decided from the column's distinct stored values, counted by the database in
   * one statement that writes nothing, so a refused change answers at once on a board of any size.
   */
  const labelHeld = async (
    trx: Executor,
    tenant: Tenant,
    boardId: string,
    column: BoardColumn,
    plan: LabelPlan,
  ): Promise<{ name: string; count: number } | null> => {
    if (plan.removed.size === 0) return null;
    const held = new Map<string, { name: string; count: number }>();
    for (const { value, n } of await storedValues(trx, tenant, boardId, column))
      relabel(value, plan, (name) => {
        const key = name.trim().toLowerCase();
        const entry = held.get(key) ?? { name, count: 0 };
        held.set(key, { ...entry, count: entry.count + n });
      });
    const order = (labelsOfColumn(column.type, column.settings) ?? []).map((l) =>
      l.name.trim().toLowerCase(),
    );
    const first = order.find((key) => held.has(key));
    return first === undefined ? ([...held.values()][0] ?? null) : (held.get(first) ?? null);
  };

  /**
   * Stores a new list of labels and renames the values of renamed ones, in the caller's transaction. The
   * holders of removed labels are counted again under the column's lock (an item may have taken one since
   * the first count). Each distinct stored value a rename changes is rewritten on all its items by one
   * statement, so the transaction is a handful of statements whatever the board's size.
   */
  const applyLabels = async (
    trx: Executor,
    tenant: Tenant,
    boardId: string,
    column: BoardColumn,
    plan: LabelPlan,
  ) => {
    await lockColumnSettings(trx, tenant.id, column.id);
    const held = await labelHeld(trx, tenant, boardId, column, plan);
    if (held) throw conflict(columnMessages.labelInUse(held.name, held.count));
    await updateColumn(trx, tenant.id, column.id, { settings: JSON.stringify(plan.settings) });
    if (plan.renames.size === 0) return;
    for (const { text, value } of await storedValues(trx, tenant, boardId, column)) {
      const next = relabel(value, plan, () => undefined);
      if (next !== null)
        await replaceColumnValue(trx, tenant.id, boardId, column.id, text, JSON.stringify(next));
    }
  };

  return {
    list: async (tenant: Tenant, boardId: string) =>
      present(tenant, (await requireBoard(tenant, boardId)).id),

    async add(tenant: Tenant, boardId: string, input: AddColumnRequest, by: ActivityActor) {
      const board = await requireBoard(tenant, boardId);
      const def = columnDefinition(input.type);
      // One Name column a board: a board made without one (by an import, say) may get it later.
      if (
        input.type === 'name' &&
        (await listColumns(db.kysely, tenant.id, board.id)).some((c) => c.type === 'name')
      )
        throw conflict(columnMessages.nameColumnTaken);
      const settings =
        input.labels === undefined ? undefined : planLabels(input.type, [], input.labels).settings;
      const column = await deps.admin.addColumn(tenant.id, board.id, {
        type: input.type,
        title: input.title,
        settings,
        visible: input.visible,
        editable: input.editable,
        required: input.required,
      });
      await touchBoard(db.kysely, tenant.id, board.id, nowIso());
      await record(tenant, by, board, [
        { action: 'updated', field: 'Columns', newValue: `Added "${column.title}" (${def.label})` },
      ]);
      return present(tenant, board.id);
    },

    async update(
      tenant: Tenant,
      boardId: string,
      columnId: string,
      input: UpdateColumnRequest,
      by: ActivityActor,
    ) {
      const board = await requireBoard(tenant, boardId);
      const { rows, column } = await requireColumn(tenant, board.id, columnId);
      if (column.type === 'name' && input.visible === false) throw badRequest(columnMessages.nameColumnFixed);
      if (
        input.title !== undefined &&
        rows.some((c) => c.id !== columnId && same(c.title, input.title as string))
      )
        throw conflict(`The board has a column "${input.title}" already.`);
      if (input.editable === true && !columnDefinition(column.type).writable)
        throw badRequest(`Clients cannot edit ${columnDefinition(column.type).label} columns.`);
      const changes = flagChanges(column, input);
      const flags = {
        title: input.title,
        visible: input.visible,
        editable: input.editable,
        required: input.required,
      };
      const anyFlag = Object.values(flags).some((v) => v !== undefined);
      if (input.labels === undefined) {
        if (anyFlag) await deps.admin.updateColumn(tenant.id, board.id, column.id, flags);
        await record(tenant, by, board, changes);
        return present(tenant, board.id);
      }
      const plan = planLabels(column.type, labelsOfColumn(column.type, column.settings) ?? [], input.labels);
      if (plan.before !== plan.after || plan.renames.size > 0)
        changes.push({
          action: 'updated',
          field: `Column "${input.title ?? column.title}" labels`,
          oldValue: plan.before,
          newValue: plan.after,
        });
      // Refused before anything is written or locked: removing a label items hold.
      const held = await labelHeld(db.kysely, tenant, board.id, column, plan);
      if (held) throw conflict(columnMessages.labelInUse(held.name, held.count));
      await db.kysely.transaction().execute(async (trx) => {
        if (anyFlag)
          await updateColumn(trx, tenant.id, column.id, {
            ...(input.title !== undefined && { title: input.title }),
            ...(input.visible !== undefined && { is_visible: input.visible ? 1 : 0 }),
            ...(input.editable !== undefined && { is_editable: input.editable ? 1 : 0 }),
            ...(input.required !== undefined && { is_required: input.required ? 1 : 0 }),
          });
        await applyLabels(trx, tenant, board.id, column, plan);
        await record(tenant, by, board, changes, trx);
      });
      await deps.bulk.flushSearch();
      // Renderings (a label's name or colour, a title, a flag) follow slice by slice, outside the transaction;
      // the same labels sent again change nothing to render.
      const labelsChanged =
        JSON.stringify(labelsOfColumn(column.type, plan.settings)) !==
        JSON.stringify(labelsOfColumn(column.type, column.settings));
      if (anyFlag || labelsChanged) {
        await deps.bulk.rerenderBoard(tenant.id, board.id);
        // The board's screens read it again now that every item shows the change.
        await deps.changes.emit(db.kysely, {
          tenantId: tenant.id,
          by,
          events: [{ type: 'board.changed', boardId: board.id, changes: [] }],
        });
      }
      return present(tenant, board.id);
    },

    async reorder(tenant: Tenant, boardId: string, columnIds: string[], by: ActivityActor) {
      const board = await requireBoard(tenant, boardId);
      const rows = await listColumns(db.kysely, tenant.id, board.id);
      const known = new Set(rows.map((c) => c.id));
      if (
        columnIds.length !== rows.length ||
        new Set(columnIds).size !== columnIds.length ||
        columnIds.some((id) => !known.has(id))
      )
        throw badRequest(columnMessages.orderMismatch);
      const title = (id: string) => rows.find((c) => c.id === id)?.title;
      const before = rows.map((c) => c.title).join(', ');
      const after = columnIds.map(title).join(', ');
      if (before === after) return present(tenant, board.id);
      await db.kysely.transaction().execute(async (trx) => {
        for (const [position, id] of columnIds.entries()) {
          const row = rows.find((c) => c.id === id) as ColumnRow;
          if (Number(row.position) !== position) await updateColumn(trx, tenant.id, id, { position });
        }
        await record(
          tenant,
          by,
          board,
          [{ action: 'updated', field: 'Column order', oldValue: before, newValue: after }],
          trx,
        );
      });
      // Renderings list the columns in board order.
      await deps.bulk.rerenderBoard(tenant.id, board.id);
      return present(tenant, board.id);
    },

    async remove(
      tenant: Tenant,
      boardId: string,
      columnId: string,
      confirmed: number | undefined,
      by: ActivityActor,
    ) {
      const board = await requireBoard(tenant, boardId);
      const { column } = await requireColumn(tenant, board.id, columnId);
      if (column.type === 'name') throw badRequest(columnMessages.nameColumnFixed);
      let values = 0;
      await db.kysely.transaction().execute(async (trx) => {
        await lockColumnSettings(trx, tenant.id, column.id);
        values = (await columnValueCounts(trx, tenant.id, board.id, [column.id])).get(column.id) ?? 0;
        if (confirmed !== undefined && confirmed !== values)
          throw conflict(columnMessages.confirmMismatch(values));
        await deleteColumnRow(trx, tenant.id, column.id);
        await removeColumnValues(trx, tenant.id, board.id, column.id);
        await touchBoard(trx, tenant.id, board.id, nowIso());
        await record(
          tenant,
          by,
          board,
          [
            {
              action: 'updated',
              field: 'Columns',
              oldValue: `"${column.title}" (${columnDefinition(column.type).label}, ${values} values)`,
              newValue: 'Deleted',
            },
          ],
          trx,
        );
      });
      await deps.bulk.flushSearch();
      // Renderings follow slice by slice: the column leaves every item's rendering (empty or not) — the
      // portal's if it was visible, the staff board's whether it was or not.
      await deps.bulk.rerenderBoard(tenant.id, board.id);
      return { columns: await present(tenant, board.id), values };
    },
  };
};

export type ColumnConsoleService = ReturnType<typeof createColumnConsoleService>;
