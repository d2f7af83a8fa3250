import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import { staffMember } from '@test/console/fixtures';
import { StaffScreen } from './staff-screen';

const ME = staffMember();
const EDITOR = staffMember({ id: 's2', name: 'Eli Editor', email: 'eli@acme.test', role: 'editor' });
const asAdmin = { auth: authValue({ user: testUser({ id: ME.id, role: 'admin' }) }) };

describe('StaffScreen', () => {
  it('lists staff with their roles; the signed-in administrator is marked and cannot remove themselves', async () => {
    mockFetch({ 'GET /api/console/staff': ok({ staff: [ME, EDITOR] }) });
    renderWithApp(<StaffScreen />, asAdmin);
    expect(await screen.findByRole('combobox', { name: 'Role of Eli Editor' })).toHaveTextContent('Editor');
    expect(screen.getByRole('combobox', { name: 'Role of Adele Admin' })).toHaveTextContent('Administrator');
    expect(within(screen.getByRole('row', { name: /Adele Admin/ })).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Adele Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Eli Editor' })).toBeInTheDocument();
  });

  it("shows the server's message when the last administrator would lose the role, and keeps the role", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = mockFetch({
      'GET /api/console/staff': ok({ staff: [ME, EDITOR] }),
      'PATCH /api/console/staff/s1': () => ({
        status: 409,
        body: { success: false, message: consoleMessages.lastAdmin },
      }),
    });
    renderWithApp(<StaffScreen />, asAdmin);
    await user.click(await screen.findByRole('combobox', { name: 'Role of Adele Admin' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    expect(await screen.findAllByText(consoleMessages.lastAdmin)).toHaveLength(1);
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ role: 'editor' });
    expect(screen.getByRole('combobox', { name: 'Role of Adele Admin' })).toHaveTextContent('Administrator');
  });

  it('changes a role by keyboard and keeps the focus on the role while and after it is saved', async () => {
    const user = userEvent.setup();
    let role = EDITOR.role;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      'GET /api/console/staff': () => ok({ staff: [ME, { ...EDITOR, role }] })(),
      'PATCH /api/console/staff/s2': async () => {
        await answered;
        role = 'admin';
        return {
          body: { success: true, data: { ...EDITOR, role }, message: consoleMessages.staffUpdated },
        };
      },
    });
    renderWithApp(<StaffScreen />, asAdmin);
    const trigger = await screen.findByRole('combobox', { name: 'Role of Eli Editor' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Administrator' });
    await user.keyboard('{ArrowUp}{Enter}');
    // Saving: still focusable (a browser drops the focus of a control that is disabled), and busy.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
    expect(trigger).toBeEnabled();
    expect(trigger).toHaveFocus();
    answer();
    expect(await screen.findAllByText(consoleMessages.staffUpdated)).toHaveLength(1);
    await waitFor(() => expect(trigger).toHaveTextContent('Administrator'));
    expect(trigger).not.toHaveAttribute('aria-busy');
    expect(trigger).toHaveFocus();
  });

  it('removes a staff member after asking', async () => {
    const user = userEvent.setup();
    let removed = false;
    mockFetch({
      'GET /api/console/staff': () => ok({ staff: removed ? [ME] : [ME, EDITOR] })(),
      'DELETE /api/console/staff/s2': () => {
        removed = true;
        return { body: { success: true, message: consoleMessages.staffRemoved } };
      },
    });
    renderWithApp(<StaffScreen />, asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Remove Eli Editor' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove this staff member?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findAllByText(consoleMessages.staffRemoved)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Eli Editor/ })).not.toBeInTheDocument());
  });

  it('invites staff with a role and shows their sign-in link', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/staff': ok({ staff: [ME] }),
      'POST /api/console/staff': () => ({
        body: {
          success: true,
          data: {
            staff: staffMember({ id: 's3', name: 'Stella', email: 'stella@acme.test' }),
            signInLink: {
              url: 'http://acme.localhost/auth/token-login?token=s',
              expiresAt: '2099-01-01T00:00:00Z',
            },
          },
          message: consoleMessages.staffInvited,
        },
      }),
    });
    renderWithApp(<StaffScreen />, asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite staff' });
    await user.type(within(dialog).getByLabelText('Name'), 'Stella');
    await user.type(within(dialog).getByLabelText('Email'), 'stella@acme.test');
    await user.click(within(dialog).getByRole('radio', { name: /^Administrator/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite staff' }));
    const done = await screen.findByRole('dialog', { name: 'Staff member invited' });
    expect(within(done).getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(
      'http://acme.localhost/auth/token-login?token=s',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Stella',
      email: 'stella@acme.test',
      role: 'admin',
    });
  });

  it('shows a new sign-in link for another staff member, never for the signed-in one', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/staff': ok({ staff: [ME, EDITOR] }),
      'POST /api/console/staff/s2/sign-in-link': ok({
        url: 'http://acme.localhost/auth/token-login?token=eli',
        expiresAt: '2099-01-01T00:00:00Z',
      }),
    });
    renderWithApp(<StaffScreen />, asAdmin);
    await user.click(await screen.findByRole('button', { name: 'Copy sign-in link for Eli Editor' }));
    expect(
      screen.queryByRole('button', { name: 'Copy sign-in link for Adele Admin' }),
    ).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link' });
    expect(await within(dialog).findByRole('textbox', { name: 'Sign-in link' })).toHaveValue(
      'http://acme.localhost/auth/token-login?token=eli',
    );
  });
});
