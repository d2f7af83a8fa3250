import { z } from 'zod';
import { type UpdateProfileFields, updateProfileFieldsSchema } from './account';
import { type ColumnFormValue, appendColumnValues } from './columns/multipart';
import { importCsvFieldsSchema } from './console-csv';

/**
 * The multipart bodies of the API (§7), described once: the text fields (a zod object, validated by the
 * server), the file parts, and for the item calls how each column's fields are keyed. The web app builds
 * every FormData it sends from these, so no field name is written by hand on either side of the call.
 */
export interface MultipartBody<Fields extends z.ZodObject, File extends string> {
  fields: Fields;
  /** File parts, each optional. */
  files: readonly File[];
}

const multipartBody = <Fields extends z.ZodObject, File extends string>(body: MultipartBody<Fields, File>) =>
  body;

export const multipartBodies = {
  /** PATCH /api/user/update-profile: the name, and a new profile picture when one was chosen. */
  updateProfile: multipartBody({ fields: updateProfileFieldsSchema, files: ['profilePicture'] }),
  /** PUT /api/console/settings/logo: the image only. */
  setPortalLogo: multipartBody({ fields: z.object({}), files: ['logo'] }),
  /** PUT /api/console/people/:personId/photo: the image only. */
  setPersonPhoto: multipartBody({ fields: z.object({}), files: ['photo'] }),
  /** POST /api/console/boards/:boardId/import: the CSV file and the import's options. */
  importCsv: multipartBody({ fields: importCsvFieldsSchema, files: ['file'] }),
} as const;

/** The column keys of the item calls (§7): updateItem sends id/type, create-new-item columnId/columnType. */
export const itemColumnKeys = {
  updateItem: { id: 'id', type: 'type' },
  createItem: { id: 'columnId', type: 'columnType' },
} as const satisfies Record<string, Parameters<typeof appendColumnValues>[2]>;

type Fields<B> = B extends MultipartBody<infer F, string> ? z.input<F> : never;
type Files<B> = B extends MultipartBody<z.ZodObject, infer F> ? F : never;

/** A FormData from a described body: every text field, and the file parts that are given. */
export const toFormData = <B extends MultipartBody<z.ZodObject, string>>(
  body: B,
  fields: Fields<B>,
  files: Partial<Record<Files<B>, { blob: Blob; filename: string }>> = {},
): FormData => {
  const form = new FormData();
  for (const name of Object.keys(body.fields.shape)) {
    const value = (fields as Record<string, unknown>)[name];
    if (value !== undefined && value !== null) form.set(name, String(value));
  }
  for (const name of body.files) {
    const part = (files as Partial<Record<string, { blob: Blob; filename: string }>>)[name];
    if (part) form.set(name, part.blob, part.filename);
  }
  return form;
};

/** PATCH /api/user/update-profile. */
export const updateProfileFormData = (
  fields: UpdateProfileFields,
  profilePicture?: { blob: Blob; filename: string },
): FormData => toFormData(multipartBodies.updateProfile, fields, profilePicture ? { profilePicture } : {});

/** POST /api/boards/updateItem/:itemId. */
export const updateItemFormData = (values: ColumnFormValue[]): FormData =>
  appendColumnValues(new FormData(), values, itemColumnKeys.updateItem);

/** POST /api/boards/create-new-item/:boardId/:groupId. */
export const createItemFormData = (values: ColumnFormValue[]): FormData =>
  appendColumnValues(new FormData(), values, itemColumnKeys.createItem);
