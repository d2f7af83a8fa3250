import {
  type ColumnFormValue,
  type ColumnInputWithFile,
  type ColumnType,
  type ColumnValue,
  type EditableField,
  type PersonRef,
  columnDefinition,
} from '@portico/contract';
import type { ColumnDraft } from '../columns/model';

/**
 * The item forms' logic (§4 Item edit / Add item, §5 item rules), free of React so it is tested directly:
 * which columns a form shows, the required check, change detection and what is sent (§7).
 */

const splitLabels = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** §2: file columns are listed last; the others keep the board's column order. */
const filesLast = <T>(list: readonly T[], typeOf: (entry: T) => ColumnType): T[] => [
  ...list.filter((entry) => typeOf(entry) !== 'file'),
  ...list.filter((entry) => typeOf(entry) === 'file'),
];

/** §2 Edit item: the columns that are editable and not doc or timeline (the types never written), files last. */
export const editableValues = (values: readonly ColumnValue[]): ColumnValue[] =>
  filesLast(
    values.filter((v) => v.isEditable && columnDefinition(v.type).writable),
    (v) => v.type,
  );

/** §2 Add New Item: the editable fields of editableColumns except the name (it is the item name), files last. */
export const addableFields = (fields: readonly EditableField[]): EditableField[] =>
  filesLast(
    fields.filter((f) => f.isEditable && f.columnType !== 'name' && columnDefinition(f.columnType).writable),
    (f) => f.columnType,
  );

/** An item's column value as the edit form starts from it. */
export const draftFromValue = (value: ColumnValue): ColumnDraft => ({
  columnId: value.id,
  columnType: value.type,
  title: value.column.title,
  isRequired: value.isRequired,
  text: value.text,
  persons_and_teams: value.persons_and_teams ?? [],
  selectedTags: value.selectedTags ?? (value.type === 'tags' ? splitLabels(value.text) : []),
  newlyUploadedFile: null,
  files: value.files ?? [],
});

/** An editable field (§3) as the add form starts from it. */
export const draftFromField = (field: EditableField): ColumnDraft => ({
  columnId: field.columnId,
  columnType: field.columnType,
  title: field.columnName,
  isRequired: field.isRequired,
  text: field.text,
  persons_and_teams: field.persons_and_teams,
  selectedTags: field.selectedTags,
  newlyUploadedFile: null,
  files: [],
});

/** A draft as the contract's registry sees one column's input. */
const asInput = (draft: ColumnDraft): ColumnInputWithFile => ({
  id: draft.columnId,
  type: draft.columnType,
  text: draft.text,
  persons_and_teams: draft.persons_and_teams,
  ...(draft.columnType === 'tags' && { selectedTags: draft.selectedTags }),
  hasNewFile: draft.newlyUploadedFile !== null,
});

/**
 * §5 required check, by the contract's registry: people need a person, files a newly uploaded file, the
 * rest non-blank text.
 */
export const isDraftFilled = (draft: ColumnDraft): boolean =>
  columnDefinition(draft.columnType).isFilled(asInput(draft));

/** The ids of the required columns that are not filled (§4: the list of columns that failed the check). */
export const missingRequired = (drafts: readonly ColumnDraft[]): string[] =>
  drafts.filter((d) => d.isRequired && !isDraftFilled(d)).map((d) => d.columnId);

const samePeople = (a: readonly PersonRef[], b: readonly PersonRef[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id);

const sameLabels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((label, i) => label === b[i]);

/**
 * §5: a column value differs from the original by its text, a new file or its people (tags compare their
 * list too). Surrounding whitespace is not a change: the server trims what it stores.
 */
export const isDraftChanged = (draft: ColumnDraft, original: ColumnDraft): boolean =>
  draft.newlyUploadedFile !== null ||
  draft.text.trim() !== original.text.trim() ||
  !samePeople(draft.persons_and_teams, original.persons_and_teams) ||
  (draft.columnType === 'tags' && !sameLabels(draft.selectedTags, original.selectedTags));

/** The drafts that differ from their originals (by column id); an unknown column counts as changed. */
export const changedDrafts = (
  drafts: readonly ColumnDraft[],
  originals: ReadonlyMap<string, ColumnDraft>,
): ColumnDraft[] =>
  drafts.filter((d) => {
    const original = originals.get(d.columnId);
    return !original || isDraftChanged(d, original);
  });

/**
 * Add item: whether a column was given a value (§5 'No column values provided' otherwise). An unticked
 * checkbox is the absence of a value, not one.
 */
export const hasValue = (draft: ColumnDraft): boolean =>
  draft.columnType === 'checkbox' ? draft.text.trim() === 'true' : isDraftFilled(draft);

/**
 * §7: what one column sends — id, type and text for every column; people also persons_and_teams, tags also
 * selectedTags, and a file column its new upload.
 */
export const toFormValue = (draft: ColumnDraft): ColumnFormValue => ({
  columnId: draft.columnId,
  columnType: draft.columnType,
  text: draft.text,
  ...(draft.columnType === 'people' && { persons_and_teams: draft.persons_and_teams }),
  ...(draft.columnType === 'tags' && { selectedTags: draft.selectedTags }),
  ...(draft.newlyUploadedFile && { newlyUploadedFile: draft.newlyUploadedFile }),
});
