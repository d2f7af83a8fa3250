import { describe, expect, it } from 'vitest';
import { type JsonPath, JsonSyntaxError, JsonValueTooLarge, createJsonScanner } from './json-scan';
import { Members, Streamed, joined, pretty } from './json-write';

/** Rebuilds a value from the scanner's events, descending `depth` levels, fed `size` characters at a time. */
const rebuild = (text: string, size: number, depth: number, maxValue = 1e9) => {
  const stack: Array<Record<string | number, unknown>> = [];
  let root: unknown;
  const put = (path: JsonPath, value: unknown) => {
    if (path.length === 0) root = value;
    else (stack.at(-1) as Record<string | number, unknown>)[path.at(-1) as string] = value;
  };
  const scanner = createJsonScanner(
    {
      route: (path, kind) => (kind !== 'scalar' && path.length < depth ? 'descend' : 'capture'),
      value: (path, json) => put(path, JSON.parse(json)),
      enter: (path, kind) => {
        const value = kind === 'object' ? {} : [];
        put(path, value);
        stack.push(value as Record<string, unknown>);
      },
      leave: () => void stack.pop(),
    },
    maxValue,
  );
  for (let i = 0; i < text.length; i += size) scanner.write(text.slice(i, i + size));
  scanner.end();
  return root;
};

const SAMPLES = [
  '{"a":1,"b":[1,2,{"c":"x\\"y\\\\"}],"d":{"e":null,"f":true,"g":false,"h":-1.5e3},"k\\u0041":"\\u00e9"}',
  ' {"a" : [ ] , "b" : { } , "c" : [ [ ] , { "x" : [ "]" , "}" , "{" , "\\\\" ] } ] } \n',
  '\uFEFF{"bom": "read as any other document"}',
];

describe('the streaming JSON scanner', () => {
  it.each([1, 2, 3, 7, 1000])('reads what JSON.parse reads, in pieces of %i characters', (size) => {
    for (const text of SAMPLES)
      for (const depth of [0, 1, 2, 5])
        expect(rebuild(text, size, depth)).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
  });

  it.each([
    ['{"a":1,}', 'line 1: unexpected "}" where a key should be'],
    ['[1,]', 'line 1: unexpected "]" where a value should be'],
    ['{"a" 1}', 'line 1: unexpected "1" where ":" should be'],
    ['{"a":1}\n\nx', 'line 3: unexpected "x" after the document'],
    ['{"a":\n[1', 'line 2: the document ends before its last value does'],
    ['  ', 'the document is empty'],
    ['{a:1}', 'line 1: unexpected "a" where a key should be'],
    ['[1 2]', 'line 1: unexpected "2" after a value'],
  ])('refuses %j: %s', (text, message) => {
    for (const size of [1, 4, 100]) {
      expect(() => rebuild(text, size, 5)).toThrow(JsonSyntaxError);
      expect(() => rebuild(text, size, 5)).toThrow(message);
    }
  });

  it('refuses a value larger than it may hold, by its path', () => {
    const text = JSON.stringify({ files: [{ data: 'x'.repeat(100) }] });
    expect(() => rebuild(text, 7, 2, 50)).toThrow(JsonValueTooLarge);
    expect(rebuild(text, 7, 2, 200)).toEqual(JSON.parse(text));
  });
});

describe('the streaming JSON writer', () => {
  it('writes exactly what JSON.stringify(value, null, 2) writes', async () => {
    const value = { a: [], b: {}, c: [{ d: [1, 2] }, 'e'], f: { g: [] } };
    const streamed = new Members({
      a: new Streamed(async function* () {}),
      b: new Members({}),
      c: new Streamed(async function* () {
        yield new Members({
          d: new Streamed(async function* () {
            yield* [1, 2];
          }),
        });
        yield 'e';
      }),
      f: { g: [] },
    });
    let text = '';
    for await (const chunk of joined(pretty(streamed, 0))) text += chunk;
    expect(text).toBe(JSON.stringify(value, null, 2));
  });
});
