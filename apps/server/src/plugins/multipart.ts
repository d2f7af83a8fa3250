import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { serverMessages } from '@portico/contract';
import { AppError, badRequest } from '../lib/errors';
import type { FileRow } from '../modules/files/files.repository';

export interface MultipartBody {
  fields: Array<[string, string]>;
  files: Array<{ field: string; file: FileRow }>;
}

export interface ReadMultipartOptions {
  /** Whether a file part under this field name is expected. */
  acceptFile: (field: string) => boolean;
  /** Stores one file part (streamed; rejects oversize and wrong types). */
  store: (part: MultipartFile) => Promise<FileRow>;
  /** Removes a stored file again when the request fails after it was stored. */
  discard: (file: FileRow) => Promise<void>;
}

/**
 * Reads a multipart body part by part. Files are streamed into storage as they arrive; if anything fails
 * afterwards the files already stored are removed, so a rejected request leaves nothing behind.
 */
export const readMultipart = async (
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartBody> => {
  if (!request.isMultipart()) throw new AppError(415, serverMessages.invalidMultipart);
  const body: MultipartBody = { fields: [], files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!options.acceptFile(part.fieldname)) {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}".`);
        }
        if (!part.filename) {
          // An empty file input: browsers send a part with no name and no bytes.
          part.file.resume();
          continue;
        }
        body.files.push({ field: part.fieldname, file: await options.store(part) });
      } else {
        body.fields.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
      }
    }
    return body;
  } catch (error) {
    await Promise.all(body.files.map((f) => options.discard(f.file)));
    throw error;
  }
};

/** Discards the files of a body that passed parsing but failed validation later. */
export const discardAll = async (body: MultipartBody, discard: (file: FileRow) => Promise<void>) =>
  Promise.all(body.files.map((f) => discard(f.file)));
