import { RESET_PASSWORD_PATH, passwordResetMessages } from '@portico/contract';
import { emailsTo, linkIn, waitForEmail } from './support/mailbox';
import { expect, expectNoAxeViolations, mailDir, openSignedIn, tenantUrl, test } from './support/fixtures';

const NEW_PASSWORD = 'Harbor-new-Pass-7';
/** Signed in on harbor: the portal's home, which goes on to a client's board when there is one. */
const signedInHome = (url: URL) =>
  url.origin === new URL(tenantUrl('harbor')).origin && /^\/(board\/\w+)?$/.test(url.pathname);

test('a client who forgot the password resets it from the email; the link works once and every other session ends', async ({
  page,
  browser,
}, testInfo) => {
  // A reset changes the account for good: a retry resets another account (seed-harbor.ts).
  const who = testInfo.retry === 0 ? 'rosa@harbor.test' : 'remy@harbor.test';
  // She is also signed in on another device: resetting the password must end that session.
  const otherDevice = await browser.newPage();
  await openSignedIn(otherDevice, 'harbor', who, '/settings/profile');
  await expect(otherDevice.getByRole('heading', { name: 'Update Profile' })).toBeVisible();

  const since = new Date().toISOString();
  await page.goto(tenantUrl('harbor', '/auth/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(tenantUrl('harbor', '/auth/forgot-password'));
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByLabel('Email').fill(who);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(passwordResetMessages.sent)).toBeVisible();

  const email = await waitForEmail(mailDir(), { to: who, subject: /password/i, since });
  expect(email.html).toContain('Harbor &amp; Co');
  expect(email.text).toContain('Harbor & Co');
  const link = linkIn(email, RESET_PASSWORD_PATH);
  expect(link.hostname).toBe('harbor.localhost');

  await page.goto(link.toString());
  await expect(page.getByRole('heading', { name: /Set a new password/ })).toBeVisible();
  // The token leaves the address bar (and so the history and any referrer) once read.
  await expect(page).not.toHaveURL(/token=/);
  await expectNoAxeViolations(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(signedInHome);
  await expect(page.getByText(passwordResetMessages.done)).toBeVisible();

  // The other device's session ended: its next call is refused and it lands on the login screen.
  await otherDevice.reload();
  await expect(otherDevice).toHaveURL(/\/auth\/login/);

  // The new password signs in on the login screen.
  await otherDevice.goto(tenantUrl('harbor', '/auth/login'));
  await otherDevice.getByLabel('Email').fill(who);
  await otherDevice.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await otherDevice.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherDevice).toHaveURL(signedInHome);

  // The link works once.
  const again = await browser.newPage();
  await again.goto(link.toString());
  await expect(again.getByText(passwordResetMessages.invalidLink)).toBeVisible();
  await expect(again.getByRole('link', { name: /new (reset )?link/i })).toBeVisible();
});

test('an address without an account gets the same answer, and no email', async ({ page }) => {
  await page.goto(tenantUrl('harbor', '/auth/forgot-password'));
  await page.getByLabel('Email').fill('nobody@harbor.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(passwordResetMessages.sent)).toBeVisible();
  // An email to a real address sent after this one arrives, so the outbox has run past this request.
  const since = new Date().toISOString();
  await page.goto(tenantUrl('harbor', '/auth/forgot-password'));
  await page.getByLabel('Email').fill('hana@harbor.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await waitForEmail(mailDir(), { to: 'hana@harbor.test', subject: /password/i, since });
  expect(emailsTo(mailDir(), 'nobody@harbor.test')).toEqual([]);
});
