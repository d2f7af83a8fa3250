import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AccountRole, consoleMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp, testUser } from '@test/render';
import { ConsoleLayout } from './console-layout';

const TENANT = {
  slug: 'localhost',
  name: 'Acme Agency',
  logo: null,
  description: '',
  signupMethod: 'signup-with-admin-approval' as const,
  subscriptionStatus: 'valid',
  oidcEnabled: false,
  language: 'en' as const,
  browserLanguage: false,
};

const open = (role: AccountRole | null) => {
  if (role) localStorage.setItem('accessToken', 'tok');
  mockFetch({
    'GET /api/subdomain/validateSubDomain/localhost': ok(TENANT),
    'GET /api/auth/check-user-auth': () => ({
      body: { success: true, user: testUser({ role: role ?? 'client', email: 'me@acme.test' }) },
    }),
    'GET /api/notifications/unread-count': ok({ unread: 3 }),
  });
  return renderWithApp(<ConsoleLayout />, {
    url: '/console',
    path: '/console',
    auth: null,
    routes: { '/auth/login': <p>Login screen</p>, '/': <p>The portal</p> },
  });
};

describe('ConsoleLayout', () => {
  it('sends a visitor without a session to sign in', async () => {
    open(null);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('refuses a portal client politely, with the way back to the portal', async () => {
    open('client');
    expect(await screen.findByRole('heading', { name: 'This area is for staff' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(consoleMessages.staffOnly))).toHaveTextContent('me@acme.test');
    expect(screen.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
    // The page is the tenant's: its name heads it (and the tab), not Portico's.
    expect(screen.getByRole('banner')).toHaveTextContent('Acme Agency');
    expect(screen.getByRole('banner')).not.toHaveTextContent('Portico');
    await waitFor(() => expect(document.title).toBe('Console · Acme Agency'));
  });

  it("gives an editor Overview, Clients, Boards, People and Activity, the tenant's name and the way back", async () => {
    open('editor');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Clients', 'Boards', 'People', 'Activity']);
    expect(await screen.findByText('Acme Agency')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to portal' })).toHaveAttribute('href', '/');
  });

  it('shows the notifications bell with its unread count in the top bar', async () => {
    open('editor');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('lists Staff and Settings for an administrator', async () => {
    open('admin');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Clients', 'Boards', 'People', 'Activity', 'Staff', 'Settings']);
  });
});
