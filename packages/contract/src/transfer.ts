import { z } from 'zod';
import { tenantExportRegistry } from './transfer-base';
import { checkDocument } from './transfer-checks';
import { tenantExportShapeSchema } from './transfer-shape';

// The tenant export document: its shape (transfer-shape.ts) and the checks that span it (transfer-checks.ts,
// transfer-record-checks.ts), which read the shape's types; this file puts the two together.
export * from './transfer-shape';
export { type ItemRefs, checkItem, checkSkeleton, findPrototypeKey, itemRefsOf } from './transfer-checks';
export {
  type RecordRefs,
  checkActivity,
  checkNotification,
  checkUpdate,
  recordRefsOf,
} from './transfer-record-checks';
export { tenantExportRegistry } from './transfer-base';
export * from './transfer-records';

/** The whole document, references and values included. */
export const tenantExportSchema = tenantExportShapeSchema.superRefine((doc, ctx) =>
  checkDocument(doc, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
);
export type TenantExport = z.infer<typeof tenantExportSchema>;

/** The JSON Schema of the document, committed as docs/tenant-export.schema.json for other tools. */
export const tenantExportJsonSchema = () =>
  z.toJSONSchema(tenantExportShapeSchema, {
    io: 'input',
    target: 'draft-2020-12',
    metadata: tenantExportRegistry,
  });
