import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { checkStorageKey, type FileStorage } from './storage';

/** Files under `<dataDir>/files/<key>`, written to a temporary name and renamed when complete. */
export const createLocalDiskStorage = (root: string): FileStorage => {
  const resolve = (key: string) => path.join(root, checkStorageKey(key));

  /**
   * Creates the temporary file, and its directory first. `remove` deletes a directory it empties, so one
   * may vanish between the two steps: then both are tried again.
   */
  const createTemp = async (temp: string) => {
    for (let attempt = 1; ; attempt += 1) {
      await fs.mkdir(path.dirname(temp), { recursive: true });
      try {
        return await fs.open(temp, 'wx');
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT' || attempt === 3) throw error;
      }
    }
  };

  return {
    async write(key, source, { maxBytes, tooLarge }) {
      const target = resolve(key);
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
      const handle = await createTemp(temp);
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) done(tooLarge());
          else done(null, chunk);
        },
      });
      try {
        await pipeline(source, limit, handle.createWriteStream());
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
    async size(key) {
      try {
        const stat = await fs.stat(resolve(key));
        return stat.isFile() ? stat.size : null;
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const file = resolve(key);
      await fs.rm(file, { force: true });
      // Directories go with their last file (a tenant's, when a failed import removes what it stored), so
      // nothing is left behind. A directory that still holds anything stays (rmdir refuses).
      const base = path.resolve(root);
      for (
        let dir = path.resolve(path.dirname(file));
        dir.startsWith(base + path.sep);
        dir = path.dirname(dir)
      ) {
        try {
          await fs.rmdir(dir);
        } catch {
          return;
        }
      }
    },
  };
};
