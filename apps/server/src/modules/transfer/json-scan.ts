/**
 * A streaming JSON scanner for documents larger than memory should hold (tenant imports). It walks the
 * structure the caller descends into (the document, its lists, boards, groups) and hands over every
 * other value as its JSON text, which JSON.parse then reads natively: one item or file at a time, so
 * memory is bounded by the largest such value (`maxValue`), never by the document. Syntax is checked
 * here for the structure and by JSON.parse for each value.
 */

export type JsonPath = ReadonlyArray<string | number>;
/** `descend`: report the members of this object or array one by one; `capture`: its text; `skip`: nothing. */
export type Route = 'descend' | 'capture' | 'skip';
export type JsonKind = 'object' | 'array' | 'scalar';

export interface ScanEvents {
  /** How to read the value that starts at `path` (only objects and arrays can be descended into). */
  route(path: JsonPath, kind: JsonKind): Route;
  value(path: JsonPath, json: string, line: number): void;
  enter(path: JsonPath, kind: 'object' | 'array'): void;
  leave(path: JsonPath, kind: 'object' | 'array'): void;
}

export class JsonSyntaxError extends Error {}
export class JsonValueTooLarge extends Error {
  constructor(readonly path: JsonPath) {
    super('value too large');
  }
}

const enum S {
  KeyOrEnd, // after `{`
  Key, // after `,` in an object
  Colon,
  Value, // after `:` or `,` in an array
  ValueOrEnd, // after `[`
  CommaOrEnd,
}

interface Frame {
  kind: 'object' | 'array';
  path: Array<string | number>;
  state: S;
  index: number;
  key: string;
}

interface Capture {
  path: JsonPath;
  keep: boolean;
  /** A number or literal: it ends before the first delimiter. */
  bare: boolean;
  depth: number;
  inString: boolean;
  escaped: boolean;
  parts: string[];
  length: number;
  line: number;
}

const WHITESPACE = /[^ \t\n\r]/g;
const IN_STRING = /["\\]/g;
const [QUOTE, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [...'"{}[]'].map((c) =>
  c.charCodeAt(0),
);
const BARE_END = /[ \t\n\r,\]}]/g;

const search = (re: RegExp, text: string, from: number) => {
  re.lastIndex = from;
  return re.exec(text)?.index ?? -1;
};

const countLines = (text: string, from = 0, to = text.length) => {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
};

