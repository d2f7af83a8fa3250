import { PASSWORD, TENANTS } from './support/seed-data';
import { expect, holdCalls, seedResult, signIn, tenantUrl, test, toast } from './support/fixtures';

test.describe('login', () => {
  test('a wrong password shows one toast; the right one opens the portal', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/auth/login'));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(TENANTS.acme.description)).toBeVisible();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await page.getByLabel('Email').fill('login@acme.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login failed!')).toHaveCount(1);
    await expect(toast(page, 'Login failed!')).toContainText('Invalid email or password.');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/'));
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userData') ?? '{}') as { email?: string },
    );
    expect(user.email).toBe('login@acme.test');
  });

  test("shows 'Signing in...' while the call is pending", async ({ page }) => {
    await page.goto(tenantUrl('acme', '/auth/login'));
    let release = () => {};
    await page.route('**/api/auth/login', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.getByLabel('Email').fill('login@acme.test');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('an account awaiting approval is told so after the right password', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/auth/login'));
    await page.getByLabel('Email').fill('pending@acme.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login failed!')).toContainText(
      'Your account is awaiting approval by an administrator.',
    );
  });

  test('offers sign-up only where the signup method is open', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/auth/login'));
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    await page.goto(tenantUrl('initech', '/auth/login'));
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await expect(page.getByText("Don't have an account?")).toHaveCount(0);
    // A closed portal sends /auth/signup back to the login screen.
    await page.goto(tenantUrl('initech', '/auth/signup'));
    await expect(page).toHaveURL(tenantUrl('initech', '/auth/login'));
  });

  test('the portal without a session sends the visitor to sign in', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/settings/profile'));
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a session the server no longer knows ends with one toast and the login screen', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/auth/login'));
    await page.evaluate(() => localStorage.setItem('accessToken', 'revoked-or-made-up'));
    await page.goto(tenantUrl('acme', '/'));
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(toast(page, 'Error!')).toHaveCount(1);
    await expect(toast(page, 'Error!')).toContainText('Your session has expired. Please sign in again.');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('the loading overlay covers the portal while the session is checked', async ({ page }) => {
    await signIn(page, 'acme', 'session@acme.test', { pathname: '/auth/login' });
    const check = await holdCalls(page, (url) => url.pathname === '/api/auth/check-user-auth');
    await page.goto(tenantUrl('acme', '/'));
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveCSS('z-index', '1300');
    await check.release();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});

test.describe('signup', () => {
  test('with admin approval: success toast, back to login, and the account waits', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/auth/signup'));
    await page.getByLabel('Name').fill('Nora New');
    await page.getByLabel('Email').fill('nora@acme.test');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(toast(page, 'Success!')).toHaveCount(1);
    await expect(toast(page, 'Success!')).toContainText(
      "Account Created Successfully! You will be able to login after Admin's approval!",
    );
    // The new account cannot sign in before an administrator approves it.
    await page.getByLabel('Email').fill('nora@acme.test');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login failed!')).toContainText('awaiting approval');

    // Signing up again from this browser says the account already waits, not that it was created again;
    // what the server answers is the same as for a new email (docs/decisions.md).
    await page.goto(tenantUrl('acme', '/auth/signup'));
    await page.getByLabel('Name').fill('Nora New');
    await page.getByLabel('Email').fill('Nora@acme.test');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass2');
    const answer = page.waitForResponse((r) => r.url().includes('/api/auth/signup'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect(await (await answer).json()).toEqual({
      success: true,
      message: "Account Created Successfully! You will be able to login after Admin's approval!",
      data: null,
    });
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(toast(page, 'Already signed up')).toContainText(
      "Your account is waiting for an administrator's approval",
    );
    await expect(page.getByText(/Account Created Successfully/)).toHaveCount(0);
  });

  test('without admin approval: signed in at once', async ({ page }) => {
    await page.goto(tenantUrl('globex', '/auth/signup'));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name').fill('Gus Newcomer');
    await page.getByLabel('Email').fill('gus@globex.test');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(tenantUrl('globex', '/'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('gus@globex.test');
  });

  test('a weak password and a blank name are refused before anything is sent', async ({ page }) => {
    await page.goto(tenantUrl('globex', '/auth/signup'));
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/signup') && calls.push(r.url()));
    await page.getByLabel('Name').fill('   ');
    await page.getByLabel('Email').fill('weak@globex.test');
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(
      page.getByText(
        'Password must be at least 8 characters, contain uppercase, lowercase, number and special character',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });
});

test.describe('token login', () => {
  test('a login link works once; the same token again fails', async ({ browser }) => {
    const [token] = seedResult().loginTokens['token@acme.test'] ?? [];
    const url = tenantUrl('acme', `/auth/token-login?token=${token}`);

    const first = await browser.newPage();
    await first.goto(url);
    await expect(first).toHaveURL(tenantUrl('acme', '/'));
    await expect(toast(first, 'Login successful!')).toHaveCount(1);
    await expect(toast(first, 'Login successful!')).toContainText('You have successfully logged in.');
    await first.close();

    const second = await browser.newPage();
    await second.goto(url);
    await expect(second).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(toast(second, 'Error!')).toHaveCount(1);
    await expect(toast(second, 'Error!')).toContainText('Login failed. Please try again.');
    await second.close();
  });

  test('a link without a token goes to the login screen', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/auth/token-login'));
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(toast(page, 'Error!')).toHaveCount(1);
  });
});

test.describe('identity provider', () => {
  test('/callback with a code the server cannot verify goes back to login with one toast', async ({
    page,
  }) => {
    await page.goto(tenantUrl('acme', '/callback?code=made-up&state=made-up'));
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(toast(page, 'Login failed!')).toHaveCount(1);
  });
});

test('logout ends the session and returns to the login screen', async ({ page }) => {
  await signIn(page, 'acme', 'logout@acme.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userData')]),
  ).toEqual([null, null]);
  // Going back does not return to the portal.
  await page.goto(tenantUrl('acme', '/'));
  await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
});
