import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_UPDATE_ATTACHMENTS,
  MAX_UPDATE_LENGTH,
  MAX_UPLOAD_BYTES,
  serverMessages,
  updateMessages,
} from '@portico/contract';
import { useTestApp } from '../../../test/support/app';
import { PNG, fileBlob, fileRows, pngOfSize, storedFiles } from '../../../test/support/files';
import { expectError } from '../../../test/support/http';
import { type PreviewWorld, previewWorld } from '../../../test/support/preview';
import { post, posted, thread, updateUrl } from './updates.fixture';

const t = useTestApp();
let w: PreviewWorld;
beforeAll(async () => {
  w = await previewWorld(t);
});

const updateFiles = async () => (await fileRows(t, w.tenantId)).filter((f) => f.kind === 'update');

describe('attachments', () => {
  it('stores files with their type read from the bytes, serves them signed, and removes them on delete', async () => {
    const b = w.board.id;
    const update = await posted(w.client, b, w.assignedId, {
      files: [
        [fileBlob(PNG, 'image/png'), 'shot.png'],
        [fileBlob(Buffer.from('plain words'), 'image/png'), 'notes.png'],
      ],
    });
    expect(update.body).toBe('');
    expect(update.attachments.map((a) => [a.name, a.mimeType])).toEqual([
      ['shot.png', 'image/png'],
      ['notes.png', 'application/octet-stream'],
    ]);
    const served = await t.app.inject({
      url: update.attachments[0]?.url ?? '',
      headers: { host: `${w.slug}.localhost` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await thread(w.client, b, w.assignedId)).updates[0]?.attachments).toHaveLength(2);

    const before = storedFiles(t, w.tenantId).length;
    await w.client.delete(updateUrl(b, w.assignedId, update.id));
    expect(storedFiles(t, w.tenantId)).toHaveLength(before - 2);
    const listed = (await thread(w.client, b, w.assignedId)).updates.find((u) => u.id === update.id);
    expect(listed?.attachments).toEqual([]);
  });

  it('refuses oversize, empty and too many files, leaving nothing stored', async () => {
    const b = w.board.id;
    const before = (await updateFiles()).length;
    const stored = storedFiles(t, w.tenantId).length;
    expectError(
      await post(w.client, b, w.assignedId, {
        body: 'big',
        files: [
          [fileBlob(PNG, 'image/png'), 'ok.png'],
          [fileBlob(pngOfSize(MAX_UPLOAD_BYTES + 1), 'image/png'), 'big.png'],
        ],
      }),
      413,
      serverMessages.fileTooLarge,
    );
    expectError(
      await post(w.client, b, w.assignedId, {
        files: [[fileBlob(Buffer.alloc(0), 'text/plain'), 'empty.txt']],
      }),
      400,
      serverMessages.emptyFile('empty.txt'),
    );
    const many = Array.from({ length: MAX_UPDATE_ATTACHMENTS + 1 }, (_, i): [Blob, string] => [
      fileBlob(PNG, 'image/png'),
      `f${i}.png`,
    ]);
    expectError(
      await post(w.client, b, w.assignedId, { body: 'x', files: many }),
      400,
      updateMessages.tooManyAttachments,
    );
    // A refused body after its files were stored (an unknown parent) removes them again.
    expectError(
      await post(w.client, b, w.assignedId, {
        parentId: 'nope',
        files: [[fileBlob(PNG, 'image/png'), 'a.png']],
      }),
      404,
      updateMessages.notFound,
    );
    expect(await updateFiles()).toHaveLength(before);
    expect(storedFiles(t, w.tenantId)).toHaveLength(stored);
    await posted(w.client, b, w.assignedId, { files: many.slice(0, MAX_UPDATE_ATTACHMENTS) });
    expect(await updateFiles()).toHaveLength(before + MAX_UPDATE_ATTACHMENTS);
  });
});

describe('bad input', () => {
  it('answers every malformed post or edit with a clear 4xx', async () => {
    const b = w.board.id;
    const i = w.assignedId;
    expectError(await post(w.client, b, i, { body: '   ' }), 400, updateMessages.bodyRequired);
    expectError(await post(w.client, b, i, {}), 400, updateMessages.bodyRequired);
    expectError(await post(w.client, b, i, { body: 'a\u0000b' }), 400);
    expectError(
      await post(w.client, b, i, { body: 'x'.repeat(MAX_UPDATE_LENGTH + 1) }),
      400,
      updateMessages.bodyTooLong,
    );
    expectError(await post(w.client, b, i, { body: 'x', extra: [['__proto__', 'x']] }), 400);
    expectError(await post(w.client, b, i, { body: 'x', extra: [['constructor[body]', 'x']] }), 400);
    expectError(await post(w.client, b, i, { body: 'x', extra: [['colour', 'red']] }), 400);
    expectError(await post(w.client, b, i, { body: 'x', extra: [['body', 'again']] }), 400);
    expectError(await post(w.client, b, i, { body: 'x', internal: 'yes' as 'true' }), 400);
    expectError(await post(w.client, b, i, { body: 'x', parentId: 'unknown' }), 404, updateMessages.notFound);
    expectError(
      await w.client.request('POST', `/api/boards/${b}/items/${i}/updates`, { json: { body: 'x' } }),
      415,
    );

    const mine = await posted(w.client, b, i, { body: 'first' });
    const url = updateUrl(b, i, mine.id);
    expectError(
      await w.client.request('PATCH', url, {
        body: '{"body": "x"',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      serverMessages.invalidJson,
    );
    expectError(await w.client.patch(url, { body: 'a\u0000b' }), 400);
    expectError(
      await w.client.patch(url, { body: 'x'.repeat(MAX_UPDATE_LENGTH + 1) }),
      400,
      updateMessages.bodyTooLong,
    );
    expectError(await w.client.patch(url, { body: 42 }), 400);
    expectError(await w.client.patch(url, { body: '' }), 400, updateMessages.bodyRequired);
    expectError(
      await w.client.patch(updateUrl(b, i, 'unknown'), { body: 'x' }),
      404,
      updateMessages.notFound,
    );
    const unchanged = (await thread(w.client, b, i)).updates.find((u) => u.id === mine.id);
    expect(unchanged).toMatchObject({ body: 'first', editedAt: null });
  });
});
