import { DEFAULT_SORT_PREFERENCE, type Item, MAX_SORT_COLUMNS, type SortOption } from '@portico/contract';

export const DEFAULT_SORT_OPTION: SortOption = { value: DEFAULT_SORT_PREFERENCE, label: 'Default' };

/** What sorting knows of an item: its column values by id (type and text). */
type Sortable = Pick<Item, 'column_values'>;

/**
 * §4: sort options come from the first loaded item's first five columns, each ascending and descending,
 * after 'Default'. Values are `type-columnId-asc` / `type-columnId-desc`.
 */
export const computeSortOptions = (firstItem: Sortable | undefined): SortOption[] => {
  const columns = firstItem?.column_values.slice(0, MAX_SORT_COLUMNS) ?? [];
  return [
    DEFAULT_SORT_OPTION,
    ...columns.flatMap((c) => [
      { value: `${c.type}-${c.id}-asc`, label: `${c.column.title} (ascending)` },
      { value: `${c.type}-${c.id}-desc`, label: `${c.column.title} (descending)` },
    ]),
  ];
};

/** A saved sortPreference applies only while it is among the options; otherwise sorting is Default. */
export const resolveSortPreference = (saved: string, options: SortOption[]): string =>
  options.some((o) => o.value === saved) ? saved : DEFAULT_SORT_PREFERENCE;

export interface ParsedSort {
  type: string;
  columnId: string;
  direction: 'asc' | 'desc';
}

/** Parses `type-columnId-direction`; column ids may contain dashes, the type (one word) cannot. */
export const parseSortValue = (value: string): ParsedSort | null => {
  const m = /^([a-z_]+)-(.+)-(asc|desc)$/.exec(value);
  if (!m) return null;
  return { type: m[1] as string, columnId: m[2] as string, direction: m[3] as 'asc' | 'desc' };
};
