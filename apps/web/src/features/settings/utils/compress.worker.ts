/// <reference lib="webworker" />
import imageCompression from 'browser-image-compression';
import { AVATAR_COMPRESSION } from '@portico/contract';

/**
 * Compresses an avatar off the main thread (§9: at most 1 MB and 1920 px, in a background worker). The
 * library compresses in place when it runs inside a worker; this worker is a same-origin module, so it
 * works under the portal's Content-Security-Policy (the library's own worker is a blob: URL that loads its
 * code from a CDN, which that policy forbids).
 */
self.onmessage = async (event: MessageEvent<{ id: number; file: File }>) => {
  const { id, file } = event.data;
  try {
    const compressed = await imageCompression(file, { ...AVATAR_COMPRESSION, useWebWorker: false });
    self.postMessage({ id, file: compressed });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
