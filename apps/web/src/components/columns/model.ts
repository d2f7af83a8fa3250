import type { ComponentType } from 'react';
import type {
  ColumnFormValue,
  ColumnType,
  ColumnValue,
  DropdownOption,
  FileAsset,
  PersonRef,
} from '@portico/contract';

/**
 * Where a value is shown: 'compact' in cards, list and table rows (one line, truncated), 'details' on the
 * item details screen (in full, with links).
 */
export type CellVariant = 'compact' | 'details';

export interface CellProps {
  value: ColumnValue;
  variant: CellVariant;
}

/**
 * One column's value as a form edits it (§3 Editable field). Every type uses the same shape, so required
 * checks, change detection and encoding treat all types alike.
 */
export interface ColumnDraft {
  columnId: string;
  columnType: ColumnType;
  title: string;
  isRequired: boolean;
  text: string;
  persons_and_teams: PersonRef[];
  selectedTags: string[];
  /** A new upload for a file column (§5: at most 5 MB). */
  newlyUploadedFile: File | null;
  /** Files the column already holds (edit item): listed, never sent again. */
  files: FileAsset[];
}

export interface EditorProps {
  draft: ColumnDraft;
  onChange: (patch: Partial<ColumnDraft>) => void;
  /** The control's id: the field's label points at it. */
  id: string;
  invalid: boolean;
  describedBy?: string;
  /** The column's options (getDropdownOptions plus labels added on this screen). */
  options: readonly DropdownOption[];
  /** Adds a label to the column's options, kept on this screen until saved; absent when not allowed (§6). */
  onAddOption?: (option: DropdownOption) => void;
  disabled?: boolean;
}

/*
 * What each column type does besides showing and editing a value: how a stored value becomes a form draft,
 * what a draft sends, when two drafts are the same, and how two values sort. The behaviours themselves are in
 * behaviours.ts; their types live here, beside the draft they work on, so neither file imports the other back.
 */

/** The type-specific fields one column sends (§7); id, type and a new file are added for every type. */
export type DraftRequest = Pick<ColumnFormValue, 'text' | 'persons_and_teams' | 'selectedTags'>;

export interface DraftBehaviour {
  /** The stored text as the form shows it. */
  toDraftText: (text: string) => string;
  /** The draft's labels: the value's own, or none. */
  toDraftTags: (value: Pick<ColumnValue, 'text' | 'selectedTags'>) => string[];
  /** What the draft sends. */
  toRequest: (draft: ColumnDraft) => DraftRequest;
  /** Whether a draft still holds the original's value (a new file is compared for every type). */
  same: (draft: ColumnDraft, original: ColumnDraft) => boolean;
  /** Add item: whether the column was given a value (§5 'No column values provided' otherwise). */
  hasValue: (draft: ColumnDraft) => boolean;
}

/** Orders two present (non-blank) values of one column ascending. */
export type Compare = (a: ColumnValue, b: ColumnValue) => number;

/** How wide a value shows in a list or table row, in characters (the columns share the width by it). */
export type Width = (value: ColumnValue) => number;

/**
 * What the portal does with one column type: how a value shows, how it is edited, how a value becomes a
 * form draft and a request, and how values sort.
 */
export interface WebColumnType {
  Cell: ComponentType<CellProps>;
  /** null: shown, never written by the portal (doc, timeline — §2). */
  Editor: ComponentType<EditorProps> | null;
  draft: DraftBehaviour;
  /** Orders two present values ascending (a missing value is handled by the caller: always last). */
  compare: Compare;
  /** How wide a value shows in a row, in characters: list and table columns share the width by it. */
  width: Width;
}