export const createJsonScanner = (events: ScanEvents, maxValue: number) => {
  const frames: Frame[] = [];
  let capture: Capture | null = null;
  let key: { parts: string[]; escaped: boolean; length: number } | null = null;
  let started = false;
  let done = false;
  /** The line (1-based) at `counted` in the current chunk: counted forward only, as scanning goes. */
  let line = 1;
  let counted = 0;
  let chunk = '';

  const lineAt = (i: number) => {
    if (i < counted) return line - countLines(chunk, i, counted);
    line += countLines(chunk, counted, i);
    counted = i;
    return line;
  };
  const syntax = (i: number, what: string): never => {
    throw new JsonSyntaxError(`line ${lineAt(i)}: ${what}`);
  };
  const describe = (c: string | undefined) => (c === undefined ? 'the end' : JSON.stringify(c));

  const pathHere = (): Array<string | number> => {
    const top = frames.at(-1);
    if (!top) return [];
    return [...top.path, top.kind === 'object' ? top.key : top.index];
  };

  const afterValue = () => {
    const top = frames.at(-1);
    if (top) top.state = S.CommaOrEnd;
    else done = true;
  };

  const newCapture = (path: JsonPath, keep: boolean, bare: boolean, i: number): Capture => ({
    ...{ path, keep, bare, depth: 0, inString: false, escaped: false },
    ...{ parts: [], length: 0, line: lineAt(i) },
  });

  const startValue = (i: number): number => {
    const c = chunk[i] as string;
    const path = pathHere();
    if (c === '{' || c === '[') {
      const kind = c === '{' ? 'object' : 'array';
      const route = events.route(path, kind);
      if (route === 'descend') {
        frames.push({ kind, path, state: kind === 'object' ? S.KeyOrEnd : S.ValueOrEnd, index: 0, key: '' });
        events.enter(path, kind);
        return i + 1;
      }
      capture = newCapture(path, route === 'capture', false, i);
      return i;
    }
    if (c === '"' || c === '-' || (c >= '0' && c <= '9') || c === 't' || c === 'f' || c === 'n') {
      capture = newCapture(path, events.route(path, 'scalar') !== 'skip', c !== '"', i);
      return i;
    }
    return syntax(i, `unexpected ${describe(c)} where a value should be`);
  };

  const keepPart = (c: Capture, from: number, to: number) => {
    if (!c.keep) return;
    c.length += to - from;
    if (c.length > maxValue) throw new JsonValueTooLarge(c.path);
    c.parts.push(chunk.slice(from, to));
  };

  const finishCapture = (c: Capture) => {
    capture = null;
    if (c.keep) events.value(c.path, c.parts.join(''), c.line);
    afterValue();
  };

  /** Scans a captured value from `i`; returns where scanning goes on (the chunk's end if it goes on). */
  const scanCapture = (c: Capture, i: number): number => {
    if (c.bare) {
      const end = search(BARE_END, chunk, i);
      keepPart(c, i, end === -1 ? chunk.length : end);
      if (end === -1) return chunk.length;
      finishCapture(c);
      return end;
    }
    // A character loop (strings jump to their next quote): far cheaper than a regular expression per
    // token in values with many short strings.
    const text = chunk;
    const length = text.length;
    let { depth, inString, escaped } = c;
    let backslash = -2;
    for (let at = i; at < length; at += 1) {
      if (escaped) {
        escaped = false;
        continue;
      }
      if (inString) {
        const quote = text.indexOf('"', at);
        if (backslash < at && backslash !== -1) backslash = text.indexOf('\\', at);
        if (backslash !== -1 && (quote === -1 || backslash < quote)) {
          escaped = true;
          at = backslash;
          continue;
        }
        if (quote === -1) break;
        inString = false;
        at = quote;
        if (depth === 0) return endCapture(c, i, at + 1);
        continue;
      }
      const ch = text.charCodeAt(at);
      if (ch === QUOTE) inString = true;
      else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) depth += 1;
      else if ((ch === CLOSE_BRACE || ch === CLOSE_BRACKET) && --depth === 0) return endCapture(c, i, at + 1);
    }
    Object.assign(c, { depth, inString, escaped });
    keepPart(c, i, length);
    return length;
  };

  const endCapture = (c: Capture, from: number, end: number) => {
    keepPart(c, from, end);
    finishCapture(c);
    return end;
  };

  /** Reads an object key (a JSON string) from `i`; returns where scanning goes on. */
  const scanKey = (k: NonNullable<typeof key>, i: number): number => {
    let at = i;
    for (;;) {
      if (k.escaped) {
        if (at >= chunk.length) break;
        k.escaped = false;
        at += 1;
        continue;
      }
      const next = search(IN_STRING, chunk, at);
      if (next === -1) break;
      if (chunk[next] === '\\') {
        k.escaped = true;
        at = next + 1;
        continue;
      }
      k.parts.push(chunk.slice(i, next + 1));
      key = null;
      const top = frames.at(-1) as Frame;
      try {
        top.key = JSON.parse(k.parts.join('')) as string;
      } catch (error) {
        syntax(next, (error as Error).message);
      }
      top.state = S.Colon;
      return next + 1;
    }
    k.parts.push(chunk.slice(i));
    k.length += chunk.length - i;
    if (k.length > 10_000) syntax(i, 'a key longer than 10000 characters');
    return chunk.length;
  };

  const structure = (i: number): number => {
    const at = search(WHITESPACE, chunk, i);
    if (at === -1) return chunk.length;
    const c = chunk[at] as string;
    const top = frames.at(-1);
    if (!top) {
      if (done) syntax(at, `unexpected ${describe(c)} after the document`);
      started = true;
      return startValue(at);
    }
    switch (top.state) {
      case S.KeyOrEnd:
      case S.Key:
        if (c === '"') {
          key = { parts: ['"'], escaped: false, length: 0 };
          return scanKey(key, at + 1);
        }
        if (c === '}' && top.state === S.KeyOrEnd) return close(top, at);
        return syntax(at, `unexpected ${describe(c)} where a key should be`);
      case S.Colon:
        if (c !== ':') syntax(at, `unexpected ${describe(c)} where ":" should be`);
        top.state = S.Value;
        return at + 1;
      case S.Value:
      case S.ValueOrEnd:
        if (c === ']' && top.state === S.ValueOrEnd) return close(top, at);
        return startValue(at);
      case S.CommaOrEnd:
        if (c === ',') {
          if (top.kind === 'array') top.index += 1;
          top.state = top.kind === 'object' ? S.Key : S.Value;
          return at + 1;
        }
        if (c === (top.kind === 'object' ? '}' : ']')) return close(top, at);
        return syntax(at, `unexpected ${describe(c)} after a value`);
    }
  };

  const close = (top: Frame, at: number) => {
    frames.pop();
    events.leave(top.path, top.kind);
    afterValue();
    return at + 1;
  };

  return {
    /** Scans the next piece of the document's text. */
    write(text: string) {
      chunk = started || text.charCodeAt(0) !== 0xfeff ? text : text.slice(1);
      let i = 0;
      while (i < chunk.length) {
        if (capture) i = scanCapture(capture, i);
        else if (key) i = scanKey(key, i);
        else i = structure(i);
      }
      lineAt(chunk.length);
      counted = 0;
      chunk = '';
    },
    /** The document's text has ended: it must have been one whole value. */
    end() {
      if (capture && capture.bare && frames.length === 0) finishCapture(capture);
      if (!started) throw new JsonSyntaxError('the document is empty');
      if (!done) throw new JsonSyntaxError(`line ${line}: the document ends before its last value does`);
    },
  };
};
