import {
  type ColumnFormValue,
  type ColumnType,
  type ColumnValue,
  type EditableField,
  columnDefinition,
} from '@portico/contract';
import { isDraftFilled } from './behaviours';
import type { ColumnDraft } from './model';
import { webColumnType } from './registry';

/**
 * The item forms' logic (§4 Item edit / Add item, §5 item rules), free of React so it is tested directly:
 * which columns a form shows, the required check, change detection and what is sent (§7).
 */

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

const behaviour = (type: ColumnType) => webColumnType(type).draft;

/** An item's column value as the edit form starts from it (the type decides how its text shows). */
export const draftFromValue = (value: ColumnValue): ColumnDraft => {
  const draft = behaviour(value.type);
  return {
    columnId: value.id,
    columnType: value.type,
    title: value.column.title,
    isRequired: value.isRequired,
    text: draft.toDraftText(value.text),
    persons_and_teams: value.persons_and_teams ?? [],
    selectedTags: draft.toDraftTags(value),
    newlyUploadedFile: null,
    files: value.files ?? [],
  };
};

/** An editable field (§3) as the add form starts from it. */
export const draftFromField = (field: EditableField): ColumnDraft => ({
  columnId: field.columnId,
  columnType: field.columnType,
  title: field.columnName,
  isRequired: field.isRequired,
  text: behaviour(field.columnType).toDraftText(field.text),
  persons_and_teams: field.persons_and_teams,
  selectedTags: field.selectedTags,
  newlyUploadedFile: null,
  files: [],
});

export { isDraftFilled };

/** The ids of the required columns that are not filled (§4: the list of columns that failed the check). */
export const missingRequired = (drafts: readonly ColumnDraft[]): string[] =>
  drafts.filter((d) => d.isRequired && !isDraftFilled(d)).map((d) => d.columnId);

/** §5: a column value differs from the original by a new file, or by what its type compares. */
export const isDraftChanged = (draft: ColumnDraft, original: ColumnDraft): boolean =>
  draft.newlyUploadedFile !== null || !behaviour(draft.columnType).same(draft, original);

/** The drafts that differ from their originals (by column id); an unknown column counts as changed. */
export const changedDrafts = (
  drafts: readonly ColumnDraft[],
  originals: ReadonlyMap<string, ColumnDraft>,
): ColumnDraft[] =>
  drafts.filter((d) => {
    const original = originals.get(d.columnId);
    return !original || isDraftChanged(d, original);
  });

/** Add item: whether a column was given a value (§5 'No column values provided' otherwise). */
export const hasValue = (draft: ColumnDraft): boolean => behaviour(draft.columnType).hasValue(draft);

/** §7: what one column sends — its id and type, what its type sends, and a file column its new upload. */
export const toFormValue = (draft: ColumnDraft): ColumnFormValue => ({
  columnId: draft.columnId,
  columnType: draft.columnType,
  ...behaviour(draft.columnType).toRequest(draft),
  ...(draft.newlyUploadedFile && { newlyUploadedFile: draft.newlyUploadedFile }),
});
