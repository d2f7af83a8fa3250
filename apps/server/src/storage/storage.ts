import type { Readable } from 'node:stream';

/** Storage keys are `<tenant id>/<file id>`: path-like, never `..`, never absolute, the same on every store. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Refuses a key that could escape its root directory or prefix (a bug, never user input). */
export const checkStorageKey = (key: string): string => {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
};

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
  /** The number of bytes stored under `key`, or null when nothing is (`portico storage migrate` checks copies). */
  size(key: string): Promise<number | null>;
  /** Removes what is stored under `key`; nothing stored is not an error. */
  remove(key: string): Promise<void>;
}
