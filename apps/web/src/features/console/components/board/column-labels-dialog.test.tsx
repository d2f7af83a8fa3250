import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleColumn,
  type UpdateColumnRequest,
  columnMessages,
  updateColumnRequestSchema,
} from '@portico/contract';
import { type MockRequest, mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { consoleColumn } from '@test/console/board-fixtures';
import { ColumnsPanel } from './columns-panel';

const STATUS = consoleColumn({
  id: 'c2',
  type: 'status',
  title: 'Status',
  position: 1,
  labels: [
    { name: 'Open', color: '#579bfc' },
    { name: 'Stuck', color: '#e2445c' },
    { name: 'Done', color: '#00c875' },
  ],
  valueCount: 5,
});
const TAGS = consoleColumn({
  id: 'c3',
  type: 'tags',
  title: 'Topics',
  position: 2,
  labels: [{ name: 'Billing' }, { name: 'Mobile' }],
  valueCount: 2,
});
const COLUMNS: ConsoleColumn[] = [consoleColumn(), STATUS, TAGS];

/** A column's PATCH key also fits the board's own key types; the answers are checked at run time. */
const columnCall = (handler: (request: MockRequest) => unknown) => handler as never;
/** Answers the PATCH with the column as the body asks (the server's own planning is tested on the server). */
const savesLabels = (column: ConsoleColumn) =>
  columnCall((request) => {
    const body = request.body as UpdateColumnRequest;
    const labels = (body.labels ?? []).map(({ name, color }) => (color ? { name, color } : { name }));
    return {
      body: {
        success: true as const,
        data: { columns: COLUMNS.map((c) => (c.id === column.id ? { ...c, labels } : c)) },
        message: columnMessages.columnSaved,
      },
    };
  });
const patchBody = (requests: MockRequest[]) => {
  const patches = requests.filter((r) => r.method === 'PATCH');
  expect(patches).toHaveLength(1);
  const body = patches[0]?.body;
  // What the web sends is what the contract accepts.
  expect(updateColumnRequestSchema.safeParse(body).success).toBe(true);
  return body;
};

const open = async (name = 'Edit labels of Status') => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
};

describe('ColumnLabelsDialog', { timeout: 30_000 }, () => {
  it('renames a label with its old name as previous, recolours, adds one, and gives the focus back', async () => {
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
      'PATCH /api/console/boards/b1/columns/c2': savesLabels(STATUS),
    });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    expect(await screen.findByText(/3 labels/)).toBeInTheDocument();
    const { user, dialog } = await open();
    expect(dialog).toHaveAccessibleName('Labels of Status');
    const done = within(dialog).getByRole('textbox', { name: 'Name of Done' });
    await user.clear(done);
    await user.type(done, 'Shipped');
    expect(within(dialog).getByText(/Renamed from “Done”/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Colour of Stuck: Red' }));
    await user.click(await screen.findByRole('radio', { name: 'Orange' }));
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Colour of Stuck: Orange' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));
    const added = within(dialog).getByRole('textbox', { name: 'Name of new label 1' });
    expect(added).toHaveFocus();
    await user.type(added, 'Waiting');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchBody(requests)).toEqual({
      labels: [
        { name: 'Open', color: '#579bfc' },
        { name: 'Stuck', color: '#fdab3d' },
        { name: 'Shipped', color: '#00c875', previous: 'Done' },
        // The first palette colour no label has yet.
        { name: 'Waiting', color: '#a25ddc' },
      ],
    });
    expect(await screen.findAllByText(columnMessages.columnSaved)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit labels of Status' })).toHaveFocus();
    expect(screen.getByText(/4 labels/)).toBeInTheDocument();
  });

  it('removes and reorders by keyboard, and sends options without colours', async () => {
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
      'PATCH /api/console/boards/b1/columns/c3': savesLabels(TAGS),
    });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    const { user, dialog } = await open('Edit options of Topics');
    expect(dialog).toHaveAccessibleName('Options of Topics');
    expect(within(dialog).queryByRole('button', { name: /^Colour of/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.keyboard('Desktop');
    await user.click(within(dialog).getByRole('button', { name: 'Move new option 1 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Billing' }));
    // The row that took its place has the focus.
    expect(within(dialog).getByRole('textbox', { name: 'Name of new option 1' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchBody(requests)).toEqual({ labels: [{ name: 'Desktop' }, { name: 'Mobile' }] });
  });

  it('shows the refusal of a label items still hold, keeping every edit for another try', async () => {
    const refusal = columnMessages.labelInUse('Stuck', 2);
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
      'PATCH /api/console/boards/b1/columns/c2': columnCall(() => ({
        status: 409,
        body: { success: false, message: refusal },
      })),
    });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    const { user, dialog } = await open();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of Open' }), ' now');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Stuck' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('textbox', { name: 'Name of Open' })).toHaveValue('Open now');
    expect(within(dialog).queryByRole('textbox', { name: 'Name of Stuck' })).not.toBeInTheDocument();
    // The next Save answers for itself: the old refusal goes.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name of Open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent(refusal);
    expect(patchBody(requests)).toEqual({
      labels: [
        { name: 'Open now', color: '#579bfc', previous: 'Open' },
        { name: 'Done', color: '#00c875' },
      ],
    });
  });

  it('checks names with the contract before sending: empty, commas, the same name twice', async () => {
    const { requests } = mockFetch({ 'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }) });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    const { user, dialog } = await open();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name of Open' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of Stuck' }), ', blocked');
    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));
    await user.keyboard(' done ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('need a change');
    const open_ = within(dialog).getByRole('textbox', { name: 'Name of Open' });
    expect(open_).toHaveAccessibleDescription('Label is required');
    expect(open_).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Name of Stuck' })).toHaveAccessibleDescription(
      /^Labels cannot contain commas/,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name of new label 1' })).toHaveAccessibleDescription(
      columnMessages.labelTwice('done'),
    );
    // A name being corrected drops its message.
    await user.type(open_, 'Open');
    expect(open_).not.toHaveAccessibleDescription('Label is required');
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});
