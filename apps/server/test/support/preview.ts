import { buildPath, endpoints, previewClientResponseSchema } from '@portico/contract';
import { type TestApp, makeTenant, makeUser, signIn } from './app';
import { type TestBoard, addItems, makeBoard, makePerson } from './boards';
import { type Client, clientFor, expectBody } from './http';

/** The world of the preview tests (modules/console/console-preview.test.ts). */
export interface PreviewWorld {
  slug: string;
  tenantId: string;
  admin: Client & { token: string };
  editor: Client & { token: string };
  client: Client & { token: string };
  clientId: string;
  staffId: string;
  board: TestBoard;
  hiddenBoard: TestBoard;
  assignedId: string;
  otherId: string;
}

/**
 * A tenant with an administrator, an editor and a client who sees only the items assigned to them, on one
 * of two boards, with a hidden column.
 */
export const previewWorld = async (app: TestApp): Promise<PreviewWorld> => {
  const s = app.services;
  const tenant = await makeTenant(s, { allowUsersToCreateNewItems: true });
  const admin = await makeUser(s, tenant, { role: 'admin', name: 'Ada Admin' });
  const editor = await makeUser(s, tenant, { role: 'editor', name: 'Ed Editor' });
  const client = await makeUser(s, tenant, { name: 'Cleo Client' });
  await s.users.setFilterItemsByEmail(tenant, client, true);
  const person = await makePerson(s, tenant, { user: client, name: 'Cleo Client' });
  const board = await makeBoard(s, tenant, {
    name: 'Launch',
    allowItemCreation: true,
    columns: [
      { type: 'people', title: 'Owner' },
      { type: 'text', title: 'Notes' },
      { type: 'status', title: 'Status' },
      { type: 'text', title: 'Internal', visible: false },
    ],
  });
  const hiddenBoard = await makeBoard(s, tenant, { name: 'Not theirs' });
  await s.boardAdmin.revoke(tenant.id, hiddenBoard.id, client.id);
  const col = (title: string) => board.columns.find((c) => c.title === title) as { id: string };
  const [assignedId, otherId] = (await addItems(s, tenant, board, [
    {
      name: 'Assigned to Cleo',
      values: {
        [col('Owner').id]: { personIds: [person.id] },
        [col('Notes').id]: { text: 'for the client' },
        [col('Internal').id]: { text: 'staff only' },
      },
    },
    { name: 'Somebody else’s', values: { [col('Notes').id]: { text: 'not theirs' } } },
  ])) as [string, string];
  return {
    slug: tenant.slug,
    tenantId: tenant.id,
    admin: await signIn(app, tenant, admin),
    editor: await signIn(app, tenant, editor),
    client: await signIn(app, tenant, client),
    clientId: client.id,
    staffId: editor.id,
    board,
    hiddenBoard,
    assignedId,
    otherId,
  };
};

export const previewUrl = (userId: string) => buildPath(endpoints.previewClient.path, { userId });

/** Opens a preview of the world's client as `staff`; the client carrying its token. */
export const openPreview = async (t: TestApp, w: PreviewWorld, staff: Client = w.admin) => {
  const res = await staff.post(previewUrl(w.clientId));
  const data = expectBody(res, 200, previewClientResponseSchema).data;
  return { api: clientFor(t.app, w.slug, data.token), data, res };
};

/** The portal's reads of the client (a POST one too): sent with the client's token and a preview's. */
export const portalReads = (w: PreviewWorld): Array<[url: string, body?: unknown]> => {
  const board = `boardId=${w.board.id}`;
  const status = w.board.columns.find((c) => c.title === 'Status') as { id: string };
  return [
    ['/api/auth/check-user-auth'],
    [`/api/boards/getAllItems?${board}`],
    [`/api/boards/getAllItems?${board}&filterByEmail=true`],
    [`/api/boards/getAllItems?boardId=${w.hiddenBoard.id}`],
    [`/api/boards/getAllGroups/${w.board.id}`],
    [`/api/boards/getItemDetails/${w.assignedId}?${board}`],
    [`/api/boards/getItemDetails/${w.otherId}?${board}`],
    [`/api/boards/editableColumns?${board}`],
    ['/api/boards/getPhotothumbs'],
    [`/api/subdomain/validateSubDomain/${w.slug}`],
    [`/api/boards/getDropdownOptions/${w.board.id}`, { columnIds: { status: [status.id] } }],
  ];
};
