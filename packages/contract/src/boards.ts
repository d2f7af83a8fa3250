import { z } from 'zod';
import { envelope, idSchema } from './common';
import { columnTypeSchema, OPTION_GROUPS, personRefSchema } from './columns/types';

export const groupSchema = z.object({ id: z.string(), title: z.string() }).meta({ id: 'Group' });
export type Group = z.infer<typeof groupSchema>;

export const fileAssetSchema = z.object({
  asset: z.object({ name: z.string(), public_url: z.string() }),
});
export type FileAsset = z.infer<typeof fileAssetSchema>;

/** §3 Column value, as lists and details carry it. Hidden columns never appear. */
export const columnValueSchema = z
  .object({
    id: z.string(),
    type: columnTypeSchema,
    text: z.string(),
    column: z.object({ title: z.string() }),
    isEditable: z.boolean(),
    isRequired: z.boolean(),
    /** status and priority */
    label_style: z.object({ color: z.string() }).optional(),
    /** priority: the rank of the label, 1 = highest */
    priority: z.number().optional(),
    /** people */
    persons_and_teams: z.array(personRefSchema).optional(),
    /** tags */
    selectedTags: z.array(z.string()).optional(),
    /** file */
    files: z.array(fileAssetSchema).optional(),
    /** doc */
    url: z.string().optional(),
  })
  .meta({ id: 'ColumnValue' });
export type ColumnValue = z.infer<typeof columnValueSchema>;

export const itemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    group: groupSchema,
    column_values: z.array(columnValueSchema),
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof itemSchema>;

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** GET /api/boards/getAllItems */
export const getAllItemsQuerySchema = z.object({
  boardId: idSchema,
  cursor: z.string().max(512).optional(),
  compareValue: z.string().max(200).optional(),
  /** also named searchQuery (§7) */
  searchQuery: z.string().max(200).optional(),
  filterByEmail: boolish.optional(),
});
export type GetAllItemsQuery = z.input<typeof getAllItemsQuerySchema>;

export const itemsPageSchema = z.object({
  items: z.array(itemSchema),
  /** The next page's cursor; null on the last page. */
  cursor: z.string().nullable(),
  total_items: z.number().int(),
  boardName: z.string(),
});
export type ItemsPage = z.infer<typeof itemsPageSchema>;
export const getAllItemsResponseSchema = envelope(itemsPageSchema);
export type GetAllItemsResponse = z.infer<typeof getAllItemsResponseSchema>;

/** GET /api/boards/getAllGroups/:boardId */
export const boardParamsSchema = z.object({ boardId: idSchema });
export const getAllGroupsResponseSchema = envelope(z.array(groupSchema));
export type GetAllGroupsResponse = z.infer<typeof getAllGroupsResponseSchema>;

/** GET /api/boards/getItemDetails/:itemId?boardId= */
export const itemParamsSchema = z.object({ itemId: idSchema });
export const boardQuerySchema = z.object({ boardId: idSchema });
export const getItemDetailsResponseSchema = envelope(itemSchema);
export type GetItemDetailsResponse = z.infer<typeof getItemDetailsResponseSchema>;

/** POST /api/boards/updateItem/:itemId?boardId= (multipart, see columns/multipart.ts) */
export const updateItemResponseSchema = envelope(itemSchema).extend({ message: z.string() });
export type UpdateItemResponse = z.infer<typeof updateItemResponseSchema>;

/** POST /api/boards/create-new-item/:boardId/:groupId?itemName= (multipart) */
export const createItemParamsSchema = z.object({ boardId: idSchema, groupId: idSchema });
export const createItemQuerySchema = z.object({
  itemName: z
    .string({ error: 'Item name is required!' })
    .trim()
    .min(1, { error: 'Item name is required!' })
    .max(255, { error: 'Item names are at most 255 characters' }),
});
export const createItemResponseSchema = envelope(itemSchema).extend({ message: z.string() });
export type CreateItemResponse = z.infer<typeof createItemResponseSchema>;

/** POST /api/boards/getDropdownOptions/:boardId */
const columnIdList = z.array(idSchema).max(100).optional();
export const dropdownOptionsRequestSchema = z.object({
  columnIds: z.object(
    Object.fromEntries(OPTION_GROUPS.map((g) => [g, columnIdList])) as Record<
      (typeof OPTION_GROUPS)[number],
      typeof columnIdList
    >,
  ),
});
export type DropdownOptionsRequest = z.infer<typeof dropdownOptionsRequestSchema>;

export const dropdownOptionSchema = z.object({
  name: z.string(),
  /** people: the person id */
  id: z.string().optional(),
  /** people: a small photo */
  photo_small: z.string().nullable().optional(),
  /** status and priority: the label colour */
  color: z.string().optional(),
});
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;
export const columnOptionsSchema = z.object({ id: z.string(), options: z.array(dropdownOptionSchema) });
export type ColumnOptions = z.infer<typeof columnOptionsSchema>;
export const dropdownOptionsResponseSchema = envelope(z.array(columnOptionsSchema));
export type DropdownOptionsResponse = z.infer<typeof dropdownOptionsResponseSchema>;

/** GET /api/boards/editableColumns?boardId= */
export const editableFieldSchema = z
  .object({
    columnId: z.string(),
    columnType: columnTypeSchema,
    columnName: z.string(),
    isRequired: z.boolean(),
    isEditable: z.boolean(),
    text: z.string(),
    persons_and_teams: z.array(personRefSchema),
    selectedTags: z.array(z.string()),
    newlyUploadedFile: z.null(),
  })
  .meta({ id: 'EditableField' });
export type EditableField = z.infer<typeof editableFieldSchema>;
export const editableColumnsResponseSchema = envelope(
  z.object({ allowUsersToCreateNewItems: z.boolean(), editableFields: z.array(editableFieldSchema) }),
);
export type EditableColumnsResponse = z.infer<typeof editableColumnsResponseSchema>;

/** GET /api/boards/getPhotothumbs — the tenant's people directory. */
export const photoThumbSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  photo_thumb: z.string().nullable(),
});
export type PhotoThumb = z.infer<typeof photoThumbSchema>;
export const photoThumbsResponseSchema = envelope(z.object({ users: z.array(photoThumbSchema) }));
export type PhotoThumbsResponse = z.infer<typeof photoThumbsResponseSchema>;
