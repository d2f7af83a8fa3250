import { CHUNK_LOAD_TIMEOUT_MS } from '@portico/contract';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('Loading a part of the app took too long. Check your connection and refresh the page.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * §9: a script chunk that has not loaded after 120 s fails, so the route's error boundary can offer a
 * refresh instead of leaving a blank screen (native dynamic imports have no time-out of their own).
 */
export const withChunkTimeout = <T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
