import { describe, expect, it } from 'vitest';
import {
  checkUserAuthResponseSchema,
  dropdownOptionsResponseSchema,
  editableColumnsResponseSchema,
  getAllGroupsResponseSchema,
  photoThumbsResponseSchema,
  serverMessages,
} from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import {
  ALL_TYPE_COLUMNS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  makeBoard,
  makePerson,
} from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

const setup = async (settings: Parameters<typeof makeTenant>[1] = {}) => {
  const tenant = await makeTenant(t.services, settings);
  const user = await makeUser(t.services, tenant);
  const board = await makeBoard(t.services, tenant);
  const api = await signIn(t, tenant, user);
  return { tenant, user, board, api };
};

describe('board access and boardsData', () => {
  it('lists granted boards in sidebar order in the user object', async () => {
    const tenant = await makeTenant(t.services);
    const first = await makeBoard(t.services, tenant, { name: 'Client Requests' });
    const second = await makeBoard(t.services, tenant, { name: 'Website Redesign' });
    const user = await makeUser(t.services, tenant);
    const api = await signIn(t, tenant, user);
    const body = expectBody(await api.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(body.user.boardsData).toEqual([
      { boardId: first.id, boardName: 'Client Requests' },
      { boardId: second.id, boardName: 'Website Redesign' },
    ]);
  });

  it('grants boards created later to existing users when the tenant grants every board', async () => {
    const { tenant, user, api } = await setup();
    const later = await makeBoard(t.services, tenant, { name: 'Later' });
    const body = expectBody(await api.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(body.user.boardsData.map((b) => b.boardId)).toContain(later.id);
    expect(body.user.id).toBe(user.id);
  });

  it('gives new users no board when the tenant does not grant every board, and only granted ones after', async () => {
    const tenant = await makeTenant(t.services, { grantAllBoards: false });
    const a = await makeBoard(t.services, tenant);
    const b = await makeBoard(t.services, tenant);
    const user = await makeUser(t.services, tenant);
    const api = await signIn(t, tenant, user);
    let body = expectBody(await api.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(body.user.boardsData).toEqual([]);
    expectError(await api.get(`/api/boards/getAllGroups/${a.id}`), 404, serverMessages.boardNotFound);

    await t.services.boards.grant(tenant.id, user.id, [b.id]);
    body = expectBody(await api.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(body.user.boardsData.map((x) => x.boardId)).toEqual([b.id]);
    expectBody(await api.get(`/api/boards/getAllGroups/${b.id}`), 200, getAllGroupsResponseSchema);
    expectError(await api.get(`/api/boards/getAllGroups/${a.id}`), 404, serverMessages.boardNotFound);
  });

  it('answers 404 for a board of another tenant and 401 without a token', async () => {
    const { api } = await setup();
    const other = await setup();
    expectError(
      await api.get(`/api/boards/getAllGroups/${other.board.id}`),
      404,
      serverMessages.boardNotFound,
    );
    expectError(await api.withToken(null).get(`/api/boards/getAllGroups/${other.board.id}`), 401);
  });

  it('refuses every board call with 403 while the subscription is not valid', async () => {
    const { tenant, board, api } = await setup();
    await t.services.tenants.update(tenant, { subscriptionStatus: 'expired' });
    const calls = [
      api.get(`/api/boards/getAllItems?boardId=${board.id}`),
      api.get(`/api/boards/getAllGroups/${board.id}`),
      api.get(`/api/boards/editableColumns?boardId=${board.id}`),
      api.get('/api/boards/getPhotothumbs'),
      api.post(`/api/boards/getDropdownOptions/${board.id}`, { columnIds: {} }),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 403, serverMessages.invalidSubscription);
  });
});

describe('GET /api/boards/getAllGroups/:boardId', () => {
  it('returns the groups in board order', async () => {
    const { board, api } = await setup();
    const body = expectBody(
      await api.get(`/api/boards/getAllGroups/${board.id}`),
      200,
      getAllGroupsResponseSchema,
    );
    expect(body.data).toEqual(board.groups);
  });
});

describe('GET /api/boards/editableColumns', () => {
  it('lists visible editable columns except the name, and whether the user may add items', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const board = await makeBoard(t.services, tenant, {
      columns: [
        { ...ALL_TYPE_COLUMNS.text, required: true },
        { ...ALL_TYPE_COLUMNS.status, editable: false },
        { ...ALL_TYPE_COLUMNS.people },
        { ...ALL_TYPE_COLUMNS.file },
        { ...ALL_TYPE_COLUMNS.long_text, visible: false },
        ALL_TYPE_COLUMNS.doc,
        ALL_TYPE_COLUMNS.name,
      ],
    });
    const api = await signIn(t, tenant, user);
    const body = expectBody(
      await api.get(`/api/boards/editableColumns?boardId=${board.id}`),
      200,
      editableColumnsResponseSchema,
    );
    expect(body.data.allowUsersToCreateNewItems).toBe(true);
    expect(body.data.editableFields.map((f) => [f.columnName, f.columnType, f.isRequired])).toEqual([
      ['Notes', 'text', true],
      ['Owner', 'people', false],
      ['Files', 'file', false],
    ]);
    expect(body.data.editableFields[0]).toMatchObject({
      columnId: board.col.text.id,
      isEditable: true,
      text: '',
      persons_and_teams: [],
      newlyUploadedFile: null,
    });
  });

  it('says false when the plan, the tenant flag or the board does not allow adding items', async () => {
    const cases = [
      { settings: { subscriptionPlan: 'Standard' }, board: {} },
      { settings: { allowUsersToCreateNewItems: false }, board: {} },
      { settings: {}, board: { allowItemCreation: false } },
    ];
    for (const c of cases) {
      const tenant = await makeTenant(t.services, c.settings);
      const user = await makeUser(t.services, tenant);
      const board = await makeBoard(t.services, tenant, c.board);
      const api = await signIn(t, tenant, user);
      const body = expectBody(
        await api.get(`/api/boards/editableColumns?boardId=${board.id}`),
        200,
        editableColumnsResponseSchema,
      );
      expect(body.data.allowUsersToCreateNewItems).toBe(false);
    }
  });

  it('answers 400 without a boardId', async () => {
    const { api } = await setup();
    expectError(await api.get('/api/boards/editableColumns'), 400);
  });
});

describe('POST /api/boards/getDropdownOptions/:boardId', () => {
  it('returns labels with colours, options and the people directory per asked column', async () => {
    const { tenant, user, board, api } = await setup();
    const me = await makePerson(t.services, tenant, { name: 'Dana Scully', user });
    const other = await makePerson(t.services, tenant, { name: 'Alex Krycek' });
    const res = await api.post(`/api/boards/getDropdownOptions/${board.id}`, {
      columnIds: {
        status: [board.col.status.id, board.col.priority.id],
        dropdown: [board.col.dropdown.id],
        tags: [board.col.tags.id],
        people: [board.col.people.id],
      },
    });
    const body = expectBody(res, 200, dropdownOptionsResponseSchema);
    expect(body.data).toEqual([
      { id: board.col.status.id, options: STATUS_LABELS },
      { id: board.col.priority.id, options: PRIORITY_LABELS },
      { id: board.col.dropdown.id, options: [{ name: 'Design' }, { name: 'Copy' }] },
      { id: board.col.tags.id, options: [{ name: 'urgent' }, { name: 'client' }] },
      {
        id: board.col.people.id,
        options: [
          { id: other.id, name: 'Alex Krycek', photo_small: null },
          { id: me.id, name: 'Dana Scully', photo_small: null },
        ],
      },
    ]);
  });

  it('never returns options of hidden columns, columns of other boards, or the wrong group', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const board = await makeBoard(t.services, tenant, {
      columns: [
        ALL_TYPE_COLUMNS.status,
        { ...ALL_TYPE_COLUMNS.dropdown, visible: false },
        ALL_TYPE_COLUMNS.text,
      ],
    });
    const otherBoard = await makeBoard(t.services, tenant);
    const api = await signIn(t, tenant, user);
    const ask = (columnIds: Record<string, string[]>) =>
      api.post(`/api/boards/getDropdownOptions/${board.id}`, { columnIds });
    expectError(await ask({ dropdown: [board.col.dropdown.id] }), 404, serverMessages.columnNotFound);
    expectError(await ask({ status: [otherBoard.col.status.id] }), 404, serverMessages.columnNotFound);
    expectError(
      await ask({ tags: [board.col.text.id] }),
      400,
      serverMessages.columnNotInOptionGroup('Notes', 'tags'),
    );
    expectError(await ask({ status: 'nope' } as never), 400);
    expectError(
      await api.request('POST', `/api/boards/getDropdownOptions/${board.id}`, {
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });
});

describe('GET /api/boards/getPhotothumbs', () => {
  it("returns the tenant's people with signed photo URLs, falling back to the linked user's avatar", async () => {
    const { tenant, user, api } = await setup();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const photo = await t.services.files.storeUpload({
      tenantId: tenant.id,
      createdBy: null,
      kind: 'person',
      filename: 'p.png',
      stream: (await import('node:stream')).Readable.from(png),
      accept: 'image',
    });
    const withPhoto = await t.services.people.create(tenant.id, {
      name: 'Bea Photo',
      email: 'bea@example.com',
      photo,
    });
    const linked = await makePerson(t.services, tenant, { name: 'Me Myself', user });
    const other = await makeTenant(t.services);
    await makePerson(t.services, other, { name: 'Elsewhere' });

    const body = expectBody(await api.get('/api/boards/getPhotothumbs'), 200, photoThumbsResponseSchema);
    expect(body.data.users.map((u) => u.name)).toEqual(['Bea Photo', 'Me Myself']);
    const bea = body.data.users.find((u) => u.id === withPhoto.id);
    expect(bea?.photo_thumb).toMatch(/^\/api\/files\/[a-z0-9]+\/photo\?expires=\d+&signature=/);
    const image = await api.get(bea?.photo_thumb as string);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(body.data.users.find((u) => u.id === linked.id)).toMatchObject({
      email: user.email,
      photo_thumb: null,
    });
  });
});
