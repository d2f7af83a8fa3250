import { z } from 'zod';
import { slugSchema } from './common';
import { DEFAULT_LANGUAGE, MAX_UPLOAD_BYTES, SIGNUP_METHODS } from './constants';
import { languageSchema } from './language';
import { type ColumnRegistry, columnRegistry } from './columns/registry';
import { exportId as id, named, storedEmail, tenantExportRegistry, text, timestamp } from './transfer-base';
import {
  exportActivitySchema,
  exportFollowSchema,
  exportNotificationPreferenceSchema,
  exportNotificationSchema,
  exportUpdateSchema,
} from './transfer-records';

import { COLUMN_TYPES, type ColumnType, hexColorSchema } from './columns/types';

/**
 * The tenant export document (`portico export` / `portico import`, docs/tenant-export.md): one JSON
 * document holding a whole tenant. Arrays carry order (boards, groups, columns, items, an update's
 * attachments), so the document has no positions to contradict each other; every other list is sorted by
 * id (updates: the top-level ones, then the replies), so exporting the same tenant twice gives the same
 * bytes apart from `exportedAt`. Secrets (password hashes, sessions, login tokens) are never part of it.
 * The checks that span the document (unique ids, references, values the API could have stored) are in
 * transfer-checks.ts: `tenantExportSchema` runs them on a whole document, and `portico import` runs the
 * same checks on the parts of a document it streams.
 */

export const TENANT_EXPORT_FORMAT = 'portico-tenant-export';
/**
 * 2: updates, notifications, notification preferences, follows and the activity record. 3: the tenant's
 * language and browser-language setting, and each user's own language (issue 26).
 */
export const TENANT_EXPORT_VERSION = 3;
/** Every version this Portico reads: a document of an older one imports with what it has. */
export const TENANT_EXPORT_VERSIONS = [1, 2, 3] as const;

/** 'update': an attachment of an update (version 2). */
export const FILE_KINDS = ['avatar', 'logo', 'column', 'person', 'update'] as const;

