import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { CSV_MAX_BYTES, consoleCsvMessages, serverMessages } from '@portico/contract';
import { badRequest, payloadTooLarge } from '../../lib/errors';

/** An uploaded CSV file, held on disk while the import reads it (twice at most: never in memory). */
export interface SpooledCsv {
  path: string;
  size: number;
}

const tooLarge = () => payloadTooLarge(consoleCsvMessages.fileTooLarge);

const isCutOff = (error: unknown) =>
  (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
  /Unexpected end of (form|multipart)/i.test((error as Error).message);

/**
 * Streams the file part of an import into a temporary file, refusing as it streams a file over
 * CSV_MAX_BYTES (413) or one with NUL bytes (binary, 400: no spreadsheet writes them into a CSV). The
 * multipart parser's own limit is one byte more (readMultipart's fileSize), so this check answers first.
 */
export const spoolCsv = async (part: MultipartFile): Promise<SpooledCsv> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portico-csv-'));
  const file = path.join(dir, 'import.csv');
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > CSV_MAX_BYTES) done(tooLarge());
      else if (chunk.includes(0)) done(badRequest(consoleCsvMessages.notText));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, check, createWriteStream(file));
  } catch (error) {
    part.file.resume();
    await fs.rm(dir, { recursive: true, force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (isCutOff(error)) throw badRequest(serverMessages.invalidMultipart);
    throw error;
  }
  if (size === 0) {
    await fs.rm(dir, { recursive: true, force: true });
    throw badRequest(consoleCsvMessages.fileEmpty);
  }
  return { path: file, size };
};

export const removeSpooled = (file: SpooledCsv) =>
  fs.rm(path.dirname(file.path), { recursive: true, force: true });
