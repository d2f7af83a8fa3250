import {
  AtSign,
  Calendar,
  CalendarRange,
  CircleDot,
  FileText,
  Flag,
  Hash,
  List,
  type LucideIcon,
  Paperclip,
  Phone,
  SquareCheck,
  Tags,
  Type,
  TextQuote,
  UsersRound,
} from 'lucide-react';
import { COLUMN_TYPES, type ColumnType } from '@portico/contract';

/** Each of the contract's column types by name, with its icon (the record is exhaustive). */
export const COLUMN_TYPE_INFO: Record<ColumnType, { name: string; icon: LucideIcon }> = {
  status: { name: 'Status', icon: CircleDot },
  dropdown: { name: 'Dropdown', icon: List },
  tags: { name: 'Tags', icon: Tags },
  people: { name: 'People', icon: UsersRound },
  file: { name: 'Files', icon: Paperclip },
  doc: { name: 'Doc', icon: FileText },
  timeline: { name: 'Timeline', icon: CalendarRange },
  date: { name: 'Date', icon: Calendar },
  email: { name: 'Email', icon: AtSign },
  numbers: { name: 'Numbers', icon: Hash },
  phone: { name: 'Phone', icon: Phone },
  text: { name: 'Text', icon: Type },
  long_text: { name: 'Long text', icon: TextQuote },
  name: { name: 'Name', icon: Type },
  checkbox: { name: 'Checkbox', icon: SquareCheck },
  priority: { name: 'Priority', icon: Flag },
};

/** The types a column can be added as: every one but Name (a board has its one Name column). */
export const ADDABLE_TYPES = COLUMN_TYPES.filter((type) => type !== 'name');
