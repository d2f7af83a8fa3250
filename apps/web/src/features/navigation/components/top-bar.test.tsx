import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TenantPublic } from '@portico/contract';
import { renderWithApp } from '@test/render';
import { TopBar } from './top-bar';

const ACME: TenantPublic = {
  slug: 'acme',
  name: 'Acme Agency',
  logo: null,
  description: '',
  signupMethod: 'closed',
  subscriptionStatus: 'valid',
  oidcEnabled: false,
  language: 'en',
  browserLanguage: false,
};

const noop = () => {};
const render = (tenant: TenantPublic | undefined, { loading = false, url = '/settings/profile' } = {}) =>
  renderWithApp(
    <TopBar
      tenant={tenant}
      tenantLoading={loading}
      onOpenDrawer={noop}
      onOpenFeedback={noop}
      onOpenPreferences={noop}
    />,
    { url, path: url === '/settings/profile' ? url : '/board/:boardId' },
  );

describe('TopBar', () => {
  it("is headed by the tenant's name and logo, which lead home, not by Portico's", () => {
    render({ ...ACME, logo: '/api/files/logo.png' });
    const home = screen.getByRole('link', { name: 'Acme Agency home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Acme Agency');
    expect(home.querySelector('img')).toHaveAttribute('src', '/api/files/logo.png');
    expect(screen.getByRole('banner')).not.toHaveTextContent('Portico');
  });

  it("shows the tenant's initial without a logo, and no link home while a board is open (§2)", () => {
    render(ACME, { url: '/board/b1' });
    expect(screen.queryByRole('link', { name: /home/ })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('AAcme Agency');
  });

  it("never flashes Portico's name while the tenant loads, and falls back to it when none is known", () => {
    const { unmount } = render(undefined, { loading: true });
    expect(screen.getByRole('banner')).not.toHaveTextContent('Portico');
    unmount();
    render(undefined);
    expect(screen.getByRole('link', { name: 'Portico home' })).toHaveTextContent('Portico');
  });
});
