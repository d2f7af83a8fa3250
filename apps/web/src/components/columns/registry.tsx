import type { ColumnType, ColumnValue } from '@portico/contract';
import {
  byNumber,
  byRank,
  avatarsWidth,
  byText,
  checkboxWidth,
  phoneWidth,
  pillWidth,
  textWidth,
  checkboxDraft,
  peopleDraft,
  phoneDraft,
  readOnlyDraft,
  tagsDraft,
  textDraft,
} from './behaviours';
import type { CellVariant, WebColumnType } from './model';
import { CheckboxCell } from './types/checkbox/checkbox-cell';
import { CheckboxEditor } from './types/checkbox/checkbox-editor';
import { DateCell } from './types/date/date-cell';
import { DateEditor } from './types/date/date-editor';
import { DocCell } from './types/doc/doc-cell';
import { FileCell } from './types/file/file-cell';
import { FileEditor } from './types/file/file-editor';
import { LabelCell } from './types/label/label-pill';
import { LabelEditor } from './types/label/label-editor';
import { OptionChips } from './types/options/option-chips';
import { DropdownEditor, TagsEditor } from './types/options/options-editor';
import { PeopleCell } from './types/people/people-cell';
import { PeopleEditor } from './types/people/people-editor';
import { PhoneCell } from './types/phone/phone-cell';
import { PhoneEditor } from './types/phone/phone-editor';
import { EmailCell, TextCell } from './types/text/text-cell';
import {
  EmailEditor,
  LongTextEditor,
  NameEditor,
  NumbersEditor,
  TextEditor,
} from './types/text/text-editors';
import { TimelineCell } from './types/timeline/timeline-cell';

/**
 * The portal's column types: how each type's value shows (cards, rows, details) and how it is edited. One
 * exhaustive record, like the contract's registry: a new column type does not compile until it has its
 * cell, its editor, its draft behaviour and its sort order here (style.md "Adding a column type"). Types that look alike share components —
 * status and priority are label pills, dropdown and tags are chips.
 */
export const webColumnTypes = {
  status: { Cell: LabelCell, Editor: LabelEditor, draft: textDraft, compare: byText, width: pillWidth },
  priority: { Cell: LabelCell, Editor: LabelEditor, draft: textDraft, compare: byRank, width: pillWidth },
  dropdown: {
    Cell: OptionChips,
    Editor: DropdownEditor,
    draft: textDraft,
    compare: byText,
    width: pillWidth,
  },
  tags: { Cell: OptionChips, Editor: TagsEditor, draft: tagsDraft, compare: byText, width: pillWidth },
  people: {
    Cell: PeopleCell,
    Editor: PeopleEditor,
    draft: peopleDraft,
    compare: byText,
    width: avatarsWidth,
  },
  file: { Cell: FileCell, Editor: FileEditor, draft: textDraft, compare: byText, width: textWidth },
  doc: { Cell: DocCell, Editor: null, draft: readOnlyDraft, compare: byText, width: textWidth },
  timeline: { Cell: TimelineCell, Editor: null, draft: readOnlyDraft, compare: byText, width: textWidth },
  date: { Cell: DateCell, Editor: DateEditor, draft: textDraft, compare: byText, width: textWidth },
  email: { Cell: EmailCell, Editor: EmailEditor, draft: textDraft, compare: byText, width: textWidth },
  numbers: { Cell: TextCell, Editor: NumbersEditor, draft: textDraft, compare: byNumber, width: textWidth },
  phone: { Cell: PhoneCell, Editor: PhoneEditor, draft: phoneDraft, compare: byText, width: phoneWidth },
  text: { Cell: TextCell, Editor: TextEditor, draft: textDraft, compare: byText, width: textWidth },
  long_text: { Cell: TextCell, Editor: LongTextEditor, draft: textDraft, compare: byText, width: textWidth },
  name: { Cell: TextCell, Editor: NameEditor, draft: textDraft, compare: byText, width: textWidth },
  checkbox: {
    Cell: CheckboxCell,
    Editor: CheckboxEditor,
    draft: checkboxDraft,
    compare: byText,
    width: checkboxWidth,
  },
} satisfies Record<ColumnType, WebColumnType>;

export const webColumnType = (type: ColumnType): WebColumnType => webColumnTypes[type];

export interface ColumnCellProps {
  value: ColumnValue;
  variant?: CellVariant;
}

/** A column value rendered by its type. */
export const ColumnCell = ({ value, variant = 'compact' }: ColumnCellProps) => {
  const { Cell } = webColumnType(value.type);
  return <Cell value={value} variant={variant} />;
};
