import { describe, expect, it } from 'vitest';
import {
  type ColumnValue,
  getAllItemsResponseSchema,
  serverMessages,
  updateItemResponseSchema,
  validationMessages,
} from '@portico/contract';
import { makeTenant, useTestApp } from '../../../test/support/app';
import type { NewColumn } from '../boards';
import {
  type ALL_TYPE_COLUMNS,
  type columnForm,
  makePerson,
  setupItemUpdate,
} from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

type Form = Parameters<typeof columnForm>[0];

const setup = (tenantSettings: Parameters<typeof makeTenant>[1] = {}, columns?: NewColumn[]) =>
  setupItemUpdate(t, tenantSettings, columns);

describe('POST /api/boards/updateItem/:itemId: values per type', () => {
  it('updates column values and returns the item; lists and search see the change', async () => {
    const { board, itemId, api, update, valueOf } = await setup();
    const body = expectBody(
      await update([{ column: board.col.text, text: 'Hero copy approved' }]),
      200,
      updateItemResponseSchema,
    );
    expect(body.message).toBe(serverMessages.itemUpdated);
    expect(valueOf(body, board.col.text.id).text).toBe('Hero copy approved');
    const page = expectBody(
      await api.get(`/api/boards/getAllItems?boardId=${board.id}&compareValue=approved`),
      200,
      getAllItemsResponseSchema,
    );
    expect(page.data.items.map((i) => i.id)).toEqual([itemId]);
  });

  const valid: Array<[keyof typeof ALL_TYPE_COLUMNS, Omit<Form[number], 'column'>, Partial<ColumnValue>]> = [
    ['status', { text: 'done' }, { text: 'Done', label_style: { color: '#00c875' } }],
    ['priority', { text: 'Critical' }, { text: 'Critical', priority: 1, label_style: { color: '#333333' } }],
    ['dropdown', { text: 'Copy, Design' }, { text: 'Copy, Design' }],
    ['tags', { tags: ['client', 'urgent'] }, { text: 'client, urgent', selectedTags: ['client', 'urgent'] }],
    ['date', { text: '2024-02-29' }, { text: '2024-02-29' }],
    ['date', { text: '2025-06-01T10:00:00.000Z' }, { text: '2025-06-01' }],
    ['email', { text: 'ops@client.example' }, { text: 'ops@client.example' }],
    ['numbers', { text: '-1234567890.123' }, { text: '-1234567890.123' }],
    ['phone', { text: '+1 (415) 555-0123' }, { text: '14155550123' }],
    ['text', { text: '  trimmed  ' }, { text: 'trimmed' }],
    ['long_text', { text: 'Line one\nLine two' }, { text: 'Line one\nLine two' }],
    ['name', { text: 'Renamed item' }, { text: 'Renamed item' }],
    ['checkbox', { text: 'yes' }, { text: 'true' }],
  ];
  it.each(valid)('accepts a valid %s value', async (type, input, expected) => {
    const { board, update, valueOf } = await setup();
    const body = expectBody(
      await update([{ column: board.col[type], ...input }]),
      200,
      updateItemResponseSchema,
    );
    expect(valueOf(body, board.col[type].id)).toMatchObject(expected);
    if (type === 'name') expect(body.data.name).toBe('Renamed item');
  });

  const invalid: Array<[keyof typeof ALL_TYPE_COLUMNS, Omit<Form[number], 'column'>, string | RegExp]> = [
    ['status', { text: 'Shipped' }, serverMessages.newValueNotAllowed('Status', 'Shipped')],
    ['dropdown', { text: 'Design, Video' }, serverMessages.newValueNotAllowed('Category', 'Video')],
    ['tags', { tags: ['new-tag'] }, serverMessages.newValueNotAllowed('Tags', 'new-tag')],
    ['tags', { tags: ['a,b'] }, /Labels cannot contain commas/],
    ['date', { text: '2025-02-30' }, 'Due date must be a date (YYYY-MM-DD).'],
    ['date', { text: 'tomorrow' }, 'Due date must be a date (YYYY-MM-DD).'],
    ['email', { text: 'not-an-email' }, `Contact: ${validationMessages.invalidEmail}`],
    ['numbers', { text: '12345678901234' }, 'Budget must have fewer than 14 digits.'],
    ['numbers', { text: '12e4' }, 'Budget must be a number.'],
    ['phone', { text: 'call me' }, 'Phone must be a phone number with 10 to 15 digits.'],
    ['phone', { text: '555-0123' }, 'Phone must be a phone number with 10 to 15 digits.'],
    ['text', { text: 'x'.repeat(2001) }, 'Notes is at most 2000 characters.'],
    ['name', { text: '   ' }, validationMessages.itemNameRequired],
    ['checkbox', { text: 'maybe' }, 'Approved must be checked or unchecked.'],
  ];
  it.each(invalid)(
    'rejects an invalid %s value with a clear 400 and changes nothing',
    async (type, input, message) => {
      const { tenant, board, itemId, update } = await setup({ allowNewValueCreation: false });
      expectError(await update([{ column: board.col[type], ...input }]), 400, message);
      const row = await t.ctx.db.kysely
        .selectFrom('items')
        .selectAll()
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      expect(row.values_json).toBe('{}');
      expect(row.name).toBe('Landing page');
      expect(tenant.id).toBe(row.tenant_id);
    },
  );

  it('assigns people of the directory only, with persons_and_teams as JSON', async () => {
    const { tenant, board, api, itemId, update, valueOf } = await setup();
    const person = await makePerson(t.services, tenant, { name: 'Walter Skinner' });
    const other = await makeTenant(t.services);
    const stranger = await makePerson(t.services, other, { name: 'Stranger' });
    const body = expectBody(
      await update([{ column: board.col.people, persons: [person.id] }]),
      200,
      updateItemResponseSchema,
    );
    expect(valueOf(body, board.col.people.id)).toMatchObject({
      text: 'Walter Skinner',
      persons_and_teams: [{ id: person.id, kind: 'person' }],
    });
    expectError(
      await update([{ column: board.col.people, persons: [stranger.id] }]),
      400,
      'Owner: unknown person.',
    );
    const form = new FormData();
    form.append(`columnValues[${board.col.people.id}][id]`, board.col.people.id);
    form.append(`columnValues[${board.col.people.id}][type]`, 'people');
    form.append(`columnValues[${board.col.people.id}][persons_and_teams]`, '[{"id": ');
    expectError(
      await api.multipart('POST', `/api/boards/updateItem/${itemId}?boardId=${board.id}`, form),
      400,
    );
    form.set(
      `columnValues[${board.col.people.id}][persons_and_teams]`,
      JSON.stringify([{ id: person.id, kind: 'team' }]),
    );
    expectError(
      await api.multipart('POST', `/api/boards/updateItem/${itemId}?boardId=${board.id}`, form),
      400,
    );
    // Clearing people is a change too.
    const cleared = expectBody(
      await update([{ column: board.col.people, persons: [] }]),
      200,
      updateItemResponseSchema,
    );
    expect(valueOf(cleared, board.col.people.id)).toMatchObject({ text: '', persons_and_teams: [] });
  });

  it('adds new labels when allowNewValueCreation and the plan allow it, with a colour for status', async () => {
    const { tenant, board, api, update, valueOf } = await setup({
      allowNewValueCreation: true,
      subscriptionPlan: 'Standard',
    });
    const body = expectBody(
      await update([
        { column: board.col.status, text: 'Waiting on client' },
        { column: board.col.tags, tags: ['urgent', 'Q3 launch'] },
      ]),
      200,
      updateItemResponseSchema,
    );
    expect(valueOf(body, board.col.status.id).label_style?.color).toMatch(/^#[0-9a-f]{6}$/);
    const options = await api.post(`/api/boards/getDropdownOptions/${board.id}`, {
      columnIds: { status: [board.col.status.id], tags: [board.col.tags.id] },
    });
    const data = (options.json() as { data: Array<{ id: string; options: Array<{ name: string }> }> }).data;
    expect(data[0]?.options.map((o) => o.name)).toContain('Waiting on client');
    expect(data[1]?.options.map((o) => o.name)).toEqual(['urgent', 'client', 'Q3 launch']);

    await t.services.tenants.update(tenant, { subscriptionPlan: 'Free' });
    expectError(
      await update([{ column: board.col.status, text: 'Another new one' }]),
      400,
      serverMessages.newValueNotAllowed('Status', 'Another new one'),
    );
  });
});
