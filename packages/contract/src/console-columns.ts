import { z } from 'zod';
import { envelope, idSchema } from './common';
import { consoleTitleSchema } from './console-boards';
import { columnTypeSchema, hexColorSchema, labelNameSchema } from './columns/types';

/**
 * The console's columns (staff): add any type, rename, reorder, flags, labels and options, delete.
 * Status and priority hold coloured labels, dropdown and tags plain options; both travel as `labels`.
 */

export const columnMessages = {
  columnAdded: 'The column was added.',
  columnSaved: 'The column was saved.',
  columnsReordered: 'The columns were reordered.',
  columnDeleted: (values: number) =>
    values === 0
      ? 'The column was deleted.'
      : `The column was deleted with its ${values} ${values === 1 ? 'value' : 'values'}.`,
  nameColumnFixed: 'The Name column shows the item name: it cannot be hidden or deleted.',
  nameColumnTaken: 'The board has a Name column already: it shows the item name.',
  noLabels: (type: string) => `${type} columns have no labels or options.`,
  labelTwice: (name: string) => `The label "${name}" is listed twice.`,
  labelUnknown: (name: string) => `There is no label "${name}" to rename: reload and try again.`,
  labelInUse: (name: string, count: number) =>
    `${count} ${count === 1 ? 'item has' : 'items have'} the label "${name}": rename it, or give ${
      count === 1 ? 'that item' : 'those items'
    } another label first.`,
  orderMismatch: 'The order must name every column of the board once: reload and try again.',
  confirmMismatch: (values: number) =>
    `The column now holds ${values} ${values === 1 ? 'value' : 'values'}: confirm again to delete it.`,
} as const;

/** A status or priority label (with its colour), or a dropdown or tags option (without). */
export const columnLabelSchema = z.object({ name: z.string(), color: z.string().optional() });
export type ColumnLabel = z.infer<typeof columnLabelSchema>;

export const consoleColumnSchema = z
  .object({
    id: z.string(),
    type: columnTypeSchema,
    title: z.string(),
    position: z.number().int(),
    /** Clients see the column. */
    visible: z.boolean(),
    /** Clients may edit it (false for types clients never edit: doc and timeline). */
    editable: z.boolean(),
    required: z.boolean(),
    /** Whether clients can ever edit a column of this type. */
    clientWritable: z.boolean(),
    /** Labels (status, priority) or options (dropdown, tags) in order; null for other types. */
    labels: z.array(columnLabelSchema).nullable(),
    /** Items holding a value in the column (what deleting it takes away). */
    valueCount: z.number().int(),
  })
  .meta({ id: 'ConsoleColumn' });
export type ConsoleColumn = z.infer<typeof consoleColumnSchema>;

export const columnParamsSchema = z.object({ boardId: idSchema, columnId: idSchema });

/** GET /api/console/boards/:boardId/columns — in board order. */
export const consoleColumnsResponseSchema = envelope(z.object({ columns: z.array(consoleColumnSchema) }));
export const consoleColumnsSavedResponseSchema = consoleColumnsResponseSchema.extend({ message: z.string() });

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

/** A label as the console sends it: `previous` is its name before a rename (values follow it). */
export const labelInputSchema = z.object({
  name: labelNameSchema,
  color: hexColorSchema.optional(),
  previous: z.string().max(60).optional(),
});
export type LabelInput = z.infer<typeof labelInputSchema>;
const labelsInputSchema = z.array(labelInputSchema, { error: 'labels must be a list' }).max(200, {
  error: 'A column holds at most 200 labels.',
});

/** POST /api/console/boards/:boardId/columns — after the board's last column. */
export const addColumnRequestSchema = z.object({
  type: columnTypeSchema,
  title: consoleTitleSchema,
  visible: flag('visible'),
  editable: flag('editable'),
  required: flag('required'),
  labels: labelsInputSchema.optional(),
});
export type AddColumnRequest = z.infer<typeof addColumnRequestSchema>;

/** PATCH /api/console/boards/:boardId/columns/:columnId — labels, when given, are the whole new list. */
export const updateColumnRequestSchema = z
  .object({
    title: consoleTitleSchema.optional(),
    visible: flag('visible'),
    editable: flag('editable'),
    required: flag('required'),
    labels: labelsInputSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to change.' });
export type UpdateColumnRequest = z.infer<typeof updateColumnRequestSchema>;

/** PUT /api/console/boards/:boardId/columns — every column of the board, in the new order. */
export const reorderColumnsRequestSchema = z.object({
  columnIds: z.array(idSchema, { error: 'columnIds must be a list of column ids' }).min(1).max(500),
});
export type ReorderColumnsRequest = z.infer<typeof reorderColumnsRequestSchema>;

/**
 * DELETE /api/console/boards/:boardId/columns/:columnId?values=N — `values` is the count the person
 * confirmed; when the column holds another number by then, nothing is deleted (409).
 */
export const deleteColumnQuerySchema = z.object({
  values: z.coerce
    .number({ error: 'values must be the number of values confirmed' })
    .int()
    .min(0)
    .max(10_000_000)
    .optional(),
});
