import { THEMES } from '@portico/contract';
import { groupSection, viewOption } from './support/board';
import { detailsPath, openPicker, picker } from './support/items';
import { BRAND_REFRESH, PHOTO_SHOOTS } from './support/seed-data';
import {
  boardId,
  expect,
  expectNoAxeViolations,
  groupId,
  openSignedIn,
  signIn,
  tenantUrl,
  test,
  useStoredTheme,
} from './support/fixtures';

/**
 * axe (WCAG 2.1 A/AA and best practices) on every screen of the foundation, in each theme: colour contrast,
 * names, roles and landmarks must hold in light, dark and blue alike.
 */
for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    // Each test runs axe on several screens; give them room on two shared cores.
    test.describe.configure({ timeout: 60_000 });

    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
      // Motion finished at once, so axe sees final colours rather than a fade in progress.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('auth and error screens', async ({ page }) => {
      await page.goto(tenantUrl('nimbus', '/auth/login'));
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expectNoAxeViolations(page, `login (${theme})`);

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Invalid email address')).toBeVisible();
      await expectNoAxeViolations(page, `login with errors (${theme})`);

      await page.goto(tenantUrl('nimbus', '/auth/signup'));
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page, `signup with errors (${theme})`);

      await page.goto(tenantUrl('nimbus', '/does-not-exist'));
      await expect(page.getByText('Page not found')).toBeVisible();
      await expectNoAxeViolations(page, `404 (${theme})`);

      await page.goto(tenantUrl('nimbus', '/error'));
      await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
      await expectNoAxeViolations(page, `error page (${theme})`);

      // The screens that only show progress, held while their call is pending.
      await page.route('**/api/auth/token-login', () => {});
      await page.goto(tenantUrl('nimbus', '/auth/token-login?token=held'));
      await expect(page.getByText('Signing you in…')).toBeVisible();
      await expectNoAxeViolations(page, `token login (${theme})`);
      await page.route('**/api/auth/signin-with-google', () => {});
      await page.goto(tenantUrl('nimbus', '/callback?code=held&state=held'));
      await expect(page.getByTestId('loading-overlay')).toBeVisible();
      await expectNoAxeViolations(page, `identity provider callback (${theme})`);
    });

    test('home, menus and dialogs', async ({ page }) => {
      await signIn(page, 'initech', 'empty@initech.test');
      await expect(page.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
      await expectNoAxeViolations(page, `home without boards (${theme})`);

      await signIn(page, 'nimbus', 'a11y@nimbus.test');
      await expect(page.getByRole('navigation', { name: 'My Boards' }).getByRole('link')).toHaveCount(3);
      // Home goes on to the first board: audit the page it lands on, not the moment in between.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website relaunch');
      await expectNoAxeViolations(page, `frame with boards (${theme})`);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Theme' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Blue' })).toBeVisible();
      await expectNoAxeViolations(page, `avatar menu (${theme})`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByRole('dialog', { name: 'Feedback' }).getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Summary is required')).toBeVisible();
      await expectNoAxeViolations(page, `feedback modal (${theme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Preferences' }).click();
      await expect(page.getByRole('dialog', { name: 'User Preferences' })).toBeVisible();
      await expectNoAxeViolations(page, `preferences modal (${theme})`);
      await page.keyboard.press('Escape');
    });

    test('settings screens and the drawer', async ({ page }) => {
      await signIn(page, 'nimbus', 'a11y@nimbus.test', { pathname: '/settings/profile' });
      await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
      await expectNoAxeViolations(page, `profile (${theme})`);
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel('Name').fill('');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page, `profile editing (${theme})`);

      await page.getByRole('link', { name: 'Change Password' }).click();
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      await expectNoAxeViolations(page, `change password (${theme})`);

      await page.getByRole('link', { name: 'Preferences' }).click();
      await expect(page.getByRole('button', { name: 'Update Preferences' })).toBeVisible();
      await expectNoAxeViolations(page, `preferences (${theme})`);
      await page.getByRole('combobox', { name: 'Date Format' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, `preferences select open (${theme})`, { only: '[role=listbox]' });
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'My Boards' })).toBeVisible();
      await expectNoAxeViolations(page, `drawer at phone width (${theme})`);
    });

    test('board screen: card, list and table views, sort and Add New Item open', async ({ page }) => {
      // Photo shoots has every kind of value the board shows: pills, avatars, +N, N/A, Yes/No.
      await openSignedIn(page, 'a', 'a11y@northwind.test', `/board/${boardId('a', PHOTO_SHOOTS.name)}`);
      const thisMonth = groupSection(page, 'This month');
      await expect(thisMonth.getByRole('listitem')).toHaveCount(4);
      // Every crew photo loaded (3 + 2 + 1 + 1), so axe checks the finished cards.
      await expect(thisMonth.locator('img')).toHaveCount(7);
      await expectNoAxeViolations(page, `board in card view (${theme})`);

      await viewOption(page, 'List').click();
      await expect(thisMonth.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, `board in list view (${theme})`);

      await viewOption(page, 'Table').click();
      await expect(viewOption(page, 'Table')).toHaveAttribute('aria-checked', 'true');
      await expectNoAxeViolations(page, `board in table view (${theme})`);

      await page.getByRole('combobox', { name: 'Sort', exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: 'Sort' }).getByRole('option', { name: 'Default' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `sort dropdown open (${theme})`);
      await page.keyboard.press('Escape');

      // The filter menu and the group select are the menu and select primitives checked above.
      await page.getByRole('button', { name: 'Add New Item' }).click();
      const popover = page.getByRole('dialog', { name: 'Select Item Group' });
      await expect(popover.getByRole('combobox', { name: 'Group' })).toBeEnabled();
      await expectNoAxeViolations(page, `add-item popover (${theme})`);
    });

    test('item screens: details, edit with a picker open and its errors, Add New Label, add item', async ({
      page,
    }) => {
      // Harbour Foods logo refresh has a value of every type; nothing here is saved.
      const item = 'Harbour Foods logo refresh';
      await openSignedIn(page, 'a', 'a11y@northwind.test', detailsPath('a', BRAND_REFRESH.name, item));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
      // Every photo loaded (five owners and the account lead), so axe checks the finished screen.
      await expect(page.getByRole('main').locator('img')).toHaveCount(6);
      await expectNoAxeViolations(page, `item details (${theme})`);

      await page.getByRole('link', { name: 'Edit Item' }).click();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expectNoAxeViolations(page, `edit item (${theme})`);

      const owners = await openPicker(page, 'Owners');
      // The tenant's directory: ten people and its staff member Vera Preview.
      await expect(owners.getByRole('option')).toHaveCount(11);
      await expectNoAxeViolations(page, `edit item with the people picker open (${theme})`);
      await page.keyboard.press('Escape');
      await expect(owners).toHaveCount(0);

      await page.getByLabel('Brief').fill('');
      const deliverable = await openPicker(page, 'Deliverable');
      await deliverable.getByRole('option', { name: /^Logo/ }).click();
      await deliverable.getByRole('option', { name: /^Style guide/ }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Brief is required!')).toBeVisible();
      await expect(page.getByText('Deliverable is required!')).toBeVisible();
      await expectNoAxeViolations(page, `edit item with required errors (${theme})`);

      await (await openPicker(page, 'Status')).getByRole('button', { name: 'Add New Label' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Label' });
      await dialog.getByRole('button', { name: 'Add Label' }).click();
      await expect(dialog.getByText('Label is required')).toBeVisible();
      await expectNoAxeViolations(page, `Add New Label with its error (${theme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(picker(page, 'Status')).toBeFocused();

      const brand = BRAND_REFRESH.name;
      await page.goto(
        tenantUrl('a', `/board/${boardId('a', brand)}/create-item/${groupId('a', brand, 'Identity')}`),
      );
      await expect(page.getByRole('form', { name: 'Add Details' })).toBeVisible();
      await expectNoAxeViolations(page, `add item (${theme})`);
      await page.getByRole('button', { name: 'Add Item' }).click();
      await expect(page.getByText('Item name is required!')).toBeVisible();
      await expect(page.getByText('Brief is required!')).toBeVisible();
      await expectNoAxeViolations(page, `add item with errors (${theme})`);
    });

    test('a portal with an invalid subscription', async ({ page }) => {
      await signIn(page, 'umbrella', 'blocked@umbrella.test');
      await expect(page.getByRole('alertdialog', { name: 'Invalid Subscription' })).toBeVisible();
      await expectNoAxeViolations(page, `invalid subscription (${theme})`);
    });
  });
}
