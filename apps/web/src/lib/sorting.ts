import { DEFAULT_SORT_PREFERENCE, type Item, MAX_SORT_COLUMNS, type SortOption } from '@portico/contract';
import { t } from './i18n';

/**
 * 'Default', the first sort option. Kept for the whole visit (the Preferences modal offers it before any board
 * is open), so its label is read when it is shown, in the language of that moment.
 */
export const DEFAULT_SORT_OPTION: SortOption = {
  value: DEFAULT_SORT_PREFERENCE,
  get label() {
    return t('common.sorting.default');
  },
};

/** What sorting knows of an item: its column values by id (type and text). */
type Sortable = Pick<Item, 'column_values'>;

/**
 * §4: sort options come from the first loaded item's first five columns, each ascending and descending,
 * after 'Default'. Values are `type-columnId-asc` / `type-columnId-desc`; labels are in the reader's language
 * (the board screen computes them as it renders).
 */
export const computeSortOptions = (firstItem: Sortable | undefined): SortOption[] => {
  const columns = firstItem?.column_values.slice(0, MAX_SORT_COLUMNS) ?? [];
  return [
    DEFAULT_SORT_OPTION,
    ...columns.flatMap((c) => [
      { value: `${c.type}-${c.id}-asc`, label: t('common.sorting.ascending', { column: c.column.title }) },
      { value: `${c.type}-${c.id}-desc`, label: t('common.sorting.descending', { column: c.column.title }) },
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
