import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SignupMethod } from '@portico/contract';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

const tenant = (signupMethod: SignupMethod, oidcEnabled = true) => ({
  success: true as const,
  data: {
    slug: 'acme',
    name: 'Acme',
    logo: null,
    description: '',
    signupMethod,
    subscriptionStatus: 'valid',
    oidcEnabled,
    language: 'en' as const,
    browserLanguage: false,
  },
});

describe('LoginForm (§2 Login)', () => {
  it('shows a loader while the signup permission loads', () => {
    mockFetch({ 'GET /api/auth/check-signup-permission': () => new Promise(() => {}) });
    renderWithApp(<LoginForm />, { auth: null });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each(['signup-with-admin-approval', 'signup-without-admin-approval'] as const)(
    'offers OR, the identity provider and sign-up when the method is %s',
    async (method) => {
      mockFetch({ 'GET /api/auth/check-signup-permission': () => ({ body: tenant(method) }) });
      renderWithApp(<LoginForm />, { auth: null });
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByText('OR')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    },
  );

  it('offers none of them when signup is closed', async () => {
    mockFetch({ 'GET /api/auth/check-signup-permission': () => ({ body: tenant('closed') }) });
    renderWithApp(<LoginForm />, { auth: null });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it("checks the email's shape before sending anything", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/auth/check-signup-permission': () => ({ body: tenant('closed') }),
    });
    renderWithApp(<LoginForm />, { auth: null });
    await user.type(await screen.findByLabelText('Email'), 'not an email');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/auth/login')).toHaveLength(0);
  });

  it('links to the forgotten-password screen after Sign in, so Tab goes from the password to Sign in', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/check-signup-permission': () => ({ body: tenant('closed') }) });
    renderWithApp(<LoginForm />, { auth: null });
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/auth/forgot-password');
    // From the password: its show/hide toggle, then Sign in, and only then the link.
    await user.click(screen.getByLabelText('Password', { selector: 'input' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('carries the typed email to the forgotten-password screen', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/check-signup-permission': () => ({ body: tenant('closed') }) });
    renderWithApp(<LoginForm />, {
      url: '/auth/login',
      path: '/auth/login',
      auth: null,
      routes: { '/auth/forgot-password': <ForgotPasswordForm /> },
    });
    await user.type(await screen.findByLabelText('Email'), 'rosa@harbor.test');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@harbor.test');
  });
});
