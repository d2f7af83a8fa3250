import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetMessages, validationMessages } from '@portico/contract';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp, testUser } from '@test/render';
import { ResetPassword } from './reset-password';

const PASSWORD = 'Harbor-new-Pass-7';
const routes = { '/': <p>Home</p>, '/auth/forgot-password': <p>Forgot screen</p> };
const renderReset = (search = '?token=one-time') =>
  renderWithApp(<ResetPassword />, {
    url: `/auth/reset-password${search}`,
    path: '/auth/reset-password',
    auth: null,
    routes,
  });

const valid = () => ({
  body: {
    success: true as const,
    data: { email: 'rosa@harbor.test', expiresAt: '2026-11-26T20:00:00.000Z' },
  },
});
const refused = () => ({
  status: 400 as const,
  body: { success: false, message: passwordResetMessages.invalidLink },
});
const session = () => ({
  body: {
    success: true as const,
    message: 'Password reset',
    data: { user: testUser({ email: 'rosa@harbor.test' }), accessToken: 'new' },
  },
});

const fillPasswords = async (user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) => {
  await user.type(await screen.findByLabelText('New password', { selector: 'input' }), password);
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ResetPassword (issue #8)', () => {
  it('shows a loader while the link is checked', () => {
    mockFetch({ 'POST /api/auth/reset-password/check': () => new Promise(() => {}) });
    renderReset();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
  });

  it('takes the token out of the address at once, keeping it for the calls and any other parameter', async () => {
    const { requests } = mockFetch({ 'POST /api/auth/reset-password/check': valid });
    const { router } = renderReset('?invite=1&token=one-time');
    await screen.findByRole('heading', { name: 'Welcome — choose your password' });
    expect(router.state.location.search).toBe('?invite=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests.map((r) => r.body)).toEqual([{ slug: 'localhost', token: 'one-time' }]);
  });

  it('an expired or used link says so and offers a new one, focus on the heading', async () => {
    mockFetch({ 'POST /api/auth/reset-password/check': refused });
    const { router } = renderReset();
    const heading = await screen.findByRole('heading', { name: 'This link no longer works' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(passwordResetMessages.invalidLink);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(router.state.location.search).toBe('');
  });

  it('a link without a token is invalid without asking the server', () => {
    const { requests } = mockFetch({});
    renderReset('');
    expect(screen.getByText(passwordResetMessages.invalidLink)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('a server that cannot be reached is not called an invalid link; trying again checks again', async () => {
    let calls = 0;
    mockFetch({
      'POST /api/auth/reset-password/check': () => (++calls === 1 ? { status: 503 } : valid()),
    });
    renderReset();
    await screen.findByRole('heading', { name: 'We could not check your link' });
    expect(screen.queryByText(passwordResetMessages.invalidLink)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Set a new password/ })).toBeInTheDocument();
  });

  it('names the account in the heading, which takes the focus', async () => {
    mockFetch({ 'POST /api/auth/reset-password/check': valid });
    renderReset();
    const heading = await screen.findByRole('heading', {
      name: 'Set a new password for rosa@harbor.test',
    });
    expect(heading).toHaveFocus();
  });

  it("checks the contract's password rule before sending", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'POST /api/auth/reset-password/check': valid });
    renderReset();
    await fillPasswords(user, 'short', 'short');
    expect(await screen.findByText(validationMessages.passwordRule)).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/auth/reset-password')).toHaveLength(0);
  });

  it('checks that the confirmation matches before sending', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'POST /api/auth/reset-password/check': valid });
    renderReset();
    await fillPasswords(user, PASSWORD, 'Another-pass-8');
    expect(await screen.findByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.queryByText(validationMessages.passwordRule)).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/auth/reset-password')).toHaveLength(0);
  });

  it('sets the password, stores the session as login does, says so and opens the portal', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'POST /api/auth/reset-password/check': valid,
      'POST /api/auth/reset-password': session,
    });
    renderReset();
    await fillPasswords(user, PASSWORD, PASSWORD);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(await screen.findByText(passwordResetMessages.done)).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ slug: 'localhost', token: 'one-time', password: PASSWORD });
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ email: 'rosa@harbor.test' });
  });

  it("says 'Setting password...' while it is sent", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/reset-password/check': valid,
      'POST /api/auth/reset-password': () => new Promise(() => {}),
    });
    renderReset();
    await fillPasswords(user, PASSWORD, PASSWORD);
    expect(await screen.findByRole('button', { name: 'Setting password...' })).toBeDisabled();
  });

  it('a link used meanwhile turns the form into the invalid-link state', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/reset-password/check': valid,
      'POST /api/auth/reset-password': refused,
    });
    renderReset();
    await fillPasswords(user, PASSWORD, PASSWORD);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toHaveFocus();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("another refusal (the server's password rule) is a toast and the form stays", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/reset-password/check': valid,
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: { success: false, message: 'That password is too common.' },
      }),
    });
    renderReset();
    await fillPasswords(user, PASSWORD, PASSWORD);
    expect(await screen.findByText('That password is too common.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeEnabled();
  });
});
