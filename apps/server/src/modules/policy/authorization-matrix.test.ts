import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, buildPath, endpoints, getAllItemsResponseSchema } from '@portico/contract';
import { useTestApp } from '../../../test/support/app';
import { columnForm } from '../../../test/support/boards';
import { CONSOLE_ENDPOINTS, type ConsoleEndpoint, sendConsole } from '../../../test/support/console';
import { type Client, expectBody, expectError } from '../../../test/support/http';
import {
  ACTORS,
  type ActorName,
  type AuthorizationWorld,
  MAY_SEE,
  type MarkerGroup,
  setupAuthorizationWorld,
} from './authorization-matrix.fixture';
import { previewMayCall } from './policy';

/**
 * The authorization matrix (docs/decisions.md, "Authorization"): every kind of actor × every endpoint ×
 * the things it touches, with the status each cell must answer, written down as data. A refused answer is
 * `{ success: false, message }`, and no answer carries data the actor may not see (markers and ids of
 * the things they may not see). An endpoint of the contract that is neither in the matrix nor in
 * NOT_SCOPED fails the first test, so no call is added without deciding who may make it.
 */

const t = useTestApp();

/** One status per actor, in the order of ACTORS. */
type Row = readonly [number, number, number, number, number, number, number];

type Thing =
  'tenant' | 'board' | 'search' | 'assigned' | 'unassigned' | 'missing' | 'hiddenColumn' | 'readOnlyColumn';

/** Endpoints that reach no board, item, column or file of the tenant, and why. */
const NOT_SCOPED: Partial<Record<EndpointName, string>> = {
  login: 'signs in with credentials; answers only their own user (auth tests)',
  signup: 'creates an account; no token, no board data',
  tokenLogin: 'signs in with a one-time token; answers only its own user',
  forgotPassword: 'emails a reset link to an address; the same answer whatever the address (auth tests)',
  checkResetToken: 'answers only the address of its own one-time link',
  resetPassword: "sets the password of its own one-time link's user and signs in as them",
  oidcAuthorize: 'answers the identity provider URL; no token, no tenant data',
  signinWithGoogle: 'signs in through the identity provider; answers only its own user',
  logout: "ends the caller's own session (used here to make the revoked token)",
  checkSignupPermission: "the tenant's public signup settings, by design without a token",
  validateSubDomain: "the host's own tenant settings; no board or item data (tenants tests)",
  changePassword: "the caller's own password",
  updateProfile: "the caller's own name and picture",
  sendFeedback: "the caller's own message to the operator",
  listNotifications: "the caller's own notifications (notifications tests: only what they may open is made)",
  unreadNotifications: "the caller's own unread count",
  readNotification:
    "marks one of the caller's own notifications (another's answers 404: notifications tests)",
  readAllNotifications: "marks the caller's own notifications",
  notificationPreferences: "the caller's own preferences",
  updateNotificationPreferences: "the caller's own preferences",
  liveEvents: 'a stream of ids, filtered per event by the same policy (modules/live/live.test.ts)',
};

