import { describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, signIn, useTestApp } from '../../test/support/app';
import { addItems, makeBoard, setupItemUpdate } from '../../test/support/boards';
import { fileRows } from '../../test/support/files';
import { expectError } from '../../test/support/http';

/**
 * The request boundary (issue 12): names that reach a prototype, NUL characters, over-long values,
 * runaway nesting and the framework's own refusals all answer a 4xx in the product's format, on both
 * databases, and change nothing.
 */
const t = useTestApp();

const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort();

/** A raw multipart body, for what FormData cannot express (broken or hostile framing). */
const rawMultipart = (parts: string[], boundary = 'PorticoBoundary', close = true) => ({
  body: Buffer.from(
    parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + (close ? `--${boundary}--\r\n` : ''),
  ),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const filePart = (name: string, filename: string, bytes: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${bytes}`;

describe('prototype keys', () => {
  it('refuses columnValues[__proto__] and leaves every other tenant’s writes alone', async () => {
    const before = prototypeNames();
    const a = await setupItemUpdate(t);
    const hostile = rawMultipart([field('columnValues[__proto__][text]', 'POLLUTED')]);
    const res = await a.api.request(
      'POST',
      `/api/boards/updateItem/${a.itemId}?boardId=${a.board.id}`,
      hostile,
    );
    expectError(res, 400, /columnValues\[__proto__\]\[text\].*not allowed/);

    // Another tenant's update that sends a text column without `text` clears it; it never reads "POLLUTED".
    const b = await setupItemUpdate(t);
    await b.update([{ column: b.board.col.text, text: 'Kept until cleared' }]);
    const cleared = await b.update([{ column: b.board.col.text }]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.body).not.toContain('POLLUTED');
    expect(prototypeNames()).toEqual(before);
    expect(({} as Record<string, unknown>).text).toBeUndefined();
  });

  it.each([
    ['columnValues[constructor][text]'],
    ['columnValues[prototype][text]'],
    ['columnValues[a][__proto__]'],
    ['__proto__'],
  ])('refuses the multipart field %s', async (name) => {
    const a = await setupItemUpdate(t);
    const res = await a.api.request(
      'POST',
      `/api/boards/updateItem/${a.itemId}?boardId=${a.board.id}`,
      rawMultipart([field(name, 'x')]),
    );
    expectError(res, 400, /this name is not allowed/);
  });

  it.each([
    ['{"summary":"a","details":"b","__proto__":{"admin":true}}', 'body __proto__'],
    ['{"summary":"a","details":"b","constructor":{"prototype":{"admin":true}}}', 'body constructor'],
    ['{"summary":"a","details":{"prototype":1}}', 'body details.prototype'],
    ['{"summary":"a","details":"b","x":[{"__proto__":1}]}', 'body x[0].__proto__'],
  ])('refuses the JSON body %s, naming the key', async (payload, where) => {
    const { api } = await setupItemUpdate(t);
    const res = await api.request('POST', '/api/feedback/send-feedback', {
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, serverMessages.prototypeKey(where));
  });

  it('refuses a prototype key in the query string', async () => {
    const { api, board } = await setupItemUpdate(t);
    for (const key of ['__proto__', 'constructor', 'prototype', '__proto__[x]']) {
      const res = await api.get(`/api/boards/getAllItems?boardId=${board.id}&${encodeURIComponent(key)}=1`);
      expectError(res, 400, /this name is not allowed/);
    }
  });
});

describe('NUL characters and over-long values', () => {
  it('refuses NUL in a search, any id, a JSON value and a multipart value, with 400 on both databases', async () => {
    const { api, board, itemId } = await setupItemUpdate(t);
    const nul = [
      `/api/boards/getAllItems?boardId=${board.id}&searchQuery=a%00b`,
      `/api/boards/getAllItems?boardId=${board.id}&compareValue=%00`,
      '/api/boards/getAllGroups/%00',
      `/api/boards/getItemDetails/%00?boardId=${board.id}`,
      `/api/boards/getItemDetails/${itemId}?boardId=%00`,
      '/api/boards/editableColumns?boardId=%00',
      `/api/subdomain/validateSubDomain/a%00`,
    ];
    for (const url of nul) expectError(await api.get(url), 400, /cannot contain NUL characters/);
    expectError(
      await api.post('/api/feedback/send-feedback', { summary: 'a\u0000', details: 'b' }),
      400,
      serverMessages.nulCharacter('body summary'),
    );
    const res = await api.request(
      'POST',
      `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
      rawMultipart([field(`columnValues[${board.col.text.id}][text]`, 'a\u0000b')]),
    );
    expectError(res, 400, /cannot contain NUL characters/);
  });

  it('refuses an over-long query value and runaway JSON nesting', async () => {
    const { api, board } = await setupItemUpdate(t);
    expectError(
      await api.get(`/api/boards/getAllItems?boardId=${board.id}&searchQuery=${'a'.repeat(5000)}`),
      400,
      serverMessages.valueTooLong('query searchQuery', 4096),
    );
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await api.request('POST', '/api/feedback/send-feedback', {
      body: `{"summary":"a","details":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, serverMessages.nestedTooDeeply);
  });
});

describe('the framework’s own refusals', () => {
  it('answers a malformed URL and an over-long path parameter in the product’s format', async () => {
    const { api } = await setupItemUpdate(t);
    expectError(await api.get('/api/boards/getAllGroups/%E0%A4%A'), 400, serverMessages.invalidUrl);
    expectError(await api.get(`/api/boards/getAllGroups/${'a'.repeat(400)}`), 414, serverMessages.urlTooLong);
  });

  it('answers a multipart body sent to a call that takes JSON with 415, changing nothing', async () => {
    const { api, board } = await setupItemUpdate(t);
    // Only the upload calls parse multipart bodies (plugins/multipart.ts withUploads).
    const res = await api.request(
      'PATCH',
      '/api/user/change-password',
      rawMultipart([field('currentPassword', STRONG_PASSWORD), field('newPassword', 'Another-pass-123')]),
    );
    expectError(res, 415, serverMessages.unsupportedMediaType);
    // The password is unchanged, so the session still stands.
    const stillIn = await api.get(`/api/boards/getAllGroups/${board.id}`);
    expect(stillIn.statusCode, stillIn.body).toBe(200);
  });
});

describe('multipart bodies that would never answer', () => {
  it('refuses a zero-byte file in updateItem, create-new-item and the avatar, storing nothing', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const board = await makeBoard(t.services, tenant);
    const [itemId] = (await addItems(t.services, tenant, board, [{ name: 'Landing page' }])) as [string];
    const api = await signIn(t, tenant, user);
    const fileField = `columnValues[${board.col.file.id}][newlyUploadedFile]`;
    const group = board.groups[0]?.id as string;
    const calls = [
      ['POST', `/api/boards/updateItem/${itemId}?boardId=${board.id}`, fileField],
      ['POST', `/api/boards/create-new-item/${board.id}/${group}?itemName=New`, fileField],
      ['PATCH', '/api/user/update-profile', 'profilePicture'],
    ] as const;
    for (const [method, url, name] of calls) {
      const started = Date.now();
      const res = await api.request(method, url, rawMultipart([filePart(name, 'empty.txt', '')]));
      expectError(res, 400, serverMessages.emptyFile('empty.txt'));
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect(await fileRows(t, tenant.id)).toEqual([]);
  });

  it('refuses a body cut off before its closing boundary, in a field or in a file', async () => {
    const { api, board, itemId } = await setupItemUpdate(t);
    const url = `/api/boards/updateItem/${itemId}?boardId=${board.id}`;
    const cutInField = rawMultipart(
      [field(`columnValues[${board.col.text.id}][text]`, 'half')],
      undefined,
      false,
    );
    expectError(await api.request('POST', url, cutInField), 400, serverMessages.invalidMultipart);
    const fileField = `columnValues[${board.col.file.id}][newlyUploadedFile]`;
    const cutInFile = rawMultipart([filePart(fileField, 'half.txt', 'half a file')], undefined, false);
    expectError(await api.request('POST', url, cutInFile), 400, serverMessages.invalidMultipart);
  });

  it('refuses a body whose skipped part holds more than 16 kB, which the parser never finishes', async () => {
    const { api, board, itemId } = await setupItemUpdate(t);
    const big = 'x'.repeat(20_000);
    const skipped = [
      `Content-Disposition: form-data; name="a\rb"\r\n\r\n${big}`,
      `Content-Disposition: form-data; name="f"; filename="a\nb.txt"\r\nContent-Type: text/plain\r\n\r\n${big}`,
      `X-Not-A-Disposition: 1\r\n\r\n${big}`,
    ];
    for (const part of skipped) {
      const started = Date.now();
      const body = rawMultipart([part, field(`columnValues[${board.col.text.id}][text]`, 'x')]);
      const res = await api.request('POST', `/api/boards/updateItem/${itemId}?boardId=${board.id}`, body);
      expectError(res, 400, serverMessages.invalidMultipart);
      expect(Date.now() - started).toBeLessThan(8_000);
    }
  });

  it('refuses a boundary longer than RFC 2046 allows instead of failing with a 500', async () => {
    const { api, board, itemId } = await setupItemUpdate(t);
    const body = rawMultipart([field(`columnValues[${board.col.text.id}][text]`, 'x')], 'B'.repeat(300));
    const res = await api.request('POST', `/api/boards/updateItem/${itemId}?boardId=${board.id}`, body);
    expectError(res, 400, serverMessages.invalidMultipart);
  });

  it('still takes a well-formed update after all of the above', async () => {
    const { update, board, valueOf } = await setupItemUpdate(t);
    const res = await update([{ column: board.col.text, text: 'Still fine' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(valueOf(res.json(), board.col.text.id).text).toBe('Still fine');
  });
});
