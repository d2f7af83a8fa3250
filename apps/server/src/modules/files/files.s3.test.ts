import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  serverMessages,
  updateItemResponseSchema,
  validationMessages,
} from '@portico/contract';
import { useTestApp } from '../../../test/support/app';
import { setupItemUpdate } from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';
import { useS3 } from '../../../test/support/s3';

// The store starts first, so the app's storage override (read when the app is built) can name it.
const s3 = useS3();
const PREFIX = 'portal-files';
const t = useTestApp(() => ({ storage: s3.storage(PREFIX) }));

const objectsOf = (tenantId: string) => s3.keys(`${PREFIX}/${tenantId}/`);

describe('files on S3 storage', () => {
  it('stores an upload in the bucket and serves it through its signed Portico URL', async () => {
    const { tenant, board, api, update, valueOf } = await setupItemUpdate(t);
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const body = expectBody(
      await update([{ column: board.col.file, file: { name: 'brief.pdf', bytes } }]),
      200,
      updateItemResponseSchema,
    );
    const [file] = valueOf(body, board.col.file.id).files ?? [];
    expect(file?.asset.name).toBe('brief.pdf');
    const [row] = await t.ctx.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(await objectsOf(tenant.id)).toEqual([`${PREFIX}/${row?.storage_key}`]);
    // Nothing went to the local disk.
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'files'))).toBe(false);

    const download = await api.get(file?.asset.public_url as string);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="brief.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('refuses a file over 5 MB with 413 and leaves nothing in the bucket', async () => {
    const { tenant, board, update } = await setupItemUpdate(t);
    expectError(
      await update([
        { column: board.col.file, file: { name: 'big.bin', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) } },
      ]),
      413,
      serverMessages.fileTooLarge,
    );
    expect(await objectsOf(tenant.id)).toEqual([]);
    // Exactly 5 MB is stored.
    expectBody(
      await update([
        { column: board.col.file, file: { name: 'max.bin', bytes: Buffer.alloc(MAX_UPLOAD_BYTES, 1) } },
      ]),
      200,
      updateItemResponseSchema,
    );
    expect(await objectsOf(tenant.id)).toHaveLength(1);
  });

  it('removes a stored upload from the bucket when another value of the request is invalid', async () => {
    const { tenant, board, update } = await setupItemUpdate(t);
    expectError(
      await update([
        { column: board.col.file, file: { name: 'ok.txt', bytes: 'fine' } },
        { column: board.col.email, text: 'broken' },
      ]),
      400,
      `Contact: ${validationMessages.invalidEmail}`,
    );
    expect(await objectsOf(tenant.id)).toEqual([]);
  });

  it('answers 404 when the object is gone from the bucket', async () => {
    const { tenant, board, api, update, valueOf } = await setupItemUpdate(t);
    const body = expectBody(
      await update([{ column: board.col.file, file: { name: 'notes.txt', bytes: 'plain notes' } }]),
      200,
      updateItemResponseSchema,
    );
    const url = valueOf(body, board.col.file.id).files?.[0]?.asset.public_url as string;
    expect((await api.get(url)).statusCode).toBe(200);
    const [key] = await objectsOf(tenant.id);
    await s3.deleteObject(key as string);
    expectError(await api.get(url), 404, serverMessages.fileNotFound);
  });
});
