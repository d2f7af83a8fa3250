import { type ColumnValue, type Group, type Item, MAX_VISIBLE_COLUMN_VALUES } from '@portico/contract';
import { webColumnType } from '@/components/columns/registry';

export interface ItemGroup {
  group: Group;
  items: Item[];
}

/**
 * §2: items grouped by their group, groups in the order they first appear. Pages arrive in board order
 * (group by group), so a group that spans two pages is joined again here.
 */
export const groupItems = (items: readonly Item[]): ItemGroup[] => {
  const groups = new Map<string, ItemGroup>();
  for (const item of items) {
    let entry = groups.get(item.group.id);
    if (!entry) {
      entry = { group: item.group, items: [] };
      groups.set(item.group.id, entry);
    }
    entry.items.push(item);
  }
  return [...groups.values()];
};

export interface ShownColumn {
  id: string;
  title: string;
}

/**
 * The columns a card or row shows: up to five column values (§2, §9), taken from the first item (every
 * item of a board has the same columns). The name column is left out: the name is shown already.
 */
export const shownColumns = (first: Item | undefined): ShownColumn[] =>
  (first?.column_values ?? [])
    .filter((c) => c.type !== 'name')
    .slice(0, MAX_VISIBLE_COLUMN_VALUES)
    .map((c) => ({ id: c.id, title: c.column.title }));

/** An item's values for the shown columns, by position (undefined where the item lacks one). */
export const valuesFor = (item: Item, columns: readonly ShownColumn[]): (ColumnValue | undefined)[] =>
  columns.map((column) => item.column_values.find((v) => v.id === column.id));

/**
 * The colour of a group's left edge. The API does not send group colours, so one of the board palette's
 * colours is picked from the group's id: stable across pages, searches and filters.
 */
export const GROUP_PALETTE = ['#579bfc', '#00c875', '#fdab3d', '#a25ddc', '#e2445c', '#037f4c', '#ff642e'];
export const groupColor = (groupId: string): string => {
  let hash = 0;
  for (let i = 0; i < groupId.length; i += 1) hash = (hash * 31 + groupId.charCodeAt(i)) >>> 0;
  return GROUP_PALETTE[hash % GROUP_PALETTE.length] as string;
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
/** About three characters of cell padding, so short columns are not squeezed by it. */
const PADDING_CH = 3;

/**
 * The grid columns of a list or table: Name, then the shown columns, each sharing the width by what it
 * holds (the widest value or title, by its type's width). Every column fits when the row is wide enough, and
 * all of them shrink together (and truncate) only when it is not. Rows are separate grids (only the visible
 * ones are rendered), so the widths come from the data, never from measuring.
 */
export const tableTemplate = (items: readonly Item[], columns: readonly ShownColumn[]): string => {
  const name = Math.max(4, ...items.map((item) => item.name.trim().length || 12));
  const widths = columns.map((column) =>
    Math.max(
      column.title.length,
      ...items.map((item) => {
        const value = item.column_values.find((v) => v.id === column.id);
        return value && value.text.trim() ? webColumnType(value.type).width(value) : 3;
      }),
    ),
  );
  return [clamp(name, 12, 40), ...widths.map((w) => clamp(w, 5, 32))]
    .map((w) => `minmax(0, ${w + PADDING_CH}fr)`)
    .join(' ');
};
