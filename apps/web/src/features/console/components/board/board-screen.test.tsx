import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ConsoleGroup, boardMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { GROUPS, consoleBoard, consoleGroup } from '@test/console/board-fixtures';
import { BoardScreen } from './board-screen';

const groupsSaved = (groups: ConsoleGroup[], message: string) => () => ({
  body: { success: true as const, data: { groups }, message },
});
const boards = ok({ boards: [consoleBoard(), consoleBoard({ id: 'b2', name: 'Campaigns' })] });
/**
 * A group's PATCH key also fits the board's PATCH key type (`${string}` spans slashes), so the compiler asks
 * for both answers at once; the mock still checks the answer against updateGroup's schema at run time.
 */
const groupPatch = (handler: () => unknown) => handler as never;
const render = () =>
  renderWithApp(<BoardScreen boardId="b1" />, {
    url: '/console/boards/b1',
    path: '/console/boards/:boardId',
  });
const titles = () =>
  within(screen.getByRole('list', { name: 'Groups' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\d+ items?.*/, ''));

// Whole flows of several calls each; the default 5 s is short on a busy two-core machine.
describe('BoardScreen', { timeout: 15_000 }, () => {
  it("lists the board's groups in order with their colours and items", async () => {
    mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Website', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/12 items · 4 clients may open it/)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Groups' });
    expect(titles()).toEqual(['Design', 'Build', 'Launch']);
    expect(screen.getByRole('button', { name: 'Colour of Build: Green' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Design up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Launch down' })).toBeDisabled();
  });

  it('moves a group by keyboard: the order shows at once, is sent whole, and the focus stays', async () => {
    const user = userEvent.setup();
    const moved = [GROUPS[1], GROUPS[0], GROUPS[2]] as ConsoleGroup[];
    const { requests } = mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'PUT /api/console/boards/b1/groups': groupsSaved(moved, boardMessages.groupsReordered),
    });
    render();
    const up = await screen.findByRole('button', { name: 'Move Build up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Build', 'Design', 'Launch']);
    expect(screen.getByRole('status')).toHaveTextContent('Build moved to position 1 of 3.');
    // At the top, its Move up button is disabled: the focus moves to Move down.
    expect(screen.getByRole('button', { name: 'Move Build down' })).toHaveFocus();
    expect(await screen.findAllByText(boardMessages.groupsReordered)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ groupIds: ['g2', 'g1', 'g3'] });
  });

  it('puts the order back when the server refuses it', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'PUT /api/console/boards/b1/groups': () => ({
        status: 400,
        body: { success: false, message: boardMessages.orderMismatch },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Move Design down' }));
    expect(await screen.findByText(boardMessages.orderMismatch)).toBeInTheDocument();
    expect(titles()).toEqual(['Design', 'Build', 'Launch']);
  });

  it('moves a group by dragging its handle onto another row', async () => {
    const { requests } = mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'PUT /api/console/boards/b1/groups': groupsSaved(
        [GROUPS[1], GROUPS[2], GROUPS[0]] as ConsoleGroup[],
        'ok',
      ),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Groups' });
    const rows = within(list).getAllByRole('listitem');
    const dataTransfer = { setData: () => {}, setDragImage: () => {}, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(within(rows[0] as HTMLElement).getByTestId('drag-handle'), { dataTransfer });
    fireEvent.dragOver(rows[2] as HTMLElement, { dataTransfer });
    fireEvent.drop(rows[2] as HTMLElement, { dataTransfer });
    await waitFor(() => expect(titles()).toEqual(['Build', 'Launch', 'Design']));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ groupIds: ['g2', 'g3', 'g1'] }),
    );
  });

  it('adds a group with a title and a colour from the palette', async () => {
    const user = userEvent.setup();
    const added = consoleGroup({ id: 'g4', title: 'Review', color: '#e2445c', position: 3, itemCount: 0 });
    const { requests } = mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'POST /api/console/boards/b1/groups': groupsSaved([...GROUPS, added], boardMessages.groupAdded),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('A title is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New group title' }), 'Review');
    await user.click(screen.getByRole('button', { name: 'Colour of the new group: Purple' }));
    await user.click(await screen.findByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await screen.findAllByText(boardMessages.groupAdded)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ title: 'Review', color: '#e2445c' });
    expect(titles()).toEqual(['Design', 'Build', 'Launch', 'Review']);
    expect(screen.getByRole('textbox', { name: 'New group title' })).toHaveValue('');
  });

  it("renames a group in place and shows the server's refusal there", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { requests } = mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'PATCH /api/console/boards/b1/groups/g2': groupPatch(() => {
        calls += 1;
        return calls === 1
          ? { status: 409, body: { success: false, message: boardMessages.titleTaken('group', 'Launch') } }
          : groupsSaved(
              GROUPS.map((g) => (g.id === 'g2' ? { ...g, title: 'Development' } : g)),
              boardMessages.groupSaved,
            )();
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Rename Build' }));
    const input = screen.getByRole('textbox', { name: 'Title of Build' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Launch{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The board has a group "Launch" already.');
    await user.clear(input);
    await user.type(input, 'Development{Enter}');
    expect(await screen.findAllByText(boardMessages.groupSaved)).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { title: 'Launch' },
      { title: 'Development' },
    ]);
    expect(await screen.findByRole('button', { name: 'Rename Development' })).toHaveFocus();
  });

  it('recolours a group from its swatch', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'PATCH /api/console/boards/b1/groups/g1': groupPatch(
        groupsSaved(
          GROUPS.map((g) => (g.id === 'g1' ? { ...g, color: '#a25ddc' } : g)),
          boardMessages.groupSaved,
        ),
      ),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Colour of Design: Blue' }));
    const palette = await screen.findByRole('radiogroup', { name: 'Colour of Design' });
    expect(within(palette).getByRole('radio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(palette).getByRole('radio', { name: 'Purple' }));
    expect(await screen.findAllByText(boardMessages.groupSaved)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ color: '#a25ddc' });
    expect(await screen.findByRole('button', { name: 'Colour of Design: Purple' })).toBeInTheDocument();
  });

  it('deletes a group after asking which group its items move to', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'DELETE /api/console/boards/b1/groups/g3': groupsSaved(
        [{ ...(GROUPS[0] as ConsoleGroup) }, { ...(GROUPS[1] as ConsoleGroup), itemCount: 5 }],
        boardMessages.groupDeleted,
      ),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Launch' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Launch?' });
    const target = within(dialog).getByRole('combobox', { name: 'Move its 5 items to' });
    expect(target).toHaveTextContent('Design');
    await user.click(target);
    await user.click(await screen.findByRole('option', { name: 'Build' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move items and delete' }));
    expect(await screen.findAllByText(boardMessages.groupDeleted)).toHaveLength(1);
    const sent = requests.find((r) => r.method === 'DELETE');
    expect(sent?.url.searchParams.get('moveTo')).toBe('g2');
    expect(titles()).toEqual(['Design', 'Build']);
  });

  it('deletes an empty group without a target, and keeps the last group', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/boards': boards,
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS.slice(0, 2) }),
      'DELETE /api/console/boards/b1/groups/g2': groupsSaved(GROUPS.slice(0, 1), boardMessages.groupDeleted),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Build' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Build?' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findAllByText(boardMessages.groupDeleted)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'DELETE')?.url.searchParams.has('moveTo')).toBe(false);
    expect(await screen.findByRole('button', { name: 'Delete Design' })).toBeDisabled();
  });

  it('renames the board, switches item creation, and archives it after asking', async () => {
    const user = userEvent.setup();
    let saved = consoleBoard();
    const { requests } = mockFetch({
      'GET /api/console/boards': () => ok({ boards: [saved] })(),
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'PATCH /api/console/boards/b1': ({ body }) => {
        saved = { ...saved, ...(body as object) };
        const message = saved.archived ? boardMessages.boardArchived : boardMessages.boardSaved;
        return { body: { success: true as const, data: saved, message } };
      },
    });
    render();
    const settings = await screen.findByRole('region', { name: 'Board' });
    const name = within(settings).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Website 2027');
    await user.click(within(settings).getByRole('button', { name: 'Save name' }));
    expect(await screen.findAllByText(boardMessages.boardSaved)).toHaveLength(1);
    await user.click(within(settings).getByRole('switch', { name: 'Clients may add items' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    await user.click(within(settings).getByRole('button', { name: 'Archive board' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive Website 2027?' });
    expect(confirm).toHaveTextContent('stop seeing it in the portal. Nothing is lost');
    await user.click(within(confirm).getByRole('button', { name: 'Archive board' }));
    expect(await screen.findAllByText(boardMessages.boardArchived)).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { name: 'Website 2027' },
      { allowItemCreation: false },
      { archived: true },
    ]);
  });

  it('says so when the board does not exist', async () => {
    mockFetch({
      'GET /api/console/boards': ok({ boards: [] }),
      'GET /api/console/boards/b1/groups': ok({ groups: [] }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Board not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all boards' })).toHaveAttribute('href', '/console/boards');
  });
});
