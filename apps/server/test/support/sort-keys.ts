import { expect } from 'vitest';
import { consoleItemsResponseSchema } from '@portico/contract';
import type { TestApp } from './app';
import { type Client, expectBody } from './http';

/**
 * An oracle of the staff board's sort, computed from values_json alone (not from the items module's key
 * code): what item_sort_keys must hold, and the order a sorted page must have. Knows the column types
 * the sort tests use.
 */
type Key = { num: number | null; text: string | null };

const keyOf = (type: string, value: unknown, people: Map<string, string>): Key | null => {
  const v = value as Record<string, unknown> | undefined;
  if (!v) return null;
  switch (type) {
    case 'status':
    case 'text':
      return typeof v[type === 'status' ? 'label' : 'text'] === 'string'
        ? { num: null, text: (v[type === 'status' ? 'label' : 'text'] as string).toLowerCase() }
        : null;
    case 'numbers':
      return typeof v.number === 'string' ? { num: Number(v.number), text: null } : null;
    case 'people': {
      const first = (v.personIds as string[] | undefined)?.[0];
      const name = first === undefined ? undefined : people.get(first);
      return name === undefined ? null : { num: null, text: name.toLowerCase() };
    }
    default:
      throw new Error(`the sort oracle does not know ${type} columns`);
  }
};

const boardState = async (t: TestApp, boardId: string) => {
  const db = t.ctx.db.kysely;
  const items = await db
    .selectFrom('items')
    .select(['id', 'name', 'tenant_id', 'values_json', 'gpos', 'pos', 'created_at', 'updated_at'])
    .where('board_id', '=', boardId)
    .orderBy('gpos')
    .orderBy('pos')
    .execute();
  const columns = await db
    .selectFrom('board_columns')
    .select(['id', 'type'])
    .where('board_id', '=', boardId)
    .execute();
  const people = new Map(
    (await db.selectFrom('people').select(['id', 'name']).execute()).map((p) => [p.id, p.name]),
  );
  return { items, columns: columns.filter((c) => c.type !== 'name'), people };
};

/** item_sort_keys of a board equal the keys computed from values_json (item positions included). */
export const expectKeysConsistent = async (t: TestApp, boardId: string) => {
  const { items, columns, people } = await boardState(t, boardId);
  const expected: string[] = [];
  for (const item of items) {
    const values = JSON.parse(item.values_json) as Record<string, unknown>;
    for (const column of columns) {
      const key = keyOf(column.type, values[column.id], people);
      if (key) expected.push(`${item.id} ${column.id} ${key.num} ${key.text} ${item.gpos} ${item.pos}`);
    }
  }
  const stored = await t.ctx.db.kysely
    .selectFrom('item_sort_keys')
    .selectAll()
    .where('board_id', '=', boardId)
    .execute();
  const actual = stored.map(
    (k) =>
      `${k.item_id} ${k.column_id} ${k.key_num === null ? null : Number(k.key_num)} ${k.key_text} ${k.gpos} ${k.pos}`,
  );
  expect(actual.sort()).toEqual(expected.sort());
  return expected.length;
};

/**
 * Every sorted order of a board (each column both ways, name, created, updated), read page by page in
 * pages of `size` (so pages straddle the last keyed item), equals the oracle's: keys ascending or
 * descending, items without a key last, ties in board order.
 */
export const expectSortedPages = async (t: TestApp, api: Client, boardId: string, size = 3) => {
  const { items, columns, people } = await boardState(t, boardId);
  const read = async (sort: string, dir: string) => {
    const ids: string[] = [];
    for (let offset = 0; offset < items.length + size; offset += size) {
      const query = new URLSearchParams({ sort, dir, offset: String(offset), limit: String(size) });
      const res = await api.get(`/api/console/boards/${boardId}/items?${query}`);
      ids.push(...expectBody(res, 200, consoleItemsResponseSchema).data.items.map((i) => i.id));
    }
    return ids;
  };
  const cmp = (a: Key, b: Key) =>
    a.num !== null && b.num !== null
      ? a.num - b.num
      : (a.text ?? '') < (b.text ?? '')
        ? -1
        : a.text === b.text
          ? 0
          : 1;
  const order = (keyed: Array<{ id: string; key: Key | null }>, dir: 'asc' | 'desc') => {
    const withKey = keyed.filter((k) => k.key !== null) as Array<{ id: string; key: Key }>;
    // Array.prototype.sort is stable: ties stay in board order.
    withKey.sort((a, b) => (dir === 'asc' ? cmp(a.key, b.key) : cmp(b.key, a.key)));
    return [...withKey.map((k) => k.id), ...keyed.filter((k) => k.key === null).map((k) => k.id)];
  };
  const sorts: Array<{ sort: string; key: (i: (typeof items)[number]) => Key | null }> = [
    ...columns.map((c) => ({
      sort: c.id,
      key: (i: (typeof items)[number]) =>
        keyOf(c.type, (JSON.parse(i.values_json) as Record<string, unknown>)[c.id], people),
    })),
    { sort: 'name', key: (i) => ({ num: null, text: i.name.toLowerCase() }) },
    { sort: 'created', key: (i) => ({ num: new Date(i.created_at).getTime(), text: null }) },
    { sort: 'updated', key: (i) => ({ num: new Date(i.updated_at).getTime(), text: null }) },
  ];
  for (const { sort, key } of sorts)
    for (const dir of ['asc', 'desc'] as const) {
      const expected = order(
        items.map((i) => ({ id: i.id, key: key(i) })),
        dir,
      );
      expect({ sort, dir, ids: await read(sort, dir) }).toEqual({ sort, dir, ids: expected });
    }
};
