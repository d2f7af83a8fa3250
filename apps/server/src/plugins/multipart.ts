import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, serverMessages } from '@portico/contract';
import { AppError, badRequest, payloadTooLarge } from '../lib/errors';
import { namesPrototype, stringProblem } from '../lib/untrusted';
import type { FileRow, FilesService, StoreUploadInput } from '../modules/files';

export interface MultipartBody<F = FileRow> {
  fields: Array<[string, string]>;
  files: Array<{ field: string; file: F }>;
}

export interface ReadMultipartOptions<F = FileRow> {
  /** Whether a file part under this field name is expected. */
  acceptFile: (field: string) => boolean;
  /** Stores one file part (streamed; rejects oversize and wrong types). */
  store: (part: MultipartFile) => Promise<F>;
  /** Removes a stored file again when the request fails after it was stored. */
  discard: (file: F) => Promise<void>;
  /** A file part's limit in bytes when it is not the uploads' (MAX_UPLOAD_BYTES), e.g. a CSV import's. */
  fileSize?: number;
}

/**
 * Registers the routes that take a multipart body in a scope of their own, with @fastify/multipart's parser.
 * The plugin also adds an async onRequest hook (a 'close' listener on every response) and an async
 * onResponse hook, both for the temporary files of its disk mode, which Portico never uses (parts are
 * streamed into storage: readMultipart). Registered for the whole app, those ran on every request; here
 * they run on uploads only. Any other route answers a multipart body with 415 (no parser for it).
 */
export const withUploads = async <App extends FastifyInstance>(app: App, routes: (uploads: App) => void) => {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 300, fieldSize: 1_048_576, parts: 320 },
    });
    // The child scope keeps the parent's type provider; its declared type is the default one.
    routes(uploads as unknown as App);
  });
};

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters (the parser fails on very long ones with a 500). */
const MAX_BOUNDARY = 70;
const MAX_FIELD_NAME = 200;
/** Field values share the limit of a JSON body. */
const MAX_FIELD_VALUE = 1_048_576;

const boundaryOf = (contentType: string | undefined) =>
  /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i
    .exec(contentType ?? '')
    ?.slice(1)
    .find((b) => b !== undefined);

/** How long the parser may sit on a fully received body without handing out a part (see nextPart). */
const STALL_MS = 2_000;
const STALL_CHECK_MS = 250;

/**
 * The request is held back by the parser (piping pauses it while the parser's buffer is full) although we
 * are waiting for the parser's next part: nothing we hold keeps it from moving, so it is stuck.
 */
const parserStuck = (raw: IncomingMessage) => raw.readableFlowing === false && !raw.readableEnded;

/**
 * The next part, or a 400 when the parser stalls. Busboy (@fastify/busboy 3.2.6) never finishes a body in
 * which a part it skips — no Content-Disposition, a line break in a field or file name, over a limit — holds
 * more than its 16 kB buffer: it pauses on the skipped part and nothing ever resumes it. A slow client
 * cannot look like that (its request flows, waiting for bytes), so a request held back for STALL_MS while
 * we wait for a part is refused rather than held until the request time-out.
 */
const nextPart = async <T>(parts: AsyncIterator<T>, raw: IncomingMessage): Promise<IteratorResult<T>> => {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let since: number | null = null;
    timer = setInterval(() => {
      if (!parserStuck(raw)) since = null;
      else if ((since ??= Date.now()) + STALL_MS <= Date.now())
        reject(badRequest(serverMessages.invalidMultipart));
    }, STALL_CHECK_MS);
  });
  try {
    return await Promise.race([parts.next(), stalled]);
  } finally {
    clearInterval(timer);
  }
};

/**
 * Field names are checked as JSON keys are: no segment of `columnValues[<id>][<key>]` may name a prototype
 * (callers group fields by these names), and neither names nor values may hold NUL.
 */
const fieldNameProblem = (name: string): string | null => {
  const where = `field "${name.replaceAll('\0', '\\0').slice(0, 80)}"`;
  const problem = stringProblem(name, where, MAX_FIELD_NAME);
  if (problem) return problem;
  return namesPrototype(name) ? serverMessages.prototypeKey(where) : null;
};

