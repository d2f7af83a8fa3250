import type { ExportSkeleton } from './transfer-shape';
import type { ExportActivity, ExportNotification, ExportUpdate } from './transfer-records';

/**
 * The checks of the records of a tenant export's streamed sections (updates, notifications, activity; see
 * transfer-checks.ts for the rest): ids unique per section, and references to users, items, files and
 * updates that exist in the document.
 */

/** Where in the document a problem is, and how one is reported (transfer-checks.ts uses them too). */
export type Path = Array<string | number>;
export type Report = (path: Path, message: string) => void;

/** Ids of users, each in the document and listed once. */
export const userIds = (ids: readonly string[], at: Path, users: Set<string>, report: Report) => {
  const seen = new Set<string>();
  ids.forEach((id, k) => {
    if (!users.has(id)) report([...at, k], `no user ${id} in users`);
    else if (seen.has(id)) report([...at, k], `user ${id} is listed twice`);
    seen.add(id);
  });
};

/**
 * What the records of the streamed sections may refer to, and what they have met so far. Every item and
 * every update id are known before the first record is checked: notifications may come before updates.
 */
export interface RecordRefs {
  users: Set<string>;
  /** Files by id: their kind (attachments of updates are of kind "update"). */
  files: Map<string, string>;
  /** Every item, by id: its board's id. */
  items: ReadonlyMap<string, string>;
  /** Every update id of the document. */
  updateIds: ReadonlySet<string>;
  /** The top-level updates met so far, by id: their item, and whether they are internal notes. */
  threads: Map<string, { itemId: string; internal: boolean }>;
  /** Ids met so far, per section (unique within it). */
  seen: { updates: Set<string>; notifications: Set<string>; activity: Set<string> };
}

export const recordRefsOf = (
  doc: Pick<ExportSkeleton, 'users' | 'files'>,
  items: ReadonlyMap<string, string>,
  updateIds: ReadonlySet<string>,
): RecordRefs => ({
  users: new Set(doc.users.map((u) => u.id)),
  files: new Map(doc.files.map((f) => [f.id, f.kind])),
  items,
  updateIds,
  threads: new Map(),
  seen: { updates: new Set(), notifications: new Set(), activity: new Set() },
});

const newId = (seen: Set<string>, id: string, at: Path, report: Report) => {
  if (seen.has(id)) report([...at, 'id'], `the id ${id} is used twice`);
  seen.add(id);
};

/** An update: on an item of the document, replying to a top-level update of that item met before it. */
export const checkUpdate = (update: ExportUpdate, at: Path, refs: RecordRefs, report: Report) => {
  newId(refs.seen.updates, update.id, at, report);
  if (!refs.items.has(update.itemId)) report([...at, 'itemId'], `no item ${update.itemId} in boards`);
  const { parentId } = update;
  if (parentId === null) refs.threads.set(update.id, { itemId: update.itemId, internal: update.internal });
  else {
    const parent = refs.threads.get(parentId);
    const here = [...at, 'parentId'];
    if (parent?.itemId === update.itemId) {
      // Staff only, like the note it replies to (as the API makes them): never shown to a client.
      if (parent.internal && !update.internal)
        report([...at, 'internal'], `update ${parentId} is an internal note: its replies are internal too`);
    } else if (parent !== undefined) report(here, `update ${parentId} is on another item`);
    else if (refs.seen.updates.has(parentId)) report(here, `update ${parentId} is a reply itself`);
    else if (refs.updateIds.has(parentId)) report(here, `update ${parentId} must come before its replies`);
    else report(here, `no update ${parentId} in updates`);
  }
  const attached = new Set<string>();
  update.fileIds.forEach((id, k) => {
    const kind = refs.files.get(id);
    const here = [...at, 'fileIds', k];
    if (kind === undefined) report(here, `no file ${id} in files`);
    else if (kind !== 'update') report(here, `file ${id} is a ${kind} file, not an attachment`);
    else if (attached.has(id)) report(here, `file ${id} is listed twice`);
    attached.add(id);
  });
  userIds(update.mentionedUserIds, [...at, 'mentionedUserIds'], refs.users, report);
};

/** A notification: of a user of the document, about its items and updates (or none). */
export const checkNotification = (
  notification: ExportNotification,
  at: Path,
  refs: RecordRefs,
  report: Report,
) => {
  const { userId, itemId, updateId } = notification;
  newId(refs.seen.notifications, notification.id, at, report);
  if (!refs.users.has(userId)) report([...at, 'userId'], `no user ${userId} in users`);
  if (itemId !== null && !refs.items.has(itemId)) report([...at, 'itemId'], `no item ${itemId} in boards`);
  if (updateId !== null && !refs.updateIds.has(updateId))
    report([...at, 'updateId'], `no update ${updateId} in updates`);
};

/** An entry of the activity record: its ids name what it was about, which may be gone, so only its own is checked. */
export const checkActivity = (entry: ExportActivity, at: Path, refs: RecordRefs, report: Report) =>
  newId(refs.seen.activity, entry.id, at, report);
