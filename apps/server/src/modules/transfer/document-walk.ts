import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { MAX_UPLOAD_BYTES, findPrototypeKey, isPrototypeKey } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import {
  type JsonKind,
  type JsonPath,
  JsonSyntaxError,
  JsonValueTooLarge,
  type Route,
  createJsonScanner,
} from './json-scan';

/** Where a tenant export document is read from; called once per pass over it. */
export type DocumentSource = () => AsyncIterable<string | Buffer>;

export const fileSource =
  (file: string): DocumentSource =>
  () =>
    fs.createReadStream(file, { highWaterMark: 1 << 16 });

/** A document already in memory (tests), handed over in pieces as a file would be. */
export const textSource = (text: string, size = 1 << 16): DocumentSource =>
  async function* () {
    for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
  };

/** `users[0].email`, `boards[1].groups[0].items[3].values.abc`: where a problem is in the document. */
export const pathOf = (path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>(
    (at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)),
    '',
  ) || 'the document';

/** Problems of a document: every one counted, the first kept for the one line the operator reads. */
export const problemList = () => {
  let first: string | null = null;
  let count = 0;
  return {
    add(path: ReadonlyArray<PropertyKey>, message: string) {
      first ??= `${pathOf(path)}: ${message}`;
      count += 1;
    },
    get count() {
      return count;
    },
    /** Throws the problems found, if any, as one 400. */
    throwIfAny() {
      if (count === 0) return;
      const more = count > 1 ? ` (and ${count - 1} more problem${count > 2 ? 's' : ''})` : '';
      throw badRequest(`Invalid export document: ${first}${more}`);
    },
  };
};
export type Problems = ReturnType<typeof problemList>;

/** How one pass reads the document: what it descends into, and what it does with each part. */
export interface Walker {
  route(path: JsonPath, kind: JsonKind): Route;
  value?(path: JsonPath, value: unknown): void | Promise<void>;
  enter?(path: JsonPath, kind: 'object' | 'array'): void | Promise<void>;
  leave?(path: JsonPath, kind: 'object' | 'array'): void | Promise<void>;
}

/** The largest value read whole: a file of the largest upload size, base64, with its other fields. */
const MAX_VALUE = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + (1 << 20);

/**
 * Reads a document once, in document order, with memory bounded by one chunk and the largest value it
 * captures. Keys that could reach Object.prototype are problems wherever they are (the value under them
 * is not read), as are keys an object repeats. Syntax errors stop the walk at once.
 */
export const walkDocument = async (source: DocumentSource, walker: Walker, problems: Problems) => {
  const queue: Array<() => void | Promise<void>> = [];
  // The keys of each object being descended into (null for arrays), to find repeated keys.
  const keys: Array<Set<string> | null> = [];
  const scanner = createJsonScanner(
    {
      route(path, kind) {
        const key = path.at(-1);
        if (typeof key === 'string') {
          const seen = keys.at(-1);
          if (isPrototypeKey(key)) return refuse(path, `"${key}" is not allowed as a key`);
          if (seen?.has(key)) return refuse(path, `the key "${key}" appears twice`);
          seen?.add(key);
        }
        return walker.route(path, kind);
      },
      value(path, json, line) {
        queue.push(() => {
          let value: unknown;
          try {
            value = JSON.parse(json);
          } catch (error) {
            throw new JsonSyntaxError(`line ${line}: ${(error as Error).message}`);
          }
          const unsafe = findPrototypeKey(value, [...path]);
          if (unsafe) return problems.add(unsafe, `"${String(unsafe.at(-1))}" is not allowed as a key`);
          return walker.value?.(path, value);
        });
      },
      enter(path, kind) {
        keys.push(kind === 'object' ? new Set() : null);
        queue.push(() => walker.enter?.(path, kind));
      },
      leave(path, kind) {
        keys.pop();
        queue.push(() => walker.leave?.(path, kind));
      },
    },
    MAX_VALUE,
  );
  const refuse = (path: JsonPath, message: string): Route => {
    problems.add(path, message);
    return 'skip';
  };
  const drain = async () => {
    for (const task of queue.splice(0)) await task();
  };

  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of source()) {
      scanner.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      await drain();
    }
    scanner.write(decoder.end());
    scanner.end();
    await drain();
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw badRequest(`Not a JSON document (${error.message}).`);
    if (error instanceof JsonValueTooLarge)
      throw badRequest(
        `Invalid export document: ${pathOf(error.path)}: larger than any part of a document can be (${MAX_VALUE} characters).`,
      );
    throw error;
  }
};
