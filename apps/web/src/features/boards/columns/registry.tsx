import type { ColumnType, ColumnValue } from '@portico/contract';
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
 * cell and its editor here (style.md "Adding a column type"). Types that look alike share components —
 * status and priority are label pills, dropdown and tags are chips.
 */
export const webColumnTypes = {
  status: { Cell: LabelCell, Editor: LabelEditor },
  priority: { Cell: LabelCell, Editor: LabelEditor },
  dropdown: { Cell: OptionChips, Editor: DropdownEditor },
  tags: { Cell: OptionChips, Editor: TagsEditor },
  people: { Cell: PeopleCell, Editor: PeopleEditor },
  file: { Cell: FileCell, Editor: FileEditor },
  doc: { Cell: DocCell, Editor: null },
  timeline: { Cell: TimelineCell, Editor: null },
  date: { Cell: DateCell, Editor: DateEditor },
  email: { Cell: EmailCell, Editor: EmailEditor },
  numbers: { Cell: TextCell, Editor: NumbersEditor },
  phone: { Cell: PhoneCell, Editor: PhoneEditor },
  text: { Cell: TextCell, Editor: TextEditor },
  long_text: { Cell: TextCell, Editor: LongTextEditor },
  name: { Cell: TextCell, Editor: NameEditor },
  checkbox: { Cell: CheckboxCell, Editor: CheckboxEditor },
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
