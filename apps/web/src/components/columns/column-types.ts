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
import { type MessageKey, t } from '@/lib/i18n';

export interface ColumnTypeInfo {
  /** The type's name as staff read it ('Long text'), a key of the catalogue. */
  label: MessageKey;
  /**
   * The name in the reader's language, looked up each time it is read (while a screen renders, never when
   * this module loads), so a change of language shows at once.
   */
  readonly name: string;
  /** Beside a column's title: the item details screen, the console's Columns tab and its Add column menu. */
  icon: LucideIcon;
  /** The column's width in the staff board, in pixels. */
  width: number;
}

const info = (label: MessageKey, icon: LucideIcon, width: number): ColumnTypeInfo => ({
  label,
  get name() {
    return t(label);
  },
  icon,
  width,
});

/**
 * How each column type is named and drawn wherever a column is listed, in the portal and the console alike:
 * one exhaustive table, so a new type does not compile until it has its name, icon and width, and the two
 * sides cannot show a type differently. (What a type's value does — cell, editor, draft, sort — is the
 * registry's, registry.tsx; this table stays free of it so a screen that only lists columns stays small.)
 */
export const columnTypes = {
  name: info('boards.columns.type.name', Type, 280),
  status: info('boards.columns.type.status', CircleDot, 150),
  priority: info('boards.columns.type.priority', Flag, 130),
  dropdown: info('boards.columns.type.dropdown', SquareChevronDown, 160),
  tags: info('boards.columns.type.tags', Tags, 200),
  people: info('boards.columns.type.people', UsersRound, 170),
  file: info('boards.columns.type.file', Paperclip, 190),
  doc: info('boards.columns.type.doc', FileText, 170),
  timeline: info('boards.columns.type.timeline', ChartGantt, 230),
  date: info('boards.columns.type.date', Calendar, 130),
  email: info('boards.columns.type.email', Mail, 210),
  numbers: info('boards.columns.type.numbers', Hash, 110),
  phone: info('boards.columns.type.phone', Phone, 160),
  text: info('boards.columns.type.text', Type, 200),
  long_text: info('boards.columns.type.longText', TextAlignStart, 240),
  checkbox: info('boards.columns.type.checkbox', SquareCheck, 100),
} satisfies Record<ColumnType, ColumnTypeInfo>;

export const columnTypeInfo = (type: ColumnType): ColumnTypeInfo => columnTypes[type];
