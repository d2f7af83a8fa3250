import { describe, expect, it } from 'vitest';
import type { ColumnValue } from '@portico/contract';
import { computeSortOptions, parseSortValue, resolveSortPreference } from './sorting';

const col = (id: string, type: ColumnValue['type'], text: string, extra: Partial<ColumnValue> = {}) =>
  ({
    id,
    type,
    text,
    column: { title: id.toUpperCase() },
    isEditable: true,
    isRequired: false,
    ...extra,
  }) as ColumnValue;

const item = (name: string, ...values: ColumnValue[]) => ({ name, column_values: values });

describe('computeSortOptions', () => {
  it("starts with 'Default' and offers both directions of the first five columns", () => {
    const first = item(
      'a',
      col('c1', 'text', ''),
      col('c2', 'numbers', ''),
      col('c3', 'date', ''),
      col('c4', 'status', ''),
      col('c5', 'people', ''),
      col('c6', 'email', ''),
    );
    const options = computeSortOptions(first);
    expect(options[0]).toEqual({ value: 'default', label: 'Default' });
    expect(options).toHaveLength(11);
    expect(options.map((o) => o.value)).toContain('numbers-c2-desc');
    expect(options.some((o) => o.value.includes('c6'))).toBe(false);
  });

  it("has only 'Default' when nothing is loaded", () => {
    expect(computeSortOptions(undefined)).toEqual([{ value: 'default', label: 'Default' }]);
  });
});

describe('resolveSortPreference', () => {
  it('keeps a saved preference that is among the options, else reverts to default', () => {
    const options = computeSortOptions(item('a', col('c1', 'text', '')));
    expect(resolveSortPreference('text-c1-asc', options)).toBe('text-c1-asc');
    expect(resolveSortPreference('text-gone-asc', options)).toBe('default');
  });
});

describe('parseSortValue', () => {
  it('reads type, column id (dashes allowed) and direction', () => {
    expect(parseSortValue('long_text-col-9-x-desc')).toEqual({
      type: 'long_text',
      columnId: 'col-9-x',
      direction: 'desc',
    });
    expect(parseSortValue('default')).toBeNull();
  });
});
