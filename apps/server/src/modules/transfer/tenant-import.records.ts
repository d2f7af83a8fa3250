import type { z } from 'zod';
import {
  type ExportSkeleton,
  STREAMED_SECTIONS,
  type StreamedSection,
  checkActivity,
  checkNotification,
  checkUpdate,
  exportActivitySchema,
  exportNotificationSchema,
  exportUpdateSchema,
  recordRefsOf,
} from '@portico/contract';
import type { Executor } from '../../db/executor';
import { type DocumentSource, problemList, walkDocument } from './document-walk';
import type { JsonPath } from './json-scan';
import type { TransferCounts } from './transfer-counts';
import { type TenantRows, insertRows } from './transfer.repository';

/**
 * The third pass of an import, inside its transaction: the streamed sections (updates, notifications,
 * activity), record by record, each checked and written while no problem has been found, as the second
 * pass writes items (tenant-import.content.ts). Every item is written by now, so what a record refers to
 * is known whatever the order of the sections.
 */

/** Records inserted at once: memory holds one batch, whatever the document's size. */
const BATCH = 500;

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** Parents before children: an update's attachments and mentions after it. */
const TABLES = [
  'item_updates',
  'item_update_files',
  'item_update_mentions',
  'notifications',
  'activity',
] as const;
type Batch = Pick<TenantRows, (typeof TABLES)[number]>;

const SCHEMAS = {
  updates: exportUpdateSchema,
  notifications: exportNotificationSchema,
  activity: exportActivitySchema,
} satisfies Record<StreamedSection, z.ZodType>;
const STREAMED = new Set<unknown>(STREAMED_SECTIONS);

export const writeRecords = async (
  source: DocumentSource,
  doc: ExportSkeleton,
  target: { trx: Executor; tenantId: string; counts: TransferCounts },
  known: { items: ReadonlyMap<string, string>; updateIds: ReadonlySet<string> },
) => {
  const { trx, tenantId, counts } = target;
  const problems = problemList();
  const refs = recordRefsOf(doc, known.items, known.updateIds);
  const empty = (): Batch => ({
    ...{ item_updates: [], item_update_files: [], item_update_mentions: [] },
    ...{ notifications: [], activity: [] },
  });
  let batch = empty();
  let size = 0;

  const flush = async () => {
    const rows = batch;
    batch = empty();
    size = 0;
    if (problems.count) return;
    for (const table of TABLES) await insertRows(trx, table, rows[table]);
  };

  const write = {
    updates(u: z.infer<typeof exportUpdateSchema>, at: JsonPath) {
      checkUpdate(u, [...at], refs, problems.add);
      batch.item_updates.push({
        ...{ tenant_id: tenantId, id: u.id, board_id: known.items.get(u.itemId) ?? '', item_id: u.itemId },
        ...{ parent_id: u.parentId, author_id: u.authorId, body: u.body, internal: flag(u.internal) },
        ...{ created_at: u.createdAt, edited_at: u.editedAt, deleted_at: u.deletedAt },
      });
      u.fileIds.forEach((fileId, position) =>
        batch.item_update_files.push({ tenant_id: tenantId, update_id: u.id, file_id: fileId, position }),
      );
      for (const userId of u.mentionedUserIds)
        batch.item_update_mentions.push({ tenant_id: tenantId, update_id: u.id, user_id: userId });
      counts.updates += 1;
      counts.mentions += u.mentionedUserIds.length;
    },
    notifications(n: z.infer<typeof exportNotificationSchema>, at: JsonPath) {
      checkNotification(n, [...at], refs, problems.add);
      batch.notifications.push({
        ...{ tenant_id: tenantId, id: n.id, user_id: n.userId, kind: n.kind },
        ...{ actor_id: n.actorId, actor_name: n.actorName, board_id: n.boardId, item_id: n.itemId },
        ...{ update_id: n.updateId, title: n.title, excerpt: n.excerpt, link: n.link, in_app: flag(n.inApp) },
        // An import sends no email about what happened before it: what waited for a digest is done.
        email: n.email === 'digest' ? 'skipped' : n.email,
        ...{ created_at: n.createdAt, read_at: n.readAt },
      });
      counts.notifications += 1;
    },
    activity(a: z.infer<typeof exportActivitySchema>, at: JsonPath) {
      checkActivity(a, [...at], refs, problems.add);
      batch.activity.push({
        ...{ tenant_id: tenantId, id: a.id, at: a.at },
        ...{ actor_kind: a.actor.kind, actor_id: a.actor.id, actor_name: a.actor.name },
        ...{ subject: a.subject, action: a.action, subject_id: a.subjectId, subject_name: a.subjectName },
        ...{ board_id: a.boardId, board_name: a.boardName, field: a.field, column_id: a.columnId },
        ...{ old_value: a.oldValue, new_value: a.newValue },
      });
      counts.activity += 1;
    },
  } satisfies { [S in StreamedSection]: (record: z.infer<(typeof SCHEMAS)[S]>, at: JsonPath) => void };

  const record = async <S extends StreamedSection>(section: S, path: JsonPath, value: unknown) => {
    const parsed = SCHEMAS[section].safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.add([...path, ...issue.path], issue.message);
      return;
    }
    (write[section] as (record: unknown, at: JsonPath) => void)(parsed.data, path);
    if ((size += 1) >= BATCH) await flush();
  };

  await walkDocument(
    source,
    {
      route(path) {
        if (path.length === 0) return 'descend';
        if (path.length === 1) return STREAMED.has(path[0]) ? 'descend' : 'skip';
        return 'capture';
      },
      value: (path, value) => record(path[0] as StreamedSection, path, value),
    },
    problems,
  );
  await flush();
  problems.throwIfAny();
};
