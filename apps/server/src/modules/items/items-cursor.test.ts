import { describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { createCursorCodec } from './items.cursor';

const scope = { tenantId: 't1', boardId: 'b1', userId: 'u1', assignedToMe: false, term: '' };
const state = (pos: number) => ({ key: { gpos: 0, pos }, total: 100 });

describe('the cursor codec’s kept signatures', () => {
  it('checks a cursor the same whether its signature is kept, forgotten or never seen', () => {
    const fresh = createCursorCodec('secret');
    const kept = createCursorCodec('secret', 2);
    const cursor = kept.encode(state(7), scope);
    // Another codec with the same secret signs alike: the kept map changes no answer.
    expect(fresh.encode(state(7), scope)).toBe(cursor);
    expect(kept.decode(cursor, scope)).toEqual(state(7));
    // More cursors than the map keeps empty it; the first one is checked by the HMAC again.
    for (let pos = 0; pos < 5; pos++) kept.encode(state(pos), scope);
    expect(kept.decode(cursor, scope)).toEqual(state(7));
    expect(fresh.decode(cursor, scope)).toEqual(state(7));
  });

  it('refuses a changed body with a kept signature, and a kept cursor in another listing', () => {
    const codec = createCursorCodec('secret');
    const cursor = codec.encode(state(7), scope);
    const [, signature] = cursor.split('.');
    const body = Buffer.from(JSON.stringify([0, 8, 100])).toString('base64url');
    expect(() => codec.decode(`${body}.${signature}`, scope)).toThrow(serverMessages.invalidCursor);
    expect(() => codec.decode(cursor, { ...scope, userId: 'u2' })).toThrow(serverMessages.invalidCursor);
    expect(() => createCursorCodec('another').decode(cursor, scope)).toThrow(serverMessages.invalidCursor);
    expect(codec.decode(cursor, scope)).toEqual(state(7));
  });

  it('hands every request its own answer to read, not one to change', () => {
    const codec = createCursorCodec('secret');
    const cursor = codec.encode(state(7), scope);
    const first = codec.decode(cursor, scope);
    expect(() => {
      (first.key as { pos: number }).pos = 99;
    }).toThrow(TypeError);
    expect(codec.decode(cursor, scope)).toEqual(state(7));
  });
});
