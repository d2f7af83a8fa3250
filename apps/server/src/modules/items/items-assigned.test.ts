import { describe, expect, it } from 'vitest';
import { getItemDetailsResponseSchema } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import {
  ALL_TYPE_COLUMNS,
  addItems,
  getPage,
  listUrl,
  makeBoard,
  makePerson,
  walkAll,
} from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

describe('assigned to me (filterByEmail)', () => {
  const assignedBoard = async (tenantSettings: Parameters<typeof makeTenant>[1] = {}) => {
    const tenant = await makeTenant(t.services, tenantSettings);
    const user = await makeUser(t.services, tenant);
    const board = await makeBoard(t.services, tenant, {
      columns: [
        ALL_TYPE_COLUMNS.people,
        { type: 'people', title: 'Reviewer (internal)', visible: false },
        ALL_TYPE_COLUMNS.text,
      ],
    });
    const hidden = (await t.services.boards.allColumns(tenant.id, board.id)).find((c) => !c.isVisible)
      ?.id as string;
    const me = await makePerson(t.services, tenant, { user, name: 'Me' });
    const other = await makePerson(t.services, tenant, { name: 'Other' });
    const owner = board.col.people.id;
    await addItems(
      t.services,
      tenant,
      board,
      Array.from({ length: 40 }, (_, i) => ({
        name: `Item ${i}`,
        values:
          i % 3 === 0
            ? { [owner]: { personIds: [other.id, me.id] } }
            : i % 3 === 1
              ? { [owner]: { personIds: [other.id] }, [hidden]: { personIds: [me.id] } }
              : {},
      })),
    );
    const api = await signIn(t, tenant, user);
    const mine = Array.from({ length: 40 }, (_, i) => i)
      .filter((i) => i % 3 === 0)
      .map((i) => `Item ${i}`);
    return { tenant, user, board, api, mine };
  };

  it('returns only items whose visible people columns hold the user, with their count as total', async () => {
    const { board, api, mine } = await assignedBoard();
    const all = await walkAll(api, board, { filterByEmail: 'true' });
    expect(all.items.map((i) => i.name)).toEqual(mine);
    expect(all.totals).toEqual(new Set([mine.length]));
    const searched = await walkAll(api, board, { filterByEmail: 'true', compareValue: 'item 1' });
    expect(searched.items.map((i) => i.name)).toEqual(mine.filter((n) => n.startsWith('Item 1')));
    const unfiltered = await getPage(api, board, { filterByEmail: 'false' });
    expect(unfiltered.total_items).toBe(40);
  });

  it("is enforced when the user's filterItemsByEmail is 'true', whatever the query says", async () => {
    const { board, api, mine } = await assignedBoard({ filterItemsByEmail: true });
    const all = await walkAll(api, board, { filterByEmail: 'false' });
    expect(all.items.map((i) => i.name)).toEqual(mine);
    const details = await api.get(`/api/boards/getItemDetails/${all.items[0]?.id}?boardId=${board.id}`);
    expectBody(details, 200, getItemDetailsResponseSchema);
  });

  it('gives an empty page to a user who is nobody in the people directory', async () => {
    const { tenant, board } = await assignedBoard();
    const stranger = await makeUser(t.services, tenant);
    const api = await signIn(t, tenant, stranger);
    expect(await getPage(api, board, { filterByEmail: 'true' })).toMatchObject({
      items: [],
      total_items: 0,
      cursor: null,
    });
  });

  it('rejects a filterByEmail that is not a flag', async () => {
    const { board, api } = await assignedBoard();
    expectError(await api.get(listUrl(board, { filterByEmail: 'maybe' })), 400);
  });
});
