import { validationMessages } from '@portico/contract';

/** Why a chosen file cannot be an avatar (the compression library's own messages, §5), or null. */
export const imageProblem = (file: unknown): string | null => {
  if (!(file instanceof Blob)) return validationMessages.notBlobOrFile;
  if (!file.type.startsWith('image/')) return validationMessages.notAnImage;
  return null;
};

let worker: Worker | null = null;
let nextId = 0;

const getWorker = () => {
  worker ??= new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
  return worker;
};

/**
 * §4: avatar images are compressed before upload; when compression fails (or workers are unavailable)
 * the original file is used. Resolves with a File named like the original.
 */
export const compressImage = (file: File): Promise<File> =>
  new Promise((resolve) => {
    let w: Worker;
    try {
      w = getWorker();
    } catch (error) {
      console.warn('Image compression is unavailable; uploading the original.', error);
      resolve(file);
      return;
    }
    const id = ++nextId;
    const done = (result: File) => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<{ id: number; file?: Blob; error?: string }>) => {
      if (event.data.id !== id) return;
      const { file: compressed, error } = event.data;
      if (!compressed || error) {
        console.warn('Image compression failed; uploading the original.', error);
        return done(file);
      }
      done(new File([compressed], file.name, { type: compressed.type || file.type }));
    };
    const onError = (event: ErrorEvent) => {
      console.warn('Image compression failed; uploading the original.', event.message);
      worker?.terminate();
      worker = null;
      done(file);
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, file });
  });
