import type { Readable } from 'node:stream';
import { type ReadableStreamWithFileType, fileTypeStream } from 'file-type';
import { MAX_UPLOAD_BYTES, serverMessages, validationMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import type { FileKind } from '../../db/schema';
import { AppError, badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hmac, safeEqual } from '../../lib/tokens';
import { nowIso } from '../../lib/time';
import { deleteFileRow, findFile, insertFile, type FileRow } from './files.repository';

/** Images are recognised by their bytes; SVG is never accepted (it can carry script). */
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/** Types a browser may render inline from a signed URL; everything else is served as a download. */
const INLINE_TYPES = new Set([...IMAGE_TYPES, 'application/pdf']);

/** Control characters and path separators never reach a stored file name. */
const UNSAFE_NAME_CHARS = /[\p{Cc}/\\]/gu;
const cleanName = (name: string) => (name.replace(UNSAFE_NAME_CHARS, '_').trim() || 'file').slice(0, 200);

/**
 * Sniffs the type of an upload. The multipart parser may already have destroyed the part's stream (a body
 * cut off mid-file is parsed to its end before we read the part), and a destroyed stream never emits
 * again: without this check detection would wait forever.
 */
const detectType = (stream: Readable) =>
  new Promise<ReadableStreamWithFileType>((resolve, reject) => {
    const broken = () => stream.errored ?? badRequest(serverMessages.invalidMultipart);
    if (stream.destroyed) return reject(broken());
    const onClose = () => {
      if (!stream.readableEnded) reject(broken());
    };
    stream.once('close', onClose);
    fileTypeStream(stream, { sampleSize: 4100 })
      .then(resolve, reject)
      .finally(() => stream.off('close', onClose));
  });

export interface StoreUploadInput {
  tenantId: string;
  createdBy: string | null;
  kind: FileKind;
  filename: string;
  stream: Readable;
  /** 'image': only images recognised by their bytes are accepted. */
  accept: 'image' | 'any';
}

export interface SignedFile {
  row: FileRow;
  stream: Readable;
  inline: boolean;
}

export const createFilesService = (ctx: AppContext) => {
  const { db, storage, config, signingSecret } = ctx;
  const tooLarge = () => payloadTooLarge(serverMessages.fileTooLarge);

  const signature = (tenantId: string, fileId: string, expires: number) =>
    hmac(signingSecret, `file:${tenantId}:${fileId}:${expires}`);

  return {
    /** Streams an upload into storage, rejecting oversize files while streaming and non-images by bytes. */
    async storeUpload(input: StoreUploadInput): Promise<FileRow> {
      const detected = await detectType(input.stream);
      const mime = detected.fileType?.mime;
      if (input.accept === 'image' && (!mime || !IMAGE_TYPES.has(mime))) {
        detected.resume();
        input.stream.resume();
        throw badRequest(validationMessages.notAnImage);
      }
      const id = newId();
      const storageKey = `${input.tenantId}/${id}`;
      const size = await storage.write(storageKey, detected, { maxBytes: MAX_UPLOAD_BYTES, tooLarge });
      if (size === 0) {
        await storage.remove(storageKey);
        throw badRequest('The file is empty.');
      }
      const row: FileRow = {
        id,
        tenant_id: input.tenantId,
        storage_key: storageKey,
        name: cleanName(input.filename),
        content_type: mime ?? 'application/octet-stream',
        size,
        kind: input.kind,
        created_by: input.createdBy,
        created_at: nowIso(),
      };
      try {
        await insertFile(db.kysely, row);
      } catch (error) {
        await storage.remove(storageKey);
        throw error;
      }
      return row;
    },

    /** Removes a file's bytes and row (e.g. an upload whose request failed validation afterwards). */
    async discard(tenantId: string, fileId: string): Promise<void> {
      const row = await findFile(db.kysely, tenantId, fileId);
      if (!row) return;
      await storage.remove(row.storage_key);
      await deleteFileRow(db.kysely, tenantId, fileId);
    },

    /**
     * A same-origin URL that serves the file until it expires. Expiry is rounded up to a whole TTL window
     * so the URL of a file stays the same within a window and browsers can cache it.
     */
    url(tenantId: string, fileId: string, name: string): string {
      const ttl = Math.max(60, Math.floor(config.fileUrlTtlMs / 1000));
      const now = Math.floor(Date.now() / 1000);
      const expires = (Math.floor(now / ttl) + 2) * ttl;
      const sig = signature(tenantId, fileId, expires);
      return `/api/files/${fileId}/${encodeURIComponent(name)}?expires=${expires}&signature=${sig}`;
    },

    /** Checks a signed URL and opens the file; any mismatch (other tenant, expiry, tampering) is a 404/403. */
    async openSigned(tenantId: string, fileId: string, expires: number, sig: string): Promise<SignedFile> {
      if (!Number.isInteger(expires) || expires < Date.now() / 1000) {
        throw new AppError(403, serverMessages.fileLinkInvalid);
      }
      if (!safeEqual(sig, signature(tenantId, fileId, expires))) {
        throw new AppError(403, serverMessages.fileLinkInvalid);
      }
      const row = await findFile(db.kysely, tenantId, fileId);
      if (!row) throw notFound(serverMessages.fileNotFound);
      const stream = await storage.read(row.storage_key);
      if (!stream) throw notFound(serverMessages.fileNotFound);
      return { row, stream, inline: INLINE_TYPES.has(row.content_type) };
    },
  };
};

export type FilesService = ReturnType<typeof createFilesService>;
