import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  createItemResponseSchema,
  getAllItemsResponseSchema,
  serverMessages,
  validationMessages,
} from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { ALL_TYPE_COLUMNS, addItems, columnForm, makeBoard, makePerson } from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

type Form = Parameters<typeof columnForm>[0];
const CREATE_KEYS = { id: 'columnId', type: 'columnType' } as const;

const setup = async (
  tenantSettings: Parameters<typeof makeTenant>[1] = {},
  boardOptions: Parameters<typeof makeBoard>[2] = {},
) => {
  const tenant = await makeTenant(t.services, tenantSettings);
  const user = await makeUser(t.services, tenant);
  const board = await makeBoard(t.services, tenant, boardOptions);
  const api = await signIn(t, tenant, user);
  const group = board.groups[0] as { id: string; title: string };
  const create = (
    values: Form,
    itemName: string | null = 'New request',
    groupId = group.id,
    boardId = board.id,
  ) =>
    api.multipart(
      'POST',
      `/api/boards/create-new-item/${boardId}/${groupId}${itemName === null ? '' : `?itemName=${encodeURIComponent(itemName)}`}`,
      columnForm(values, CREATE_KEYS),
    );
  const itemCount = async () =>
    Number(
      (
        await t.ctx.db.kysely
          .selectFrom('items')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('board_id', '=', board.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { tenant, user, board, group, api, create, itemCount };
};

describe('POST /api/boards/create-new-item/:boardId/:groupId', () => {
  it('creates an item at the end of its group and counts it in the total', async () => {
    const { tenant, user, board, group, api, create } = await setup();
    await addItems(t.services, tenant, board, [
      { name: 'Existing', groupId: group.id },
      { name: 'Later group', groupId: board.groups[1]?.id },
    ]);
    const me = await makePerson(t.services, tenant, { user });
    const res = await create([
      { column: board.col.text, text: 'Please update the footer' },
      { column: board.col.status, text: 'Working on it' },
      { column: board.col.people, persons: [me.id] },
      { column: board.col.tags, tags: ['client'] },
      { column: board.col.file, file: { name: 'footer.png', bytes: 'not really a png' } },
      { column: board.col.date, text: '' },
    ]);
    const body = expectBody(res, 200, createItemResponseSchema);
    expect(body.message).toBe(serverMessages.itemAdded);
    expect(body.data).toMatchObject({ name: 'New request', group });
    const byType = Object.fromEntries(body.data.column_values.map((v) => [v.type, v]));
    expect(byType.text?.text).toBe('Please update the footer');
    expect(byType.status?.label_style?.color).toBe('#fdab3d');
    expect(byType.people?.persons_and_teams).toEqual([{ id: me.id, kind: 'person' }]);
    expect(byType.file?.files?.[0]?.asset.name).toBe('footer.png');
    expect(byType.name?.text).toBe('New request');

    const page = expectBody(
      await api.get(`/api/boards/getAllItems?boardId=${board.id}`),
      200,
      getAllItemsResponseSchema,
    );
    expect(page.data.items.map((i) => i.name)).toEqual(['Existing', 'New request', 'Later group']);
    expect(page.data.total_items).toBe(3);
    const mine = expectBody(
      await api.get(`/api/boards/getAllItems?boardId=${board.id}&filterByEmail=true`),
      200,
      getAllItemsResponseSchema,
    );
    expect(mine.data.items.map((i) => i.id)).toEqual([body.data.id]);
  });

  it('requires an item name, at least one value and every required column', async () => {
    const { board, create, itemCount } = await setup(
      {},
      {
        columns: [
          { ...ALL_TYPE_COLUMNS.text, required: true },
          ALL_TYPE_COLUMNS.status,
          { ...ALL_TYPE_COLUMNS.file, required: true },
        ],
      },
    );
    const upload = { name: 'spec.txt', bytes: 'spec' };
    expectError(
      await create([{ column: board.col.text, text: 'x' }], null),
      400,
      validationMessages.itemNameRequired,
    );
    expectError(
      await create([{ column: board.col.text, text: 'x' }], '   '),
      400,
      validationMessages.itemNameRequired,
    );
    expectError(await create([]), 400, validationMessages.noColumnValuesProvided);
    expectError(
      await create([{ column: board.col.text, text: '' }]),
      400,
      validationMessages.noColumnValuesProvided,
    );
    expectError(
      await create([
        { column: board.col.status, text: 'Done' },
        { column: board.col.file, file: upload },
      ]),
      400,
      validationMessages.fillRequiredFields,
    );
    expectError(
      await create([{ column: board.col.text, text: 'filled' }]),
      400,
      validationMessages.fillRequiredFields,
    );
    expect(await itemCount()).toBe(0);
    expectBody(
      await create([
        { column: board.col.text, text: 'filled' },
        { column: board.col.file, file: upload },
      ]),
      200,
      createItemResponseSchema,
    );
    expect(await itemCount()).toBe(1);
  });

  it('is allowed only with the tenant flag, a Pro or Enterprise plan and a board that allows it', async () => {
    for (const [settings, boardOptions, allowed] of [
      [{ subscriptionPlan: 'Enterprise' }, {}, true],
      [{ subscriptionPlan: 'Standard' }, {}, false],
      [{ allowUsersToCreateNewItems: false }, {}, false],
      [{}, { allowItemCreation: false }, false],
    ] as const) {
      const { board, create, itemCount } = await setup(settings, boardOptions);
      const res = await create([{ column: board.col.text, text: 'x' }]);
      if (allowed) expectBody(res, 200, createItemResponseSchema);
      else expectError(res, 403, serverMessages.createNotAllowed);
      expect(await itemCount()).toBe(allowed ? 1 : 0);
    }
  });

  it('answers 404 for groups of another board and boards of another tenant', async () => {
    const { tenant, board, create } = await setup();
    const second = await makeBoard(t.services, tenant);
    const value = [{ column: board.col.text, text: 'x' }];
    expectError(await create(value, 'x', second.groups[0]?.id), 404, serverMessages.groupNotFound);
    const other = await setup();
    expectError(await create(value, 'x', other.group.id, other.board.id), 404, serverMessages.boardNotFound);
  });

  it('refuses the name column, uneditable columns and bad values, keeping nothing', async () => {
    const { tenant, board, create, itemCount } = await setup({ allowNewValueCreation: false });
    expectError(
      await create([{ column: board.col.name, text: 'Name' }]),
      400,
      serverMessages.nameColumnInCreate,
    );
    expectError(
      await create([{ column: board.col.doc, text: 'x' }]),
      403,
      serverMessages.columnNotEditable('Brief'),
    );
    expectError(
      await create([{ column: board.col.status, text: 'Brand new' }]),
      400,
      serverMessages.newValueNotAllowed('Status', 'Brand new'),
    );
    expectError(
      await create([
        { column: board.col.text, text: 'x' },
        { column: board.col.file, file: { name: 'big.bin', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 10) } },
      ]),
      413,
      serverMessages.fileTooLarge,
    );
    expectError(
      await create([
        { column: board.col.numbers, text: '99999999999999' },
        { column: board.col.file, file: { name: 'a.txt', bytes: 'a' } },
      ]),
      400,
    );
    expect(await itemCount()).toBe(0);
    const files = await t.ctx.db.kysely
      .selectFrom('files')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(files).toEqual([]);
    const board2 = await t.services.boards.listGroups(tenant.id, board.id);
    expect(board2).toHaveLength(2);
  });

  it('adds new dropdown options when the plan and flag allow it', async () => {
    const { board, api, create } = await setup({ allowNewValueCreation: true, subscriptionPlan: 'Pro' });
    expectBody(
      await create([{ column: board.col.dropdown, text: 'Design, Motion' }]),
      200,
      createItemResponseSchema,
    );
    const options = await api.post(`/api/boards/getDropdownOptions/${board.id}`, {
      columnIds: { dropdown: [board.col.dropdown.id] },
    });
    expect(
      (options.json() as { data: Array<{ options: Array<{ name: string }> }> }).data[0]?.options.map(
        (o) => o.name,
      ),
    ).toEqual(['Design', 'Copy', 'Motion']);
  });

  it('keeps positions unique when many items are created at once', async () => {
    const { board, api, create } = await setup();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create([{ column: board.col.text, text: `n${i}` }], `Parallel ${i}`),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const page = expectBody(
      await api.get(`/api/boards/getAllItems?boardId=${board.id}`),
      200,
      getAllItemsResponseSchema,
    );
    expect(page.data.total_items).toBe(12);
    expect(new Set(page.data.items.map((i) => i.name)).size).toBe(12);
  });
});
