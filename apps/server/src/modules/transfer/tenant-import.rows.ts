import type { ExportColumn, ExportFile, ExportItem, ExportSkeleton } from '@portico/contract';
import type { ColumnRow } from '../boards';
import { type RenderContext, type StoredValues, renderItem } from '../items';
import { toBoardColumns } from '../boards';
import { type SortKeyRow, itemPeopleRows, sortKeyRows } from '../items';
import type { SkeletonRows, TenantRows } from './transfer.repository';

/**
 * A checked export document → the rows of the new tenant. Ids and timestamps are the document's; the
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

/** What writing a board's items needs: its columns (in order) and how they render. */
export interface BoardPlan {
  id: string;
  columns: ExportColumn[];
  render: RenderContext;
  /** Positions are unique within the board and follow the board order (group by group), from 1. */
  nextPos: number;
}

/** Everything but items and files; `items` counts each board's items per group (boards' counters). */
export const skeletonRows = (
  doc: ExportSkeleton,
  tenant: { id: string; slug: string },
  items: number[][],
  now: string,
): SkeletonRows => {
  const tenantId = tenant.id;
  const t = doc.tenant;
  const itemCount = (b: number) => (items[b] ?? []).reduce((sum, n) => sum + n, 0);
  return {
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
        language: t.language,
        browser_language: flag(t.browserLanguage),
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
      role: u.role,
      language: u.language,
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
    boards: doc.boards.map((board, position) => ({
      tenant_id: tenantId,
      id: board.id,
      name: board.name,
      position,
      allow_item_creation: flag(board.allowItemCreation),
      item_count: itemCount(position),
      next_item_pos: itemCount(position) + 1,
      archived_at: board.archivedAt,
      created_at: board.createdAt,
      updated_at: board.updatedAt,
    })),
    board_groups: doc.boards.flatMap((board) =>
      board.groups.map((group, gpos) => ({
        tenant_id: tenantId,
        id: group.id,
        board_id: board.id,
        title: group.title,
        color: group.color,
        position: gpos,
        created_at: group.createdAt,
      })),
    ),
    board_columns: doc.boards.flatMap((board) => columnRows(tenantId, board)),
    board_access: doc.users.flatMap((u) =>
      u.boardIds.map((boardId) => ({
        tenant_id: tenantId,
        user_id: u.id,
        board_id: boardId,
        created_at: now,
      })),
    ),
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
    notification_preferences: doc.users.flatMap((u) =>
      u.notificationPreferences.map((p) => ({
        tenant_id: tenantId,
        user_id: u.id,
        kind: p.kind,
        in_app: flag(p.inApp),
        email: p.email,
      })),
    ),
  };
};

const columnRows = (tenantId: string, board: ExportSkeleton['boards'][number]): ColumnRow[] =>
  board.columns.map((c, i) => ({
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

/** How each board's items are written, in document order. */
export const boardPlans = (doc: ExportSkeleton, tenantId: string): BoardPlan[] => {
  const personNames = new Map(doc.people.map((p) => [p.id, p.name]));
  const personName = (id: string) => personNames.get(id);
  return doc.boards.map((board) => ({
    id: board.id,
    columns: board.columns,
    render: { columns: toBoardColumns(columnRows(tenantId, board)), personName },
    nextPos: 1,
  }));
};

/** Items' rows with their assignments, sort keys, follows and announced assignees, as an import inserts them. */
export type ItemBatch = Pick<TenantRows, 'items' | 'item_people' | 'item_follows' | 'item_assignees'> & {
  item_sort_keys: SortKeyRow[];
};

/** One item's rows (assignments, sort keys, follows, announced assignees); `values` are checked, in column order. */
export const itemRows = (
  plan: BoardPlan,
  tenantId: string,
  group: { id: string; gpos: number },
  item: ExportItem,
  values: StoredValues,
): ItemBatch => {
  const rendered = renderItem(item.name, values, plan.render);
  const row = {
    tenant_id: tenantId,
    id: item.id,
    board_id: plan.id,
    group_id: group.id,
    name: item.name,
    gpos: group.gpos,
    pos: plan.nextPos++,
    values_json: JSON.stringify(values),
    view_json: rendered.viewJson,
    staff_json: rendered.staffJson,
    search_text: rendered.searchText,
    has_files: flag(rendered.hasFiles),
    created_by: item.createdBy,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
  return {
    items: [row],
    item_people: itemPeopleRows(row, rendered.personIds),
    item_sort_keys: sortKeyRows(row, rendered.sortKeys),
    item_follows: item.follows.map((f) => ({
      tenant_id: tenantId,
      item_id: item.id,
      user_id: f.userId,
      following: flag(f.following),
      created_at: f.createdAt,
    })),
    item_assignees: item.announcedTo.map((userId) => ({
      tenant_id: tenantId,
      item_id: item.id,
      user_id: userId,
    })),
  };
};

export const fileRow = (
  tenantId: string,
  file: Omit<ExportFile, 'data'>,
  stored: StoredFile,
): TenantRows['files'][number] => ({
  tenant_id: tenantId,
  id: file.id,
  storage_key: stored.storageKey,
  name: file.name,
  content_type: file.contentType,
  size: stored.size,
  kind: file.kind,
  created_by: file.createdBy,
  created_at: file.createdAt,
});
