import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Metadata (name, type, size, tenant) is in the `files` table; storage only maps
 * keys to bytes, so an S3-compatible implementation can replace the local disk one without touching callers.
 */
export interface FileStorage {
  /**
   * Streams `source` under `key`. Rejects with the error `tooLarge()` returns as soon as more than
   * `maxBytes` have arrived, leaving nothing behind. Resolves with the number of bytes stored.
   */
  write(key: string, source: Readable, options: { maxBytes: number; tooLarge: () => Error }): Promise<number>;
  /** A stream of the stored bytes, or null when nothing is stored under `key`. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}
