import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, t } from '@/lib/i18n';
import { useAuth } from '@/lib/auth-context';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp, testUser } from '@test/render';
import { AuthProvider } from './auth-provider';

const Probe = () => {
  const { user, isAuthenticated, sortingOptions } = useAuth();
  return (
    <p>
      {isAuthenticated ? `signed in as ${user?.email}` : 'anonymous'} ·{' '}
      {sortingOptions.map((o) => o.label).join()}
    </p>
  );
};

const renderProvider = (ready = true) =>
  renderWithApp(
    <AuthProvider ready={ready}>
      <Probe />
    </AuthProvider>,
    { auth: null, routes: { '/auth/login': <p>Login screen</p> } },
  );

describe('AuthProvider (§4 authentication check)', () => {
  it('sends a visitor without a token to sign in, without a toast or a call', async () => {
    const { requests } = mockFetch({});
    renderProvider();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(screen.queryByText('Error!')).not.toBeInTheDocument();
  });

  it('waits for the tenant validation before checking the session', () => {
    localStorage.setItem('accessToken', 'tok');
    const { requests } = mockFetch({});
    renderProvider(false);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the overlay while pending, then the user, stored as userData', async () => {
    localStorage.setItem('accessToken', 'tok');
    mockFetch({
      'GET /api/auth/check-user-auth': () => ({
        body: { success: true, user: testUser({ email: 'me@acme.test' }) },
      }),
    });
    renderProvider();
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(await screen.findByText('signed in as me@acme.test · Default')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ email: 'me@acme.test' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ends a refused session with one toast and the login screen, and does not retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('userData', '{}');
    const { requests } = mockFetch({
      'GET /api/auth/check-user-auth': () => ({
        status: 401,
        body: { success: false, message: 'Your session has expired. Please sign in again.' },
      }),
    });
    renderProvider();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(await screen.findAllByText('Error!')).toHaveLength(1);
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('keeps the token when the server could not be reached', async () => {
    localStorage.setItem('accessToken', 'tok');
    mockFetch({
      'GET /api/auth/check-user-auth': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderProvider();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('tok');
  });

  it('blocks the portal when the subscription is not valid', async () => {
    localStorage.setItem('accessToken', 'tok');
    mockFetch({
      'GET /api/auth/check-user-auth': () => ({
        body: { success: true, user: testUser({ subscriptionStatus: 'cancelled' }) },
      }),
    });
    renderProvider();
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Invalid Subscription' })).toBeInTheDocument(),
    );
  });
});

describe("AuthProvider: the portal in the person's language (issue 26)", () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  const Said = () => <p>{t('auth.login.submit')}</p>;
  const renderIn = (language: 'de' | 'fr' | null) => {
    localStorage.setItem('accessToken', 'tok');
    mockFetch({
      'GET /api/auth/check-user-auth': () => ({ body: { success: true, user: testUser({ language }) } }),
    });
    renderWithApp(
      <AuthProvider ready tenantLanguage="de">
        <Said />
      </AuthProvider>,
      { auth: null },
    );
  };

  it("shows the tenant's language to a person who has not chosen one, after the overlay", async () => {
    renderIn(null);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(await screen.findByText('Anmelden')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it("prefers the person's own language to the tenant's", async () => {
    renderIn('fr');
    expect(await screen.findByText('Se connecter')).toBeInTheDocument();
  });
});
