import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { FileStorage } from './storage';

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Files under `<dataDir>/files/<key>`, written to a temporary name and renamed when complete. */
export const createLocalDiskStorage = (root: string): FileStorage => {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async write(key, source, { maxBytes, tooLarge }) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) done(tooLarge());
          else done(null, chunk);
        },
      });
      try {
        await pipeline(source, limit, createWriteStream(temp, { flags: 'wx' }));
        await fs.rename(temp, target);
        return size;
      } catch (error) {
        await fs.rm(temp, { force: true });
        source.resume();
        throw error;
      }
    },
    async read(key) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
};
