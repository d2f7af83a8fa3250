import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp, testUser } from '@test/render';
import { TokenLogin } from './token-login';

const routes = { '/': <p>Home</p>, '/auth/login': <p>Login screen</p> };
const renderTokenLogin = () =>
  renderWithApp(<TokenLogin />, {
    url: '/auth/token-login?token=one-time',
    path: '/auth/token-login',
    auth: null,
    routes,
  });

const session = {
  success: true as const,
  message: 'Login successful',
  data: { user: testUser({ name: 'Lin Link', email: 'lin@example.test' }), accessToken: 'new' },
};

const openSession = (user: unknown) => {
  localStorage.setItem('accessToken', 'current');
  localStorage.setItem('userData', JSON.stringify(user));
};

describe('TokenLogin (§2 token login)', () => {
  it('without an open session: spends the token at once and opens the portal', async () => {
    const { requests } = mockFetch({ 'POST /api/auth/token-login': () => ({ body: session }) });
    renderTokenLogin();
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([{ slug: 'localhost', token: 'one-time' }]);
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('with an open session: asks first; keeping it goes to the portal and leaves the token unspent', async () => {
    openSession(testUser({ name: 'Dana Scully', email: 'dana@example.test' }));
    const { requests } = mockFetch({});
    renderTokenLogin();
    const current = screen.getByRole('region', { name: 'Signed in now as' });
    expect(within(current).getByText('Dana Scully')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep current session' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBe('current');
  });

  it('with an open session: continuing signs in with the link, replacing the session', async () => {
    openSession(testUser());
    const { requests } = mockFetch({ 'POST /api/auth/token-login': () => ({ body: session }) });
    renderTokenLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with the new account' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('a stored session whose user data is unreadable is still named as the current account', () => {
    openSession('not a user');
    mockFetch({});
    renderTokenLogin();
    expect(screen.getByText('Your current account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep current session' })).toBeInTheDocument();
  });
});
