import type { ExportActivity, ExportNotification, ExportUpdate, ExportItem } from '@portico/contract';
import type { Executor } from '../../db/executor';
import type { TransferCounts } from './transfer-counts';
import {
  readActivity,
  readItemAssignees,
  readItemFollows,
  readNotifications,
  readUpdateFiles,
  readUpdateMentions,
  readUpdates,
} from './transfer-records.repository';

/**
 * The parts of an export that conversations and the console added: each item's follows and announced
 * assignees (read with its page of items), and the updates, notifications and activity record, each
 * streamed a page at a time in the document's order.
 */

/** Rows read per query. */
const PAGE = 500;

const bool = (flag: number) => flag === 1;

/** Timestamps in the one form the document allows (PostgreSQL and SQLite both hand back ISO strings). */
export const iso = (value: string) => {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
};
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

const groupBy = <T extends Record<K, string>, K extends string>(rows: T[], key: K) => {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row[key]);
    if (list) list.push(row);
    else out.set(row[key], [row]);
  }
  return out;
};

/** Reads a list page by page after the last id, as one stream. */
async function* pages<T extends { id: string }>(read: (after: string | null) => Promise<T[]>) {
  let after: string | null = null;
  for (;;) {
    const page = await read(after);
    yield page;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return;
    after = last.id;
  }
}

export const createRecordStreams = (
  k: Executor,
  tenantId: string,
  /** The attachments the document holds (files of kind "update"). */
  attachments: Set<string>,
  counts: TransferCounts,
) => ({
  /** The follows and announced assignees of a page of items. */
  async itemExtras(itemIds: string[]) {
    const [follows, assignees] = await Promise.all([
      readItemFollows(k, tenantId, itemIds),
      readItemAssignees(k, tenantId, itemIds),
    ]);
    counts.follows += follows.length;
    const byItem = groupBy(follows, 'item_id');
    const announced = groupBy(assignees, 'item_id');
    return (id: string): Pick<ExportItem, 'follows' | 'announcedTo'> => ({
      follows: (byItem.get(id) ?? []).map((f) => ({
        userId: f.user_id,
        following: bool(f.following),
        createdAt: iso(f.created_at),
      })),
      announcedTo: (announced.get(id) ?? []).map((a) => a.user_id),
    });
  },

  /** Top-level updates first, then replies, so a reply always follows the update it replies to. */
  async *updates(): AsyncGenerator<ExportUpdate> {
    for (const replies of [false, true])
      for await (const page of pages((after) => readUpdates(k, tenantId, replies, after, PAGE))) {
        const ids = page.map((u) => u.id);
        const [files, mentions] = await Promise.all([
          readUpdateFiles(k, tenantId, ids),
          readUpdateMentions(k, tenantId, ids),
        ]);
        const filesOf = groupBy(files, 'update_id');
        const mentionsOf = groupBy(mentions, 'update_id');
        for (const u of page) {
          const mentioned = (mentionsOf.get(u.id) ?? []).map((m) => m.user_id);
          counts.updates += 1;
          counts.mentions += mentioned.length;
          yield {
            id: u.id,
            itemId: u.item_id,
            parentId: u.parent_id,
            authorId: u.author_id,
            body: u.body,
            internal: bool(u.internal),
            createdAt: iso(u.created_at),
            editedAt: isoOrNull(u.edited_at),
            deletedAt: isoOrNull(u.deleted_at),
            // Attachments have no foreign key: one whose file is gone is left out, so the export imports.
            fileIds: (filesOf.get(u.id) ?? []).map((f) => f.file_id).filter((id) => attachments.has(id)),
            mentionedUserIds: mentioned,
          };
        }
      }
  },

  async *notifications(): AsyncGenerator<ExportNotification> {
    for await (const page of pages((after) => readNotifications(k, tenantId, after, PAGE)))
      for (const n of page) {
        counts.notifications += 1;
        yield {
          id: n.id,
          userId: n.user_id,
          kind: n.kind as ExportNotification['kind'],
          actorId: n.actor_id,
          actorName: n.actor_name,
          boardId: n.board_id,
          itemId: n.item_id,
          updateId: n.known_update_id,
          title: n.title,
          excerpt: n.excerpt,
          link: n.link,
          inApp: bool(n.in_app),
          email: n.email as ExportNotification['email'],
          createdAt: iso(n.created_at),
          readAt: isoOrNull(n.read_at),
        };
      }
  },

  async *activity(): AsyncGenerator<ExportActivity> {
    for await (const page of pages((after) => readActivity(k, tenantId, after, PAGE)))
      for (const a of page) {
        counts.activity += 1;
        yield {
          id: a.id,
          at: iso(a.at),
          actor: {
            kind: a.actor_kind as ExportActivity['actor']['kind'],
            id: a.actor_id,
            name: a.actor_name,
          },
          subject: a.subject as ExportActivity['subject'],
          action: a.action as ExportActivity['action'],
          subjectId: a.subject_id,
          subjectName: a.subject_name,
          boardId: a.board_id,
          boardName: a.board_name,
          field: a.field,
          columnId: a.column_id,
          oldValue: a.old_value,
          newValue: a.new_value,
        };
      }
  },
});
