import { describe, it } from 'vitest';
import { serverMessages, updateItemResponseSchema, validationMessages } from '@portico/contract';
import { type makeTenant, useTestApp } from '../../../test/support/app';
import type { NewColumn } from '../boards';
import { ALL_TYPE_COLUMNS, addItems, makeBoard, setupItemUpdate } from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();

const setup = (tenantSettings: Parameters<typeof makeTenant>[1] = {}, columns?: NewColumn[]) =>
  setupItemUpdate(t, tenantSettings, columns);

describe('POST /api/boards/updateItem/:itemId: what may be written, and by whom', () => {
  it('refuses columns that are not editable, hidden, of another board, or of another type', async () => {
    const { tenant, board, update } = await setup({}, [
      ALL_TYPE_COLUMNS.text,
      { ...ALL_TYPE_COLUMNS.status, editable: false },
      { ...ALL_TYPE_COLUMNS.long_text, visible: false },
      ALL_TYPE_COLUMNS.doc,
      ALL_TYPE_COLUMNS.timeline,
    ]);
    const other = await makeBoard(t.services, tenant);
    expectError(
      await update([{ column: board.col.status, text: 'Done' }]),
      403,
      serverMessages.columnNotEditable('Status'),
    );
    expectError(
      await update([{ column: board.col.doc, text: 'x' }]),
      403,
      serverMessages.columnNotEditable('Brief'),
    );
    expectError(
      await update([{ column: board.col.timeline, text: 'x' }]),
      403,
      serverMessages.columnNotEditable('Timeline'),
    );
    expectError(
      await update([{ column: board.col.long_text, text: 'x' }]),
      404,
      serverMessages.columnNotFound,
    );
    expectError(await update([{ column: other.col.text, text: 'x' }]), 404, serverMessages.columnNotFound);
    expectError(
      await update([{ column: { id: board.col.text.id, type: 'email' }, text: 'a@b.c' }]),
      400,
      serverMessages.columnTypeMismatch('Notes'),
    );
  });

  it('enforces required columns and refuses an update that changes nothing', async () => {
    const { tenant, update } = await setup();
    const board = await makeBoard(t.services, tenant, {
      columns: [{ ...ALL_TYPE_COLUMNS.text, required: true }, ALL_TYPE_COLUMNS.status],
    });
    const [filled] = (await addItems(t.services, tenant, board, [
      { name: 'A', values: { [board.col.text.id]: { text: 'x' } } },
    ])) as [string];
    const [empty] = (await addItems(t.services, tenant, board, [{ name: 'B' }])) as [string];
    const fill = validationMessages.fillRequiredFields;
    expectError(await update([{ column: board.col.text, text: '  ' }], filled, board.id), 400, fill);
    expectError(await update([{ column: board.col.status, text: 'Done' }], empty, board.id), 400, fill);
    expectBody(
      await update(
        [
          { column: board.col.text, text: 'now filled' },
          { column: board.col.status, text: 'Done' },
        ],
        empty,
        board.id,
      ),
      200,
      updateItemResponseSchema,
    );
    expectError(
      await update([{ column: board.col.text, text: 'x' }], filled, board.id),
      400,
      validationMessages.noColumnValueChanged,
    );
    expectError(await update([], filled, board.id), 400, validationMessages.noColumnValueChanged);
  });

  it('answers 404 for items of another board or tenant and boards not granted', async () => {
    const { tenant, board, update } = await setup();
    const second = await makeBoard(t.services, tenant);
    const [elsewhere] = (await addItems(t.services, tenant, second, [{ name: 'Other' }])) as [string];
    expectError(
      await update([{ column: board.col.text, text: 'x' }], elsewhere, board.id),
      404,
      serverMessages.itemNotFound,
    );
    const foreign = await setup();
    expectError(
      await update([{ column: board.col.text, text: 'x' }], foreign.itemId, foreign.board.id),
      404,
      serverMessages.boardNotFound,
    );
    expectError(
      await update([{ column: board.col.text, text: 'x' }], foreign.itemId, board.id),
      404,
      serverMessages.itemNotFound,
    );
  });

  it('rejects malformed multipart, unknown fields and JSON bodies with a 4xx', async () => {
    const { board, itemId, api } = await setup();
    const url = `/api/boards/updateItem/${itemId}?boardId=${board.id}`;
    expectError(await api.post(url, { columnValues: {} }), 415);
    const broken = await api.request('POST', url, {
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expectError(broken, 400);
    expectError(
      await api.request('POST', url, { body: 'x', headers: { 'content-type': 'multipart/form-data' } }),
      400,
    );
    const unknown = new FormData();
    unknown.append('hello', 'world');
    expectError(await api.multipart('POST', url, unknown), 400, serverMessages.unexpectedField('hello'));
    const mismatch = new FormData();
    mismatch.append(`columnValues[${board.col.text.id}][id]`, board.col.status.id);
    mismatch.append(`columnValues[${board.col.text.id}][type]`, 'text');
    mismatch.append(`columnValues[${board.col.text.id}][text]`, 'x');
    expectError(await api.multipart('POST', url, mismatch), 400);
    const badType = new FormData();
    badType.append(`columnValues[${board.col.text.id}][type]`, 'spreadsheet');
    expectError(await api.multipart('POST', url, badType), 400);
  });

  it('is refused while the subscription is not valid', async () => {
    const { tenant, board, update } = await setup();
    await t.services.tenants.update(tenant, { subscriptionStatus: 'cancelled' });
    expectError(
      await update([{ column: board.col.text, text: 'x' }]),
      403,
      serverMessages.invalidSubscription,
    );
  });
});
