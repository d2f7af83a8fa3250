import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3Settings, StorageConfig } from '../../src/storage/storage-url';

/** s3rver accepts requests signed with these (and only these) credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The settings an installation would have for this store (PORTICO_S3_*). */
  settings: S3Settings;
  /** The storage configuration of a prefix of the test bucket (a test file should use a prefix of its own). */
  storage(prefix?: string): Extract<StorageConfig, { kind: 's3' }>;
  /** The object keys of the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Removes one object behind the driver's back. */
  deleteObject(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, storing into a temporary directory that
 * is removed when it closes. It has one bucket.
 */
export const startS3 = async (bucket = 'portico-test'): Promise<TestS3> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  };
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    settings,
    storage: (prefix = '') => ({ kind: 's3', bucket, prefix, ...settings }),
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key as string));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      // Connections the drivers under test keep alive would hold the server open.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};

/** Starts a test S3 store for the calling test file (before its app, when called first) and closes it after. */
export const useS3 = (): TestS3 => {
  const holder = {} as TestS3;
  beforeAll(async () => {
    Object.assign(holder, await startS3());
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
};
