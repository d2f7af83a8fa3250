import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  type ExportSkeleton,
  MAX_UPLOAD_BYTES,
  checkItem,
  exportFileSchema,
  exportItemSchema,
  itemRefsOf,
  serverMessages,
} from '@portico/contract';
import { payloadTooLarge } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';
import type { Executor } from '../../db/executor';
import { IMAGE_TYPES } from '../files';
import { type DocumentSource, type Problems, problemList, walkDocument } from './document-walk';
import type { JsonPath } from './json-scan';
import { insertSortKeys } from '../items';
import { type ItemBatch, type StoredFile, boardPlans, fileRow, itemRows } from './tenant-import.rows';
import type { TransferCounts } from './transfer-counts';
import { insertRows } from './transfer.repository';

/** Items rendered and inserted at once: memory holds one batch, whatever the document's size. */
const BATCH = 500;

export interface ContentTarget {
  trx: Executor;
  storage: FileStorage;
  tenantId: string;
  /** Every file stored so far, so that a failed import can remove them again. */
  stored: StoredFile[];
  /** Items and follows are counted as they are written. */
  counts: TransferCounts;
}

/**
 * The second pass of an import, inside its transaction: items and files as they stream by, each checked
 * (tenant-import.skeleton.ts has checked the rest) and written while no problem has been found. After a
 * problem nothing more is written, but the rest of the document is still checked, so the operator hears
 * of every problem at once; the caller's transaction then rolls back. Returns every item's board by item
 * id, for the third pass (tenant-import.records.ts).
 */
export const writeContent = async (source: DocumentSource, doc: ExportSkeleton, target: ContentTarget) => {
  const { trx, tenantId } = target;
  const problems = problemList();
  const plans = boardPlans(doc, tenantId);
  const refs = itemRefsOf(doc);
  const empty = (): ItemBatch => ({
    ...{ items: [], item_people: [], item_sort_keys: [] },
    ...{ item_follows: [], item_assignees: [] },
  });
  let batch = empty();

  const flush = async () => {
    const { items, item_people, item_sort_keys, item_follows, item_assignees } = batch;
    batch = empty();
    if (problems.count) return;
    await insertRows(trx, 'items', items);
    await insertRows(trx, 'item_people', item_people);
    await insertSortKeys(trx, item_sort_keys);
    await insertRows(trx, 'item_follows', item_follows);
    await insertRows(trx, 'item_assignees', item_assignees);
  };

  const item = async (path: JsonPath, value: unknown) => {
    const [, b, , g] = path as [string, number, string, number];
    const parsed = exportItemSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.add([...path, ...issue.path], issue.message);
      return;
    }
    const plan = plans[b];
    const group = doc.boards[b]?.groups[g];
    // The first pass read the same document: its boards and groups are these.
    if (!plan || !group) return problems.add(path, 'the document changed while it was imported');
    const values = checkItem(plan, parsed.data, [...path], refs, problems.add);
    const rows = itemRows(plan, tenantId, { id: group.id, gpos: g }, parsed.data, values);
    for (const table of Object.keys(batch) as Array<keyof ItemBatch>)
      (batch[table] as unknown[]).push(...rows[table]);
    target.counts.items += 1;
    target.counts.follows += rows.item_follows.length;
    if (batch.items.length >= BATCH) await flush();
  };

  const file = async (path: JsonPath, value: unknown) => {
    const parsed = exportFileSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.add([...path, ...issue.path], issue.message);
      return;
    }
    const { data, ...head } = parsed.data;
    const bytes = await checkedBytes(data, head, path, problems);
    if (!bytes || problems.count) return;
    const stored: StoredFile = { id: head.id, storageKey: `${tenantId}/${head.id}`, size: bytes.length };
    target.stored.push(stored);
    await target.storage.write(stored.storageKey, Readable.from([bytes]), {
      maxBytes: MAX_UPLOAD_BYTES,
      tooLarge: () => payloadTooLarge(serverMessages.fileTooLarge),
    });
    await insertRows(trx, 'files', [fileRow(tenantId, head, stored)]);
  };

  await walkDocument(
    source,
    {
      route(path) {
        const [section, , key, , groupKey] = path;
        switch (path.length) {
          case 0:
            return 'descend';
          case 1:
            return section === 'boards' || section === 'files' ? 'descend' : 'skip';
          case 2:
            return section === 'boards' ? 'descend' : 'capture';
          case 3:
            return key === 'groups' ? 'descend' : 'skip';
          case 4:
            return 'descend';
          case 5:
            return groupKey === 'items' ? 'descend' : 'skip';
          default:
            return 'capture';
        }
      },
      value: (path, value) => (path[0] === 'files' ? file(path, value) : item(path, value)),
    },
    problems,
  );
  await flush();
  problems.throwIfAny();
  return refs.items;
};

/** Files that are shown as pictures; column uploads and attachments of updates may be of any type. */
const IMAGE_KINDS = new Set(['avatar', 'logo', 'person']);

/**
 * A file's bytes, checked as uploads are: the type recognised from the bytes must be the one the
 * document states (so a document cannot make the portal serve bytes as something they are not), and
 * avatars, logos and photos must be images.
 */
const checkedBytes = async (
  data: string,
  file: { name: string; contentType: string; kind: string },
  at: JsonPath,
  problems: Problems,
) => {
  const bytes = Buffer.from(data, 'base64');
  const fail = (message: string) => problems.add(at, message);
  if (bytes.length === 0) return fail(`"${file.name}" is empty.`);
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
  if (mime !== file.contentType)
    return fail(`the bytes of "${file.name}" are ${mime}, not ${file.contentType}.`);
  if (IMAGE_KINDS.has(file.kind) && !IMAGE_TYPES.has(mime))
    return fail(`"${file.name}" is a ${file.kind}, which must be an image, not ${mime}.`);
  return bytes;
};
