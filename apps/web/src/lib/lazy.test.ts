import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withChunkTimeout } from './lazy';

describe('withChunkTimeout', () => {
  it('fails a chunk that has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('passes a loaded module and a load failure through', async () => {
    await expect(withChunkTimeout(async () => ({ Component: 1 }))).resolves.toEqual({ Component: 1 });
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
  });
});
