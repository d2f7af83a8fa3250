import {
  Calendar,
  ChartGantt,
  CircleDot,
  FileText,
  Flag,
  Hash,
  type LucideIcon,
  Mail,
  Paperclip,
  Phone,
  SquareCheck,
  SquareChevronDown,
  Tags,
  TextAlignStart,
  Type,
  UsersRound,
} from 'lucide-react';
import type { ColumnType } from '@portico/contract';

export interface ColumnTypeInfo {
  /** The type's name as staff read it ('Long text'). */
  name: string;
  /** Beside a column's title: the item details screen, the console's Columns tab and its Add column menu. */
  icon: LucideIcon;
  /** The column's width in the staff board, in pixels. */
  width: number;
}

/**
 * How each column type is named and drawn wherever a column is listed, in the portal and the console alike:
 * one exhaustive table, so a new type does not compile until it has its name, icon and width, and the two
 * sides cannot show a type differently. (What a type's value does — cell, editor, draft, sort — is the
 * registry's, registry.tsx; this table stays free of it so a screen that only lists columns stays small.)
 */
export const columnTypes = {
  name: { name: 'Name', icon: Type, width: 280 },
  status: { name: 'Status', icon: CircleDot, width: 150 },
  priority: { name: 'Priority', icon: Flag, width: 130 },
  dropdown: { name: 'Dropdown', icon: SquareChevronDown, width: 160 },
  tags: { name: 'Tags', icon: Tags, width: 200 },
  people: { name: 'People', icon: UsersRound, width: 170 },
  file: { name: 'Files', icon: Paperclip, width: 190 },
  doc: { name: 'Doc', icon: FileText, width: 170 },
  timeline: { name: 'Timeline', icon: ChartGantt, width: 230 },
  date: { name: 'Date', icon: Calendar, width: 130 },
  email: { name: 'Email', icon: Mail, width: 210 },
  numbers: { name: 'Numbers', icon: Hash, width: 110 },
  phone: { name: 'Phone', icon: Phone, width: 160 },
  text: { name: 'Text', icon: Type, width: 200 },
  long_text: { name: 'Long text', icon: TextAlignStart, width: 240 },
  checkbox: { name: 'Checkbox', icon: SquareCheck, width: 100 },
} satisfies Record<ColumnType, ColumnTypeInfo>;

export const columnTypeInfo = (type: ColumnType): ColumnTypeInfo => columnTypes[type];
