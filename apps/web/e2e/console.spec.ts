import type { Page } from '@playwright/test';
import { THEMES, consoleMessages } from '@portico/contract';
import {
  expect,
  expectNoAxeViolations,
  openSignedIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';
import { TENANTS } from './support/seed-data';

/**
 * The staff console (/console): administrators and editors of a tenant approve signups, invite clients and
 * staff, and manage access; portal clients are refused. Acme's staff change things, Nimbus's only look.
 */

const ADMIN = 'admin@acme.test';
const EDITOR = 'editor@acme.test';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

/** One toast with this title and text: a duplicate fails the test. */
const expectToast = async (page: Page, title: string, text: string) =>
  expect(toast(page, title).filter({ hasText: text })).toHaveCount(1);

const signUp = async (page: Page, name: string, email: string, password: string) => {
  await page.goto(tenantUrl('acme', '/auth/signup'));
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
};

const signInOnScreen = async (page: Page, email: string, password: string) => {
  await page.goto(tenantUrl('acme', '/auth/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const clientRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: name });

test.describe('access', () => {
  test('without a session /console goes to sign in, as the portal does', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/console/clients'));
    await expect(page).toHaveURL(tenantUrl('acme', '/auth/login'));
  });

  test('a portal client is refused politely and led back to the portal', async ({ page }) => {
    await openSignedIn(page, 'a', 'nobody@northwind.test', '/console');
    await expect(page.getByRole('heading', { name: 'This area is for staff' })).toBeVisible();
    await expect(page.getByText(consoleMessages.staffOnly)).toBeVisible();
    // The page is the tenant's: its name heads it and the tab, not Portico's.
    await expect(page.getByRole('banner')).toContainText(TENANTS.a.name);
    await expect(page.getByRole('banner')).not.toContainText('Portico');
    await expect(page).toHaveTitle(`Console · ${TENANTS.a.name}`);
    await expect(sections(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await expect(page).not.toHaveURL(/\/console/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Console' })).toHaveCount(0);
  });

  test('an editor has no Staff section, and /console/staff tells them it is for administrators', async ({
    page,
  }) => {
    await openSignedIn(page, 'acme', EDITOR, '/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Console' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/console'));
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(sections(page).getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(sections(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);

    await page.goto(tenantUrl('acme', '/console/staff'));
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
    await expect(page.getByText(consoleMessages.adminOnly)).toBeVisible();
    // Still inside the console, with the way back.
    await page.getByRole('link', { name: 'Back to the overview' }).click();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to portal' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/'));
  });
});

test.describe('clients', () => {
  test('a signup awaiting approval is approved on the Overview, and then the client signs in', async ({
    page,
    browser,
  }) => {
    const password = 'Appr0ve!me';
    await signUp(page, 'Quinn Approval', 'quinn@acme.test', password);

    const staff = await (await browser.newContext()).newPage();
    await openSignedIn(staff, 'acme', ADMIN, '/console');
    const pending = staff.getByRole('list', { name: 'Signups awaiting approval' });
    await pending.getByRole('button', { name: 'Approve Quinn Approval' }).click();
    await expectToast(staff, 'Success!', consoleMessages.clientApproved);
    await expect(pending.getByText('quinn@acme.test')).toHaveCount(0);
    await staff.context().close();

    await signInOnScreen(page, 'quinn@acme.test', password);
    await expect(page).toHaveURL(tenantUrl('acme', '/'));
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a signup rejected on Clients is removed and cannot sign in', async ({ page, browser }) => {
    const password = 'Rej3ct!me';
    await signUp(page, 'Rita Rejected', 'rita@acme.test', password);

    const staff = await (await browser.newContext()).newPage();
    await openSignedIn(staff, 'acme', EDITOR, '/console/clients?status=pending');
    await expect(staff.getByRole('radio', { name: 'Pending' })).toHaveAttribute('aria-checked', 'true');
    await staff.getByRole('searchbox', { name: 'Search clients' }).fill('rita@');
    await expect(clientRow(staff, 'Rita Rejected')).toHaveCount(1);
    await clientRow(staff, 'Rita Rejected')
      .getByRole('button', { name: 'Actions for Rita Rejected' })
      .click();
    await staff.getByRole('menuitem', { name: 'Reject' }).click();
    const confirm = staff.getByRole('alertdialog', { name: 'Reject this signup?' });
    await confirm.getByRole('button', { name: 'Reject signup' }).click();
    await expectToast(staff, 'Success!', consoleMessages.clientRejected);
    await expect(staff.getByText('No clients match this search.')).toBeVisible();
    await staff.context().close();

    await signInOnScreen(page, 'rita@acme.test', password);
    await expect(toast(page, 'Login failed!')).toHaveCount(1);
  });

  test('an invited client gets a sign-in link that signs them in', async ({ page, browser }) => {
    await openSignedIn(page, 'acme', ADMIN, '/console/clients');
    await page.getByRole('button', { name: 'Invite client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite client' });
    await dialog.getByRole('button', { name: 'Invite client' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill('Ines Invited');
    await dialog.getByLabel('Email').fill('ines@acme.test');
    await dialog.getByRole('button', { name: 'Invite client' }).click();

    const invited = page.getByRole('dialog', { name: 'Client invited' });
    await expect(invited.getByText(consoleMessages.clientInvited)).toBeVisible();
    const url = await invited.getByRole('textbox', { name: 'Sign-in link' }).inputValue();
    expect(url).toContain('/auth/token-login?token=');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await invited.getByRole('button', { name: 'Copy sign-in link' }).click();
    await expect(invited.getByRole('button', { name: 'Sign-in link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await invited.getByRole('button', { name: 'Done' }).click();
    await expect(clientRow(page, 'Ines Invited')).toContainText('Active');

    // The same email again is refused with the server's words, inside the dialog.
    await page.getByRole('button', { name: 'Invite client' }).click();
    await dialog.getByLabel('Name').fill('Ines Again');
    await dialog.getByLabel('Email').fill('ines@acme.test');
    await dialog.getByRole('button', { name: 'Invite client' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(consoleMessages.emailTaken('ines@acme.test'));
    await page.keyboard.press('Escape');

    const client = await (await browser.newContext()).newPage();
    await client.goto(url);
    await expect(toast(client, 'Login successful!')).toHaveCount(1);
    await client.getByRole('button', { name: 'Account menu' }).click();
    await expect(client.getByRole('menu')).toContainText('ines@acme.test');
    await client.context().close();
  });

  test("a client's menu: sign-in link, only their items, new password, disable and enable", async ({
    page,
    browser,
  }) => {
    await openSignedIn(page, 'acme', ADMIN, '/console/clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill('Mona');
    await page.getByRole('button', { name: 'Invite client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite client' });
    await dialog.getByLabel('Name').fill('Mona Menu');
    await dialog.getByLabel('Email').fill('mona@acme.test');
    await dialog.getByRole('button', { name: 'Invite client' }).click();
    await page.getByRole('dialog', { name: 'Client invited' }).getByRole('button', { name: 'Done' }).click();
    const row = clientRow(page, 'Mona Menu');
    const menu = row.getByRole('button', { name: 'Actions for Mona Menu' });
    await expect(row).toContainText('(portal default)');

    await menu.click();
    await page.getByRole('menuitem', { name: 'Copy sign-in link' }).click();
    const link = page.getByRole('dialog', { name: 'Sign-in link' });
    await expect(link.getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(
      /\/auth\/token-login\?token=/,
    );
    await link.getByRole('button', { name: 'Done' }).click();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Only items assigned to them' }).click();
    await page.getByRole('menuitemradio', { name: 'Yes' }).click();
    await expectToast(page, 'Success!', consoleMessages.clientUpdated);
    await expect(row).not.toContainText('(portal default)');
    // The menu closes after the choice: a click on its trigger while it is still closing would toggle it.
    await expect(page.getByRole('menu')).toHaveCount(0);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reset the password?' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const shown = page.getByRole('dialog', { name: 'New password' });
    await expect(shown.getByText(consoleMessages.passwordReset)).toBeVisible();
    const password = await shown.getByRole('textbox', { name: 'New password' }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await shown.getByRole('button', { name: 'Done' }).click();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');
    const client = await (await browser.newContext()).newPage();
    await signInOnScreen(client, 'mona@acme.test', password);
    await expect(toast(client, 'Login failed!')).toHaveCount(1);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await expect(row).toContainText('Active');
    await client.getByRole('button', { name: 'Sign in' }).click();
    await expect(client).toHaveURL(tenantUrl('acme', '/'));
    await client.context().close();
  });

  test('inviting a client and disabling them by keyboard alone', async ({ page }) => {
    await openSignedIn(page, 'acme', ADMIN, '/console/clients');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const invite = page.getByRole('button', { name: 'Invite client' });
    await expect(invite).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite client' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@acme.test');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Client invited' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(invite).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search clients' })).toBeFocused();
    await page.keyboard.type('kim@acme');
    await expect(clientRow(page, 'Kim Keys')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row')).toHaveCount(2);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'All' })).toBeFocused();
    await page.keyboard.press('Tab');
    const menu = page.getByRole('button', { name: 'Actions for Kim Keys' });
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Disable' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(clientRow(page, 'Kim Keys')).toContainText('Disabled');
    await expect(menu).toBeFocused();
  });
});

test.describe('staff', () => {
  test('an administrator invites staff, changes a role and removes them; the last administrator stays', async ({
    page,
  }) => {
    await openSignedIn(page, 'acme', ADMIN, '/console/staff');
    const table = page.getByRole('table', { name: 'Staff' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(row('Eli Editor')).toBeVisible();

    // The only administrator cannot make themselves an editor: the server's message shows.
    await row('Adele Admin').getByRole('combobox', { name: 'Role of Adele Admin' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await expectToast(page, 'Error!', consoleMessages.lastAdmin);
    await expect(row('Adele Admin').getByRole('combobox')).toHaveText('Administrator');
    // and cannot remove themselves.
    await expect(row('Adele Admin').getByRole('button', { name: /^Remove/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('Name').fill('Stella Staff');
    await dialog.getByLabel('Email').fill('stella@acme.test');
    await expect(dialog.getByRole('radio', { name: /^Editor/ })).toBeChecked();
    const invited = page.getByRole('dialog', { name: 'Staff member invited' });
    await dialog.getByRole('button', { name: 'Invite staff' }).click();
    await expect(invited.getByText(consoleMessages.staffInvited)).toBeVisible();
    await expect(invited.getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(
      /\/auth\/token-login\?token=/,
    );
    await invited.getByRole('button', { name: 'Done' }).click();

    const role = row('Stella Staff').getByRole('combobox', { name: 'Role of Stella Staff' });
    await expect(role).toHaveText('Editor');
    await role.click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await expectToast(page, 'Success!', consoleMessages.staffUpdated);
    await expect(role).toHaveText('Administrator');

    await row('Stella Staff').getByRole('button', { name: 'Remove Stella Staff' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this staff member?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Success!', consoleMessages.staffRemoved);
    await expect(row('Stella Staff')).toHaveCount(0);
  });
});

/** axe on every console screen and dialog, in each theme (as a11y.spec.ts does for the portal). */
for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.describe.configure({ timeout: 60_000 });

    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('overview and clients, with their menus and dialogs', async ({ page }) => {
      await openSignedIn(page, 'nimbus', 'admin@nimbus.test', '/console');
      await expect(page.getByRole('button', { name: 'Approve Riley Chen' })).toBeVisible();
      await expect(page.getByText('Enterprise')).toBeVisible();
      await expectNoAxeViolations(page, `console overview (${theme})`);

      await sections(page).getByRole('link', { name: 'Clients' }).click();
      await expect(clientRow(page, 'Jonas Weber')).toContainText('Disabled');
      await expectNoAxeViolations(page, `console clients (${theme})`);

      await clientRow(page, 'Morgan Reyes')
        .first()
        .getByRole('button', { name: /^Actions for/ })
        .click();
      await page.getByRole('menuitem', { name: 'Only items assigned to them' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Follow portal default' })).toBeVisible();
      await expectNoAxeViolations(page, `console client menu (${theme})`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await clientRow(page, 'Riley Chen').getByRole('button', { name: 'Actions for Riley Chen' }).click();
      await page.getByRole('menuitem', { name: 'Reject' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Reject this signup?' })).toBeVisible();
      await expectNoAxeViolations(page, `console reject confirmation (${theme})`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Invite client' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite client' });
      await dialog.getByRole('button', { name: 'Invite client' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page, `console invite client with errors (${theme})`);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await sections(page).getByRole('link', { name: 'Overview' }).click();
      await expect(page.getByRole('button', { name: 'Approve Riley Chen' })).toBeVisible();
      await expectNoAxeViolations(page, `console overview at phone width (${theme})`);
    });

    test('staff, and the refusals', async ({ page }) => {
      await openSignedIn(page, 'nimbus', 'admin@nimbus.test', '/console/staff');
      await expect(page.getByRole('combobox', { name: 'Role of Elliot Park' })).toHaveText('Editor');
      await expectNoAxeViolations(page, `console staff (${theme})`);

      await page.getByRole('combobox', { name: 'Role of Elliot Park' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, `console role select (${theme})`, { only: '[role=listbox]' });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Remove Elliot Park' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Remove this staff member?' })).toBeVisible();
      await expectNoAxeViolations(page, `console remove staff confirmation (${theme})`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Invite staff' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite staff' });
      await dialog.getByRole('button', { name: 'Invite staff' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page, `console invite staff with errors (${theme})`);
      await page.keyboard.press('Escape');

      await openSignedIn(page, 'nimbus', 'editor@nimbus.test', '/console/staff');
      await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
      await expectNoAxeViolations(page, `console staff for an editor (${theme})`);

      await openSignedIn(page, 'a', 'nobody@northwind.test', '/console');
      await expect(page.getByRole('heading', { name: 'This area is for staff' })).toBeVisible();
      await expectNoAxeViolations(page, `console refused to a client (${theme})`);
    });
  });
}
