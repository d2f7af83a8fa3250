import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, serverMessages, validationMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import type { FileKind } from '../../db/schema';
import { AppError, badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hmac, safeEqual } from '../../lib/tokens';
import { nowIso } from '../../lib/time';
import { deleteFileRow, findFile, insertFile, listStoredFilesPage, type FileRow } from './files.repository';

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

/** Bytes file-type needs to recognise every format it knows. */
const SAMPLE_BYTES = 4100;

/**
 * Reads the first bytes of an upload, resolving early at end of stream (an empty or short file) and
 * rejecting when the stream breaks or is destroyed before its end (a body cut off mid-file: the multipart
 * parser may have destroyed the part before we read it, and a destroyed stream never emits again).
 */
const readSample = (stream: Readable) =>
  new Promise<{ sample: Buffer; ended: boolean }>((resolve, reject) => {
    const broken = () => stream.errored ?? badRequest(serverMessages.invalidMultipart);
    if (stream.destroyed) return reject(broken());
    const chunks: Buffer[] = [];
    let length = 0;
    const done = (ended: boolean) => {
      stream.off('readable', onReadable).off('end', onEnd).off('error', onError).off('close', onClose);
      resolve({ sample: Buffer.concat(chunks), ended });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < SAMPLE_BYTES && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= SAMPLE_BYTES) done(false);
    };
    const onEnd = () => done(true);
    const onError = (error: Error) => {
      stream.off('readable', onReadable).off('end', onEnd).off('close', onClose);
      reject(error);
    };
    const onClose = () => {
      if (!stream.readableEnded) onError(broken());
    };
    stream.on('readable', onReadable).once('end', onEnd).once('error', onError).once('close', onClose);
  });

/** The sample, then whatever the stream still holds, as one stream for storage. */
const rejoin = (sample: Buffer, rest: Readable | null) =>
  Readable.from(
    (async function* () {
      yield sample;
      if (rest) yield* rest;
    })(),
    { objectMode: false },
  );

/** A part that ends before its closing boundary is the client's broken body, not our failure. */
const isCutOff = (error: unknown) =>
  (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
  /Unexpected end of (form|multipart)/i.test((error as Error).message);

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
    /**
     * Every tenant's stored files, a page at a time in (tenant, id) order after `after`: for the operator's
     * `portico storage migrate`, which is why it is not scoped to a tenant.
     */
    storedPage: (after: { tenantId: string; id: string } | null, limit: number) =>
      listStoredFilesPage(db.kysely, after, limit),

    /** Streams an upload into storage, rejecting oversize files while streaming and non-images by bytes. */
    async storeUpload(input: StoreUploadInput): Promise<FileRow> {
      const name = cleanName(input.filename);
      const { sample, ended } = await readSample(input.stream);
      // Refused before anything is stored; the part is drained so the rest of the body is still read.
      const refuse = (error: Error) => {
        if (!ended) input.stream.resume();
        return error;
      };
      // A named file of no bytes was picked by mistake; an empty file input sends no name and is skipped
      // before it gets here (plugins/multipart.ts).
      if (sample.length === 0) throw refuse(badRequest(serverMessages.emptyFile(name)));
      const mime = (await fileTypeFromBuffer(sample))?.mime;
      if (input.accept === 'image' && (!mime || !IMAGE_TYPES.has(mime)))
        throw refuse(badRequest(validationMessages.notAnImage));
      const id = newId();
      const storageKey = `${input.tenantId}/${id}`;
      let size: number;
      try {
        size = await storage.write(storageKey, rejoin(sample, ended ? null : input.stream), {
          maxBytes: MAX_UPLOAD_BYTES,
          tooLarge,
        });
      } catch (error) {
        if (!ended) input.stream.resume();
        if (isCutOff(error)) throw badRequest(serverMessages.invalidMultipart);
        throw error;
      }
      const row: FileRow = {
        id,
        tenant_id: input.tenantId,
        storage_key: storageKey,
        name,
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