// prettier-ignore
const MATRIX: Partial<Record<EndpointName, Partial<Record<Thing, Row>>>> = {
  //                   granted ungranted restricted otherHere otherHome noToken revoked
  checkUserAuth: {
    tenant:            [200,    200,      200,       401,      200,      401,    401],
  },
  getPhotothumbs: {
    tenant:            [200,    200,      200,       401,      200,      401,    401],
  },
  getAllItems: {
    board:             [200,    404,      200,       401,      404,      401,    401],
    search:            [200,    404,      200,       401,      404,      401,    401],
  },
  getAllGroups: {
    board:             [200,    404,      200,       401,      404,      401,    401],
  },
  editableColumns: {
    board:             [200,    404,      200,       401,      404,      401,    401],
  },
  getDropdownOptions: {
    board:             [200,    404,      200,       401,      404,      401,    401],
    hiddenColumn:      [404,    404,      404,       401,      404,      401,    401],
  },
  createItem: {
    board:             [200,    404,      200,       401,      404,      401,    401],
  },
  getItemDetails: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  updateItem: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
    hiddenColumn:      [404,    404,      404,       401,      404,      401,    401],
    readOnlyColumn:    [403,    404,      403,       401,      404,      401,    401],
  },
  // Updates on items (issue #8): a thread is read and written by whoever may open its item.
  listUpdates: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  createUpdate: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  mentionable: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  // The updates these name have no author: a client may neither edit nor delete them.
  editUpdate: {
    assigned:          [403,    404,      403,       401,      404,      401,    401],
    unassigned:        [403,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  deleteUpdate: {
    assigned:          [403,    404,      403,       401,      404,      401,    401],
    unassigned:        [403,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  // Following an item (issue #8): whoever may open it.
  itemFollow: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  followItem: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  unfollowItem: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  // The console is for staff: every client is refused, whatever they were granted (console tests
  // check staff, editors and other tenants' staff).
  ...Object.fromEntries(
    CONSOLE_ENDPOINTS.map((name) => [
      name,
      { tenant:        [403,    403,      403,       401,      403,      401,    401] },
    ]),
  ),
};

const CREATE_KEYS = { id: 'columnId', type: 'columnType' } as const;

/** The update (by nobody) on the item of a thing. */
const updateOf = (f: AuthorizationWorld, thing: Thing) => `upd-${thing}-${f.prefix}`;

let edits = 0;
/** The request of one cell: a fresh body each time (multipart bodies are consumed when sent). */
const send = (
  f: AuthorizationWorld,
  api: Client,
  name: EndpointName,
  thing: Thing,
): Promise<LightMyRequestResponse> => {
  const itemId =
    thing === 'unassigned' ? f.unassignedId : thing === 'missing' ? `missing${f.prefix}` : f.assignedId;
  const url = (params: Record<string, string>, query?: Record<string, string>) =>
    buildPath(endpoints[name].path, params) + (query ? `?${new URLSearchParams(query)}` : '');
  const board = { boardId: f.board.id };
  switch (name) {
    case 'checkUserAuth':
    case 'getPhotothumbs':
      return api.get(url({}));
    case 'getAllItems':
      // A restricted client asks for everything; the policy decides what they get.
      return api.get(
        url({}, { ...board, filterByEmail: 'false', ...(thing === 'search' && { compareValue: f.prefix }) }),
      );
    case 'getAllGroups':
      return api.get(url(board));
    case 'editableColumns':
      return api.get(url({}, board));
    case 'getDropdownOptions': {
      const columnIds =
        thing === 'hiddenColumn' ? { people: [f.col('Reviewer').id] } : { status: [f.col('Status').id] };
      return api.post(url(board), { columnIds });
    }
    case 'createItem':
      return api.multipart(
        'POST',
        url({ ...board, groupId: f.group.id }, { itemName: 'Created in the matrix' }),
        columnForm([{ column: f.col('Notes'), text: 'new' }], CREATE_KEYS),
      );
    case 'getItemDetails':
      return api.get(url({ itemId }, board));
    case 'updateItem': {
      const columns: Partial<Record<Thing, string>> = {
        hiddenColumn: 'Internal note',
        readOnlyColumn: 'Read-only',
      };
      const title = columns[thing] ?? 'Notes';
      edits += 1;
      return api.multipart(
        'POST',
        url({ itemId }, board),
        columnForm([{ column: f.col(title), text: `edit ${edits}` }]),
      );
    }
    case 'listUpdates':
    case 'mentionable':
      return api.get(url({ ...board, itemId }));
    case 'createUpdate': {
      const form = new FormData();
      form.append('body', 'A matrix update');
      return api.multipart('POST', url({ ...board, itemId }), form);
    }
    case 'editUpdate':
      return api.patch(url({ ...board, itemId, updateId: updateOf(f, thing) }), { body: 'edited' });
    case 'deleteUpdate':
      return api.delete(url({ ...board, itemId, updateId: updateOf(f, thing) }));
    case 'itemFollow':
      return api.get(url({ ...board, itemId }));
    case 'followItem':
      return api.request('PUT', url({ ...board, itemId }));
    case 'unfollowItem':
      return api.delete(url({ ...board, itemId }));
    default:
      if ((CONSOLE_ENDPOINTS as string[]).includes(name))
        return sendConsole(api, name as ConsoleEndpoint, {
          pendingId: f.targetUserId,
          activeId: f.targetUserId,
          staffId: f.targetUserId,
          boardId: f.board.id,
          groupIds: [f.group.id, f.group.id],
          columnIds: [f.col('Notes').id],
          columnId: f.col('Notes').id,
          itemId,
          personId: f.directoryPersonId,
        });
      throw new Error(`No request for ${name}: add one with its row`);
  }
};

/** The answer of a cell: its status, the error shape or the contract's, and nothing the actor may not see. */
const check = (
  f: AuthorizationWorld,
  res: LightMyRequestResponse,
  name: EndpointName,
  actor: ActorName,
  status: number,
) => {
  if (status >= 400) expectError(res, status);
  else expectBody(res, status, endpoints[name].response);
  for (const [group, strings] of Object.entries(f.markers) as Array<[MarkerGroup, string[]]>) {
    if (MAY_SEE[actor].includes(group)) continue;
    for (const marker of strings)
      expect(res.body, `${group} data (${marker}) in ${name}`).not.toContain(marker);
  }
};

let f: AuthorizationWorld;
beforeAll(async () => {
  f = await setupAuthorizationWorld(t);
  for (const [thing, itemId, marker] of [
    ['assigned', f.assignedId, f.markers.assigned[0]],
    ['unassigned', f.unassignedId, f.markers.unassigned[0]],
  ] as const)
    await t.ctx.db.kysely
      .insertInto('item_updates')
      .values({
        tenant_id: f.tenantId,
        id: updateOf(f, thing),
        board_id: f.board.id,
        item_id: itemId,
        parent_id: null,
        author_id: null,
        body: `About ${marker ?? ''}`,
        internal: 0,
        created_at: new Date().toISOString(),
        edited_at: null,
        deleted_at: null,
      })
      .execute();
});

describe('authorization matrix', () => {
  it('decides every endpoint of the contract: in the matrix or named as not scoped', () => {
    const undecided = Object.keys(endpoints).filter((name) => !(name in MATRIX) && !(name in NOT_SCOPED));
    expect(undecided, 'endpoints without a row in the authorization matrix').toEqual([]);
    const both = Object.keys(MATRIX).filter((name) => name in NOT_SCOPED);
    expect(both).toEqual([]);
  });

  for (const [name, things] of Object.entries(MATRIX) as Array<[EndpointName, Partial<Record<Thing, Row>>]>) {
    describe(name, () => {
      for (const [thing, row] of Object.entries(things) as Array<[Thing, Row]>) {
        ACTORS.forEach((actor, i) => {
          const status = row[i] as number;
          it(`${actor} × ${thing} → ${status}`, async () => {
            check(f, await send(f, f.clients[actor], name, thing), name, actor, status);
          });
        });
      }
    });
  }
});

/**
 * A preview of the restricted client (console, "Preview as client"): every read answers as that client's
 * own session would, and every other call — whatever the client's own row says — is 403.
 */
describe('a preview of the restricted client', () => {
  const restricted = ACTORS.indexOf('restricted');
  for (const [name, things] of Object.entries(MATRIX) as Array<[EndpointName, Partial<Record<Thing, Row>>]>) {
    const e = endpoints[name];
    const reads = previewMayCall(e);
    for (const [thing, row] of Object.entries(things) as Array<[Thing, Row]>) {
      const status = reads ? (row[restricted] as number) : 403;
      it(`${name} × ${thing} → ${status}`, async () => {
        check(f, await send(f, f.preview, name, thing), name, 'restricted', status);
      });
    }
  }
});

describe('no existence oracle', () => {
  it('answers an item or board the actor may not see exactly as one that does not exist', async () => {
    const { restricted, ungranted, otherTenantHome } = f.clients;
    const same = async (api: Client, name: EndpointName, hidden: Thing, missing: Thing) => {
      const [a, b] = [await send(f, api, name, hidden), await send(f, api, name, missing)];
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    };
    await same(restricted, 'getItemDetails', 'unassigned', 'missing');
    await same(restricted, 'updateItem', 'unassigned', 'missing');
    const noBoard = `/api/boards/getAllGroups/missing${f.prefix}`;
    for (const api of [ungranted, otherTenantHome]) {
      const [a, b] = [await send(f, api, 'getAllGroups', 'board'), await api.get(noBoard)];
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    }
  });
});

describe('one rule for lists, searches and single items', () => {
  it('lists exactly the items whose details the actor may open', async () => {
    for (const actor of ['granted', 'restricted'] as const) {
      const api = f.clients[actor];
      const queries: Array<Record<string, string>> = [
        {},
        { compareValue: f.prefix },
        { filterByEmail: 'true' },
      ];
      for (const query of queries) {
        const params = new URLSearchParams({ boardId: f.board.id, ...query });
        const listed = expectBody(
          await api.get(`/api/boards/getAllItems?${params}`),
          200,
          getAllItemsResponseSchema,
        ).data.items.map((i) => i.id);
        for (const id of [f.assignedId, f.unassignedId]) {
          const details = await api.get(`/api/boards/getItemDetails/${id}?boardId=${f.board.id}`);
          const narrowed = 'filterByEmail' in query && actor === 'granted';
          // The list's own "assigned to me" toggle narrows a view; it is no rule about what may be opened.
          if (!narrowed)
            expect(listed.includes(id), `${actor} ${String(params)} ${id}`).toBe(details.statusCode === 200);
        }
      }
    }
  });

  it('signs file URLs only for files the actor may see, and those URLs serve the file', async () => {
    const body = (await send(f, f.clients.restricted, 'getItemDetails', 'assigned')).json() as {
      data: { column_values: Array<{ files?: Array<{ asset: { public_url: string } }> }> };
    };
    const urls = body.data.column_values.flatMap((v) => v.files ?? []).map((x) => x.asset.public_url);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain(f.files.assigned.id);
    const download = await f.clients.restricted.get(urls[0] as string);
    expect(download.statusCode).toBe(200);
  });
});

describe('a restricted client creating an item', () => {
  it('sees it in the response, and afterwards only when a visible people column assigns them', async () => {
    const api = f.clients.restricted;
    const created = await send(f, api, 'createItem', 'board');
    const item = expectBody(created, 200, endpoints.createItem.response).data;
    expect(item.name).toBe('Created in the matrix');
    expectError(await api.get(`/api/boards/getItemDetails/${item.id}?boardId=${f.board.id}`), 404);
    // Assigning themselves in a visible people column keeps the item theirs to see.
    const mine = await api.multipart(
      'POST',
      `/api/boards/create-new-item/${f.board.id}/${f.group.id}?itemName=Mine`,
      columnForm([{ column: f.col('Owner'), persons: [f.restrictedPersonId] }], CREATE_KEYS),
    );
    const mineId = expectBody(mine, 200, endpoints.createItem.response).data.id;
    expect((await api.get(`/api/boards/getItemDetails/${mineId}?boardId=${f.board.id}`)).statusCode).toBe(
      200,
    );
  });
});
