import { beforeAll, describe, expect, it } from 'vitest';
import { type ActivityEntry, activityResponseSchema, consoleOverviewResponseSchema } from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { cliOk } from '../../../test/support/cli';
import { type TestBoard, addItems, columnForm, makeBoard, makePerson } from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';
import { OPERATOR } from './activity.service';

/** The activity record: who changed what, when, from which value to which, by portal, console and CLI. */
const t = useTestApp();

let tenant: Tenant;
let board: TestBoard;
let itemId: string;
let admin: Client;
let client: Client;
let clientId: string;
let personId: string;
beforeAll(async () => {
  tenant = await makeTenant(t.services);
  board = await makeBoard(t.services, tenant, { name: 'Website' });
  [itemId] = (await addItems(t.services, tenant, board, [{ name: 'Landing page' }])) as [string];
  const account = await makeUser(t.services, tenant, { name: 'Cleo Client' });
  clientId = account.id;
  personId = (await makePerson(t.services, tenant, { name: 'Mia Maker' })).id;
  client = await signIn(t, tenant, account);
  admin = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'admin', name: 'Ada Admin' }));
});

const log = async (query = '') =>
  expectBody(await admin.get(`/api/console/activity${query}`), 200, activityResponseSchema).data;
const fields = (entries: ActivityEntry[]) => entries.map((e) => [e.field, e.oldValue, e.newValue]);

describe('the record of item changes', () => {
  it('keeps each changed column of a portal update with both values in text, by the client', async () => {
    const update = await client.multipart(
      'POST',
      `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
      columnForm([
        { column: board.col.status, text: 'Done' },
        { column: board.col.people, persons: [personId] },
        { column: board.col.text, text: 'Hero copy' },
        { column: board.col.name, text: 'Landing page v2' },
      ]),
    );
    expect(update.statusCode, update.body).toBe(200);
    const { entries } = await log(`?itemId=${itemId}`);
    expect(entries.every((e) => e.actor.kind === 'client' && e.actor.id === clientId)).toBe(true);
    expect(entries.every((e) => e.subjectName === 'Landing page v2' && e.boardName === 'Website')).toBe(true);
    expect(fields(entries).sort()).toEqual(
      [
        ['Owner', '', 'Mia Maker'],
        ['Notes', '', 'Hero copy'],
        ['Status', '', 'Done'],
        ['Title', 'Landing page', 'Landing page v2'],
      ].sort(),
    );
  });

  it('records nothing for a refused update', async () => {
    const before = (await log(`?itemId=${itemId}`)).entries.length;
    const res = await client.multipart(
      'POST',
      `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
      columnForm([{ column: board.col.date, text: 'not a date' }]),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await log(`?itemId=${itemId}`)).entries.length).toBe(before);
  });

  it('records a new item, and keeps the record when the item is gone', async () => {
    const res = await client.multipart(
      'POST',
      `/api/boards/create-new-item/${board.id}/${board.groups[0]?.id}?itemName=Brief`,
      columnForm([{ column: board.col.text, text: 'New' }], { id: 'columnId', type: 'columnType' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { data: { id: string } }).data.id;
    await t.ctx.db.kysely
      .deleteFrom('items')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', id)
      .execute();
    const { entries } = await log(`?itemId=${id}`);
    expect(entries.map((e) => [e.action, e.subjectName, e.newValue])).toEqual([
      ['created', 'Brief', 'Backlog'],
    ]);
  });
});

describe('the record of console and CLI changes', () => {
  it('keeps approvals, status, boards and settings by staff, and role changes by the operator', async () => {
    const pending = await makeUser(t.services, tenant, { status: 'pending', name: 'Pat Pending' });
    await admin.post(`/api/console/clients/${pending.id}/approve`);
    await admin.patch(`/api/console/clients/${pending.id}`, { status: 'disabled' });
    const put = await admin.request('PUT', `/api/console/clients/${pending.id}/boards`, {
      json: { boardIds: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    await admin.patch('/api/console/settings', { description: 'New words', grantAllBoards: true });
    const { entries } = await log();
    const mine = entries
      .filter((e) => e.subjectId === pending.id)
      .map((e) => [e.action, e.oldValue, e.newValue]);
    expect(mine).toEqual([
      ['boardsChanged', 'Website', 'None'],
      ['disabled', null, null],
      ['approved', null, null],
    ]);
    const settings = entries.filter((e) => e.subject === 'settings');
    expect(fields(settings)).toContainEqual(['Description', '', 'New words']);
    expect(settings.every((e) => e.actor.name === 'Ada Admin' && e.actor.kind === 'staff')).toBe(true);

    await cliOk(t, 'staff', 'create', tenant.slug, 'ed@example.com', 'editor', '--name', 'Ed Editor');
    const latest = (await log()).entries[0];
    expect(latest).toMatchObject({
      subject: 'staff',
      action: 'created',
      actor: { kind: 'operator', id: null },
    });
    expect(latest?.actor.name).toBe(OPERATOR.name);
  });

  it('shows the latest changes on the overview', async () => {
    const overview = expectBody(await admin.get('/api/console/overview'), 200, consoleOverviewResponseSchema);
    expect(overview.data.activity).toEqual((await log()).entries.slice(0, 10));
  });
});

describe('reading the log', () => {
  it('filters by person, board and days, and pages newest first', async () => {
    const other = await makeTenant(t.services);
    for (let i = 0; i < 60; i += 1)
      await t.services.activity.record(tenant.id, OPERATOR, [
        { subject: 'settings', action: 'updated', subjectId: null, subjectName: 'x', field: `F${i}` },
      ]);
    await t.services.activity.record(other.id, OPERATOR, [
      { subject: 'settings', action: 'updated', subjectId: null, subjectName: 'Other tenant' },
    ]);
    const first = await log();
    expect(first.entries).toHaveLength(50);
    const second = await log(`?cursor=${first.nextCursor}`);
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const order = all.map((e) => `${e.at}|${e.id}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(all.some((e) => e.subjectName === 'Other tenant')).toBe(false);

    const byClient = await log(`?actorId=${clientId}`);
    expect(byClient.entries.length).toBeGreaterThan(0);
    expect(byClient.entries.every((e) => e.actor.id === clientId)).toBe(true);
    expect((await log(`?boardId=${board.id}`)).entries.every((e) => e.boardId === board.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?from=${today}&to=${today}`)).entries).toHaveLength(50);
    expect((await log('?to=2000-01-01')).entries).toEqual([]);
  });

  it('refuses bad dates and page links with a clear 400', async () => {
    expectError(await admin.get('/api/console/activity?from=2026-13-45'), 400, 'Not a date');
    expectError(await admin.get('/api/console/activity?from=yesterday'), 400, 'Dates are written YYYY-MM-DD');
    expectError(
      await admin.get('/api/console/activity?from=2026-02-01&to=2026-01-01'),
      400,
      'The first day must not be after the last day.',
    );
    expectError(await admin.get('/api/console/activity?cursor=garbage'), 400, /page link is invalid/);
  });
});
