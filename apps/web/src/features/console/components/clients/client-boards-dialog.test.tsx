import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settingsMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { consoleClient } from '@test/console/fixtures';
import { ClientsScreen } from './clients-screen';

const BOARDS = [
  { id: 'b1', name: 'Website', granted: true },
  { id: 'b2', name: 'Spring campaign', granted: false },
  { id: 'b3', name: 'Onboarding', granted: true },
];

const openBoards = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Actions for Riley Chen' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Boards…' }));
  return screen.findByRole('dialog', { name: 'Boards' });
};

describe('ClientBoardsDialog', { timeout: 15_000 }, () => {
  it('lists every board with the granted ones checked, and saves the whole set', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { requests } = mockFetch({
      'GET /api/console/clients': () =>
        ok({ clients: [consoleClient({ boardCount: saved ? 1 : 2 })], total: 1 })(),
      'GET /api/console/clients/c1/boards': ok({ boards: BOARDS }),
      'PUT /api/console/clients/c1/boards': () => {
        saved = true;
        return {
          body: {
            success: true,
            message: settingsMessages.boardsSaved,
            data: { boards: BOARDS.map((b) => ({ ...b, granted: b.id === 'b2' })) },
          },
        };
      },
    });
    renderWithApp(<ClientsScreen />);
    const dialog = await openBoards(user);
    expect(await within(dialog).findByRole('checkbox', { name: 'Website' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Spring campaign' })).not.toBeChecked();
    expect(within(dialog).getByText('2 of 3 boards chosen')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Website' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Onboarding' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spring campaign' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText(settingsMessages.boardsSaved)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ boardIds: ['b2'] });
    expect(screen.queryByRole('dialog', { name: 'Boards' })).not.toBeInTheDocument();
    // The table's count loads again.
    const row = screen.getByRole('row', { name: /Riley Chen/ });
    await within(row).findByText('1');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/console/clients': ok({ clients: [consoleClient()], total: 1 }),
      'GET /api/console/clients/c1/boards': ok({ boards: BOARDS }),
      'PUT /api/console/clients/c1/boards': () => ({
        status: 400,
        body: { success: false, message: settingsMessages.unknownBoards },
      }),
    });
    renderWithApp(<ClientsScreen />);
    const dialog = await openBoards(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Select all' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Spring campaign' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(settingsMessages.unknownBoards);
  });
});
