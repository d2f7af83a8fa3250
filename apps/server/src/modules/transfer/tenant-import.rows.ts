import { type TenantExport, columnDefinition } from '@portico/contract';
import type { ColumnRow } from '../boards/boards.repository';
import { type StoredValues, renderItem, toBoardColumns } from '../boards/items.render';
import { itemPeopleRows } from '../boards/items.write';
import type { TenantRows } from './transfer.repository';

/**
 * A validated export document → the rows of the new tenant. Ids and timestamps are the document's; the
 * tenant id is new (it is the one key unique across tenants, so a copy can sit beside its original).
 * Positions come from the document's order, and what the board code derives — counts, next positions,
 * renderings, search text, who is assigned — is derived here the same way (items.render.ts).
 */

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export interface StoredFile {
  id: string;
  storageKey: string;
  size: number;
}

export const tenantRows = (
  doc: TenantExport,
  tenant: { id: string; slug: string },
  files: Map<string, StoredFile>,
  now: string,
): TenantRows => {
  const tenantId = tenant.id;
  const t = doc.tenant;
  const rows: TenantRows = {
    tenants: [
      {
        id: tenantId,
        slug: tenant.slug,
        name: t.name,
        description: t.description,
        logo_file_id: t.logoFileId,
        signup_method: t.signupMethod,
        subscription_status: t.subscriptionStatus,
        subscription_plan: t.subscriptionPlan,
        allow_users_to_create_new_items: flag(t.allowUsersToCreateNewItems),
        allow_new_value_creation: flag(t.allowNewValueCreation),
        filter_items_by_email: flag(t.filterItemsByEmail),
        grant_all_boards: flag(t.grantAllBoards),
        created_at: t.createdAt,
        updated_at: t.updatedAt,
      },
    ],
    users: doc.users.map((u) => ({
      tenant_id: tenantId,
      id: u.id,
      email: u.email,
      name: u.name,
      // Secrets are never exported: an operator sets a password, or the user signs in another way.
      password_hash: null,
      status: u.status,
      avatar_file_id: u.avatarFileId,
      filter_items_by_email: u.filterItemsByEmail === null ? null : flag(u.filterItemsByEmail),
      created_at: u.createdAt,
      updated_at: u.updatedAt,
    })),
    people: doc.people.map((p) => ({
      tenant_id: tenantId,
      id: p.id,
      name: p.name,
      email: p.email,
      photo_file_id: p.photoFileId,
      user_id: p.userId,
      created_at: p.createdAt,
      updated_at: p.updatedAt,
    })),
    files: doc.files.map((f) => {
      const stored = files.get(f.id) as StoredFile;
      return {
        tenant_id: tenantId,
        id: f.id,
        storage_key: stored.storageKey,
        name: f.name,
        content_type: f.contentType,
        size: stored.size,
        kind: f.kind,
        created_by: f.createdBy,
        created_at: f.createdAt,
      };
    }),
    boards: [],
    board_groups: [],
    board_columns: [],
    board_access: doc.users.flatMap((u) =>
      u.boardIds.map((boardId) => ({
        tenant_id: tenantId,
        user_id: u.id,
        board_id: boardId,
        created_at: now,
      })),
    ),
    items: [],
    item_people: [],
    feedback: doc.feedback.map((f) => ({
      tenant_id: tenantId,
      id: f.id,
      user_id: f.userId,
      name: f.name,
      email: f.email,
      summary: f.summary,
      details: f.details,
      created_at: f.createdAt,
    })),
  };
  const personNames = new Map(doc.people.map((p) => [p.id, p.name]));
  doc.boards.forEach((board, position) => addBoard(rows, tenantId, board, position, personNames));
  return rows;
};

const addBoard = (
  rows: TenantRows,
  tenantId: string,
  board: TenantExport['boards'][number],
  position: number,
  personNames: Map<string, string>,
) => {
  const columnRows: ColumnRow[] = board.columns.map((c, i) => ({
    tenant_id: tenantId,
    id: c.id,
    board_id: board.id,
    type: c.type,
    title: c.title,
    position: i,
    settings: JSON.stringify(c.settings),
    is_editable: flag(c.editable),
    is_required: flag(c.required),
    is_visible: flag(c.visible),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  }));
  rows.board_columns.push(...columnRows);
  const columns = toBoardColumns(columnRows);
  const render = { columns, personName: (id: string) => personNames.get(id) };
  // Positions are unique within the board and follow the board order (group by group), from 1 as for a
  // new board; the next item goes after the last.
  let pos = 1;
  board.groups.forEach((group, gpos) => {
    rows.board_groups.push({
      tenant_id: tenantId,
      id: group.id,
      board_id: board.id,
      title: group.title,
      color: group.color,
      position: gpos,
      created_at: group.createdAt,
    });
    for (const item of group.items) {
      const values = storedValues(board.columns, item.values);
      const rendered = renderItem(item.name, values, render);
      const row = {
        tenant_id: tenantId,
        id: item.id,
        board_id: board.id,
        group_id: group.id,
        name: item.name,
        gpos,
        pos: pos++,
        values_json: JSON.stringify(values),
        view_json: rendered.viewJson,
        search_text: rendered.searchText,
        has_files: flag(rendered.hasFiles),
        created_by: item.createdBy,
        created_at: item.createdAt,
        updated_at: item.updatedAt,
      };
      rows.items.push(row);
      rows.item_people.push(...itemPeopleRows(row, rendered.personIds));
    }
  });
  rows.boards.push({
    tenant_id: tenantId,
    id: board.id,
    name: board.name,
    position,
    allow_item_creation: flag(board.allowItemCreation),
    item_count: pos - 1,
    next_item_pos: pos,
    created_at: board.createdAt,
    updated_at: board.updatedAt,
  });
};

/** Values in column order, each as its type's schema reads it (the document was validated already). */
const storedValues = (
  columns: TenantExport['boards'][number]['columns'],
  values: Record<string, unknown>,
) => {
  const out: StoredValues = {};
  for (const column of columns)
    if (values[column.id] !== undefined)
      out[column.id] = columnDefinition(column.type).valueSchema.parse(values[column.id]);
  return out;
};
