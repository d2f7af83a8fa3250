/// <reference types="node" />
import path from 'node:path';
import type { Page } from '@playwright/test';
import { THEMES, type Theme } from '@portico/contract';
import { groupSection, viewOption } from './support/board';
import { BRAND_REFRESH, PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import {
  boardId,
  expect,
  groupId,
  openSignedIn,
  seedResult,
  signIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';
import { detailsPath, openPicker } from './support/items';

/**
 * Renders docs/screenshots: one PNG per screen and theme at desktop size, plus phone-width shots of the key
 * screens. Run with `npm run screenshots -w @portico/web` (after a build); `npm test` does not run it.
 */
const OUT = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const shot = async (page: Page, name: string, theme: Theme) => {
  // Let fonts, images and the last transition settle.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`) });
};

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const theme of THEMES) {
  test.describe(theme, () => {
    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test(`auth and error screens (${theme})`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(tenantUrl('nimbus', '/auth/login'));
      await expect(page.getByText('Nimbus Design Co.').first()).toBeVisible();
      await shot(page, 'login', theme);
      await page.goto(tenantUrl('nimbus', '/auth/signup'));
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await shot(page, 'signup', theme);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await shot(page, 'signup-errors', theme);
      await page.goto(tenantUrl('nimbus', '/no/such/page'));
      await expect(page.getByText('Page not found')).toBeVisible();
      await shot(page, 'not-found', theme);

      // Login links: one that cannot be used, then one that works (each theme has its own).
      await page.goto(tenantUrl('nimbus', '/auth/token-login?token=used-or-made-up'));
      await expect(toast(page, 'Error!')).toBeVisible();
      await shot(page, 'token-login-failed', theme);
      const token = seedResult().loginTokens['shots@nimbus.test']?.[THEMES.indexOf(theme)];
      await page.goto(tenantUrl('nimbus', `/auth/token-login?token=${token}`));
      await expect(toast(page, 'Login successful!')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'token-login-success', theme);
      // A second login link in a browser that is signed in asks before it replaces the session.
      await page.goto(tenantUrl('nimbus', '/auth/token-login?token=someone-elses-link'));
      await expect(page.getByRole('heading', { name: "You're already signed in" })).toBeVisible();
      await shot(page, 'switch-account', theme);
      await page.evaluate(() => localStorage.removeItem('accessToken'));

      await page.setViewportSize(PHONE);
      await page.goto(tenantUrl('nimbus', '/auth/login'));
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await shot(page, 'phone-login', theme);
    });

    test(`signed-in screens (${theme})`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await signIn(page, 'initech', 'empty@initech.test');
      await expect(page.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
      await shot(page, 'home-no-boards', theme);

      await signIn(page, 'nimbus', 'shots@nimbus.test', { pathname: '/settings/profile' });
      await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Theme' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Blue' })).toBeVisible();
      await shot(page, 'avatar-menu', theme);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByLabel('Summary').fill('Exporting a board');
      await page
        .getByLabel('Details')
        .fill('It would help to export the items of a board as a CSV file for our weekly report.');
      await shot(page, 'feedback', theme);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Preferences' }).click();
      await expect(page.getByRole('dialog', { name: 'User Preferences' })).toBeVisible();
      await shot(page, 'preferences-modal', theme);
      await page.keyboard.press('Escape');

      await page.goto(tenantUrl('nimbus', '/settings/profile'));
      await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
      await shot(page, 'settings-profile', theme);
      await page.goto(tenantUrl('nimbus', '/settings/change-password'));
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      await shot(page, 'settings-change-password', theme);
      await page.goto(tenantUrl('nimbus', '/settings/preferences'));
      await expect(page.getByRole('button', { name: 'Update Preferences' })).toBeVisible();
      await shot(page, 'settings-preferences', theme);

      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'My Boards' })).toBeVisible();
      await shot(page, 'phone-drawer', theme);
      await page.keyboard.press('Escape');
      await page.goto(tenantUrl('nimbus', '/settings/profile'));
      await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
      await shot(page, 'phone-settings-profile', theme);
    });

    test(`board screen (${theme})`, async ({ page }) => {
      // Photo shoots: fixed dates and every kind of value a card shows, so the shots only change with the UI.
      const shoots = `/board/${boardId('a', PHOTO_SHOOTS.name)}`;
      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, 'a', PEOPLE.hannah.email, shoots);
      const thisMonth = groupSection(page, 'This month');
      await expect(thisMonth.locator('img')).toHaveCount(7);
      await shot(page, 'board-card', theme);

      await viewOption(page, 'List').click();
      await expect(thisMonth.getByRole('table')).toBeVisible();
      await shot(page, 'board-list', theme);

      await viewOption(page, 'Table').click();
      await expect(viewOption(page, 'Table')).toHaveAttribute('aria-checked', 'true');
      await shot(page, 'board-table', theme);

      await page.getByRole('button', { name: 'Add New Item' }).click();
      const popover = page.getByRole('dialog', { name: 'Select Item Group' });
      await popover.getByRole('combobox', { name: 'Group' }).click();
      await page.getByRole('option', { name: 'Next month' }).click();
      await expect(popover.getByRole('link', { name: 'Continue' })).toBeVisible();
      await shot(page, 'board-add-item', theme);
      await page.keyboard.press('Escape');

      await page
        .getByRole('navigation', { name: 'My Boards' })
        .getByRole('link', { name: 'Archive 2023' })
        .click();
      await expect(page.getByText("Couldn't find any items in this Board.")).toBeVisible();
      await shot(page, 'board-empty', theme);

      await page.setViewportSize(PHONE);
      await page.goto(tenantUrl('a', shoots));
      await expect(groupSection(page, 'This month').locator('img')).toHaveCount(7);
      await shot(page, 'phone-board', theme);
    });

    test(`item screens (${theme})`, async ({ page }) => {
      // Harbour Foods logo refresh: fixed values of every type; nothing is saved.
      const brand = BRAND_REFRESH.name;
      const details = detailsPath('a', brand, 'Harbour Foods logo refresh');
      const photos = page.getByRole('main').locator('img');
      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, 'a', PEOPLE.hannah.email, details);
      await expect(photos).toHaveCount(6);
      await shot(page, 'item-details', theme);

      await page.getByRole('link', { name: 'Edit Item' }).click();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expect(photos).toHaveCount(3);
      await shot(page, 'item-edit', theme);

      const owners = await openPicker(page, 'Owners');
      await owners.getByRole('combobox', { name: 'Search by name' }).fill('a');
      await expect(owners.getByRole('option', { name: /^Hannah Brooks/ })).toBeVisible();
      await shot(page, 'item-edit-picker', theme);
      await page.keyboard.press('Escape');
      await expect(owners).toHaveCount(0);

      await (await openPicker(page, 'Status')).getByRole('button', { name: 'Add New Label' }).click();
      const label = page.getByRole('dialog', { name: 'Add New Label' });
      await label.getByRole('button', { name: 'Add Label' }).click();
      await expect(label.getByText('Label is required')).toBeVisible();
      await shot(page, 'item-add-label', theme);
      await page.keyboard.press('Escape');
      await expect(label).toHaveCount(0);

      await page.goto(
        tenantUrl('a', `/board/${boardId('a', brand)}/create-item/${groupId('a', brand, 'Identity')}`),
      );
      await page.getByRole('button', { name: 'Add Item' }).click();
      await expect(page.getByText('Brief is required!')).toBeVisible();
      await expect(toast(page, 'Please fill in all required fields.')).toBeVisible();
      await shot(page, 'item-add-errors', theme);

      await page.setViewportSize(PHONE);
      await page.goto(tenantUrl('a', details));
      await expect(photos).toHaveCount(6);
      await shot(page, 'phone-item-details', theme);
      await page.goto(tenantUrl('a', `${details}/edit-details`));
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expect(photos).toHaveCount(3);
      await shot(page, 'phone-item-edit', theme);
    });

    test(`console screens (${theme})`, async ({ page }) => {
      // Nimbus's administrator; nothing is changed but a sign-in link made for Bo Boards.
      const clients = page.getByRole('table', { name: 'Clients' });
      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, 'nimbus', 'admin@nimbus.test', '/console');
      await expect(page.getByRole('button', { name: 'Approve Riley Chen' })).toBeVisible();
      await shot(page, 'console-overview', theme);

      await page.goto(tenantUrl('nimbus', '/console/clients'));
      await expect(clients.getByRole('row').filter({ hasText: 'Jonas Weber' })).toContainText('Disabled');
      await shot(page, 'console-clients', theme);
      await clients
        .getByRole('row')
        .filter({ hasText: 'Bo Boards' })
        .getByRole('button', { name: 'Actions for Bo Boards' })
        .click();
      await page.getByRole('menuitem', { name: 'Only items assigned to them' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Follow portal default' })).toBeVisible();
      await shot(page, 'console-client-menu', theme);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await clients.getByRole('button', { name: 'Actions for Bo Boards' }).click();
      await page.getByRole('menuitem', { name: 'Copy sign-in link' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Sign-in link' }).getByRole('textbox', { name: 'Sign-in link' }),
      ).toHaveValue(/token=/);
      await shot(page, 'console-sign-in-link', theme);
      await page.keyboard.press('Escape');
      await clients.getByRole('button', { name: 'Actions for Bo Boards' }).click();
      await page.getByRole('menuitem', { name: 'Boards…' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Boards' }).getByRole('checkbox', { name: 'Website relaunch' }),
      ).toBeVisible();
      await shot(page, 'console-client-boards', theme);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Invite client' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite client' });
      await invite.getByLabel('Name').fill('Harper Lane');
      await invite.getByLabel('Email').fill('harper@');
      await invite.getByRole('button', { name: 'Invite client' }).click();
      await expect(invite.getByText('Invalid email address')).toBeVisible();
      await shot(page, 'console-invite-client', theme);
      await page.keyboard.press('Escape');

      await page.goto(tenantUrl('nimbus', '/console/staff'));
      await expect(page.getByRole('combobox', { name: 'Role of Elliot Park' })).toHaveText('Editor');
      await shot(page, 'console-staff', theme);
      await page.getByRole('button', { name: 'Invite staff' }).click();
      await page.getByRole('dialog', { name: 'Invite staff' }).getByLabel('Name').fill('Maya Lindqvist');
      await shot(page, 'console-invite-staff', theme);
      await page.keyboard.press('Escape');

      await page.goto(tenantUrl('nimbus', '/console/activity'));
      await expect(
        page.getByTestId('activity-entry').filter({ hasText: 'Homepage hero copy' }),
      ).toBeVisible();
      await shot(page, 'console-activity', theme);
      await page.goto(tenantUrl('nimbus', '/console/settings'));
      await expect(page.getByRole('textbox', { name: 'Portal name' })).toHaveValue('Nimbus Design Co.');
      await shot(page, 'console-settings', theme);

      await page.setViewportSize(PHONE);
      await page.goto(tenantUrl('nimbus', '/console'));
      await expect(page.getByRole('button', { name: 'Approve Riley Chen' })).toBeVisible();
      await shot(page, 'phone-console-overview', theme);

      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, 'nimbus', 'editor@nimbus.test', '/console/staff');
      await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
      await shot(page, 'console-staff-editor', theme);
      await openSignedIn(page, 'a', PEOPLE.hannah.email, '/console');
      await expect(page.getByRole('heading', { name: 'This area is for staff' })).toBeVisible();
      await shot(page, 'console-refused', theme);
    });

    test(`console boards screens (${theme})`, async ({ page }) => {
      // Fernhill's administrator (its Roadmap has items in every group); the dialogs are cancelled.
      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, 'fernhill', 'admin@fernhill.test', '/console/boards');
      await expect(
        page.getByRole('table', { name: 'Boards' }).getByRole('row').filter({ hasText: 'Roadmap' }),
      ).toBeVisible();
      await shot(page, 'console-boards', theme);
      await page.getByRole('button', { name: 'New board' }).click();
      await page.getByRole('dialog', { name: 'New board' }).getByLabel('Name').fill('Customer requests');
      await shot(page, 'console-board-new', theme);
      await page.keyboard.press('Escape');

      await page.goto(tenantUrl('fernhill', `/console/boards/${boardId('fernhill', 'Roadmap')}`));
      const groups = page.getByRole('list', { name: 'Groups' });
      await expect(groups.getByRole('listitem')).toHaveCount(3);
      await shot(page, 'console-board', theme);
      await page.getByRole('button', { name: /^Colour of Next/ }).click();
      await expect(page.getByRole('radiogroup', { name: 'Colour of Next' })).toBeVisible();
      await shot(page, 'console-board-colours', theme);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete Next' }).click();
      await expect(page.getByRole('combobox', { name: 'Move its 2 items to' })).toHaveText('Now');
      await shot(page, 'console-board-delete-group', theme);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Columns' }).click();
      await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(1);
      await shot(page, 'console-board-columns', theme);
    });

    test(`invalid subscription (${theme})`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await signIn(page, 'umbrella', 'blocked@umbrella.test');
      await expect(page.getByRole('alertdialog', { name: 'Invalid Subscription' })).toBeVisible();
      await shot(page, 'invalid-subscription', theme);
    });
  });
}
