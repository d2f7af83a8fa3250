import { z } from 'zod';

/** The 16 column types of §3. */
export const COLUMN_TYPES = [
  'status',
  'dropdown',
  'tags',
  'people',
  'file',
  'doc',
  'timeline',
  'date',
  'email',
  'numbers',
  'phone',
  'text',
  'long_text',
  'name',
  'checkbox',
  'priority',
] as const;
export const columnTypeSchema = z.enum(COLUMN_TYPES);
export type ColumnType = z.infer<typeof columnTypeSchema>;

/** The groups getDropdownOptions is asked for. Priority columns travel in the `status` group. */
export const OPTION_GROUPS = ['status', 'dropdown', 'tags', 'people'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours are #rrggbb' });

export const labelNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Label is required' })
  .max(60, { error: 'Labels are at most 60 characters' })
  .refine((s) => !s.includes(','), { error: 'Labels cannot contain commas' });

export const labelSchema = z.object({ name: labelNameSchema, color: hexColorSchema });
export type Label = z.infer<typeof labelSchema>;

export const personRefSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.literal('person'),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const fileRefSchema = z.object({ fileId: z.string(), name: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** What a client sends for one column (decoded from the multipart fields, see multipart.ts). */
export const columnInputSchema = z.object({
  id: z.string().min(1).max(64),
  type: columnTypeSchema,
  text: z.string().max(20_000, { error: 'Values are at most 20000 characters' }).optional(),
  persons_and_teams: z.array(personRefSchema).max(200).optional(),
  selectedTags: z.array(labelNameSchema).max(200).optional(),
});
export type ColumnInput = z.infer<typeof columnInputSchema>;

/** A column input as the §5 required check sees it: plus whether a new file was attached. */
export type ColumnInputWithFile = ColumnInput & { hasNewFile?: boolean };