/**
 * Reads a multipart body part by part. Files are streamed into storage as they arrive; if anything fails
 * afterwards the files already stored are removed, so a rejected request leaves nothing behind. Every
 * part is either consumed or refused with its stream drained, so no path leaves the request waiting.
 */
export const readMultipart = async <F = FileRow>(
  request: FastifyRequest,
  options: ReadMultipartOptions<F>,
): Promise<MultipartBody<F>> => {
  if (!request.isMultipart()) throw new AppError(415, serverMessages.invalidMultipart);
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary || boundary.length > MAX_BOUNDARY) throw badRequest(serverMessages.invalidMultipart);
  const body: MultipartBody<F> = { fields: [], files: [] };
  const limits = options.fileSize === undefined ? undefined : { limits: { fileSize: options.fileSize } };
  const parts = request.parts(limits)[Symbol.asyncIterator]();
  try {
    for (
      let next = await nextPart(parts, request.raw);
      !next.done;
      next = await nextPart(parts, request.raw)
    ) {
      const part = next.value;
      // A part whose Content-Disposition names no field comes with an undefined name (its type says string).
      if (!part.fieldname) {
        if (part.type === 'file') part.file.resume();
        throw badRequest(serverMessages.unnamedPart);
      }
      const problem = fieldNameProblem(part.fieldname);
      if (part.type === 'file') {
        if (problem || !options.acceptFile(part.fieldname)) {
          part.file.resume();
          throw badRequest(problem ?? serverMessages.unexpectedFileField(part.fieldname));
        }
        if (!part.filename) {
          // An empty file input: browsers send a part with no name and no bytes.
          part.file.resume();
          continue;
        }
        body.files.push({ field: part.fieldname, file: await options.store(part) });
        continue;
      }
      if (problem) throw badRequest(problem);
      if (part.valueTruncated) throw payloadTooLarge(serverMessages.fieldTooLarge(part.fieldname));
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const valueProblem = stringProblem(value, `field "${part.fieldname}"`, MAX_FIELD_VALUE);
      if (valueProblem) throw badRequest(valueProblem);
      body.fields.push([part.fieldname, value]);
    }
    return body;
  } catch (error) {
    // Ends the parts iterator (its own clean-up), without waiting on a parser that may never answer.
    void parts.return?.().catch(() => undefined);
    await Promise.all(body.files.map((f) => options.discard(f.file)));
    throw error;
  }
};

/** Discards the files of a body that passed parsing but failed validation later. */
export const discardAll = async <F = FileRow>(body: MultipartBody<F>, discard: (file: F) => Promise<void>) =>
  Promise.all(body.files.map((f) => discard(f.file)));

/** An upload call whose files are images (a profile picture, the portal's logo, a person's photo). */
export interface ImageUpload {
  files: Pick<FilesService, 'storeUpload' | 'discard'>;
  tenantId: string;
  createdBy: string;
  kind: StoreUploadInput['kind'];
  /** The file parts the contract describes for this body (multipart-bodies.ts). */
  fileFields: readonly string[];
}

/**
 * Reads an image upload's body, its files stored as images of `upload.kind`, and hands it to `use`. When `use`
 * fails (a field it refuses, a missing file, a person no longer there) the stored files are removed again.
 */
export const withImageUpload = async <T>(
  request: FastifyRequest,
  upload: ImageUpload,
  use: (body: MultipartBody) => Promise<T>,
): Promise<T> => {
  const { files, tenantId, createdBy, kind } = upload;
  const discard = (file: FileRow) => files.discard(tenantId, file.id);
  const body = await readMultipart(request, {
    acceptFile: (field) => upload.fileFields.includes(field),
    store: (part) =>
      files.storeUpload({
        tenantId,
        createdBy,
        kind,
        filename: part.filename,
        stream: part.file,
        accept: 'image',
      }),
    discard,
  });
  try {
    return await use(body);
  } catch (error) {
    await discardAll(body, discard);
    throw error;
  }
};
