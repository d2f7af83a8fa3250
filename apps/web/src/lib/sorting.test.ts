import { describe, expect, it } from 'vitest';
import type { ColumnValue } from '@portico/contract';
import { computeSortOptions, parseSortValue, resolveSortPreference, sortItems } from './sorting';

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

describe('sortItems', () => {
  const a = item('a', col('n', 'numbers', '10'), col('t', 'text', 'banana'));
  const b = item('b', col('n', 'numbers', '9'), col('t', 'text', 'Apple'));
  const c = item('c', col('n', 'numbers', '100'), col('t', 'text', 'cherry'));

  it('sorts numbers numerically in both directions', () => {
    expect(sortItems([a, b, c], 'numbers-n-asc').map((i) => i.name)).toEqual(['b', 'a', 'c']);
    expect(sortItems([a, b, c], 'numbers-n-desc').map((i) => i.name)).toEqual(['c', 'a', 'b']);
  });

  it('sorts text case-insensitively', () => {
    expect(sortItems([a, b, c], 'text-t-asc').map((i) => i.name)).toEqual(['b', 'a', 'c']);
  });

  it('sorts priority by its rank rather than its label', () => {
    const high = item('high', col('p', 'priority', 'Zulu', { priority: 1 }));
    const low = item('low', col('p', 'priority', 'Alpha', { priority: 3 }));
    expect(sortItems([low, high], 'priority-p-asc').map((i) => i.name)).toEqual(['high', 'low']);
  });

  it('leaves a pair in place when either item lacks the column', () => {
    const without = item('x');
    expect(sortItems([without, b], 'numbers-n-asc').map((i) => i.name)).toEqual(['x', 'b']);
    expect(sortItems([b, without], 'numbers-n-desc').map((i) => i.name)).toEqual(['b', 'x']);
  });

  it('returns a copy in server order for Default', () => {
    const list = [c, a, b];
    const sorted = sortItems(list, 'default');
    expect(sorted).toEqual(list);
    expect(sorted).not.toBe(list);
  });
});
