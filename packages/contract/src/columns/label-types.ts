import { z } from 'zod';
import { isBlank } from '../rules';
import { serverMessages } from '../messages';
import type { LabelSet } from './definition';
import { asSet, csvText, define, fail, ok, plainValue, textFilled } from './entry';
import { pickLabels, sameLabel, splitList } from './labels';
import { type Label, labelNameSchema, labelSchema } from './types';

/** The registry entries of the types users pick labels for: status, priority, dropdown and tags. */

/** Colours given to status and priority labels added without one (cycled). */
export const NEW_LABEL_COLORS = [
  '#579bfc',
  '#a25ddc',
  '#ff7575',
  '#9cd326',
  '#ffcb00',
  '#66ccff',
  '#784bd1',
  '#ff642e',
] as const;

/** The palette colour of the label at `index`. */
export const labelColor = (index: number): string =>
  NEW_LABEL_COLORS[index % NEW_LABEL_COLORS.length] as string;

const labelsSettings = z.object({ labels: z.array(labelSchema).max(200) });
type LabelsSettings = z.infer<typeof labelsSettings>;
const optionsSettings = z.object({ options: z.array(z.object({ name: labelNameSchema })).max(500) });
type OptionsSettings = z.infer<typeof optionsSettings>;

/**
 * The labels read from each settings object: a board's columns are read once for a page and their labels
 * asked for at every cell (the staff board renders 100 items a page), so each object is checked once.
 */
const readLabels = new WeakMap<object, readonly Label[]>();

/** Labels of a status or priority column, with the colour each renders in (frozen: shared by callers). */
export const labelsOf = (settings: unknown): readonly Label[] => {
  const known = settings !== null && typeof settings === 'object' ? readLabels.get(settings) : undefined;
  if (known) return known;
  const parsed = labelsSettings.safeParse(settings);
  const labels = Object.freeze(parsed.success ? parsed.data.labels.map((l) => Object.freeze(l)) : []);
  if (settings !== null && typeof settings === 'object') readLabels.set(settings, labels);
  return labels;
};

const optionsOf = (settings: unknown): Array<{ name: string }> => {
  const options = (settings as { options?: unknown } | null)?.options;
  return Array.isArray(options) ? (options as Array<{ name: string }>) : [];
};

const newNames = (known: string[], names: string[]) =>
  names.filter((name, i) => !known.some((k) => sameLabel(k, name)) && names.indexOf(name) === i);

const colouredLabels: LabelSet<LabelsSettings> = {
  key: 'labels',
  add: (settings, names) => {
    const labels = [...labelsOf(settings)];
    for (const name of newNames(
      labels.map((l) => l.name),
      names,
    ))
      labels.push({ name, color: labelColor(labels.length) });
    return { ...settings, labels };
  },
  describe: (settings) => labelsOf(settings).map((l) => `${l.name}:${l.color}`),
};

const plainOptions: LabelSet<OptionsSettings> = {
  key: 'options',
  add: (settings, names) => {
    const options = [...optionsOf(settings)];
    for (const name of newNames(
      options.map((o) => o.name),
      names,
    ))
      options.push({ name });
    return { ...settings, options };
  },
  describe: (settings) => optionsOf(settings).map((o) => o.name),
};

/** Status and priority: one coloured label; a priority also carries its rank (1 = the first label). */
const singleLabel = (kind: string, ranked: boolean) =>
  define<{ label: string }, LabelsSettings>({
    ...plainValue,
    label: kind,
    writable: true,
    upload: false,
    optionsGroup: 'status',
    searchable: true,
    labels: colouredLabels,
    settingsSchema: labelsSettings,
    defaultSettings: { labels: [] },
    valueSchema: z.object({ label: z.string() }),
    toText: (v) => v.label,
    extras: (value, { settings }) => {
      const labels = labelsOf(settings);
      const index = value ? labels.findIndex((l) => l.name === value.label) : -1;
      if (index < 0) return {};
      const style = { label_style: { color: (labels[index] as Label).color } };
      return ranked ? { ...style, priority: index + 1 } : style;
    },
    canonical: (v) => v.label.trim().toLowerCase(),
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
    fromCsv: csvText,
    toInput: (v) => ({ text: v.label }),
  });

/** Dropdown and tags: several option names. Dropdowns send them as text, tags as the selectedTags list. */
const multiLabel = <K extends 'labels' | 'tags'>(kind: string, key: K, group: 'dropdown' | 'tags') => {
  type V = Record<K, string[]>;
  const list = (v: V): string[] => v[key];
  const value = (labels: string[]) => ({ [key]: labels }) as V;
  return define<V, OptionsSettings>({
    ...plainValue,
    label: kind,
    writable: true,
    upload: false,
    optionsGroup: group,
    searchable: true,
    labels: plainOptions,
    settingsSchema: optionsSettings,
    defaultSettings: { options: [] },
    valueSchema: z.object({ [key]: z.array(z.string()) }) as unknown as z.ZodType<V>,
    toText: (v) => list(v).join(', '),
    extras: (v) => (key === 'tags' ? { selectedTags: v ? list(v) : [] } : {}),
    canonical: (v) => asSet(list(v).map((l) => l.trim().toLowerCase())),
    isEmpty: (v) => list(v).length === 0,
    fromInput: (input, ctx) => {
      if (key === 'tags' && input.selectedTags === undefined)
        return fail(serverMessages.columnNeedsList(ctx.title, 'selectedTags'));
      const wanted = key === 'tags' ? (input.selectedTags ?? []) : splitList(input.text);
      if (wanted.length === 0) return ok(null);
      const picked = pickLabels(
        wanted,
        ctx.settings.options.map((o) => o.name),
        ctx,
      );
      return picked.ok ? ok(value(picked.labels), picked.newLabels) : fail(picked.message);
    },
    isFilled: (input) => (key === 'tags' ? (input.selectedTags?.length ?? 0) > 0 : textFilled(input)),
    fromCsv: (cell) =>
      key === 'tags' ? { ok: true, input: { selectedTags: splitList(cell) } } : csvText(cell),
    // Labels never hold commas (labelNameSchema), so a dropdown's list reads back as it was.
    toInput: (v) => (key === 'tags' ? { selectedTags: list(v) } : { text: list(v).join(', ') }),
  });
};

export const labelTypes = {
  status: singleLabel('Status', false),
  priority: singleLabel('Priority', true),
  dropdown: multiLabel('Dropdown', 'labels', 'dropdown'),
  tags: multiLabel('Tags', 'tags', 'tags'),
};
