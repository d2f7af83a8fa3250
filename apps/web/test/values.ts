import type { ColumnType, ColumnValue, Item } from '@portico/contract';

/** A column value as the API sends it, for tests: empty text, editable, not required. */
export const columnValue = (type: ColumnType, overrides: Partial<ColumnValue> = {}): ColumnValue => ({
  id: `${type}-col`,
  type,
  text: '',
  column: { title: type },
  isEditable: true,
  isRequired: false,
  ...overrides,
});

export const item = (
  id: string,
  name: string,
  values: ColumnValue[],
  group = { id: 'g1', title: 'To do' },
): Item => ({
  id,
  name,
  group,
  column_values: values,
});
