import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages, previewMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { consoleClient } from '@test/console/fixtures';
import { CLIENT_SEARCH_DEBOUNCE_MS, ClientsScreen } from './clients-screen';

const CLIENTS = [
  consoleClient(),
  consoleClient({ id: 'c2', name: 'Pat Pending', email: 'pat@acme.test', status: 'pending' }),
  consoleClient({ id: 'c3', name: 'Dana Gone', email: 'dana@acme.test', status: 'disabled' }),
];

const list = (clients = CLIENTS) => ok({ clients, total: clients.length });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('ClientsScreen', () => {
  it('lists the clients with their status, boards and "only their items"', async () => {
    mockFetch({ 'GET /api/console/clients': list() });
    renderWithApp(<ClientsScreen />, { url: '/console/clients', path: '/console/clients' });
    expect(await screen.findByText('3 clients')).toBeInTheDocument();
    expect(within(row('Riley Chen')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Riley Chen')).getByText('(portal default)')).toBeInTheDocument();
    expect(within(row('Pat Pending')).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(row('Dana Gone')).getByText('Disabled')).toBeInTheDocument();
  });

  it('searches on the server once typing stops, and filters by the status in the URL', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'GET /api/console/clients': list() });
    const { router } = renderWithApp(<ClientsScreen />, {
      url: '/console/clients?status=pending',
      path: '/console/clients',
    });
    await screen.findByText('3 clients');
    expect(screen.getByRole('radio', { name: 'Pending' })).toHaveAttribute('aria-checked', 'true');
    expect(requests[0]?.url.searchParams.get('status')).toBe('pending');

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'riley');
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('search')).toBe('riley'), {
      timeout: CLIENT_SEARCH_DEBOUNCE_MS * 5,
    });
    // One request for the whole word, not one per key.
    expect(requests.filter((r) => r.url.searchParams.has('search'))).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.has('status')).toBe(false));
  });

  it("a pending client's menu approves them; an active one's makes a sign-in link to copy", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/clients': list(),
      'POST /api/console/clients/c2/approve': () => ({
        body: { success: true, data: CLIENTS[1]!, message: consoleMessages.clientApproved },
      }),
      'POST /api/console/clients/c1/sign-in-link': ok({
        url: 'http://acme.localhost/auth/token-login?token=abc',
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      }),
    });
    renderWithApp(<ClientsScreen />, { url: '/console/clients', path: '/console/clients' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Pat Pending' }));
    expect(screen.queryByRole('menuitem', { name: 'Copy sign-in link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }));
    expect(await screen.findAllByText(consoleMessages.clientApproved)).toHaveLength(1);

    const trigger = screen.getByRole('button', { name: 'Actions for Riley Chen' });
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Copy sign-in link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link' });
    expect(await within(dialog).findByRole('textbox', { name: 'Sign-in link' })).toHaveValue(
      'http://acme.localhost/auth/token-login?token=abc',
    );
    expect(within(dialog).getByText(/expires in 15 minutes/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("only an active client's menu opens a preview, in a new tab", async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    mockFetch({
      'GET /api/console/clients': list(),
      'POST /api/console/clients/c1/preview': () => ({
        body: {
          success: true,
          message: previewMessages.opened,
          data: { token: 'tok/1', expiresAt, client: { id: 'c1', name: 'Riley Chen', email: 'r@a.test' } },
        },
      }),
    });
    renderWithApp(<ClientsScreen />, { url: '/console/clients', path: '/console/clients' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Pat Pending' }));
    expect(screen.queryByRole('menuitem', { name: 'Preview as client' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Riley Chen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Preview as client' }));
    // The tab opens inside the click; the token goes in its URL fragment, never to local storage.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/#preview=tok%2F1`));
    expect(tab.opener).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findAllByText(previewMessages.opened)).toHaveLength(1);
    open.mockRestore();
  });

  it('resets a password after asking, and shows the new one once', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/clients': list(),
      'POST /api/console/clients/c3/reset-password': () => ({
        body: {
          success: true,
          data: { password: 'Tr4in-Lamp-Kite' },
          message: consoleMessages.passwordReset,
        },
      }),
    });
    renderWithApp(<ClientsScreen />, { url: '/console/clients', path: '/console/clients' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Dana Gone' }));
    expect(screen.getByRole('menuitem', { name: 'Enable' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reset the password?' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'New password' });
    expect(within(shown).getByRole('textbox', { name: 'New password' })).toHaveValue('Tr4in-Lamp-Kite');
    expect(within(shown).getByText(consoleMessages.passwordReset)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Tr4in-Lamp-Kite')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Tr4in-Lamp-Kite')).not.toBeInTheDocument();
  });

  it('sets "only items assigned to them" and shows a refusal of the server once', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = mockFetch({
      'GET /api/console/clients': list(),
      'PATCH /api/console/clients/c1': () => ({
        status: 404,
        body: { success: false, message: consoleMessages.clientNotFound },
      }),
    });
    renderWithApp(<ClientsScreen />, { url: '/console/clients', path: '/console/clients' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Riley Chen' }));
    // By keyboard: jsdom has no pointer geometry for the submenu's pointer grace area.
    screen.getByRole('menuitem', { name: 'Only items assigned to them' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitemradio', { name: 'Follow portal default' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByText(consoleMessages.clientNotFound)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ filterItemsByEmail: true });
  });

  it('says so when nothing matches, and shows skeleton rows while the first list loads', async () => {
    let answer: (() => void) | undefined;
    mockFetch({
      'GET /api/console/clients': () =>
        new Promise((resolve) => {
          answer = () => resolve(list([])());
        }),
    });
    renderWithApp(<ClientsScreen />, { url: '/console/clients?status=disabled', path: '/console/clients' });
    expect(await screen.findAllByTestId('client-skeleton')).toHaveLength(6);
    await act(async () => answer?.());
    expect(await screen.findByText('No clients match this search.')).toBeInTheDocument();
  });
});
