import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { useS3 } from '../../test/support/s3';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

const s3 = useS3();
const tooLarge = () => new Error('too large');

/** A driver on its own prefix of the test bucket, and that prefix. */
const driver = (): { storage: FileStorage; prefix: string } => {
  const prefix = `drv-${randomBytes(4).toString('hex')}`;
  return { storage: createS3Storage(s3.storage(prefix)), prefix };
};

/** A stream that yields `count` chunks of `size` bytes, and counts how many it was asked for. */
const chunks = (count: number, size: number) => {
  const state = { produced: 0 };
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < count; i += 1) {
        state.produced += 1;
        yield Buffer.alloc(size, i % 256);
      }
    })(),
  );
  return { stream, state };
};

describe('S3 storage', () => {
  it('stores bytes under the prefix and reads them back', async () => {
    const { storage, prefix } = driver();
    const bytes = randomBytes(200_000);
    const size = await storage.write(
      'tenant-a/file1',
      Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]),
      {
        maxBytes: 5_000_000,
        tooLarge,
      },
    );
    expect(size).toBe(bytes.length);
    expect(await s3.keys(prefix)).toEqual([`${prefix}/tenant-a/file1`]);
    const stream = await storage.read('tenant-a/file1');
    expect(stream).not.toBeNull();
    const chunksRead: Buffer[] = [];
    for await (const chunk of stream as Readable) chunksRead.push(chunk as Buffer);
    expect(Buffer.concat(chunksRead).equals(bytes)).toBe(true);
    expect(await storage.size('tenant-a/file1')).toBe(bytes.length);
  });

  it('stores an empty file and a file of exactly the limit', async () => {
    const { storage } = driver();
    expect(await storage.write('t/empty', Readable.from([]), { maxBytes: 10, tooLarge })).toBe(0);
    expect(await storage.size('t/empty')).toBe(0);
    expect(await text((await storage.read('t/empty')) as Readable)).toBe('');
    expect(await storage.write('t/max', Readable.from(['0123456789']), { maxBytes: 10, tooLarge })).toBe(10);
    expect(await text((await storage.read('t/max')) as Readable)).toBe('0123456789');
  });

  it('answers null for a key with nothing stored', async () => {
    const { storage } = driver();
    expect(await storage.read('tenant-a/missing')).toBeNull();
    expect(await storage.size('tenant-a/missing')).toBeNull();
  });

  it('rejects an oversize stream as soon as it passes the limit, storing nothing', async () => {
    const { storage, prefix } = driver();
    const { stream, state } = chunks(100, 1000);
    await expect(storage.write('t/big', stream, { maxBytes: 10_500, tooLarge })).rejects.toThrow('too large');
    // Reading stopped at the 11th chunk, which crossed the limit (the source may buffer up to its high
    // water mark of 16 chunks ahead), instead of running through all 100.
    expect(state.produced).toBeLessThan(11 + 16);
    expect(await s3.keys(prefix)).toEqual([]);
    expect(await storage.size('t/big')).toBeNull();
  });

  it('stores nothing when the incoming stream breaks, and keeps an earlier file of that key', async () => {
    const { storage, prefix } = driver();
    await storage.write('t/kept', Readable.from(['first version']), { maxBytes: 100, tooLarge });
    const broken = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.write('t/broken', broken, { maxBytes: 100, tooLarge })).rejects.toThrow(
      'connection reset',
    );
    expect(await s3.keys(prefix)).toEqual([`${prefix}/t/kept`]);
    expect(await text((await storage.read('t/kept')) as Readable)).toBe('first version');
  });

  it('removes, and removing again or removing nothing is not an error', async () => {
    const { storage, prefix } = driver();
    await storage.write('t/a', Readable.from(['a']), { maxBytes: 100, tooLarge });
    await storage.write('t/b', Readable.from(['b']), { maxBytes: 100, tooLarge });
    await storage.remove('t/a');
    await storage.remove('t/a');
    await storage.remove('t/never');
    expect(await s3.keys(prefix)).toEqual([`${prefix}/t/b`]);
    expect(await storage.read('t/a')).toBeNull();
  });

  it('keeps keys at the bucket root without a prefix', async () => {
    const storage = createS3Storage(s3.storage(''));
    const key = `root-${randomBytes(4).toString('hex')}/f`;
    await storage.write(key, Readable.from(['x']), { maxBytes: 10, tooLarge });
    expect(await s3.keys(key)).toEqual([key]);
    await storage.remove(key);
    expect(await s3.keys(key)).toEqual([]);
  });

  it('refuses unsafe keys before any request', async () => {
    const { storage } = driver();
    for (const key of ['../escape', '/abs', 'a//b', 'a/../b', 'a b', '']) {
      await expect(storage.read(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.write(key, Readable.from(['x']), { maxBytes: 10, tooLarge })).rejects.toThrow(
        /Unsafe storage key/,
      );
    }
  });

  it('fails (does not answer "missing") when the bucket does not exist or the credentials are wrong', async () => {
    const noBucket = createS3Storage({ ...s3.storage('x'), bucket: 'no-such-bucket' });
    await expect(noBucket.read('t/f')).rejects.toThrow();
    await expect(noBucket.write('t/f', Readable.from(['x']), { maxBytes: 10, tooLarge })).rejects.toThrow();
    const wrongKey = createS3Storage({
      ...s3.storage('x'),
      credentials: { accessKeyId: 'SOMEONE', secretAccessKey: 'wrong' },
    });
    await expect(wrongKey.read('t/f')).rejects.toThrow();
  });
});
