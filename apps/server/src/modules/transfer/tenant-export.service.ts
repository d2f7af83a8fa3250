import {
  type EmailCadence,
  type NotificationKind,
  type ExportColumn,
  type ExportFile,
  type ExportItem,
  type ExportSkeleton,
  TENANT_EXPORT_FORMAT,
  TENANT_EXPORT_VERSION,
  columnDefinition,
  columnTypeSchema,
} from '@portico/contract';
import type { AppContext } from '../../context';
import type { BoardColumnsTable, FilesTable } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { listBoards } from '../boards';
import type { BoardKey } from '../items';
import { type StoredValues, parseStoredValues } from '../items';
import type { Tenant } from '../../domain/tenant';
import { languageOf } from '../../domain/language';
import { Members, Streamed, joined, pretty } from './json-write';
import { createRecordStreams, iso } from './tenant-export.records';
import { type TransferCounts, noCounts } from './transfer-counts';
import { readPreferences } from './transfer-records.repository';
import {
  readBoardAccess,
  readColumns,
  readFeedback,
  readFiles,
  readGroupItems,
  readGroups,
  readPeople,
  readUsers,
} from './transfer.repository';

/**
 * `portico export`: a tenant as one JSON document (contract: transfer.ts; docs/tenant-export.md). Ids,
 * names, flags and timestamps are written as stored; renderings, search text, counters and positions are
 * not (an import derives them), nor is anything secret (tenant-tables.ts says of every tenant table what
 * becomes of it). The document is written as it is read: items, updates, notifications and activity a
 * page at a time and file bytes one file at a time, so memory never holds a tenant's long lists or files.
 */

/** What an export or import counted, kind by kind (transfer-counts.ts). */
export type ExportCounts = TransferCounts;

const bool = (flag: number) => flag === 1;

/** A column with its settings as the app reads them (unreadable settings are the type's defaults). */
const toExportColumn = (row: BoardColumnsTable): ExportColumn | null => {
  const type = columnTypeSchema.safeParse(row.type);
  // A type this version does not know (written by a newer one) is left out, as the API leaves it out.
  if (!type.success) return null;
  const def = columnDefinition(type.data);
  let settings: unknown = def.defaultSettings;
  try {
    const parsed = def.settingsSchema.safeParse(JSON.parse(row.settings));
    if (parsed.success) settings = parsed.data;
  } catch {
    // Unreadable settings: the defaults, as items.render.ts reads them.
  }
  return {
    id: row.id,
    type: type.data,
    title: row.title,
    settings,
    editable: bool(row.is_editable),
    required: bool(row.is_required),
    visible: bool(row.is_visible),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  } as ExportColumn;
};

interface Known {
  people: Set<string>;
  files: Set<string>;
}

/**
 * An item's values in column order, as their type's schema reads them. Values the app cannot read
 * (they render as empty) and references to people or files that no longer exist are left out, so every
 * export can be imported.
 */
const toExportValues = (columns: ExportColumn[], values: StoredValues, known: Known) => {
  const out = Object.create(null) as Record<string, Record<string, unknown>>;
  for (const column of columns) {
    const stored = values[column.id];
    if (column.type === 'name' || stored === undefined || stored === null) continue;
    const parsed = columnDefinition(column.type).valueSchema.safeParse(stored);
    if (!parsed.success) continue;
    out[column.id] = columnDefinition(column.type).keepRefs(parsed.data, {
      person: (id) => known.people.has(id),
      file: (id) => known.files.has(id),
    }) as Record<string, unknown>;
  }
  return out;
};

/** Items read per query: a page of a group at a time. */
const PAGE = 500;

