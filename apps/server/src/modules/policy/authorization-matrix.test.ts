import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EndpointDef,
  type EndpointName,
  endpoints,
  getAllItemsResponseSchema,
  serverMessages,
} from '@portico/contract';
import { useTestApp } from '../../../test/support/app';
import { columnForm } from '../../../test/support/boards';
import { CONSOLE_ENDPOINTS } from '../../../test/support/console';
import { type Client, emptied, expectBody, expectError } from '../../../test/support/http';
import {
  ACTORS,
  type ActorName,
  type AuthorizationWorld,
  MAY_SEE,
  type MarkerGroup,
  setupAuthorizationWorld,
} from './authorization-matrix.fixture';
import { CREATE_KEYS, type Thing, send, updateOf } from './authorization-matrix.requests';
import { EMPTY_BODY, MATRIX, NOT_SCOPED, type Row, emptyRow } from './authorization-matrix.rows';
import { previewMayCall } from './policy';

/**
 * The authorization matrix (docs/decisions.md, "Authorization"): every kind of actor × every endpoint ×
 * the things it touches, with the status each cell must answer, written down as data. A refused answer is
 * `{ success: false, message }`, and no answer carries data the actor may not see (markers and ids of
 * the things they may not see). An endpoint of the contract that is neither in the matrix nor in
 * NOT_SCOPED fails the first test, so no call is added without deciding who may make it. Every cell is
 * also sent with an empty body, which may change only what the contract refuses (EMPTY_BODY): who asks is
 * decided first (docs/decisions.md, "Authorize first"). The rows are in authorization-matrix.rows.ts.
 */

const t = useTestApp();

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

  it('lets an empty body change only the answer to a caller the endpoint is for, and only to 400', () => {
    for (const [name, things] of Object.entries(EMPTY_BODY) as Array<
      [EndpointName, Partial<Record<Thing, Row>>]
    >) {
      expect(CONSOLE_ENDPOINTS as string[], `${name} is a console call`).not.toContain(name);
      for (const [thing, empty] of Object.entries(things) as Array<[Thing, Row]>) {
        const row = MATRIX[name]?.[thing];
        expect(row, `${name} × ${thing} is a cell of the matrix`).toBeDefined();
        empty.forEach((status, i) => {
          if (status === row?.[i]) return;
          expect([row?.[i], status], `${name} × ${thing} × ${ACTORS[i]}`).not.toContain(401);
          expect(status, `${name} × ${thing} × ${ACTORS[i]}`).toBe(400);
        });
      }
    }
  });

  for (const [name, things] of Object.entries(MATRIX) as Array<[EndpointName, Partial<Record<Thing, Row>>]>) {
    describe(name, () => {
      for (const [thing, row] of Object.entries(things) as Array<[Thing, Row]>) {
        const empty = emptyRow(name, thing, row);
        ACTORS.forEach((actor, i) => {
          const status = row[i] as number;
          it(`${actor} × ${thing} → ${status}`, async () => {
            check(f, await send(f, f.clients[actor], name, thing), name, actor, status);
          });
          const emptyStatus = empty[i] as number;
          it(`${actor} × ${thing}, empty body → ${emptyStatus}`, async () => {
            const res = await send(f, emptied(f.clients[actor], endpoints[name]), name, thing);
            check(f, res, name, actor, emptyStatus);
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
      const emptyStatus = reads ? (emptyRow(name, thing, row)[restricted] as number) : 403;
      it(`${name} × ${thing}, empty body → ${emptyStatus}`, async () => {
        check(
          f,
          await send(f, emptied(f.preview, endpoints[name]), name, thing),
          name,
          'restricted',
          emptyStatus,
        );
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

/**
 * §6: while the tenant's subscription is not valid, its users may use none of its boards — refused with
 * 403 whatever they send, before a body is read (the contract's `access: 'boards'`).
 */
describe('a tenant whose subscription is not valid', () => {
  beforeAll(async () => {
    await t.services.tenants.update(f.tenant, { subscriptionStatus: 'expired' });
  });
  afterAll(async () => {
    await t.services.tenants.update(f.tenant, { subscriptionStatus: 'valid' });
  });

  for (const [name, things] of Object.entries(MATRIX) as Array<[EndpointName, Partial<Record<Thing, Row>>]>) {
    if ((endpoints[name] as EndpointDef).access !== 'boards') continue;
    for (const thing of Object.keys(things) as Thing[])
      it(`${name} × ${thing}: 403 to a granted client, with a full or an empty body`, async () => {
        const api = f.clients.granted;
        expectError(await send(f, api, name, thing), 403, serverMessages.invalidSubscription);
        expectError(
          await send(f, emptied(api, endpoints[name]), name, thing),
          403,
          serverMessages.invalidSubscription,
        );
      });
  }
});
