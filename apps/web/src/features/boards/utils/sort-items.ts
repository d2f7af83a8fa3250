import { COLUMN_TYPES, type ColumnType, type Item } from '@portico/contract';
import { parseSortValue } from '@/lib/sorting';
import { webColumnType } from '@/components/columns/registry';

/** What sorting knows of an item: its column values by id (type and text). */
type Sortable = Pick<Item, 'column_values'>;

const isColumnType = (type: string): type is ColumnType => (COLUMN_TYPES as readonly string[]).includes(type);

/**
 * §4: sorting is applied on the client within each group (callers pass one group's items), by the column
 * type's order (web registry). An item without the column, or with it empty, sorts after every value in both
 * directions; equal values keep the server's order. Every pair is compared the same way whatever the input
 * order, so the result is one consistent order.
 */
export const sortItems = <T extends Sortable>(items: readonly T[], sortValue: string): T[] => {
  const sort = parseSortValue(sortValue);
  if (!sort || !isColumnType(sort.type)) return [...items];
  const { compare } = webColumnType(sort.type);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = items.map((item, index) => {
    const value = item.column_values.find((c) => c.id === sort.columnId);
    return { item, index, value: value && value.text.trim() !== '' ? value : undefined };
  });
  keyed.sort((x, y) => {
    if (!x.value || !y.value) return Number(!x.value) - Number(!y.value) || x.index - y.index;
    return sign * compare(x.value, y.value) || x.index - y.index;
  });
  return keyed.map((k) => k.item);
};