export const exportTenantSchema = named(
  z.strictObject({
    slug: slugSchema,
    name: text(254),
    description: z.string().max(2000),
    logoFileId: id.nullable(),
    signupMethod: z.enum(SIGNUP_METHODS),
    subscriptionStatus: text(200),
    subscriptionPlan: text(200),
    allowUsersToCreateNewItems: z.boolean(),
    allowNewValueCreation: z.boolean(),
    filterItemsByEmail: z.boolean(),
    grantAllBoards: z.boolean(),
    /** The portal's default language (version 3; older documents: English). */
    language: languageSchema.default(DEFAULT_LANGUAGE),
    /** Whether the login page follows the visitor's browser language (version 3; older documents: no). */
    browserLanguage: z.boolean().default(false),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  'Tenant',
  'The settings of the tenant; its portal is at <slug>.<domain>',
);

/** A portal user without secrets: imported users have no password until an operator sets one. */
export const exportUserSchema = named(
  z.strictObject({
    id: id,
    email: storedEmail,
    name: text(254),
    status: z.enum(['active', 'pending', 'disabled']),
    avatarFileId: id.nullable(),
    /** Per-user override of the tenant's filterItemsByEmail; null inherits it. */
    filterItemsByEmail: z.boolean().nullable(),
    /** The boards the user may see, in board order. */
    boardIds: z.array(id),
    /** 'client' for portal users (and documents written before staff existed); staff are admin or editor. */
    role: z.enum(['client', 'admin', 'editor']).default('client'),
    /** The kinds the user chose how to be told of, by kind (version 2). */
    notificationPreferences: z.array(exportNotificationPreferenceSchema).default([]),
    /** The language the user chose; null follows the tenant's (version 3; older documents: null). */
    language: languageSchema.nullable().default(null),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  'User',
  'A portal user, without password, sessions or login tokens',
);

export const exportPersonSchema = named(
  z.strictObject({
    id: id,
    name: text(254),
    email: storedEmail,
    photoFileId: id.nullable(),
    /** The portal user who is this person. */
    userId: id.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  'Person',
  'Someone of the people directory, who can be assigned in people columns',
);

const base64Size = (data: string) => Math.floor((data.length * 3) / 4) - (data.match(/=*$/)?.[0].length ?? 0);

export const exportFileSchema = named(
  z.strictObject({
    id: id,
    // Stored names never hold control characters or path separators (files.service.ts).
    name: text(200).regex(/^[^\p{Cc}/\\]+$/u, { error: 'File names have no control characters or slashes' }),
    /** The type recognised from the bytes when the file was stored; checked again on import. */
    contentType: text(200),
    kind: z.enum(FILE_KINDS),
    createdBy: id.nullable(),
    createdAt: timestamp,
    /** The file's bytes, base64. */
    data: z
      .base64()
      .min(4, { error: 'A file is not empty' })
      .refine((d) => base64Size(d) <= MAX_UPLOAD_BYTES, {
        error: `Files are at most ${MAX_UPLOAD_BYTES} bytes`,
      }),
  }),
  'File',
  'A stored file (column upload, avatar, logo, person photo or attachment of an update) with its bytes',
);

const columnOf = <T extends ColumnType>(type: T) =>
  z.strictObject({
    id: id,
    type: z.literal(type),
    title: text(254),
    settings: columnRegistry[type].settingsSchema as ColumnRegistry[T]['settingsSchema'],
    editable: z.boolean(),
    required: z.boolean(),
    visible: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  });
// Mapped over the tuple of types (homomorphic only through a type parameter), so a new column type
// gets its member without anyone listing it.
type ColumnSchemasOf<T extends readonly ColumnType[]> = {
  [K in keyof T]: T[K] extends ColumnType ? ReturnType<typeof columnOf<T[K]>> : never;
};
type ColumnSchemas = ColumnSchemasOf<typeof COLUMN_TYPES>;

/** One member per column type, so settings are checked against their own type's schema. */
export const exportColumnSchema = named(
  z.discriminatedUnion('type', COLUMN_TYPES.map((type) => columnOf(type)) as unknown as ColumnSchemas),
  'Column',
  'A column of a board; its settings are those of its type',
);

export const exportItemSchema = named(
  z.strictObject({
    id: id,
    name: text(1000),
    /** Stored values by column id, in column order: each the stored value of its column's type. */
    values: z.record(id, z.looseObject({})),
    createdBy: id.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    /** Who follows the item or stopped following it, by user id (version 2). */
    follows: z.array(exportFollowSchema).default([]),
    /** The users already told that the item is assigned to them, so an import tells them nothing again. */
    announcedTo: z.array(id).default([]),
  }),
  'Item',
  'An item; its renderings and search text are derived again on import',
);

export const exportGroupSchema = named(
  z.strictObject({
    id: id,
    title: text(254),
    color: hexColorSchema,
    createdAt: timestamp,
    /** In board order. */
    items: z.array(exportItemSchema),
  }),
  'Group',
  'A group of a board with its items in board order',
);

export const exportBoardSchema = named(
  z.strictObject({
    id: id,
    name: text(254),
    allowItemCreation: z.boolean(),
    /** When the board was archived (hidden from the portal); null for a board in use. */
    archivedAt: timestamp.nullable().default(null),
    createdAt: timestamp,
    updatedAt: timestamp,
    columns: z.array(exportColumnSchema),
    groups: z.array(exportGroupSchema),
  }),
  'Board',
  'A board: columns and groups in their order',
);

export const exportFeedbackSchema = named(
  z.strictObject({
    id: id,
    userId: id,
    name: z.string().max(254),
    email: z.string().max(254),
    summary: z.string().max(5000),
    details: z.string().max(20_000),
    createdAt: timestamp,
  }),
  'Feedback',
  'Feedback a user sent from the portal',
);

const documentShape = z.strictObject({
  format: z.literal(TENANT_EXPORT_FORMAT),
  version: z.union(TENANT_EXPORT_VERSIONS.map((v) => z.literal(v))),
  /** When the document was written; the only field that differs between two exports of one state. */
  exportedAt: timestamp,
  tenant: exportTenantSchema,
  users: z.array(exportUserSchema),
  people: z.array(exportPersonSchema),
  boards: z.array(exportBoardSchema),
  feedback: z.array(exportFeedbackSchema),
  files: z.array(exportFileSchema),
  // Version 2; sorted by id, updates top-level first. Large, so they are streamed like items.
  updates: z.array(exportUpdateSchema).default([]),
  notifications: z.array(exportNotificationSchema).default([]),
  activity: z.array(exportActivitySchema).default([]),
});
tenantExportRegistry.add(documentShape, {
  title: 'Portico tenant export',
  description:
    'A whole tenant as written by `portico export` and read by `portico import` (docs/tenant-export.md)',
});

/** The document's shape alone; `tenantExportSchema` adds the checks that span it (transfer-checks.ts). */
export const tenantExportShapeSchema = documentShape;
export type TenantExportShape = z.infer<typeof documentShape>;
export type ExportColumn = z.infer<typeof exportColumnSchema>;
export type ExportItem = z.infer<typeof exportItemSchema>;
export type ExportGroup = z.infer<typeof exportGroupSchema>;

/** The sections read record by record as they stream by, never held whole. */
export const STREAMED_SECTIONS = ['updates', 'notifications', 'activity'] as const;
export type StreamedSection = (typeof STREAMED_SECTIONS)[number];

/**
 * The document without its items, file bytes and streamed sections: what an import reads (and checks)
 * before it writes.
 */
export type ExportSkeleton = Omit<TenantExportShape, 'boards' | 'files' | StreamedSection> & {
  boards: Array<
    Omit<z.infer<typeof exportBoardSchema>, 'groups'> & { groups: Array<Omit<ExportGroup, 'items'>> }
  >;
  files: Array<Omit<ExportFile, 'data'>>;
};
export type ExportBoard = z.infer<typeof exportBoardSchema>;
export type ExportFile = z.infer<typeof exportFileSchema>;
