import { z } from 'zod';
import { EMAIL_PATTERN, MAX_NUMBER_DIGITS, countDigits, isBlank } from '../rules';
import { serverMessages, validationMessages } from '../messages';
import type { ColumnTypeDefinition, ParseResult } from './definition';
import { pickLabels, splitList } from './labels';
import { docFromText, isValidIsoDate, timelineFromText } from './text-forms';
import {
  type ColumnInputWithFile,
  type ColumnType,
  type Label,
  fileRefSchema,
  labelSchema,
  labelNameSchema,
} from './types';

export { isValidIsoDate };

/** An entry: `fromImport` is the type's `fromInput` unless the type is one the portal does not write. */
const define = <V, S>(
  d: Omit<ColumnTypeDefinition<V, S>, 'fromImport'> & Partial<Pick<ColumnTypeDefinition<V, S>, 'fromImport'>>,
): ColumnTypeDefinition<V, S> => ({ ...d, fromImport: d.fromImport ?? d.fromInput });

const ok = <V>(value: V | null, newLabels?: string[]): ParseResult<V> =>
  newLabels && newLabels.length > 0 ? { ok: true, value, newLabels } : { ok: true, value };
const fail = (message: string): ParseResult<never> => ({ ok: false, message });

const textFilled = (input: ColumnInputWithFile) => !isBlank(input.text);

const noSettings = z.object({}).strict();
const labelsSettings = z.object({ labels: z.array(labelSchema).max(200) });
type LabelsSettings = z.infer<typeof labelsSettings>;
const optionsSettings = z.object({ options: z.array(z.object({ name: labelNameSchema })).max(500) });
type OptionsSettings = z.infer<typeof optionsSettings>;

const singleLabel = (kind: string) =>
  define<{ label: string }, LabelsSettings>({
    label: kind,
    writable: true,
    upload: false,
    optionsGroup: 'status',
    settingsSchema: labelsSettings,
    defaultSettings: { labels: [] },
    valueSchema: z.object({ label: z.string() }),
    toText: (v) => v.label,
    fromInput: (input, ctx) => {
      if (isBlank(input.text)) return ok(null);
      const picked = pickLabels(
        [input.text ?? ''],
        ctx.settings.labels.map((l) => l.name),
        ctx,
      );
      if (!picked.ok) return fail(picked.message);
      return ok({ label: picked.labels[0] ?? '' }, picked.newLabels);
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.label }),
  });

/** Files one column value may hold (uploads append; see the server's items.write.ts). */
export const MAX_FILES_PER_VALUE = 20;

const NUMBER = /^-?\d+(\.\d+)?$/;
const PHONE_ALLOWED = /^\+?[\d\s().-]+$/;

