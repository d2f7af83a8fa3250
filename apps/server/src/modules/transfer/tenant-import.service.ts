import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import {
  MAX_UPLOAD_BYTES,
  TENANT_EXPORT_FORMAT,
  TENANT_EXPORT_VERSION,
  type TenantExport,
  serverMessages,
  slugSchema,
  tenantExportSchema,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, payloadTooLarge } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { createItemsBulkService } from '../boards/items.bulk';
import { IMAGE_TYPES } from '../files/files.service';
import type { TenantRow, TenantsService } from '../tenants/tenants.service';
import { type ExportCounts, countsOf } from './tenant-export.service';
import { type StoredFile, tenantRows } from './tenant-import.rows';
import { insertTenantRows } from './transfer.repository';

/** `users[0].email`, `boards[1].groups[0].items[3].values.abc`: where a problem is in the document. */
const pathOf = (path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>(
    (at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)),
    '',
  ) || 'the document';

/** The first problem of the document and how many more there are: one line for the operator. */
export const describeIssues = (error: z.ZodError) => {
  const [first] = error.issues;
  const more = error.issues.length - 1;
  const where = pathOf(first?.path ?? []);
  return `${where}: ${first?.message ?? 'invalid'}${more > 0 ? ` (and ${more} more problem${more > 1 ? 's' : ''})` : ''}`;
};

/** Parses and validates a document: every problem is found before anything is written. */
export const parseDocument = (text: string): TenantExport => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Not a JSON document (${(error as Error).message}).`);
  }
  const head = (json ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== TENANT_EXPORT_FORMAT)
    throw badRequest(`Not a Portico tenant export (its "format" is not "${TENANT_EXPORT_FORMAT}").`);
  if (typeof head.version === 'number' && head.version > TENANT_EXPORT_VERSION)
    throw badRequest(
      `The document is format version ${head.version}; this Portico reads version ${TENANT_EXPORT_VERSION}. Upgrade Portico to import it.`,
    );
  const parsed = tenantExportSchema.safeParse(json);
  if (!parsed.success) throw badRequest(`Invalid export document: ${describeIssues(parsed.error)}`);
  return parsed.data;
};

/**
 * The files' bytes, checked as uploads are: the type recognised from the bytes must be the one the
 * document states (so a document cannot make the portal serve bytes as something they are not), and
 * avatars, logos and photos must be images.
 */
const decodeFiles = async (doc: TenantExport) => {
  const decoded = new Map<string, Buffer>();
  for (const [i, file] of doc.files.entries()) {
    const bytes = Buffer.from(file.data, 'base64');
    const at = `files[${i}] ("${file.name}")`;
    if (bytes.length === 0) throw badRequest(`Invalid export document: ${at}: the file is empty.`);
    const mime = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
    if (mime !== file.contentType)
      throw badRequest(`Invalid export document: ${at}: the bytes are ${mime}, not ${file.contentType}.`);
    if (file.kind !== 'column' && !IMAGE_TYPES.has(mime))
      throw badRequest(`Invalid export document: ${at}: a ${file.kind} must be an image, not ${mime}.`);
    decoded.set(file.id, bytes);
  }
  return decoded;
};

export interface ImportResult {
  tenant: TenantRow;
  counts: ExportCounts;
}

export const createTenantImportService = (ctx: AppContext, deps: { tenants: TenantsService }) => {
  const { db, storage } = ctx;
  const bulk = createItemsBulkService(ctx);
  const tooLarge = () => payloadTooLarge(serverMessages.fileTooLarge);

  const requireFreeSlug = async (slug: string) => {
    if (await deps.tenants.findBySlug(slug))
      throw conflict(`Tenant "${slug}" already exists (import with --slug <new-slug> to make a copy).`);
  };

  return {
    parseDocument,

    /**
     * Creates a tenant from an export document, all or nothing: the document is validated whole first;
     * then the files are stored and every row is written in one transaction, and if anything fails the
     * transaction rolls back and the stored files are removed again.
     */
    async importTenant(text: string, options: { slug?: string } = {}): Promise<ImportResult> {
      const doc = parseDocument(text);
      const slugInput = options.slug ?? doc.tenant.slug;
      const slug = slugSchema.safeParse(slugInput);
      if (!slug.success)
        throw badRequest(`Invalid slug "${slugInput}": use lowercase letters, digits and dashes.`);
      await requireFreeSlug(slug.data);
      const bytes = await decodeFiles(doc);

      const tenant = { id: newId(), slug: slug.data };
      const stored = new Map<string, StoredFile>();
      try {
        for (const [id, data] of bytes) {
          const storageKey = `${tenant.id}/${id}`;
          stored.set(id, { id, storageKey, size: data.length });
          await storage.write(storageKey, Readable.from([data]), { maxBytes: MAX_UPLOAD_BYTES, tooLarge });
        }
        const rows = tenantRows(doc, tenant, stored, nowIso());
        await db.kysely.transaction().execute((trx) => insertTenantRows(trx, rows));
      } catch (error) {
        for (const file of stored.values()) await storage.remove(file.storageKey);
        // The slug was taken meanwhile (another import or `tenant create`): say so rather than show the
        // database's unique-key error.
        await requireFreeSlug(slug.data);
        throw error;
      }
      // SQLite indexes new items for search in batches (migration 0003); do it now rather than later.
      await bulk.flushSearch();
      return {
        tenant: (await deps.tenants.findBySlug(slug.data)) as TenantRow,
        counts: countsOf(doc, doc.files.length),
      };
    },
  };
};

export type TenantImportService = ReturnType<typeof createTenantImportService>;
