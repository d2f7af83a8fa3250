import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { screenTexts } from '@portico/contract';
import { type MockHandlers, mockFetch } from '@test/fetch-mock';
import { renderWithApp, testUser } from '@test/render';
import { OidcCallback } from './oidc-callback';

const routes = { '/': <p>Home</p>, '/auth/login': <p>Login screen</p> };
const renderCallback = (search = '?code=the-code&state=the-state') =>
  renderWithApp(<OidcCallback />, { url: `/callback${search}`, path: '/callback', auth: null, routes });

const newUser = testUser({ id: 'u2', name: 'Nia Newcomer', email: 'nia@example.test' });
const session = {
  success: true as const,
  message: 'Login successful',
  data: { user: newUser, accessToken: 'new' },
};

const openSession = () => {
  localStorage.setItem('accessToken', 'current');
  localStorage.setItem(
    'userData',
    JSON.stringify(testUser({ name: 'Dana Scully', email: 'dana@example.test' })),
  );
};

// The frame shows the portal's name and logo beside the question.
const permission: MockHandlers = {
  'GET /api/auth/check-signup-permission': () => ({
    body: {
      success: true,
      data: {
        slug: 'localhost',
        name: 'Acme',
        logo: null,
        description: '',
        signupMethod: 'closed',
        subscriptionStatus: 'valid',
        oidcEnabled: true,
        language: 'en',
        browserLanguage: false,
      },
    },
  }),
};

const signIns = (requests: { url: URL }[]) =>
  requests.filter((r) => r.url.pathname === '/api/auth/signin-with-google');

const toastWith = async (title: string) => {
  const list = await screen.findByRole('list', { hidden: true });
  return within(list).findByText(title);
};

describe('OidcCallback (/callback)', () => {
  it('without an open session: posts the code and state once, stores the session and opens the portal', async () => {
    const { requests } = mockFetch({ 'POST /api/auth/signin-with-google': () => ({ body: session }) });
    renderCallback();
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([
      { slug: 'localhost', code: 'the-code', state: 'the-state' },
    ]);
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('with an open session: asks first, names who is signed in, and sends nothing meanwhile', async () => {
    openSession();
    const { requests } = mockFetch(permission);
    renderCallback();
    expect(screen.getByRole('heading', { name: "You're already signed in" })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Signed in now as' });
    expect(within(current).getByText('Dana Scully')).toBeInTheDocument();
    expect(within(current).getByText('dana@example.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with the new account' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(signIns(requests)).toHaveLength(0);
  });

  it('keeping the current session goes to the portal and leaves the session and the code alone', async () => {
    openSession();
    const { requests } = mockFetch(permission);
    renderCallback();
    await userEvent.click(screen.getByRole('button', { name: 'Keep current session' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(signIns(requests)).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBe('current');
  });

  it('continuing signs in with the new account, replacing the open session', async () => {
    openSession();
    const { requests } = mockFetch({
      ...permission,
      'POST /api/auth/signin-with-google': () => ({ body: session }),
    });
    const { queryClient } = renderCallback();
    queryClient.setQueryData(['auth', 'user'], testUser());
    await userEvent.click(screen.getByRole('button', { name: 'Continue with the new account' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(signIns(requests)).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ email: 'nia@example.test' });
    // Nothing of the previous account is kept in the cache.
    expect(queryClient.getQueryData(['auth', 'user'])).toBeUndefined();
  });

  it('an account awaiting approval: the approval message as success, back to login, nothing stored', async () => {
    mockFetch({
      'POST /api/auth/signin-with-google': () => ({
        body: { success: true, message: screenTexts.signupPendingApproval, data: null },
      }),
    });
    renderCallback();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(await toastWith('Success!')).toBeInTheDocument();
    expect(screen.getByText(screenTexts.signupPendingApproval)).toBeInTheDocument();
    expect(screen.queryByText('Login failed!')).not.toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("a refused sign-in (another browser's link) shows the server's message once and goes to login", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'This sign-in was started in another browser. Please sign in again from this one.';
    mockFetch({
      'POST /api/auth/signin-with-google': () => ({ status: 401, body: { success: false, message } }),
    });
    renderCallback();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(await toastWith('Login failed!')).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('a provider error with an open session: nothing to confirm, nothing sent, the session stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openSession();
    const { requests } = mockFetch({});
    renderCallback('?error=access_denied&error_description=The+user+cancelled');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(screen.getByText('The user cancelled')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('current'));
  });
});
