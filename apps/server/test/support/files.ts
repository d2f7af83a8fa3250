import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { StoreUploadInput } from '../../src/modules/files/files.service';
import type { Tenant } from '../../src/domain/tenant';
import type { Services } from '../../src/services';
import type { TestApp } from './app';

/** A real 1×1 PNG and a minimal JPEG: recognised by their bytes, whatever they are called. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////' +
    '////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A PNG signature padded with zeros to `size` bytes: an "image" of any size for limit tests. */
export const pngOfSize = (size: number): Buffer => {
  const buffer = Buffer.alloc(size);
  PNG.copy(buffer, 0, 0, Math.min(PNG.length, size));
  return buffer;
};

/** Stores `bytes` as a file of the tenant through the real upload path (a column file, of nobody, by default). */
export const makeFile = (
  services: Services,
  tenant: Tenant,
  filename: string,
  bytes: Buffer = PNG,
  more: Partial<Pick<StoreUploadInput, 'createdBy' | 'kind' | 'accept'>> = {},
) =>
  services.files.storeUpload({
    tenantId: tenant.id,
    createdBy: null,
    kind: 'column',
    accept: 'any',
    ...more,
    filename,
    stream: Readable.from([bytes]),
  });

/** A form field holding a file, as a browser's FormData sends it. */
export const fileBlob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** Every file a tenant has in storage (uploads, including half-written `.part` files). */
export const storedFiles = (t: TestApp, tenantId: string): string[] => {
  const root = path.join(t.ctx.config.dataDir, 'files', tenantId);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
};

/** A tenant's rows of the `files` table. */
export const fileRows = (t: TestApp, tenantId: string) =>
  t.ctx.db.kysely.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).execute();
