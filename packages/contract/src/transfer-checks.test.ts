import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './transfer';
import { checkItem, findPrototypeKey, itemRefsOf } from './transfer-checks';

const ts = '2025-01-01T00:00:00.000Z';
const column = (id: string, type: ExportColumn['type'], settings: unknown = {}): ExportColumn =>
  ({
    ...{ id, type, title: id, settings, editable: true, required: false, visible: true },
    ...{ createdAt: ts, updatedAt: ts },
  }) as ExportColumn;

describe('findPrototypeKey', () => {
  it('finds a key that would reach Object.prototype, at any depth, by its path', () => {
    expect(findPrototypeKey(JSON.parse('{"a": [{"b": {"__proto__": 1}}]}'), ['x'])).toEqual([
      'x',
      'a',
      0,
      'b',
      '__proto__',
    ]);
    expect(findPrototypeKey({ constructor: 1 }, [])).toEqual(['constructor']);
    expect(findPrototypeKey({ a: { prototypes: 1 }, b: ['__proto__'] }, [])).toBeNull();
  });
});

describe('checkItem', () => {
  const columns = [
    column('c1', 'status', { labels: [{ name: 'Done', color: '#00c875' }] }),
    column('c2', 'text'),
    column('c3', 'people'),
  ];
  const board = { id: 'b1', columns };
  const refs = () => itemRefsOf({ people: [{ id: 'p1' }], files: [], users: [] } as never);
  const problems: string[] = [];
  const report = (path: Array<string | number>, message: string) =>
    problems.push(`${path.join('.')}: ${message}`);
  const item = (values: Record<string, unknown>, id = 'i1') => ({ id, name: 'Item', values });

  it('returns the values to store in column order, in an object without a prototype', () => {
    problems.length = 0;
    const values = checkItem(
      board,
      item({ c3: { personIds: ['p1'] }, c1: { label: 'Done' } }),
      ['i'],
      refs(),
      report,
    );
    expect(problems).toEqual([]);
    expect(Object.getPrototypeOf(values)).toBeNull();
    expect(Object.keys(values)).toEqual(['c1', 'c3']);
  });

  it('reports each problem at its place: columns, rules of the column type, people, repeated ids', () => {
    problems.length = 0;
    const known = refs();
    checkItem(
      board,
      item({ c1: { label: 'Nope' }, c3: { personIds: ['p9'] }, zz: {} }),
      ['i'],
      known,
      report,
    );
    checkItem(board, item({}), ['j'], known, report);
    expect(problems).toEqual([
      'i.values.c1: "Nope" is not an option of c1, and new values cannot be added.',
      'i.values.c3: no person p9 in people',
      'i.values.zz: the board has no column zz',
      'j.id: the id i1 is used twice',
    ]);
  });
});
