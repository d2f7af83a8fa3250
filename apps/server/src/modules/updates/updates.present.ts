import type { ItemThreadEntry, ItemUpdate, UpdateAuthor } from '@portico/contract';
import type { Actor, ReaderRow } from '../policy';
import type { AttachmentRow, UpdateRow } from './updates.repository';

/** Signs a file's URL (files.service `url`). */
export type FileUrl = (fileId: string, name: string) => string;

export const personOf = (row: ReaderRow, fileUrl: FileUrl): UpdateAuthor => ({
  id: row.id,
  name: row.name,
  email: row.email,
  photo: row.avatar_file_id ? fileUrl(row.avatar_file_id, 'avatar') : null,
  role: row.role as UpdateAuthor['role'],
});

/** Whether the viewer is staff (admin or editor): they delete any update and see internal notes. */
export const isStaffActor = (actor: Actor) => actor.kind === 'staff';

/**
 * One update as the viewer sees it. A preview (staff looking as a client) changes nothing, so it may
 * neither edit nor delete.
 */
export const presentUpdate = (
  row: UpdateRow,
  attachments: AttachmentRow[],
  viewer: Actor,
  fileUrl: FileUrl,
): ItemUpdate => {
  const live = row.deleted_at === null && viewer.preview === null;
  const mine = row.author_id !== null && row.author_id === viewer.user.id;
  return {
    id: row.id,
    itemId: row.item_id,
    parentId: row.parent_id,
    author:
      row.author_id && row.author_name !== null
        ? personOf(
            {
              id: row.author_id,
              name: row.author_name,
              email: row.author_email ?? '',
              avatar_file_id: row.author_avatar,
              role: row.author_role ?? 'client',
            },
            fileUrl,
          )
        : null,
    body: row.deleted_at === null ? row.body : '',
    internal: row.internal === 1,
    attachments: attachments.map((a) => ({
      id: a.file_id,
      name: a.name,
      size: Number(a.size),
      mimeType: a.content_type,
      url: fileUrl(a.file_id, a.name),
    })),
    createdAt: row.created_at,
    editedAt: row.edited_at,
    deletedAt: row.deleted_at,
    canEdit: live && mine,
    canDelete: live && (mine || isStaffActor(viewer)),
  };
};

/** Top-level updates with their replies, attachments grouped by update. */
export const presentThread = (
  top: UpdateRow[],
  replies: UpdateRow[],
  attachments: AttachmentRow[],
  viewer: Actor,
  fileUrl: FileUrl,
): ItemThreadEntry[] => {
  const files = new Map<string, AttachmentRow[]>();
  for (const a of attachments) files.set(a.update_id, [...(files.get(a.update_id) ?? []), a]);
  const byParent = new Map<string, UpdateRow[]>();
  for (const r of replies)
    if (r.parent_id) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
  const one = (row: UpdateRow) => presentUpdate(row, files.get(row.id) ?? [], viewer, fileUrl);
  return top.map((row) => ({ ...one(row), replies: (byParent.get(row.id) ?? []).map(one) }));
};
