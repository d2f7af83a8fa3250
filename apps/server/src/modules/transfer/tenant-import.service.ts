import { slugSchema } from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { ActivityActor } from '../activity';
import type { ChangePipeline } from '../changes';
import type { ItemsBulkService } from '../items';
import type { Tenant } from '../../domain/tenant';
import type { TenantsService } from '../tenants';
import type { DocumentSource } from './document-walk';
import type { ExportCounts } from './tenant-export.service';
import { noCounts } from './transfer-counts';
import { writeContent } from './tenant-import.content';
import { writeRecords } from './tenant-import.records';
import { type StoredFile, skeletonRows } from './tenant-import.rows';
import { readSkeleton } from './tenant-import.skeleton';
import { insertSkeletonRows } from './transfer.repository';

export interface ImportResult {
  tenant: Tenant;
  counts: ExportCounts;
}

export const createTenantImportService = (
  ctx: AppContext,
  deps: { tenants: TenantsService; bulk: ItemsBulkService; changes: ChangePipeline },
) => {
  const { db, storage } = ctx;
  const { bulk } = deps;

  const requireFreeSlug = async (slug: string) => {
    if (await deps.tenants.findBySlug(slug))
      throw conflict(`Tenant "${slug}" already exists (import with --slug <new-slug> to make a copy).`);
  };

  return {
    /**
     * Creates a tenant from an export document, all or nothing, in three passes over the document (so its
     * size does not matter, nor the order of its parts). The first checks everything but items, file
     * bytes and the streamed sections (tenant-import.skeleton.ts). The others write in one transaction:
     * those rows, then items and files as they stream by, each checked first (tenant-import.content.ts),
     * then updates, notifications and activity, which refer to items (tenant-import.records.ts). If
     * anything fails, the transaction rolls back and the files stored so far are removed again. The
     * activity record the document carries is followed by one entry for the import itself, by `by`.
     */
    async importTenant(
      source: DocumentSource,
      by: ActivityActor,
      options: { slug?: string } = {},
    ): Promise<ImportResult> {
      const { doc, items, updateIds } = await readSkeleton(source);
      const slugInput = options.slug ?? doc.tenant.slug;
      const slug = slugSchema.safeParse(slugInput);
      if (!slug.success)
        throw badRequest(`Invalid slug "${slugInput}": use lowercase letters, digits and dashes.`);
      await requireFreeSlug(slug.data);

      const tenant = { id: newId(), slug: slug.data };
      const stored: StoredFile[] = [];
      const counts: ExportCounts = {
        ...noCounts(),
        ...{ users: doc.users.length, people: doc.people.length, boards: doc.boards.length },
        ...{ files: doc.files.length, feedback: doc.feedback.length },
        notificationPreferences: doc.users.reduce((n, u) => n + u.notificationPreferences.length, 0),
      };
      try {
        await db.kysely.transaction().execute(async (trx) => {
          const tenantId = tenant.id;
          await insertSkeletonRows(trx, skeletonRows(doc, tenant, items, nowIso()));
          const written = await writeContent(source, doc, { trx, storage, tenantId, stored, counts });
          await writeRecords(source, doc, { trx, tenantId, counts }, { items: written, updateIds });
          const created = {
            subject: 'settings' as const,
            action: 'created' as const,
            subjectId: null,
            subjectName: doc.tenant.name,
            newValue: `imported from an export of ${doc.tenant.slug}`,
          };
          await deps.changes.emit(trx, {
            tenantId,
            by,
            events: [{ type: 'tenant.changed', changes: [created] }],
          });
        });
      } catch (error) {
        for (const file of stored) await storage.remove(file.storageKey);
        // The slug was taken meanwhile (another import or `tenant create`): say so rather than show the
        // database's unique-key error.
        await requireFreeSlug(slug.data);
        throw error;
      }
      // SQLite indexes new items for search in batches (migration 0003); do it now rather than later.
      await bulk.flushSearch();
      return { tenant: (await deps.tenants.findBySlug(slug.data)) as Tenant, counts };
    },
  };
};

export type TenantImportService = ReturnType<typeof createTenantImportService>;
