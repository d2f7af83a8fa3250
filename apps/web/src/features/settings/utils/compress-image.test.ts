import { describe, expect, it, vi } from 'vitest';
import { imageProblem } from './compress-image';

describe('imageProblem (§5 image errors)', () => {
  it('accepts images', () => {
    expect(imageProblem(new File(['x'], 'me.png', { type: 'image/png' }))).toBeNull();
  });

  it('refuses what is not a file', () => {
    expect(imageProblem('me.png')).toBe('The file given is not an instance of Blob or File');
    expect(imageProblem(null)).toBe('The file given is not an instance of Blob or File');
  });

  it('refuses files that are not images', () => {
    expect(imageProblem(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(
      'The file given is not an image',
    );
  });
});

describe('compressImage (§4: the original is used when compression fails)', () => {
  const original = new File(['original bytes'], 'me.png', { type: 'image/png' });

  /** A worker that answers every message with `reply`. */
  const stubWorker = (reply: (id: number) => unknown) => {
    class FakeWorker extends EventTarget {
      postMessage({ id }: { id: number }) {
        queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: reply(id) })));
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FakeWorker);
  };

  it('uses the compressed file, named like the original', async () => {
    vi.resetModules();
    stubWorker((id) => ({ id, file: new Blob(['small'], { type: 'image/webp' }) }));
    const { compressImage } = await import('./compress-image');
    const result = await compressImage(original);
    expect(result.name).toBe('me.png');
    expect(result.size).toBe(5);
    expect(result.type).toBe('image/webp');
  });

  it('falls back to the original when the worker reports an error', async () => {
    vi.resetModules();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubWorker((id) => ({ id, error: 'canvas unavailable' }));
    const { compressImage } = await import('./compress-image');
    expect(await compressImage(original)).toBe(original);
  });

  it('falls back to the original when workers are unavailable', async () => {
    vi.resetModules();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    const { compressImage } = await import('./compress-image');
    expect(await compressImage(original)).toBe(original);
  });
});
