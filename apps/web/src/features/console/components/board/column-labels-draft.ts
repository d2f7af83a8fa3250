import {
  type ColumnLabel,
  type ColumnType,
  type LabelInput,
  type UpdateColumnRequest,
  columnDefinition,
  columnMessages,
  updateColumnRequestSchema,
} from '@portico/contract';
import { type MessageKey, t } from '@/lib/i18n';
import { GROUP_COLORS } from '../../utils/group-colors';

/** A label (or option) as the dialog edits it; `previous` is its name when the dialog opened. */
export interface LabelDraft {
  key: string;
  name: string;
  color?: string;
  previous?: string;
  /** How its controls are named, fixed while the name is typed: its old name, or 'new label 2'. */
  title: string;
}

/**
 * The dialog's texts for one kind of entry: whole messages, not a word put into sentences, since each language
 * says "label" and "option" (and what agrees with them) its own way.
 */
export interface LabelTexts {
  /** 'Labels of {column}': the dialog's title and its list's name. */
  title: MessageKey;
  description: MessageKey;
  saveFailed: MessageKey;
  invalid: MessageKey;
  empty: MessageKey;
  add: MessageKey;
  /** 'new label {n}': how a new entry's controls are named until it is saved. */
  newName: MessageKey;
  placeholder: MessageKey;
  /** '{count, plural, one {# label} other {# labels}}'. */
  count: MessageKey;
  /** 'Edit labels of {column}'. */
  edit: MessageKey;
  editShort: MessageKey;
}

const LABELS: LabelTexts = {
  title: 'consoleBoard.labels.title',
  description: 'consoleBoard.labels.description',
  saveFailed: 'consoleBoard.labels.saveFailed',
  invalid: 'consoleBoard.labels.invalid',
  empty: 'consoleBoard.labels.empty',
  add: 'consoleBoard.labels.add',
  newName: 'consoleBoard.labels.newName',
  placeholder: 'consoleBoard.labels.placeholder',
  count: 'consoleBoard.labels.count',
  edit: 'consoleBoard.labels.edit',
  editShort: 'consoleBoard.labels.editShort',
};

const OPTIONS: LabelTexts = {
  title: 'consoleBoard.options.title',
  description: 'consoleBoard.options.description',
  saveFailed: 'consoleBoard.options.saveFailed',
  invalid: 'consoleBoard.options.invalid',
  empty: 'consoleBoard.options.empty',
  add: 'consoleBoard.options.add',
  newName: 'consoleBoard.options.newName',
  placeholder: 'consoleBoard.options.placeholder',
  count: 'consoleBoard.options.count',
  edit: 'consoleBoard.options.edit',
  editShort: 'consoleBoard.options.editShort',
};

/** What the dialog calls a column's entries: status and priority hold labels, dropdown and tags options. */
export const labelWords = (type: ColumnType): { coloured: boolean; texts: LabelTexts } => {
  const coloured = columnDefinition(type).labels?.key === 'labels';
  return { coloured, texts: coloured ? LABELS : OPTIONS };
};

let counter = 0;
const newKey = () => `label-${(counter += 1)}`;

export const draftsOf = (labels: readonly ColumnLabel[]): LabelDraft[] =>
  labels.map((l) => ({ key: newKey(), name: l.name, color: l.color, previous: l.name, title: l.name }));

/** A new entry: coloured ones take the first palette colour no other label has yet. */
export const newDraft = (drafts: readonly LabelDraft[], type: ColumnType): LabelDraft => {
  const { coloured, texts } = labelWords(type);
  const taken = new Set(drafts.map((d) => d.title));
  const nameOf = (n: number) => t(texts.newName, { n });
  let n = 1;
  while (taken.has(nameOf(n))) n += 1;
  const title = nameOf(n);
  if (!coloured) return { key: newKey(), name: '', title };
  const used = new Set(drafts.map((d) => d.color?.toLowerCase()));
  const free = GROUP_COLORS.find((c) => !used.has(c.value.toLowerCase()));
  const color = free?.value ?? GROUP_COLORS[drafts.length % GROUP_COLORS.length]?.value;
  return { key: newKey(), name: '', color, title };
};

/** The request for the whole new list: a renamed entry names its old name, so values follow it. */
export const labelsRequest = (drafts: readonly LabelDraft[], coloured: boolean): UpdateColumnRequest => ({
  labels: drafts.map((d): LabelInput => {
    const name = d.name.trim();
    return {
      name,
      ...(coloured && d.color ? { color: d.color } : {}),
      ...(d.previous !== undefined && d.previous !== name ? { previous: d.previous } : {}),
    };
  }),
});

/** Whether the drafts say anything other than `labels` (same names, colours and order). */
export const changed = (drafts: readonly LabelDraft[], labels: readonly ColumnLabel[]) =>
  drafts.length !== labels.length ||
  drafts.some(
    (d, i) =>
      d.previous !== labels[i]?.name ||
      d.name.trim() !== labels[i]?.name ||
      (d.color ?? '').toLowerCase() !== (labels[i]?.color ?? '').toLowerCase(),
  );

export interface LabelsCheck {
  /** Messages by draft key (the name's problem). */
  byKey: Map<string, string>;
  /** A problem of the whole list (too many). */
  list?: string;
}

/**
 * The contract's own checks of the request (the name rules, the list's limit), plus the server's refusal
 * of a name listed twice (case aside), so most mistakes show before anything is sent.
 */
export const checkLabels = (drafts: readonly LabelDraft[], request: UpdateColumnRequest): LabelsCheck => {
  const byKey = new Map<string, string>();
  let list: string | undefined;
  const parsed = updateColumnRequestSchema.safeParse(request);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const index = issue.path[1];
      const draft = typeof index === 'number' ? drafts[index] : undefined;
      if (draft) {
        if (!byKey.has(draft.key)) byKey.set(draft.key, issue.message);
      } else list ??= issue.message;
    }
  const seen = new Set<string>();
  for (const draft of drafts) {
    const folded = draft.name.trim().toLowerCase();
    if (folded && seen.has(folded) && !byKey.has(draft.key))
      byKey.set(draft.key, columnMessages.labelTwice(draft.name.trim()));
    seen.add(folded);
  }
  return { byKey, list };
};
