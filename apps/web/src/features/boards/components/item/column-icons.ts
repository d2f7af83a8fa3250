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

/** The icon beside a column's title on the item details screen: one per type, exhaustive like the registry. */
export const columnIcons = {
  status: CircleDot,
  priority: Flag,
  dropdown: SquareChevronDown,
  tags: Tags,
  people: UsersRound,
  file: Paperclip,
  doc: FileText,
  timeline: ChartGantt,
  date: Calendar,
  email: Mail,
  numbers: Hash,
  phone: Phone,
  text: Type,
  long_text: TextAlignStart,
  name: Type,
  checkbox: SquareCheck,
} satisfies Record<ColumnType, LucideIcon>;
