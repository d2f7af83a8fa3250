import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../test/support/app';
import { type TestBoard, addItems, columnForm, makeBoard, makePerson } from '../../test/support/boards';
import { PNG, fileRows } from '../../test/support/files';
import { type Client, expectError } from '../../test/support/http';
import type { Tenant } from '../domain/tenant';

/**
 * A multipart part whose Content-Disposition names no field (issue 24, defect 11): every multipart call
 * answers a clear 400 on both databases — it used to be a 500 on SQLite (the field-name check read an
 * undefined name) and a misleading "interrupted" 400 on PostgreSQL — and stores nothing.
 */
const t = useTestApp();

let tenant: Tenant;
let board: TestBoard;
let itemId: string;
let personId: string;
let client: Client;
let admin: Client;
beforeAll(async () => {
  tenant = await makeTenant(t.services, { grantAllBoards: true });
  board = await makeBoard(t.services, tenant);
  [itemId] = (await addItems(t.services, tenant, board, [{ name: 'Landing page' }])) as [string];
  personId = (await makePerson(t.services, tenant)).id;
  client = await signIn(t, tenant, await makeUser(t.services, tenant));
  admin = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'admin' }));
});

const BOUNDARY = 'PorticoBoundary';
/** A raw body: FormData cannot write a part without a name. */
const rawMultipart = (parts: Array<{ disposition: string; type?: string; bytes: Buffer | string }>) => ({
  body: Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${p.disposition}\r\n` +
          `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(p.bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

/** Every multipart call of the API, with a valid first part so the nameless one comes after a good one. */
const calls = () => {
  const text = `columnValues[${board.col.text.id}][text]`;
  const group = board.groups[0]!.id;
  return [
    {
      name: 'updateItem',
      api: client,
      method: 'POST',
      url: `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
      first: text,
    },
    {
      name: 'create-new-item',
      api: client,
      method: 'POST',
      url: `/api/boards/create-new-item/${board.id}/${group}?itemName=New`,
      first: text,
    },
    { name: 'update-profile', api: client, method: 'PATCH', url: '/api/user/update-profile', first: 'name' },
    {
      name: 'update attachments',
      api: client,
      method: 'POST',
      url: `/api/boards/${board.id}/items/${itemId}/updates`,
      first: 'body',
    },
    {
      name: 'CSV import',
      api: admin,
      method: 'POST',
      url: `/api/console/boards/${board.id}/import`,
      first: 'dryRun',
    },
    { name: 'portal logo', api: admin, method: 'PUT', url: '/api/console/settings/logo', first: null },
    {
      name: 'person photo',
      api: admin,
      method: 'PUT',
      url: `/api/console/people/${personId}/photo`,
      first: null,
    },
  ] as const;
};

const NAMELESS = [
  { what: 'a field part', disposition: 'form-data', bytes: 'value' },
  { what: 'a file part', disposition: 'form-data; filename="a.png"', type: 'image/png', bytes: PNG },
  { what: 'an empty name', disposition: 'form-data; name=""', bytes: 'value' },
  {
    what: 'a file part with an empty name',
    disposition: 'form-data; name=""; filename="a.png"',
    type: 'image/png',
    bytes: PNG,
  },
];

describe('a multipart part without a name', () => {
  for (const part of NAMELESS)
    it(`is a 400 on every multipart call: ${part.what}`, async () => {
      for (const call of calls()) {
        const parts = [
          ...(call.first ? [{ disposition: `form-data; name="${call.first}"`, bytes: 'true' }] : []),
          part,
        ];
        const res = await call.api.request(call.method, call.url, rawMultipart(parts));
        expect(res.statusCode, `${call.name}: ${res.body}`).toBe(400);
        expectError(res, 400, serverMessages.unnamedPart);
      }
      expect(await fileRows(t, tenant.id)).toEqual([]);
    });

  it('still lets a well-formed request through', async () => {
    const res = await client.multipart(
      'POST',
      `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
      columnForm([{ column: board.col.text, text: 'Fine' }]),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
