import type { Locator, Page } from '@playwright/test';
import { THEMES, peopleMessages } from '@portico/contract';
import {
  expect,
  expectNoAxeViolations,
  openSignedIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';
import { PNG_1X1, detailsPath, editPath, openPicker, valueOf } from './support/items';
import { EVERGREEN_WEBSITE } from './support/seed-data';

/**
 * The console's People directory: Evergreen's administrator adds a person with a photo, assigns them in the
 * portal (Website › Blog, Owner), renames them and removes them; the item follows each change. Nimbus's
 * directory is only looked at (axe).
 */

const ADMIN = 'admin@evergreen.test';
const BOARD = EVERGREEN_WEBSITE.name;

const peopleTable = (page: Page) => page.getByRole('table', { name: 'People' });
const personRow = (page: Page, name: string) => peopleTable(page).getByRole('row').filter({ hasText: name });
const expectToast = async (page: Page, text: string) =>
  expect(toast(page, 'Success!').filter({ hasText: text })).toHaveCount(1);

/** Presses Tab until `target` has the focus (keyboard-only flows), failing after `limit` presses. */
const tabTo = async (page: Page, target: Locator, limit = 40) => {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test('a person added with a photo is assigned in the portal, renamed and removed, and the item follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'evergreen', ADMIN, '/console');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'People' })
    .click();
  await expect(page).toHaveURL(tenantUrl('evergreen', '/console/people'));

  await page.getByRole('button', { name: 'Add person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add person' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Petra Pixel');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('petra@evergreen.test');
  await dialog
    .getByLabel('Photo')
    .setInputFiles({ name: 'petra.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(dialog.getByText('New photo: petra.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expectToast(page, peopleMessages.personAdded);
  await expect(dialog).toHaveCount(0);
  const row = personRow(page, 'Petra Pixel');
  await expect(row.getByText('Directory only')).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/files\//);

  // The portal's people picker offers her, with her photo; she is saved as Blog's owner.
  await page.goto(tenantUrl('evergreen', editPath('evergreen', BOARD, 'Blog')));
  const popup = await openPicker(page, 'Owner');
  const option = popup.getByRole('option', { name: /^Petra Pixel/ });
  await expect(option.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await option.click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(tenantUrl('evergreen', detailsPath('evergreen', BOARD, 'Blog')));
  await expect(valueOf(page, 'Owner')).toContainText('Petra Pixel');

  // Renamed in the console: the item shows the new name.
  await page.goto(tenantUrl('evergreen', '/console/people'));
  await expect(personRow(page, 'Petra Pixel').getByRole('cell').nth(2)).toHaveText('1');
  await personRow(page, 'Petra Pixel').getByRole('button', { name: 'Edit Petra Pixel' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit person' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Petra Prism');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, peopleMessages.personSaved);
  await expect(personRow(page, 'Petra Prism')).toHaveCount(1);
  await page.goto(tenantUrl('evergreen', detailsPath('evergreen', BOARD, 'Blog')));
  await expect(valueOf(page, 'Owner')).toContainText('Petra Prism');

  // Removed after a confirmation that names her item: the item no longer shows her.
  await page.goto(tenantUrl('evergreen', '/console/people'));
  await personRow(page, 'Petra Prism').getByRole('button', { name: 'Remove Petra Prism' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Petra Prism?' });
  await expect(confirm).toContainText('Petra Prism is assigned to 1 item.');
  await expectNoAxeViolations(page, 'console remove person');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, peopleMessages.personRemoved(1));
  await expect(personRow(page, 'Petra Prism')).toHaveCount(0);
  await page.goto(tenantUrl('evergreen', detailsPath('evergreen', BOARD, 'Blog')));
  await expect(valueOf(page, 'Owner')).not.toContainText('Petra');
});

test('a person is added, renamed and removed by keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'evergreen', ADMIN, '/console/people');
  const add = page.getByRole('button', { name: 'Add person' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add person' });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Kit Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kit@evergreen.test');
  await page.keyboard.press('Enter');
  await expectToast(page, peopleMessages.personAdded);
  await expect(dialog).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search people' });
  await tabTo(page, search);
  await page.keyboard.type('kit@');
  await expect(page.getByText('1 person')).toBeVisible();
  const editButton = personRow(page, 'Kit Keyboard').getByRole('button', { name: 'Edit Kit Keyboard' });
  await tabTo(page, editButton);
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit person' });
  const name = edit.getByRole('textbox', { name: 'Name' });
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kit Keys');
  await page.keyboard.press('Enter');
  await expectToast(page, peopleMessages.personSaved);

  const remove = personRow(page, 'Kit Keys').getByRole('button', { name: 'Remove Kit Keys' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Remove Kit Keys?' });
  await expect(confirm).toContainText('not assigned to any item');
  // Cancel has the focus first; Tab reaches Remove.
  await tabTo(page, confirm.getByRole('button', { name: 'Remove' }));
  await page.keyboard.press('Enter');
  await expectToast(page, peopleMessages.personRemoved(0));
  await expect(page.getByText('No one matches this search.')).toBeVisible();
});

/** axe on the directory and its dialogs in each theme, on Nimbus (nothing is saved). */
for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.describe.configure({ timeout: 60_000 });

    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('people, the add dialog with errors and the edit dialog', async ({ page }) => {
      await openSignedIn(page, 'nimbus', 'admin@nimbus.test', '/console/people');
      await expect(peopleTable(page).getByRole('row').nth(1)).toBeVisible();
      await expectNoAxeViolations(page, `console people (${theme})`);

      await page.getByRole('button', { name: 'Add person' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add person' });
      await dialog.getByRole('button', { name: 'Add person' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `console add person with errors (${theme})`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await personRow(page, 'Elliot Park')
        .getByRole('button', { name: /^Edit / })
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit person' })).toBeVisible();
      await expectNoAxeViolations(page, `console edit an account's person (${theme})`);
    });
  });
}
