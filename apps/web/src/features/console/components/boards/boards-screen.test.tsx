import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boardMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { consoleBoard } from '@test/console/board-fixtures';
import { BoardsScreen } from './boards-screen';

const BOARDS = [
  consoleBoard(),
  consoleBoard({ id: 'b2', name: 'Old campaign', archived: true, itemCount: 40, clientCount: 2 }),
];
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const saved = (board: ReturnType<typeof consoleBoard>, message: string) => () => ({
  body: { success: true as const, data: board, message },
});

// Whole flows of several calls each; the default 5 s is short on a busy two-core machine.
describe('BoardsScreen', { timeout: 15_000 }, () => {
  it('lists the active boards with their counts, and the archived ones when the filter asks', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/console/boards': ok({ boards: BOARDS }) });
    const { router } = renderWithApp(<BoardsScreen />, { url: '/console/boards', path: '/console/boards' });
    expect(await screen.findByText('2 boards, 1 archived')).toBeInTheDocument();
    const website = row('Website');
    expect(
      within(website)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['12', '3', '5', '4', '3 hours ago']));
    expect(screen.queryByRole('row', { name: /Old campaign/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(router.state.location.search).toBe('?show=archived');
    expect(within(row('Old campaign')).getByText('Archived')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Website/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows skeleton rows while loading and an empty state with the next action', async () => {
    mockFetch({ 'GET /api/console/boards': ok({ boards: [] }) });
    renderWithApp(<BoardsScreen />, { url: '/console/boards', path: '/console/boards' });
    expect(screen.getAllByTestId('board-skeleton')).toHaveLength(4);
    expect(await screen.findByText('No boards yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first board' })).toBeInTheDocument();
  });

  it('creates a board with the request schema, then opens it', async () => {
    const user = userEvent.setup();
    const created = consoleBoard({ id: 'b9', name: 'Launch plan', itemCount: 0, groupCount: 1 });
    const { requests } = mockFetch({
      'GET /api/console/boards': ok({ boards: BOARDS }),
      'POST /api/console/boards': saved(created, boardMessages.boardCreated),
    });
    const { router } = renderWithApp(<BoardsScreen />, {
      url: '/console/boards',
      path: '/console/boards',
      routes: { '/console/boards/:boardId': <p>Board page</p> },
    });
    await screen.findByText('2 boards, 1 archived');
    await user.click(screen.getByRole('button', { name: 'New board' }));
    const dialog = screen.getByRole('dialog', { name: 'New board' });
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect(await within(dialog).findByText('A title is required.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Launch plan');
    await user.click(within(dialog).getByRole('switch', { name: 'Clients may add items' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect(await screen.findAllByText(boardMessages.boardCreated)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Launch plan',
      allowItemCreation: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/boards/b9'));
  });

  it("shows the server's refusal of a taken name in the dialog", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/boards': ok({ boards: BOARDS }),
      'POST /api/console/boards': () => ({
        status: 409,
        body: { success: false, message: boardMessages.titleTaken('board', 'Website') },
      }),
    });
    renderWithApp(<BoardsScreen />, { url: '/console/boards', path: '/console/boards' });
    await user.click(await screen.findByRole('button', { name: 'New board' }));
    const dialog = screen.getByRole('dialog', { name: 'New board' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'website');
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is a board "Website" already.');
  });

  it('archives a board after saying clients stop seeing it and nothing is lost', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/boards': ok({ boards: BOARDS }),
      'PATCH /api/console/boards/b1': saved(consoleBoard({ archived: true }), boardMessages.boardArchived),
    });
    renderWithApp(<BoardsScreen />, { url: '/console/boards', path: '/console/boards' });
    const menu = await screen.findByRole('button', { name: 'Actions for Website' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Archive…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Archive Website?' });
    expect(confirm).toHaveTextContent('The 4 clients who may open it stop seeing it in the portal');
    expect(confirm).toHaveTextContent('Nothing is lost');
    await user.click(within(confirm).getByRole('button', { name: 'Archive board' }));
    expect(await screen.findAllByText(boardMessages.boardArchived)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PATCH')?.url.pathname).toBe('/api/console/boards/b1');
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ archived: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
