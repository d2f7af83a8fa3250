import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, passwordResetMessages } from '@portico/contract';
import { paths, patterns } from '@/lib/paths';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { ForgotPasswordForm, RESEND_COOLDOWN_SECONDS } from './forgot-password-form';

const sent = () => ({ body: { success: true as const, message: 'Sent' } });
const renderForgot = () =>
  renderWithApp(<ForgotPasswordForm />, {
    url: '/auth/forgot-password',
    path: '/auth/forgot-password',
    auth: null,
    routes: { '/auth/login': <p>Login screen</p> },
  });

const submit = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
};

afterEach(() => vi.useRealTimers());

describe('ForgotPasswordForm (issue #8)', () => {
  it('routes to the paths the emails link to', () => {
    expect(`${paths.auth()}/${patterns.forgotPassword}`).toBe(FORGOT_PASSWORD_PATH);
    expect(`${paths.auth()}/${patterns.resetPassword}`).toBe(RESET_PASSWORD_PATH);
  });

  it("checks the email's shape before sending anything", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({});
    renderForgot();
    await submit(user, 'not an email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("says 'Sending...' while the request is pending", async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/auth/forgot-password': () => new Promise(() => {}) });
    renderForgot();
    await submit(user, 'rosa@harbor.test');
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('confirms without saying whether the account exists, with the address, focus on the new heading', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'POST /api/auth/forgot-password': sent });
    renderForgot();
    await submit(user, '  rosa@harbor.test ');
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(requests.map((r) => r.body)).toEqual([{ email: 'rosa@harbor.test', slug: 'localhost' }]);
    const status = screen.getByRole('status');
    expect(within(status).getByText(passwordResetMessages.sent)).toBeInTheDocument();
    expect(within(status).getByText('rosa@harbor.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');

    // "Send again" waits for the cooldown: clicking it now sends nothing.
    const again = screen.getByRole('button', { name: /Send again/ });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    await user.click(again);
    expect(requests).toHaveLength(1);
  });

  it('sends again once the cooldown is over, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = mockFetch({ 'POST /api/auth/forgot-password': sent });
    renderForgot();
    await submit(user, 'rosa@harbor.test');
    const again = await screen.findByRole('button', { name: /Send again/ });
    expect(again).toHaveTextContent(`in ${RESEND_COOLDOWN_SECONDS}s`);
    act(() => vi.advanceTimersByTime(RESEND_COOLDOWN_SECONDS * 1000));
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(again).toHaveTextContent(/^Send again$/);
    await user.click(again);
    expect(await screen.findByText('We sent another link just now.')).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([
      { email: 'rosa@harbor.test', slug: 'localhost' },
      { email: 'rosa@harbor.test', slug: 'localhost' },
    ]);
    expect(again).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's message when there were too many requests, and stays on the form", async () => {
    const user = userEvent.setup();
    const message = 'Slow down: try again in 4 minutes.';
    mockFetch({
      'POST /api/auth/forgot-password': () => ({ status: 429, body: { success: false, message } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForgot();
    await submit(user, 'rosa@harbor.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it("falls back to the contract's message on a 429 without one", async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/auth/forgot-password': () => ({ status: 429 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForgot();
    await submit(user, 'rosa@harbor.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordResetMessages.tooMany);
  });

  it('starts with the address typed on the login screen', async () => {
    mockFetch({});
    const { router } = renderWithApp(<ForgotPasswordForm />, {
      url: '/login',
      path: '/forgot',
      auth: null,
      routes: { '/login': <p>Login screen</p> },
    });
    await act(() => router.navigate('/forgot', { state: { email: 'rosa@harbor.test' } }));
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@harbor.test');
  });
});
