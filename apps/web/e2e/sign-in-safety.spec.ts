/// <reference types="node" />
import { type ChildProcess, execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { THEMES } from '@portico/contract';
import { type TestProvider, startTestProvider } from '@portico/server/testing/oidc-provider';
import {
  expect,
  expectNoAxeViolations,
  seedResult,
  signIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';
import { CLI, type Portal, freePort, preparePortal, startPortal, stopPortal } from './support/portal-server';

// Nothing replaces an open session without the person seeing it, and a sign-in link made by someone
// else's sign-in signs no one in (sign-in CSRF).

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test.describe('a sign-in page opened while a session is open', () => {
  test('/callback asks first; keeping the session sends nothing and changes nothing', async ({ page }) => {
    await signIn(page, 'acme', 'session@acme.test');
    const before = await storedToken(page);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/signin-with-google') && calls.push(r.url()));
    await page.goto(tenantUrl('acme', '/callback?code=someone-elses&state=someone-elses'));
    await expect(page.getByRole('heading', { name: "You're already signed in" })).toBeVisible();
    const current = page.getByRole('region', { name: 'Signed in now as' });
    await expect(current).toContainText('Sam Session');
    await expect(current).toContainText('session@acme.test');
    await page.getByRole('button', { name: 'Keep current session' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/'));
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await storedToken(page)).toBe(before);
    expect(calls).toEqual([]);
  });

  test('/callback: continuing tries the new sign-in; a failed one leaves the session in place', async ({
    page,
  }) => {
    await signIn(page, 'acme', 'session@acme.test');
    const before = await storedToken(page);
    await page.goto(tenantUrl('acme', '/callback?code=made-up&state=made-up'));
    await page.getByRole('button', { name: 'Continue with the new account' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
    await expect(toast(page, 'Login failed!')).toHaveCount(1);
    expect(await storedToken(page)).toBe(before);
  });

  test('a login link asks first; keeping the session leaves the link unspent, continuing uses it', async ({
    browser,
  }) => {
    const token = seedResult().loginTokens['token@acme.test']?.[1];
    const link = tenantUrl('acme', `/auth/token-login?token=${token}`);
    const page = await browser.newPage();
    await signIn(page, 'acme', 'session@acme.test');
    await page.goto(link);
    await expect(page.getByRole('region', { name: 'Signed in now as' })).toContainText('Sam Session');
    await page.getByRole('button', { name: 'Keep current session' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/'));
    await expect(toast(page, 'Login successful!')).toHaveCount(0);

    await page.goto(link);
    await page.getByRole('button', { name: 'Continue with the new account' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/'));
    await expect(toast(page, 'Login successful!')).toHaveCount(1);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('token@acme.test');
    await page.close();
  });

  for (const theme of THEMES) {
    test(`the question is accessible in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, 'acme', 'session@acme.test');
      await page.goto(tenantUrl('acme', '/callback?code=held&state=held'));
      await expect(page.getByRole('heading', { name: "You're already signed in" })).toBeVisible();
      await expect(page.getByText('Acme keeps your campaigns')).toBeVisible();
      await expectNoAxeViolations(page, `switch account prompt (${theme})`);
      await page.screenshot({ path: test.info().outputPath(`switch-account-${theme}.png`) });
    });
  }
});

const SLUG = 'idp';

/**
 * The real sign-in with a real OpenID provider (oidc-provider on 127.0.0.1, another site than
 * `idp.localhost`), through Chromium's own cookie and redirect handling: a portal of its own, configured
 * for that provider.
 */
test.describe('sign-in with a real OpenID provider', () => {
  test.describe.configure({ mode: 'serial' });
  let provider: TestProvider;
  let portal: Portal;
  let server: ChildProcess | undefined;
  let port = 0;
  const url = (pathname: string) => `http://${SLUG}.localhost:${port}${pathname}`;

  test.beforeAll(async () => {
    // The provider must know the callback before the portal exists, so the port is chosen first.
    port = await freePort();
    provider = await startTestProvider({ redirectUris: [url('/callback')] });
    provider.accounts.set('ada', { email: 'ada@idp.test', email_verified: true, name: 'Ada Lovelace' });
    provider.accounts.set('mallory', { email: 'mallory@idp.test', email_verified: true, name: 'Mallory' });
    provider.accounts.set('newbie', { email: 'newbie@idp.test', email_verified: true, name: 'Nell Newbie' });
    portal = await preparePortal('portico-e2e-idp-', {
      port,
      env: {
        PORTICO_OIDC_ISSUER: provider.issuer,
        PORTICO_OIDC_CLIENT_ID: provider.clientId,
        PORTICO_OIDC_CLIENT_SECRET: provider.clientSecret,
        PORTICO_OIDC_ALLOW_HTTP: 'true',
      },
    });
    const cli = (...args: string[]) => execFileSync(process.execPath, [CLI, ...args], { env: portal.env });
    cli('tenant', 'create', SLUG, '--name', 'Idp Agency', '--signup-method', 'signup-with-admin-approval');
    cli('user', 'create', SLUG, 'ada@idp.test', '--name', 'Ada Lovelace', '--password', 'Str0ng!pass');
    cli('user', 'create', SLUG, 'mallory@idp.test', '--name', 'Mallory', '--password', 'Str0ng!pass');
    server = await startPortal(portal);
  });

  test.afterAll(async () => {
    await stopPortal(portal, server);
    await provider?.close();
  });

  /** A fresh browser (its own cookies and storage), where nothing reaches the internet. */
  const newBrowser = async (browser: Browser) => {
    const context = await browser.newContext();
    await context.route(/fonts\.googleapis\.com/, (route) => route.abort());
    return context.newPage();
  };

  /** From the portal's login screen through the provider's login and consent forms. */
  const signInAtProvider = async (page: Page, account: string) => {
    await page.goto(url('/auth/login'));
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    await page.locator('input[name="login"]').fill(account);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  };

  /**
   * The attacker's own sign-in, stopped before /callback finishes it: the link they would send. (The
   * redirect to /callback cannot be routed, so the page loads and its call to finish is cut off instead.)
   */
  const attackersLink = async (browser: Browser) => {
    const page = await newBrowser(browser);
    let link = '';
    page.on('request', (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).pathname === '/callback') link = r.url();
    });
    await page.route('**/api/auth/signin-with-google', (route) => route.abort());
    await signInAtProvider(page, 'mallory');
    await expect.poll(() => link).toContain('code=');
    await page.context().close();
    return link;
  };

  test('signs in through the provider and back in the same browser', async ({ browser }) => {
    const page = await newBrowser(browser);
    await signInAtProvider(page, 'ada');
    await expect(page).toHaveURL(url('/'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('ada@idp.test');
    // The binding cookie was used up.
    const cookies = await page.context().cookies(url('/api/auth/signin-with-google'));
    expect(cookies.filter((c) => c.name.startsWith('portico_oidc_'))).toEqual([]);
    await page.context().close();
  });

  test("a /callback link from another browser's sign-in signs no one in", async ({ browser }) => {
    const link = await attackersLink(browser);
    const victim = await newBrowser(browser);
    await victim.goto(link);
    await expect(victim).toHaveURL(url('/auth/login'));
    await expect(toast(victim, 'Login failed!')).toContainText(
      'This sign-in was started in another browser. Please sign in again from this one.',
    );
    expect(await storedToken(victim)).toBeNull();
    await victim.context().close();
  });

  test('a victim who is signed in is asked first, and keeps their session even when they go on', async ({
    browser,
  }) => {
    const victim = await newBrowser(browser);
    await signInAtProvider(victim, 'ada');
    await expect(victim).toHaveURL(url('/'));
    const before = await storedToken(victim);
    const link = await attackersLink(browser);
    await victim.goto(link);
    await expect(victim.getByRole('region', { name: 'Signed in now as' })).toContainText('Ada Lovelace');
    await victim.getByRole('button', { name: 'Continue with the new account' }).click();
    await expect(toast(victim, 'Login failed!')).toContainText('started in another browser');
    expect(await storedToken(victim)).toBe(before);
    await victim.goto(url('/'));
    await victim.getByRole('button', { name: 'Account menu' }).click();
    await expect(victim.getByRole('menu')).toContainText('ada@idp.test');
    await victim.context().close();
  });

  test('on a portal with admin approval, a new account is told to wait, as with signup', async ({
    browser,
  }) => {
    const page = await newBrowser(browser);
    await signInAtProvider(page, 'newbie');
    await expect(page).toHaveURL(url('/auth/login'));
    await expect(toast(page, 'Success!')).toContainText(
      "Account Created Successfully! You will be able to login after Admin's approval!",
    );
    await expect(toast(page, 'Login failed!')).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });
});
