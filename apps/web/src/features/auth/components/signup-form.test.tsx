import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenTexts, toasts } from '@portico/contract';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp, testUser } from '@test/render';
import { t } from '@/lib/i18n';
import { storeSession } from '@/lib/storage';
import { ALREADY_PENDING, SignupForm } from './signup-form';

const permission = {
  success: true as const,
  data: {
    slug: 'localhost',
    name: 'Acme Agency',
    logo: null,
    description: '',
    signupMethod: 'signup-with-admin-approval' as const,
    subscriptionStatus: 'valid',
    oidcEnabled: false,
    language: 'en' as const,
    browserLanguage: false,
  },
};

/** The server answers a new and a registered email alike (docs/decisions.md, "Signup and existing emails"). */
const pending = { success: true as const, message: screenTexts.signupPendingApproval, data: null };

const signUp = async (email: string) => {
  const user = userEvent.setup();
  mockFetch({
    'GET /api/auth/check-signup-permission': () => ({ body: permission }),
    'POST /api/auth/signup': () => ({ body: pending }),
  });
  const view = renderWithApp(<SignupForm />, {
    auth: null,
    url: '/auth/signup',
    path: '/auth/signup',
    routes: { '/auth/login': <p>Login screen</p> },
  });
  await user.type(await screen.findByLabelText('Name'), 'Nia Newcomer');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!pass');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('Login screen')).toBeInTheDocument();
  const toast = within(await screen.findByRole('listitem', { hidden: true }));
  return { view, toast };
};

describe('SignupForm with admin approval', { timeout: 20_000 }, () => {
  it("says the spec's 'Account Created Successfully!' for a first signup", async () => {
    const { toast } = await signUp('nia@example.test');
    expect(toast.getByText(toasts.success)).toBeInTheDocument();
    expect(toast.getByText(screenTexts.signupPendingApproval)).toBeInTheDocument();
  });

  it('says the account already waits when this browser signs up again with the same email', async () => {
    const first = await signUp('nia@example.test');
    first.view.unmount();
    const { toast } = await signUp('  NIA@example.test ');
    expect(toast.getByText(t(ALREADY_PENDING.title))).toBeInTheDocument();
    expect(toast.getByText(t(ALREADY_PENDING.description))).toBeInTheDocument();
    expect(toast.queryByText(/Account Created Successfully/)).not.toBeInTheDocument();
  });

  it('treats another email as a new signup', async () => {
    const first = await signUp('nia@example.test');
    first.view.unmount();
    const { toast } = await signUp('noa@example.test');
    expect(toast.getByText(screenTexts.signupPendingApproval)).toBeInTheDocument();
  });

  it('forgets the waiting signup once its account signs in (it was approved)', async () => {
    const first = await signUp('nia@example.test');
    first.view.unmount();
    storeSession({ accessToken: 'tok', user: testUser({ email: 'Nia@example.test' }) });
    const { toast } = await signUp('nia@example.test');
    expect(toast.getByText(screenTexts.signupPendingApproval)).toBeInTheDocument();
  });
});
