import { describe, expect, it } from 'vitest';
import {
  createItemResponseSchema,
  serverMessages,
  updateItemResponseSchema,
  validationMessages,
} from '@portico/contract';
import { useTestApp } from '../../../test/support/app';
import { columnForm, itemRow, makePerson, setupItemUpdate } from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

type Form = Parameters<typeof columnForm>[0];

/** An item whose every writable column holds a value, written through the API. */
const setupFilled = async () => {
  const s = await setupItemUpdate(t);
  const { board } = s;
  const dana = await makePerson(t.services, s.tenant, { name: 'Dana Scully' });
  const fox = await makePerson(t.services, s.tenant, { name: 'Fox Mulder' });
  expectBody(
    await s.update([
      { column: board.col.status, text: 'Done' },
      { column: board.col.priority, text: 'High' },
      { column: board.col.dropdown, text: 'Design, Copy' },
      { column: board.col.tags, tags: ['urgent', 'client'] },
      { column: board.col.people, persons: [dana.id, fox.id] },
      { column: board.col.date, text: '2025-06-01' },
      { column: board.col.email, text: 'ops@client.example' },
      { column: board.col.numbers, text: '1' },
      { column: board.col.phone, text: '+1 (415) 555-0123' },
      { column: board.col.text, text: 'Hero copy' },
      { column: board.col.long_text, text: 'Line one\nLine two' },
      { column: board.col.file, file: { name: 'brief.pdf', bytes: '%PDF-1.4 brief' } },
    ]),
    200,
    updateItemResponseSchema,
  );
  /** The same values as another client may spell them: what the edit form sends when nothing changed. */
  const same: Form = [
    { column: board.col.name, text: 'Landing page ' },
    { column: board.col.status, text: 'done' },
    { column: board.col.priority, text: ' High' },
    { column: board.col.dropdown, text: 'Copy, Design' },
    { column: board.col.tags, tags: ['client', 'urgent'] },
    { column: board.col.people, persons: [fox.id, dana.id] },
    { column: board.col.date, text: '2025-06-01T10:00:00.000Z' },
    { column: board.col.email, text: ' ops@client.example ' },
    { column: board.col.numbers, text: '1.0' },
    { column: board.col.phone, text: '14155550123' },
    { column: board.col.text, text: 'Hero copy  ' },
    { column: board.col.long_text, text: 'Line one\r\nLine two\n' },
    { column: board.col.checkbox, text: 'false' },
    { column: board.col.file, text: 'brief.pdf' },
  ];
  return { ...s, dana, fox, same, row: () => itemRow(t, s.itemId) };
};

describe('POST /api/boards/updateItem/:itemId: the change check (§5.11)', () => {
  it('refuses the current values, spelled otherwise, and writes nothing', async () => {
    const { update, same, row } = await setupFilled();
    const before = await row();
    expectError(await update(same), 400, validationMessages.noColumnValueChanged);
    expect(await row()).toEqual(before);
  });

  const changes: Array<[string, (s: Awaited<ReturnType<typeof setupFilled>>) => Form[number]]> = [
    ['the name only', (s) => ({ column: s.board.col.name, text: 'Landing page v2' })],
    ['a number', (s) => ({ column: s.board.col.numbers, text: '1.5' })],
    ['one tag fewer', (s) => ({ column: s.board.col.tags, tags: ['client'] })],
    ['one person fewer', (s) => ({ column: s.board.col.people, persons: [s.dana.id] })],
    ['a ticked box', (s) => ({ column: s.board.col.checkbox, text: 'true' })],
    ['a cleared text', (s) => ({ column: s.board.col.text, text: '' })],
    [
      'the same file uploaded again',
      (s) => ({ column: s.board.col.file, file: { name: 'brief.pdf', bytes: '%PDF-1.4 brief' } }),
    ],
  ];
  it.each(changes)('accepts the current values with one change: %s', async (_what, change) => {
    const s = await setupFilled();
    const changed = change(s);
    const form = [...s.same.filter((v) => v.column.id !== changed.column.id), changed];
    const body = expectBody(await s.update(form), 200, updateItemResponseSchema);
    expect(body.message).toBe(serverMessages.itemUpdated);
  });

  it('keeps the stored spelling of a value that did not change', async () => {
    const { board, update, same, row, valueOf } = await setupFilled();
    const form = [...same.filter((v) => v.column.id !== board.col.text.id)];
    const body = expectBody(
      await update([...form, { column: board.col.text, text: 'New copy' }]),
      200,
      updateItemResponseSchema,
    );
    expect(valueOf(body, board.col.numbers.id).text).toBe('1');
    expect(valueOf(body, board.col.tags.id).selectedTags).toEqual(['urgent', 'client']);
    expect(JSON.parse((await row()).values_json)[board.col.checkbox.id]).toBeUndefined();
  });
});

describe('a column value without the list its type needs', () => {
  it('is a 400 naming the column on update, and changes nothing', async () => {
    const { board, update, row } = await setupFilled();
    const before = await row();
    expectError(
      await update([{ column: board.col.people, text: 'Dana Scully' }]),
      400,
      serverMessages.columnNeedsList('Owner', 'persons_and_teams'),
    );
    expectError(
      await update([
        { column: board.col.text, text: 'Changed too' },
        { column: board.col.tags, text: 'urgent' },
      ]),
      400,
      serverMessages.columnNeedsList('Tags', 'selectedTags'),
    );
    expect(await row()).toEqual(before);
  });

  it('is a 400 on create too; an explicitly empty list still clears', async () => {
    const { board, api, update, valueOf, itemId } = await setupFilled();
    const group = board.groups[0] as { id: string };
    const url = `/api/boards/create-new-item/${board.id}/${group.id}?itemName=Brief`;
    const keys = { id: 'columnId', type: 'columnType' } as const;
    expectError(
      await api.multipart(
        'POST',
        url,
        columnForm(
          [
            { column: board.col.text, text: 'x' },
            { column: board.col.people, text: '' },
          ],
          keys,
        ),
      ),
      400,
      serverMessages.columnNeedsList('Owner', 'persons_and_teams'),
    );
    expectBody(
      await api.multipart('POST', url, columnForm([{ column: board.col.tags, tags: ['urgent'] }], keys)),
      200,
      createItemResponseSchema,
    );
    const cleared = expectBody(
      await update([
        { column: board.col.people, persons: [] },
        { column: board.col.tags, tags: [] },
      ]),
      200,
      updateItemResponseSchema,
    );
    expect(cleared.data.id).toBe(itemId);
    expect(valueOf(cleared, board.col.people.id).persons_and_teams).toEqual([]);
    expect(valueOf(cleared, board.col.tags.id).selectedTags).toEqual([]);
  });
});
