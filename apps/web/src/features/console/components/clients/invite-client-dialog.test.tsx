import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '@portico/contract';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { consoleClient } from '@test/console/fixtures';
import { InviteClientDialog } from './invite-client-dialog';

describe('InviteClientDialog', () => {
  it("validates with the contract's schema before anything is sent", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({});
    renderWithApp(<InviteClientDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Invite client' });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Invite client' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('invites, then shows the sign-in link to copy', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'POST /api/console/clients': () => ({
        body: {
          success: true,
          data: {
            client: consoleClient({ name: 'Ines Invited', email: 'ines@acme.test' }),
            signInLink: {
              url: 'http://acme.localhost/auth/token-login?token=xyz',
              expiresAt: '2099-01-01T00:00:00Z',
            },
          },
          message: consoleMessages.clientInvited,
        },
      }),
    });
    renderWithApp(<InviteClientDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('Name'), ' Ines Invited ');
    await user.type(screen.getByLabelText('Email'), 'ines@acme.test');
    await user.click(screen.getByRole('button', { name: 'Invite client' }));
    const done = await screen.findByRole('dialog', { name: 'Client invited' });
    expect(within(done).getByText(consoleMessages.clientInvited)).toBeInTheDocument();
    expect(within(done).getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(
      'http://acme.localhost/auth/token-login?token=xyz',
    );
    expect(requests[0]?.body).toEqual({ name: 'Ines Invited', email: 'ines@acme.test' });
  });

  it("keeps the form and shows the server's refusal in it", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/console/clients': () => ({
        status: 409,
        body: { success: false, message: consoleMessages.emailTaken('ines@acme.test') },
      }),
    });
    renderWithApp(<InviteClientDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Ines');
    await user.type(screen.getByLabelText('Email'), 'ines@acme.test');
    await user.click(screen.getByRole('button', { name: 'Invite client' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(consoleMessages.emailTaken('ines@acme.test'));
    expect(screen.getByLabelText('Email')).toHaveValue('ines@acme.test');
  });
});
