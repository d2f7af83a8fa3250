import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  getItemDetailsResponseSchema,
  serverMessages,
  updateItemResponseSchema,
  validationMessages,
} from '@portico/contract';
import { type makeTenant, signIn, useTestApp } from '../../../test/support/app';
import type { NewColumn } from '../boards';
import { setupItemUpdate } from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';
import { parseStoredValues, renderItem } from './items.render';

const t = useTestApp();

const setup = (tenantSettings: Parameters<typeof makeTenant>[1] = {}, columns?: NewColumn[]) =>
  setupItemUpdate(t, tenantSettings, columns);

const fileRows = (tenantId: string) =>
  t.ctx.db.kysely.selectFrom('files').select('id').where('tenant_id', '=', tenantId).execute();
const storedFiles = (tenantId: string) => {
  const dir = path.join(t.ctx.config.dataDir, 'files', tenantId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('file columns', () => {
  it('stores uploads of any type, appends them and serves them through signed URLs', async () => {
    const { board, api, update, valueOf } = await setup();
    const first = expectBody(
      await update([
        { column: board.col.file, text: '', file: { name: 'brief.pdf', bytes: '%PDF-1.4 fake' } },
      ]),
      200,
      updateItemResponseSchema,
    );
    const second = expectBody(
      await update([{ column: board.col.file, file: { name: 'notes.txt', bytes: 'plain notes' } }]),
      200,
      updateItemResponseSchema,
    );
    expect(valueOf(first, board.col.file.id).files).toHaveLength(1);
    const files = valueOf(second, board.col.file.id).files ?? [];
    expect(files.map((f) => f.asset.name)).toEqual(['brief.pdf', 'notes.txt']);
    expect(valueOf(second, board.col.file.id).text).toBe('brief.pdf, notes.txt');
    const download = await api.get(files[1]?.asset.public_url as string);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('plain notes');
    const details = expectBody(
      await api.get(`/api/boards/getItemDetails/${second.data.id}?boardId=${board.id}`),
      200,
      getItemDetailsResponseSchema,
    );
    expect(valueOf(details, board.col.file.id).files?.[0]?.asset.public_url).toMatch(
      /^\/api\/files\/[a-z0-9]+\/brief\.pdf\?expires=/,
    );
  });

  it('rejects files over 5 MB and keeps nothing of the request', async () => {
    const { tenant, board, itemId, update } = await setup();
    const before = (await fileRows(tenant.id)).length;
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1);
    expectError(
      await update([
        { column: board.col.text, text: 'changed' },
        { column: board.col.file, file: { name: 'big.bin', bytes: big } },
      ]),
      413,
      serverMessages.fileTooLarge,
    );
    expect((await fileRows(tenant.id)).length).toBe(before);
    expect(storedFiles(tenant.id)).toEqual([]);
    const row = await t.ctx.db.kysely
      .selectFrom('items')
      .select('values_json')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(row.values_json).toBe('{}');
    // Exactly 5 MB is allowed.
    expectBody(
      await update([
        { column: board.col.file, file: { name: 'max.bin', bytes: Buffer.alloc(MAX_UPLOAD_BYTES, 1) } },
      ]),
      200,
      updateItemResponseSchema,
    );
  });

  it('discards stored uploads when another value of the request is invalid', async () => {
    const { tenant, board, update } = await setup();
    const res = await update([
      { column: board.col.file, file: { name: 'ok.txt', bytes: 'fine' } },
      { column: board.col.email, text: 'broken' },
    ]);
    expectError(res, 400, `Contact: ${validationMessages.invalidEmail}`);
    expect(await fileRows(tenant.id)).toEqual([]);
    expect(storedFiles(tenant.id)).toEqual([]);
  });

  it('refuses a file for a column that is not a file column before storing it', async () => {
    const { tenant, board, update } = await setup();
    expectError(
      await update([{ column: board.col.text, file: { name: 'x.txt', bytes: 'x' } }]),
      400,
      serverMessages.columnTypeMismatch('Notes'),
    );
    expect(await fileRows(tenant.id)).toEqual([]);
  });

  it('holds at most 20 files per value', async () => {
    const { board, update } = await setup();
    for (let i = 0; i < 20; i++) {
      expectBody(
        await update([{ column: board.col.file, file: { name: `f${i}.txt`, bytes: `file ${i}` } }]),
        200,
        updateItemResponseSchema,
      );
    }
    expectError(
      await update([{ column: board.col.file, file: { name: 'one-too-many.txt', bytes: 'x' } }]),
      400,
      serverMessages.tooManyFiles('Files', 20),
    );
  });
});

describe('concurrent updates', () => {
  it('keeps every column of concurrent updates to one item, and renderings match the values', async () => {
    const { tenant, board, itemId, update } = await setup();
    const columns = [
      board.col.text,
      board.col.long_text,
      board.col.email,
      board.col.numbers,
      board.col.date,
      board.col.status,
    ];
    const inputs = ['parallel text', 'parallel long', 'a@b.example', '42', '2025-01-31', 'Stuck'];
    const results = await Promise.all(
      columns.map((column, i) => update([{ column, text: inputs[i] as string }])),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    // Same column from many writers: one of them wins, whole.
    const same = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        update([{ column: board.col.phone, text: `+1 415 555 01${10 + i}` }]),
      ),
    );
    for (const res of same) expect(res.statusCode, res.body).toBe(200);

    const row = await t.ctx.db.kysely
      .selectFrom('items')
      .selectAll()
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    const values = parseStoredValues(row.values_json);
    expect(Object.keys(values)).toHaveLength(columns.length + 1);
    expect(values[board.col.text.id]).toEqual({ text: 'parallel text' });
    expect(values[board.col.status.id]).toEqual({ label: 'Stuck' });
    expect((values[board.col.phone.id] as { phone: string }).phone).toMatch(/^141555501(1\d)$/);
    const all = await t.services.boards.allColumns(tenant.id, board.id);
    const rendered = renderItem(row.name, values, { columns: all, personName: () => undefined });
    expect(row.view_json).toBe(rendered.viewJson);
    expect(row.search_text).toBe(rendered.searchText);
  });
});

describe('interrupted uploads', () => {
  it('keep nothing when the client goes away in the middle of a file', async () => {
    const { tenant, user, board, itemId } = await setup();
    const token = (await signIn(t, tenant, user)).token;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const boundary = 'xyz-boundary';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="columnValues[${board.col.file.id}][id]"\r\n\r\n${board.col.file.id}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="columnValues[${board.col.file.id}][type]"\r\n\r\nfile\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="columnValues[${board.col.file.id}][newlyUploadedFile]"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ].join('');
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/boards/updateItem/${itemId}?boardId=${board.id} HTTP/1.1\r\nHost: ${tenant.slug}.localhost\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 3000000\r\n\r\n${head}`,
    );
    socket.write(Buffer.alloc(200_000, 7));
    await new Promise((r) => setTimeout(r, 150));
    socket.destroy();
    // The server notices, removes the partial upload and writes nothing.
    for (let i = 0; i < 40 && storedFiles(tenant.id).length > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await fileRows(tenant.id)).toEqual([]);
    expect(storedFiles(tenant.id)).toEqual([]);
    const row = await t.ctx.db.kysely
      .selectFrom('items')
      .select('values_json')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(row.values_json).toBe('{}');
  });
});
