/**
 * Writing a JSON document larger than memory should hold (tenant exports): the parts that are many
 * (items, files) are produced while the document is written, and the text is byte for byte what
 * `JSON.stringify(document, null, 2)` would have written.
 */

/** An array written element by element as they are produced: pages of items, files read one by one. */
export class Streamed {
  constructor(readonly elements: () => AsyncIterable<unknown>) {}
}
/** An object written member by member, because a member is streamed. */
export class Members {
  constructor(readonly members: Record<string, unknown>) {}
}

/**
 * Exactly what `JSON.stringify(value, null, 2)` writes at this depth, with streamed parts produced as
 * they are written: memory holds one element of a streamed array at a time.
 */
export async function* pretty(value: unknown, depth: number): AsyncGenerator<string> {
  const pad = `\n${'  '.repeat(depth)}`;
  if (value instanceof Streamed) {
    let first = true;
    for await (const element of value.elements()) {
      yield `${first ? '[' : ','}${pad}  `;
      yield* pretty(element, depth + 1);
      first = false;
    }
    yield first ? '[]' : `${pad}]`;
  } else if (value instanceof Members) {
    const keys = Object.keys(value.members);
    for (const [i, key] of keys.entries()) {
      yield `${i ? ',' : '{'}${pad}  ${JSON.stringify(key)}: `;
      yield* pretty(value.members[key], depth + 1);
    }
    yield keys.length ? `${pad}}` : '{}';
  } else yield JSON.stringify(value, null, 2).replaceAll('\n', pad);
}

/** Pieces joined into chunks of about 64 KB: fewer, larger writes. */
export async function* joined(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let chunk = '';
  for await (const piece of pieces) {
    chunk += piece;
    if (chunk.length >= 1 << 16) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
