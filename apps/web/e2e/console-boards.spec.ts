import type { Page } from '@playwright/test';
import { THEMES, boardMessages } from '@portico/contract';
import {
  boardId,
  expect,
  expectNoAxeViolations,
  openSignedIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';

/**
 * The console's Boards screens, on Fernhill (its own tenant: a board created here is granted to every
 * client). An editor creates a board and sets its groups, deletes a group moving its items, and archives a
 * board a client sees, then restores it. axe reads the screens on Fernhill's second board, Support.
 */

// Whole flows with a second browser for the client: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const EDITOR = 'editor@fernhill.test';
const CLIENT = 'client@fernhill.test';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });
const groups = (page: Page) => page.getByRole('list', { name: 'Groups' });
const groupTitles = (page: Page) =>
  groups(page)
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('[data-testid=group-title]')?.textContent ?? ''),
    );
const expectToast = async (page: Page, text: string) =>
  expect(toast(page, 'Success!').filter({ hasText: text })).toHaveCount(1);
const boardRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Boards' }).getByRole('row').filter({ hasText: name });

test('an editor creates a board, adds groups and puts them in order by keyboard', async ({ page }) => {
  await openSignedIn(page, 'fernhill', EDITOR, '/console');
  await sections(page).getByRole('link', { name: 'Boards' }).click();
  await expect(page).toHaveURL(tenantUrl('fernhill', '/console/boards'));
  await expect(boardRow(page, 'Roadmap').getByRole('cell').first()).toHaveText('4');

  await page.getByRole('button', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog', { name: 'New board' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Launch plan');
  await dialog.getByRole('button', { name: 'Create board' }).click();
  await expectToast(page, boardMessages.boardCreated);
  await expect(page).toHaveURL(/\/console\/boards\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  await expect.poll(() => groupTitles(page)).toEqual(['Items']);

  // Two groups, the second with a colour of its own; Enter in the title adds.
  const title = page.getByRole('textbox', { name: 'New group title' });
  await title.fill('Design');
  await title.press('Enter');
  await expectToast(page, boardMessages.groupAdded);
  await expect(title).toHaveValue('');
  await page.getByRole('button', { name: /^Colour of the new group/ }).click();
  await page.getByRole('radio', { name: 'Red' }).click();
  await page.keyboard.press('Escape');
  await title.fill('Build');
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect.poll(() => groupTitles(page)).toEqual(['Items', 'Design', 'Build']);
  await expect(page.getByRole('button', { name: 'Colour of Build: Red' })).toBeVisible();

  // Build to the top by keyboard: the focus stays with it, and the order is saved.
  await page.getByRole('button', { name: 'Move Build up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Build up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => groupTitles(page)).toEqual(['Build', 'Items', 'Design']);
  await expect(page.getByRole('button', { name: 'Move Build down' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Build moved to position 1 of 3.' })).toHaveCount(
    1,
  );
  // The next stop is the next row's first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Colour of Items: Blue' })).toBeFocused();
  await expect(toast(page, 'Success!').filter({ hasText: boardMessages.groupsReordered })).toHaveCount(1);
  await page.reload();
  await expect.poll(() => groupTitles(page)).toEqual(['Build', 'Items', 'Design']);

  // Renamed in place.
  await page.getByRole('button', { name: 'Rename Items' }).click();
  const input = page.getByRole('textbox', { name: 'Title of Items' });
  await input.fill('Backlog');
  await input.press('Enter');
  await expectToast(page, boardMessages.groupSaved);
  await expect(page.getByRole('button', { name: 'Rename Backlog' })).toBeFocused();

  await page.getByRole('link', { name: 'All boards' }).click();
  await expect(boardRow(page, 'Launch plan')).toContainText('3');
});

test('deleting a group moves its items, and an archived board leaves the client until it is restored', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'fernhill', EDITOR, '/console/boards');
  await boardRow(page, 'Roadmap').getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect.poll(() => groupTitles(page)).toEqual(['Now', 'Next', 'Later']);

  await page.getByRole('button', { name: 'Delete Next' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Next?' });
  const target = remove.getByRole('combobox', { name: 'Move its 2 items to' });
  await expect(target).toHaveText('Now');
  await target.click();
  await page.getByRole('option', { name: 'Later' }).click();
  await remove.getByRole('button', { name: 'Move items and delete' }).click();
  await expectToast(page, boardMessages.groupDeleted);
  await expect.poll(() => groupTitles(page)).toEqual(['Now', 'Later']);
  await expect(groups(page).getByRole('listitem').filter({ hasText: 'Later' })).toContainText('3 items');

  const client = await (await browser.newContext()).newPage();
  await openSignedIn(client, 'fernhill', CLIENT, `/board/${boardId('fernhill', 'Roadmap')}`);
  const sidebar = client.getByRole('navigation', { name: 'My Boards' });
  await expect(sidebar.getByRole('link', { name: 'Roadmap' })).toBeVisible();
  await expect(client.getByText('Team invites')).toBeVisible();

  // Archived from the board's page, after being told what it means.
  await page.getByRole('button', { name: 'Archive board' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive Roadmap?' });
  await expect(confirm).toContainText('The 1 client who may open it stops seeing it in the portal');
  await expect(confirm).toContainText('Nothing is lost');
  await confirm.getByRole('button', { name: 'Archive board' }).click();
  await expectToast(page, boardMessages.boardArchived);
  await expect(page.getByRole('button', { name: 'Restore board' })).toBeFocused();

  await client.goto(tenantUrl('fernhill', '/'));
  await expect(sidebar.getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Roadmap' })).toHaveCount(0);

  // Restored from the list, where archived boards show under their filter.
  await page.getByRole('link', { name: 'All boards' }).click();
  await expect(boardRow(page, 'Roadmap')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Archived' }).click();
  const row = boardRow(page, 'Roadmap');
  await expect(row).toContainText('Archived');
  await row.getByRole('button', { name: 'Actions for Roadmap' }).click();
  await page.getByRole('menuitem', { name: 'Restore…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore Roadmap?' })
    .getByRole('button', { name: 'Restore board' })
    .click();
  await expectToast(page, boardMessages.boardRestored);
  await expect(page.getByText('No archived boards.')).toBeVisible();

  await client.reload();
  await expect(sidebar.getByRole('link', { name: 'Roadmap' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Roadmap' }).click();
  await expect(client.getByText('Team invites')).toBeVisible();
  await client.context().close();
});

/** axe on both screens (a board's groups and columns), the new-board dialog and the palette, in each theme. */
for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('the boards list and a board', async ({ page }) => {
      await openSignedIn(page, 'fernhill', 'admin@fernhill.test', '/console/boards');
      await expect(boardRow(page, 'Support')).toBeVisible();
      await expectNoAxeViolations(page, `console boards (${theme})`);
      await page.getByRole('button', { name: 'New board' }).click();
      await expect(page.getByRole('dialog', { name: 'New board' })).toBeVisible();
      await expectNoAxeViolations(page, `console new board (${theme})`);
      await page.keyboard.press('Escape');

      await page.goto(tenantUrl('fernhill', `/console/boards/${boardId('fernhill', 'Support')}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
      await expect(groups(page).getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, `console board (${theme})`);
      await groups(page)
        .getByRole('button', { name: /^Colour of / })
        .first()
        .click();
      await expect(page.getByRole('radiogroup')).toBeVisible();
      await expectNoAxeViolations(page, `console group colours (${theme})`);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Columns' }).click();
      await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page, `console board columns (${theme})`);
    });
  });
}
