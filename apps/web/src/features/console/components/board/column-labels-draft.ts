import {
  type ColumnLabel,
  type ColumnType,
  type LabelInput,
  type UpdateColumnRequest,
  columnDefinition,
  columnMessages,
  updateColumnRequestSchema,
} from '@portico/contract';
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

/** What the dialog calls a column's entries: status and priority hold labels, dropdown and tags options. */
export const labelWords = (type: ColumnType) => {
  const coloured = columnDefinition(type).labels?.key === 'labels';
  return coloured
    ? { coloured, one: 'label', many: 'labels', One: 'Label', Many: 'Labels' }
    : { coloured, one: 'option', many: 'options', One: 'Option', Many: 'Options' };
};

let counter = 0;
const newKey = () => `label-${(counter += 1)}`;

export const draftsOf = (labels: readonly ColumnLabel[]): LabelDraft[] =>
  labels.map((l) => ({ key: newKey(), name: l.name, color: l.color, previous: l.name, title: l.name }));

/** A new entry: coloured ones take the first palette colour no other label has yet. */
export const newDraft = (drafts: readonly LabelDraft[], type: ColumnType): LabelDraft => {
  const { coloured, one } = labelWords(type);
  const taken = new Set(drafts.map((d) => d.title));
  let n = 1;
  while (taken.has(`new ${one} ${n}`)) n += 1;
  const title = `new ${one} ${n}`;
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
