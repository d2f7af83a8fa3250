import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountRole } from '@portico/contract';
import { authValue, renderWithApp, testUser } from '@test/render';
import { AvatarMenu } from './avatar-menu';

const openMenu = async (role: AccountRole, url = '/') => {
  const user = userEvent.setup();
  const rendered = renderWithApp(<AvatarMenu onOpenPreferences={() => {}} />, {
    url,
    path: url,
    auth: authValue({ user: testUser({ role }) }),
    routes: { '/console': <p>The console</p>, ...(url !== '/' && { '/': <p>The portal</p> }) },
  });
  await user.click(screen.getByRole('button', { name: /Account menu/ }));
  return { user, ...rendered };
};

describe('AvatarMenu', () => {
  it('offers the console to staff', async () => {
    const { user } = await openMenu('editor');
    await user.click(screen.getByRole('menuitem', { name: 'Console' }));
    expect(await screen.findByText('The console')).toBeInTheDocument();
  });

  it('offers no console to a portal client', async () => {
    await openMenu('client');
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('leads back to the portal from inside the console', async () => {
    await openMenu('admin', '/console');
    expect(screen.getByRole('menuitem', { name: 'Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Console' })).not.toBeInTheDocument();
  });
});