export const columnRegistry = {
  status: singleLabel('Status'),
  priority: singleLabel('Priority'),
  dropdown: define<{ labels: string[] }, OptionsSettings>({
    label: 'Dropdown',
    writable: true,
    upload: false,
    optionsGroup: 'dropdown',
    settingsSchema: optionsSettings,
    defaultSettings: { options: [] },
    valueSchema: z.object({ labels: z.array(z.string()) }),
    toText: (v) => v.labels.join(', '),
    fromInput: (input, ctx) => {
      const wanted = splitList(input.text);
      if (wanted.length === 0) return ok(null);
      const picked = pickLabels(
        wanted,
        ctx.settings.options.map((o) => o.name),
        ctx,
      );
      return picked.ok ? ok({ labels: picked.labels }, picked.newLabels) : fail(picked.message);
    },
    isFilled: textFilled,
    // Labels never hold commas (labelNameSchema), so the list reads back as it was.
    toInput: (v) => ({ text: v.labels.join(', ') }),
  }),
  tags: define<{ tags: string[] }, OptionsSettings>({
    label: 'Tags',
    writable: true,
    upload: false,
    optionsGroup: 'tags',
    settingsSchema: optionsSettings,
    defaultSettings: { options: [] },
    valueSchema: z.object({ tags: z.array(z.string()) }),
    toText: (v) => v.tags.join(', '),
    fromInput: (input, ctx) => {
      const wanted = input.selectedTags ?? splitList(input.text);
      if (wanted.length === 0) return ok(null);
      const picked = pickLabels(
        wanted,
        ctx.settings.options.map((o) => o.name),
        ctx,
      );
      return picked.ok ? ok({ tags: picked.labels }, picked.newLabels) : fail(picked.message);
    },
    isFilled: (input) => (input.selectedTags ? input.selectedTags.length > 0 : textFilled(input)),
    toInput: (v) => ({ selectedTags: v.tags }),
  }),
  people: define<{ personIds: string[] }, Record<string, never>>({
    label: 'People',
    writable: true,
    upload: false,
    optionsGroup: 'people',
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ personIds: z.array(z.string()) }),
    toText: (v, ctx) =>
      v.personIds
        .map((id) => ctx.personName(id))
        .filter((n): n is string => Boolean(n))
        .join(', '),
    fromInput: (input, ctx) => {
      const refs = input.persons_and_teams ?? [];
      if (refs.length === 0) return ok(null);
      const ids: string[] = [];
      for (const ref of refs) {
        if (!ctx.isKnownPerson(ref.id)) return fail(`${ctx.title}: unknown person.`);
        if (!ids.includes(ref.id)) ids.push(ref.id);
      }
      return ok({ personIds: ids });
    },
    isFilled: (input) => (input.persons_and_teams?.length ?? 0) > 0,
    toInput: (v) => ({ persons_and_teams: v.personIds.map((id) => ({ id, kind: 'person' as const })) }),
  }),
  file: define<{ files: z.infer<typeof fileRefSchema>[] }, Record<string, never>>({
    label: 'Files',
    writable: true,
    upload: true,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ files: z.array(fileRefSchema) }),
    toText: (v) => v.files.map((f) => f.name).join(', '),
    // Files arrive as uploads; text input never changes a file column.
    fromInput: () => fail('Files are added by uploading them.'),
    isFilled: (input) => input.hasNewFile === true,
    // An import brings files with their references: each must be one of its files, at most as many as
    // uploads may add to one value.
    fromImport: (input, ctx) => {
      const files = input.files ?? [];
      if (files.length === 0) return ok(null);
      if (files.length > MAX_FILES_PER_VALUE)
        return fail(serverMessages.tooManyFiles(ctx.title, MAX_FILES_PER_VALUE));
      const unknown = files.find((f) => !ctx.isKnownFile(f.fileId));
      if (unknown) return fail(`${ctx.title}: unknown file ${unknown.fileId}.`);
      return ok({ files: files.map((f) => ({ fileId: f.fileId, name: f.name })) });
    },
    toInput: (v) => ({ files: v.files }),
  }),
  doc: define<{ title: string; url: string }, Record<string, never>>({
    label: 'Doc',
    writable: false,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ title: z.string(), url: z.string() }),
    toText: (v) => v.title,
    fromInput: (_input, ctx) => fail(`${ctx.title} cannot be edited.`),
    isFilled: textFilled,
    fromImport: (input) => {
      const text = input.text?.trim() ?? '';
      return text === '' ? ok(null) : docFromText(text);
    },
    toInput: (v) => ({ text: `[${v.title}](${v.url})` }),
  }),
  timeline: define<{ from: string; to: string }, Record<string, never>>({
    label: 'Timeline',
    writable: false,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ from: z.string(), to: z.string() }),
    toText: (v) => `${v.from} - ${v.to}`,
    fromInput: (_input, ctx) => fail(`${ctx.title} cannot be edited.`),
    isFilled: textFilled,
    fromImport: (input) => {
      const text = input.text?.trim() ?? '';
      return text === '' ? ok(null) : timelineFromText(text);
    },
    toInput: (v) => ({ text: `${v.from} - ${v.to}` }),
  }),
  date: define<{ date: string }, Record<string, never>>({
    label: 'Date',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ date: z.string() }),
    toText: (v) => v.date,
    fromInput: (input, ctx) => {
      const text = input.text?.trim() ?? '';
      if (text === '') return ok(null);
      // Accept a full ISO timestamp from date pickers, keep the calendar date.
      const date = text.length > 10 && text[10] === 'T' ? text.slice(0, 10) : text;
      return isValidIsoDate(date) ? ok({ date }) : fail(`${ctx.title} must be a date (YYYY-MM-DD).`);
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.date }),
  }),
  email: define<{ email: string }, Record<string, never>>({
    label: 'Email',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ email: z.string() }),
    toText: (v) => v.email,
    fromInput: (input, ctx) => {
      const text = input.text?.trim() ?? '';
      if (text === '') return ok(null);
      return EMAIL_PATTERN.test(text) && text.length <= 254
        ? ok({ email: text })
        : fail(`${ctx.title}: ${validationMessages.invalidEmail}`);
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.email }),
  }),
  numbers: define<{ number: string }, Record<string, never>>({
    label: 'Numbers',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ number: z.string() }),
    toText: (v) => v.number,
    fromInput: (input, ctx) => {
      const text = input.text?.trim() ?? '';
      if (text === '') return ok(null);
      if (!NUMBER.test(text)) return fail(`${ctx.title} must be a number.`);
      if (countDigits(text) > MAX_NUMBER_DIGITS)
        return fail(`${ctx.title} must have fewer than ${MAX_NUMBER_DIGITS + 1} digits.`);
      return ok({ number: text });
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.number }),
  }),
  phone: define<{ phone: string }, Record<string, never>>({
    label: 'Phone',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ phone: z.string() }),
    toText: (v) => v.phone,
    fromInput: (input, ctx) => {
      const text = input.text?.trim() ?? '';
      if (text === '') return ok(null);
      const digits = text.replace(/\D/g, '');
      if (!PHONE_ALLOWED.test(text) || digits.length < 10 || digits.length > 15)
        return fail(`${ctx.title} must be a phone number with 10 to 15 digits.`);
      return ok({ phone: digits });
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.phone }),
  }),
  text: define<{ text: string }, Record<string, never>>({
    label: 'Text',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ text: z.string() }),
    toText: (v) => v.text,
    fromInput: (input, ctx) => {
      const text = input.text?.trim() ?? '';
      if (text === '') return ok(null);
      return text.length > 2000 ? fail(`${ctx.title} is at most 2000 characters.`) : ok({ text });
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.text }),
  }),
  long_text: define<{ text: string }, Record<string, never>>({
    label: 'Long text',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ text: z.string() }),
    toText: (v) => v.text,
    fromInput: (input) => {
      const text = input.text?.trim() ?? '';
      return text === '' ? ok(null) : ok({ text });
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.text }),
  }),
  name: define<{ text: string }, Record<string, never>>({
    label: 'Name',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ text: z.string() }),
    toText: (v) => v.text,
    fromInput: (input, ctx) => {
      const text = input.text?.trim() ?? '';
      if (text === '') return fail(validationMessages.itemNameRequired);
      return text.length > 255 ? fail(`${ctx.title} is at most 255 characters.`) : ok({ text });
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.text }),
  }),
  checkbox: define<{ checked: boolean }, Record<string, never>>({
    label: 'Checkbox',
    writable: true,
    upload: false,
    optionsGroup: null,
    settingsSchema: noSettings as z.ZodType<Record<string, never>>,
    defaultSettings: {},
    valueSchema: z.object({ checked: z.boolean() }),
    toText: (v) => (v.checked ? 'true' : 'false'),
    fromInput: (input, ctx) => {
      const text = input.text?.trim().toLowerCase() ?? '';
      if (['true', 'v', '1', 'yes', 'on'].includes(text)) return ok({ checked: true });
      if (['false', '', '0', 'no', 'off'].includes(text)) return ok({ checked: false });
      return fail(`${ctx.title} must be checked or unchecked.`);
    },
    isFilled: textFilled,
    toInput: (v) => ({ text: v.checked ? 'true' : 'false' }),
  }),
} satisfies Record<ColumnType, ColumnTypeDefinition<unknown, unknown>>;

export type ColumnRegistry = typeof columnRegistry;
export type ColumnValueOf<T extends ColumnType> = z.infer<ColumnRegistry[T]['valueSchema']>;
export type ColumnSettingsOf<T extends ColumnType> = z.infer<ColumnRegistry[T]['settingsSchema']>;

/** The registry entry of a type, typed loosely for code that handles every type alike. */
export const columnDefinition = (type: ColumnType): ColumnTypeDefinition<unknown, unknown> =>
  columnRegistry[type];

/** Labels of a status or priority column, with the colour each renders in. */
export const labelsOf = (settings: unknown): Label[] => {
  const parsed = labelsSettings.safeParse(settings);
  return parsed.success ? parsed.data.labels : [];
};
