import { describe, expect, it } from 'vitest';
import type { ColumnValue } from '@portico/contract';
import { sortItems } from './sort-items';

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
const names = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name);

/** Every order of a list. */
const permutations = <T>(list: readonly T[]): T[][] => {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((head, i) =>
    permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [head, ...rest]),
  );
};

describe('sortItems', () => {
  const a = item('a', col('n', 'numbers', '10'), col('t', 'text', 'banana'));
  const b = item('b', col('n', 'numbers', '9'), col('t', 'text', 'Apple'));
  const c = item('c', col('n', 'numbers', '100'), col('t', 'text', 'cherry'));

  it('sorts numbers numerically in both directions', () => {
    expect(names(sortItems([a, b, c], 'numbers-n-asc'))).toEqual(['b', 'a', 'c']);
    expect(names(sortItems([a, b, c], 'numbers-n-desc'))).toEqual(['c', 'a', 'b']);
  });

  it('sorts text case-insensitively', () => {
    expect(names(sortItems([a, b, c], 'text-t-asc'))).toEqual(['b', 'a', 'c']);
  });

  it('sorts priority by its rank rather than its label', () => {
    const high = item('high', col('p', 'priority', 'Zulu', { priority: 1 }));
    const low = item('low', col('p', 'priority', 'Alpha', { priority: 3 }));
    expect(names(sortItems([low, high], 'priority-p-asc'))).toEqual(['high', 'low']);
  });

  it('puts items without the value last in both directions', () => {
    const without = item('x');
    const blank = item('y', col('n', 'numbers', '  '));
    expect(names(sortItems([without, b, blank, a], 'numbers-n-asc'))).toEqual(['b', 'a', 'x', 'y']);
    expect(names(sortItems([without, b, blank, a], 'numbers-n-desc'))).toEqual(['a', 'b', 'x', 'y']);
  });

  it('gives one consistent order whatever the input order, missing values in the middle included', () => {
    const missing1 = item('m1');
    const missing2 = item('m2', col('n', 'numbers', ''));
    const list = [c, missing1, a, missing2, b];
    for (const direction of ['asc', 'desc'] as const) {
      const expected = direction === 'asc' ? ['b', 'a', 'c'] : ['c', 'a', 'b'];
      for (const order of permutations(list)) {
        const sorted = names(sortItems(order, `numbers-n-${direction}`));
        expect(sorted.slice(0, 3)).toEqual(expected);
        // The missing ones follow, in the order they came (a stable sort keeps the server's order).
        expect(sorted.slice(3)).toEqual(names(order).filter((n) => n.startsWith('m')));
      }
    }
  });

  it('keeps equal values in the server order', () => {
    const first = item('first', col('t', 'text', 'same'));
    const second = item('second', col('t', 'text', 'SAME'));
    expect(names(sortItems([first, second], 'text-t-desc'))).toEqual(['first', 'second']);
    expect(names(sortItems([second, first], 'text-t-asc'))).toEqual(['second', 'first']);
  });

  it('returns a copy in server order for Default or an unknown type', () => {
    const list = [c, a, b];
    const sorted = sortItems(list, 'default');
    expect(sorted).toEqual(list);
    expect(sorted).not.toBe(list);
    expect(sortItems(list, 'bogus-n-asc')).toEqual(list);
  });
});
