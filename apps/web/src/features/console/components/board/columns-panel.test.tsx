import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ConsoleColumn, columnMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { COLUMNS, consoleColumn } from '@test/console/board-fixtures';
import { ColumnsPanel } from './columns-panel';

const saved = (columns: ConsoleColumn[], message: string) => () => ({
  body: { success: true as const, data: { columns }, message },
});
/** A column's PATCH and DELETE keys also fit the board's own key types; the answers are checked at run time. */
const columnCall = (handler: () => unknown) => handler as never;
const titles = () =>
  within(screen.getByRole('list', { name: 'Columns' }))
    .getAllByTestId('column-title')
    .map((el) => el.textContent);

// Whole flows of several calls each; the default 5 s is short on a busy two-core machine.
describe('ColumnsPanel', { timeout: 15_000 }, () => {
  it('lists the columns with their type and flags; fixed flags and the Name column cannot change', async () => {
    mockFetch({ 'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }) });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    await screen.findByRole('list', { name: 'Columns' });
    expect(titles()).toEqual(['Name', 'Status', 'Brief']);
    expect(screen.getByRole('img', { name: 'Doc' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Visible to clients: Name' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Editable by clients: Brief' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Required: Status' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Name' })).toBeDisabled();
  });

  it('switches a flag and sends only it', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
      'PATCH /api/console/boards/b1/columns/c2': columnCall(
        saved(
          COLUMNS.map((c) => (c.id === 'c2' ? { ...c, visible: false } : c)),
          columnMessages.columnSaved,
        ),
      ),
    });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    await user.click(await screen.findByRole('switch', { name: 'Visible to clients: Status' }));
    expect(await screen.findAllByText(columnMessages.columnSaved)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ visible: false });
    expect(screen.getByRole('switch', { name: 'Visible to clients: Status' })).not.toBeChecked();
  });

  it('adds a column of a type picked from the registry', async () => {
    const user = userEvent.setup();
    const added = consoleColumn({ id: 'c4', type: 'priority', title: 'Urgency', position: 3, valueCount: 0 });
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
      'POST /api/console/boards/b1/columns': saved([...COLUMNS, added], columnMessages.columnAdded),
    });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    await user.click(await screen.findByRole('combobox', { name: 'Type of the new column' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(15);
    await user.click(screen.getByRole('option', { name: 'Priority' }));
    await user.type(screen.getByRole('textbox', { name: 'New column title' }), 'Urgency');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(await screen.findAllByText(columnMessages.columnAdded)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ type: 'priority', title: 'Urgency' });
    expect(titles()).toEqual(['Name', 'Status', 'Brief', 'Urgency']);
  });

  it('deletes a column after saying how many values go, and sends that count', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
      'DELETE /api/console/boards/b1/columns/c2': columnCall(
        saved(
          COLUMNS.filter((c) => c.id !== 'c2'),
          columnMessages.columnDeleted(7),
        ),
      ),
    });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    await user.click(await screen.findByRole('button', { name: 'Delete Status' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Status?' });
    expect(confirm).toHaveTextContent('Its 7 values go with it');
    await user.click(within(confirm).getByRole('button', { name: 'Delete column and 7 values' }));
    expect(await screen.findAllByText(columnMessages.columnDeleted(7))).toHaveLength(1);
    expect(requests.find((r) => r.method === 'DELETE')?.url.searchParams.get('values')).toBe('7');
    expect(titles()).toEqual(['Name', 'Brief']);
  });

  it('moves a column by keyboard and sends the whole order', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/columns': ok({ columns: COLUMNS }),
      'PUT /api/console/boards/b1/columns': saved(
        [COLUMNS[0], COLUMNS[2], COLUMNS[1]] as ConsoleColumn[],
        columnMessages.columnsReordered,
      ),
    });
    renderWithApp(<ColumnsPanel boardId="b1" />);
    await user.click(await screen.findByRole('button', { name: 'Move Brief up' }));
    expect(titles()).toEqual(['Name', 'Brief', 'Status']);
    expect(await screen.findAllByText(columnMessages.columnsReordered)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ columnIds: ['c1', 'c3', 'c2'] });
  });
});
