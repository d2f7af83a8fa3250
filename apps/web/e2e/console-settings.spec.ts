import type { Locator, Page } from '@playwright/test';
import { THEMES, consoleMessages, settingsMessages, validationMessages } from '@portico/contract';
import {
  expect,
  expectNoAxeViolations,
  openSignedIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';
import { PNG_1X1, editPath, openPicker } from './support/items';
import { EVERGREEN_WEBSITE } from './support/seed-data';

/**
 * The console's second round: a client's boards, the portal's settings and logo (administrators), the
 * activity record, and staff sign-in links. Evergreen's staff change things; Nimbus's only look (axe).
 */

const ADMIN = 'admin@evergreen.test';
const EDITOR = 'editor@evergreen.test';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });
const expectToast = async (page: Page, title: string, text: string) =>
  expect(toast(page, title).filter({ hasText: text })).toHaveCount(1);
const clientRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: name });

/** Presses Tab until `target` has the focus (keyboard-only flows), failing after `limit` presses. */
const tabTo = async (page: Page, target: Locator, limit = 40) => {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test.describe('boards of a client', () => {
  test("revoking and granting boards in the console changes the client's sidebar", async ({
    page,
    browser,
  }) => {
    await openSignedIn(page, 'evergreen', ADMIN, '/console/clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill('Gus');
    const row = clientRow(page, 'Gus Grants');
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');
    const menu = row.getByRole('button', { name: 'Actions for Gus Grants' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Boards…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boards' });
    await expect(dialog.getByRole('checkbox', { name: 'Campaigns' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Campaigns' }).click();
    await expect(dialog.getByText('2 of 3 boards chosen')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', settingsMessages.boardsSaved);
    await expect(dialog).toHaveCount(0);
    await expect(menu).toBeFocused();
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');

    const client = await (await browser.newContext()).newPage();
    await openSignedIn(client, 'evergreen', 'grants@evergreen.test', '/');
    const boards = client.getByRole('navigation', { name: 'My Boards' });
    await expect(boards.getByRole('link', { name: 'Website' })).toBeVisible();
    await expect(boards.getByRole('link', { name: 'Onboarding' })).toBeVisible();
    await expect(boards.getByRole('link', { name: 'Campaigns' })).toHaveCount(0);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Boards…' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Campaigns' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Campaigns' }).click();
    await dialog.getByRole('checkbox', { name: 'Website' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');

    await client.reload();
    await expect(boards.getByRole('link', { name: 'Campaigns' })).toBeVisible();
    await expect(boards.getByRole('link', { name: 'Website' })).toHaveCount(0);
    await client.context().close();
  });
});

test.describe('settings', () => {
  test('an administrator changes the description and the logo, and the sign-in page shows them', async ({
    page,
    browser,
  }) => {
    await openSignedIn(page, 'evergreen', ADMIN, '/console');
    await sections(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(tenantUrl('evergreen', '/console/settings'));
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('Evergreen builds calm websites — follow every page here.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success!', settingsMessages.settingsSaved);
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    // A file that is no image is refused with the server's words, then a real image is kept.
    const branding = page.getByRole('region', { name: 'Branding' });
    const input = branding.getByLabel('Logo image');
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expect(branding.getByRole('alert')).toHaveText(validationMessages.notAnImage);
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expectToast(page, 'Success!', settingsMessages.logoSaved);
    await expect(branding.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(branding.getByRole('alert')).toHaveCount(0);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(tenantUrl('evergreen', '/auth/login'));
    await expect(visitor.getByText('Evergreen builds calm websites — follow every page here.')).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'Evergreen Studio logo' })).toBeVisible();

    // Removed again, after asking: the sign-in page shows no logo.
    await branding.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove the logo?' })
      .getByRole('button', { name: 'Remove logo' })
      .click();
    await expectToast(page, 'Success!', settingsMessages.logoRemoved);
    await expect(branding.getByText('No logo yet')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('Evergreen builds calm websites — follow every page here.')).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'Evergreen Studio logo' })).toHaveCount(0);
    await visitor.context().close();
  });

  test('an editor has Activity but no Settings, and /console/settings is for administrators', async ({
    page,
  }) => {
    await openSignedIn(page, 'evergreen', EDITOR, '/console');
    await expect(sections(page).getByRole('link', { name: 'Activity' })).toBeVisible();
    await expect(sections(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await page.goto(tenantUrl('evergreen', '/console/settings'));
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
    await expect(page.getByText(consoleMessages.adminOnly)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveCount(0);
  });

  test('a setting is changed and saved by keyboard alone', async ({ page }) => {
    await openSignedIn(page, 'evergreen', 'keys@evergreen.test', '/console/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    const items = page.getByRole('switch', { name: 'Clients may add items' });
    await expect(items).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, items);
    await page.keyboard.press('Space');
    await expect(items).not.toBeChecked();
    const save = page.getByRole('button', { name: 'Save changes' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Success!', settingsMessages.settingsSaved);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Clients may add items' })).not.toBeChecked();
  });
});

test.describe('activity', () => {
  test("a client's change in the portal is in the record, and the board filter finds it", async ({
    page,
    browser,
  }) => {
    const client = await (await browser.newContext()).newPage();
    await openSignedIn(
      client,
      'evergreen',
      'maker@evergreen.test',
      editPath('evergreen', EVERGREEN_WEBSITE.name, 'Landing page'),
    );
    const popup = await openPicker(client, 'Status');
    await popup.getByRole('option', { name: 'Done' }).click();
    await client.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(client, 'Success!')).toHaveCount(1);
    await client.context().close();

    await openSignedIn(page, 'evergreen', EDITOR, '/console');
    const latest = page.getByRole('list', { name: 'Latest activity' });
    await expect(latest.getByTestId('activity-entry').filter({ hasText: 'Landing page' })).toContainText(
      'Working on it → Done',
    );
    await page.getByRole('link', { name: 'See all activity' }).click();
    await expect(page).toHaveURL(tenantUrl('evergreen', '/console/activity'));
    const entry = page.getByTestId('activity-entry').filter({ hasText: 'Mia Maker' });
    await expect(entry).toContainText('Mia Maker Client changed Status of Landing page on Website');
    await expect(entry).toContainText('Working on it → Done');
    await expect(entry.locator('time')).toHaveAttribute('title', /\d{4}/);

    await page.getByRole('combobox', { name: 'Board' }).click();
    await page.getByRole('option', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL(/board=/);
    await expect(page.getByText('No activity matches these filters.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Board' }).click();
    await page.getByRole('option', { name: 'Website' }).click();
    await expect(entry).toBeVisible();
    await expect(page.getByTestId('activity-entry').filter({ hasNotText: 'on Website' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: 'Mia Maker' }).click();
    await expect(page).toHaveURL(/person=/);
    await expect(entry).toBeVisible();
  });
});

test.describe('staff', () => {
  test('an administrator copies a sign-in link for another staff member, not for themselves', async ({
    page,
  }) => {
    await openSignedIn(page, 'evergreen', ADMIN, '/console/staff');
    const table = page.getByRole('table', { name: 'Staff' });
    await expect(table.getByRole('row').filter({ hasText: 'Ed Editor' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy sign-in link for Ada Admin' })).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Copy sign-in link for Ed Editor' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Sign-in link' });
    await expect(dialog.getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(
      /\/auth\/token-login\?token=/,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(button).toBeFocused();
  });
});

/** axe on the new screens and dialog, in each theme, on Nimbus (read only). */
for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.describe.configure({ timeout: 60_000 });

    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('settings, activity and the boards dialog', async ({ page }) => {
      await openSignedIn(page, 'nimbus', 'admin@nimbus.test', '/console/settings');
      await expect(page.getByRole('textbox', { name: 'Portal name' })).toHaveValue('Nimbus Design Co.');
      await expectNoAxeViolations(page, `console settings (${theme})`);

      await page.getByRole('textbox', { name: 'Portal name' }).fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('textbox', { name: 'Portal name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoAxeViolations(page, `console settings with an error (${theme})`);
      await page.getByRole('button', { name: 'Discard' }).click();

      await sections(page).getByRole('link', { name: 'Activity' }).click();
      await expect(page.getByTestId('activity-entry').first()).toBeVisible();
      await expectNoAxeViolations(page, `console activity (${theme})`);

      await page.getByRole('combobox', { name: 'Person' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, `console activity person select (${theme})`, {
        only: '[role=listbox]',
        listbox: true,
      });
      await page.keyboard.press('Escape');

      await sections(page).getByRole('link', { name: 'Clients' }).click();
      await clientRow(page, 'Bo Boards').getByRole('button', { name: 'Actions for Bo Boards' }).click();
      await page.getByRole('menuitem', { name: 'Boards…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Boards' });
      await expect(dialog.getByRole('checkbox', { name: 'Website relaunch' })).toBeVisible();
      await expectNoAxeViolations(page, `console boards dialog (${theme})`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await openSignedIn(page, 'nimbus', 'editor@nimbus.test', '/console/settings');
      await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
      await expectNoAxeViolations(page, `console settings for an editor (${theme})`);
    });
  });
}
