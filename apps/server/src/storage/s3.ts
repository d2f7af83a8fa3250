import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkStorageKey, type FileStorage } from './storage';
import type { S3Settings } from './storage-url';

export interface S3StorageOptions extends S3Settings {
  bucket: string;
  /** Prepended to every key with a slash; empty: keys sit at the bucket's root. */
  prefix: string;
}

const errorName = (error: unknown) => (error as { name?: string }).name;

/**
 * Files as objects of an S3-compatible bucket, under `<prefix>/<key>`. Writes are buffered (uploads are
 * at most 5 MB) and sent as one PutObject with its length once the limit is known to hold, so an oversize
 * or broken upload never reaches the bucket, and a stored object is always complete.
 */
export const createS3Storage = (options: S3StorageOptions): FileStorage => {
  // The SDK version is pinned (package.json), so its notice that later versions will need Node 22 says
  // nothing the operator can act on; it would be printed on every start of the server and the CLI.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint && { endpoint: options.endpoint }),
    ...(options.credentials && { credentials: options.credentials }),
    // Checksums only where S3 requires them: S3-compatible stores do not all know the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that accepts connections but never answers fails the request instead of hanging it (the
    // timeout ends with the response's headers; a download then streams as fast as its reader takes it).
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) =>
    options.prefix ? `${options.prefix}/${checkStorageKey(key)}` : checkStorageKey(key);

  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
  };

  return {
    async write(key, source, { maxBytes, tooLarge }) {
      const Key = objectKey(key);
      const chunks: Buffer[] = [];
      let size = 0;
      const collect = new Writable({
        write(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) return done(tooLarge());
          chunks.push(chunk);
          done();
        },
      });
      try {
        await pipeline(source, collect);
      } catch (error) {
        source.resume();
        throw error;
      }
      const body = Buffer.concat(chunks, size);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: size }));
      } catch (error) {
        // PutObject stores all or nothing, but a failure seen here may come after the store kept it
        // (a connection lost before the answer): nothing may be left behind, so it is removed again.
        await remove(key).catch(() => undefined);
        throw error;
      }
      return size;
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no body stream for ${key}`);
        return object.Body;
      } catch (error) {
        // Only a missing object is "nothing stored"; a missing bucket or denied access is a real failure.
        if (errorName(error) === 'NoSuchKey') return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (errorName(error) === 'NotFound') return null;
        throw error;
      }
    },
    remove,
  };
};