export const createTenantExportService = (ctx: AppContext) => {
  const { db, storage } = ctx;
  const k = db.kysely;

  const readBytes = async (file: FilesTable): Promise<Buffer> => {
    const stream = await storage.read(file.storage_key);
    if (!stream) throw notFound(`The bytes of file ${file.id} ("${file.name}") are missing from storage.`);
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  };

  /** A group's items in board order, page by page, with their follows and announced assignees. */
  async function* groupItems(
    tenantId: string,
    boardId: string,
    groupId: string,
    columns: ExportColumn[],
    known: Known,
    counts: ExportCounts,
    records: ReturnType<typeof createRecordStreams>,
  ) {
    let after: BoardKey | null = null;
    for (;;) {
      const page = await readGroupItems(k, tenantId, boardId, groupId, after, PAGE);
      const extras = await records.itemExtras(page.map((item) => item.id));
      for (const item of page) {
        counts.items += 1;
        yield {
          id: item.id,
          name: item.name,
          values: toExportValues(columns, parseStoredValues(item.values_json), known),
          createdBy: item.created_by,
          createdAt: iso(item.created_at),
          updatedAt: iso(item.updated_at),
          ...extras(item.id),
        } satisfies ExportItem;
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      after = { gpos: last.gpos, pos: last.pos };
    }
  }

  return {
    /**
     * Reads the tenant's rows (but not its items) and returns its counts and the document as chunks of
     * text: exactly `JSON.stringify(document, null, 2)` and a newline, with items, updates, notifications
     * and activity read page by page and files one by one while it is written. The counts of those are
     * complete once the chunks are.
     */
    async exportTenant(tenant: Tenant) {
      const [users, access, people, files, feedback, boards, groups, columns, preferences] =
        await Promise.all([
          readUsers(k, tenant.id),
          readBoardAccess(k, tenant.id),
          readPeople(k, tenant.id),
          readFiles(k, tenant.id),
          readFeedback(k, tenant.id),
          listBoards(k, tenant.id),
          readGroups(k, tenant.id),
          readColumns(k, tenant.id),
          readPreferences(k, tenant.id),
        ]);
      const known: Known = {
        people: new Set(people.map((p) => p.id)),
        files: new Set(files.map((f) => f.id)),
      };
      const fileRef = (id: string | null) => (id !== null && known.files.has(id) ? id : null);
      const granted = new Set(access.map((a) => `${a.user_id}\n${a.board_id}`));
      const counts: ExportCounts = {
        ...noCounts(),
        ...{ users: users.length, people: people.length, boards: boards.length },
        ...{ files: files.length, feedback: feedback.length, notificationPreferences: preferences.length },
      };
      const attachments = new Set(files.filter((f) => f.kind === 'update').map((f) => f.id));
      const records = createRecordStreams(k, tenant.id, attachments, counts);
      const preferencesOf = new Map<string, typeof preferences>();
      for (const p of preferences) preferencesOf.set(p.user_id, [...(preferencesOf.get(p.user_id) ?? []), p]);

      const board = (row: (typeof boards)[number]) => {
        const boardColumns = columns
          .filter((c) => c.board_id === row.id)
          .map(toExportColumn)
          .filter((c): c is ExportColumn => c !== null);
        return new Members({
          id: row.id,
          name: row.name,
          allowItemCreation: bool(row.allow_item_creation),
          archivedAt: row.archived_at === null ? null : iso(row.archived_at),
          createdAt: iso(row.created_at),
          updatedAt: iso(row.updated_at),
          columns: boardColumns,
          groups: new Streamed(async function* () {
            for (const g of groups.filter((group) => group.board_id === row.id))
              yield new Members({
                id: g.id,
                title: g.title,
                color: g.color,
                createdAt: iso(g.created_at),
                items: new Streamed(() =>
                  groupItems(tenant.id, row.id, g.id, boardColumns, known, counts, records),
                ),
              });
          }),
        });
      };

      const document = new Members({
        format: TENANT_EXPORT_FORMAT,
        version: TENANT_EXPORT_VERSION,
        exportedAt: nowIso(),
        tenant: {
          slug: tenant.slug,
          name: tenant.name,
          description: tenant.description,
          logoFileId: fileRef(tenant.logoFileId),
          signupMethod: tenant.signupMethod,
          subscriptionStatus: tenant.subscriptionStatus,
          subscriptionPlan: tenant.subscriptionPlan,
          allowUsersToCreateNewItems: tenant.allowUsersToCreateNewItems,
          allowNewValueCreation: tenant.allowNewValueCreation,
          filterItemsByEmail: tenant.filterItemsByEmail,
          grantAllBoards: tenant.grantAllBoards,
          language: tenant.language,
          browserLanguage: tenant.browserLanguage,
          createdAt: iso(tenant.createdAt),
          updatedAt: iso(tenant.updatedAt),
        } satisfies ExportSkeleton['tenant'],
        // No password hash, session or login token: the document is not a credential store.
        users: users.map((u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          status: u.status,
          avatarFileId: fileRef(u.avatar_file_id),
          filterItemsByEmail: u.filter_items_by_email === null ? null : bool(u.filter_items_by_email),
          boardIds: boards.filter((b) => granted.has(`${u.id}\n${b.id}`)).map((b) => b.id),
          role: u.role,
          notificationPreferences: (preferencesOf.get(u.id) ?? []).map((p) => ({
            kind: p.kind as NotificationKind,
            inApp: bool(p.in_app),
            email: p.email as EmailCadence,
          })),
          language: languageOf(u.language),
          createdAt: iso(u.created_at),
          updatedAt: iso(u.updated_at),
        })) satisfies ExportSkeleton['users'],
        people: people.map((p) => ({
          id: p.id,
          name: p.name,
          email: p.email,
          photoFileId: fileRef(p.photo_file_id),
          userId: p.user_id,
          createdAt: iso(p.created_at),
          updatedAt: iso(p.updated_at),
        })) satisfies ExportSkeleton['people'],
        boards: new Streamed(async function* () {
          for (const row of boards) yield board(row);
        }),
        feedback: feedback.map((f) => ({
          id: f.id,
          userId: f.user_id,
          name: f.name,
          email: f.email,
          summary: f.summary,
          details: f.details,
          createdAt: iso(f.created_at),
        })) satisfies ExportSkeleton['feedback'],
        files: new Streamed(async function* () {
          for (const row of files)
            yield {
              id: row.id,
              name: row.name,
              contentType: row.content_type,
              kind: row.kind,
              createdBy: row.created_by,
              createdAt: iso(row.created_at),
              data: (await readBytes(row)).toString('base64'),
            } satisfies ExportFile;
        }),
        updates: new Streamed(records.updates),
        notifications: new Streamed(records.notifications),
        activity: new Streamed(records.activity),
      });

      async function* chunks(): AsyncGenerator<string> {
        // Counted while written: from nothing each time the document is.
        for (const kind of ['items', 'follows', 'updates', 'mentions', 'notifications', 'activity'] as const)
          counts[kind] = 0;
        yield* joined(pretty(document, 0));
        yield '\n';
      }
      return { counts, chunks };
    },
  };
};

export type TenantExportService = ReturnType<typeof createTenantExportService>;
