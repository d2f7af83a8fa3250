import type { Page } from '@playwright/test';
import { THEMES } from '@portico/contract';
import {
  expect,
  expectNoAxeViolations,
  openSignedIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';
import { createLabelsBoard } from './support/labels-board';

/**
 * The staff board on Fernhill, on a board each test makes for itself through the console's API (a status
 * column Stage, items holding its labels, and a column clients do not see): in-place edits with the
 * portal's editors, server sorting and searching, quick add, bulk actions, an item's history, the grid by
 * keyboard, and axe in every theme.
 */

test.describe.configure({ timeout: 90_000 });

const EDITOR = 'editor@fernhill.test';
const LABELS = [
  { name: 'Planned', color: '#579bfc' },
  { name: 'Doing', color: '#fdab3d' },
  { name: 'Done', color: '#00c875' },
];

const grid = (page: Page) => page.getByRole('grid');
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
const names = (page: Page) =>
  grid(page)
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .slice(1)
        .map((r) => r.querySelector('[data-col="1"]')?.textContent?.trim() ?? '')
        .filter(Boolean),
    );

/**
 * A board of its own with three items and a hidden "Internal notes" column; opens its staff board. A retry
 * (CI retries once) or a repeat (`--repeat-each`) makes a board of its own too: board names are unique.
 */
const openBoard = async (page: Page, name: string) => {
  await openSignedIn(page, 'fernhill', EDITOR, '/console');
  const { retry, repeatEachIndex } = test.info();
  const again = [repeatEachIndex && `repeat ${repeatEachIndex}`, retry && `retry ${retry}`].filter(Boolean);
  const board = await createLabelsBoard(page, again.length ? `${name} (${again.join(', ')})` : name, LABELS, [
    { name: 'Homepage', label: 'Doing' },
    { name: 'About page', label: 'Done' },
    { name: 'Contact form', label: 'Planned' },
  ]);
  await page.evaluate(async (boardId) => {
    const res = await fetch(`/api/console/boards/${boardId}/columns`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'text', title: 'Internal notes', visible: false }),
    });
    if (!res.ok) throw new Error(await res.text());
  }, board.boardId);
  await page.goto(tenantUrl('fernhill', `/console/boards/${board.boardId}`));
  await page.getByRole('link', { name: 'Open items' }).click();
  await expect(page).toHaveURL(/\/items$/);
  await expect(row(page, 'Homepage')).toBeVisible();
  return board;
};

test('edits cells in place, sorts and searches on the server, adds an item and shows its history', async ({
  page,
}) => {
  await openBoard(page, 'Staff board edits');
  await expect(page.getByText('3 items')).toBeVisible();
  await expect(
    grid(page).getByRole('columnheader', { name: /^Internal notes.*hidden from clients$/ }),
  ).toBeVisible();

  // A text cell: the portal's text editor in a popover; Enter saves, and the value survives a reload.
  await row(page, 'Homepage')
    .getByRole('button', { name: /^Internal notes of Homepage/ })
    .click();
  await page.getByRole('textbox', { name: 'Internal notes' }).fill('Waiting for copy');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Homepage')).toContainText('Waiting for copy');

  // A status cell: the label picker.
  await row(page, 'Contact form')
    .getByRole('button', { name: /^Stage of Contact form/ })
    .click();
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    row(page, 'Contact form').getByRole('button', { name: /^Stage of Contact form: Done/ }),
  ).toBeVisible();

  await page.reload();
  await expect(row(page, 'Homepage')).toContainText('Waiting for copy');

  // Sorted by the server: by name, then by name descending.
  const nameHeader = grid(page).getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect.poll(() => names(page)).toEqual(['About page', 'Contact form', 'Homepage']);
  await nameHeader.getByRole('button').click();
  await expect.poll(() => names(page)).toEqual(['Homepage', 'Contact form', 'About page']);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=name&dir=desc/);

  // A search on the server (hidden columns' values are found by staff too).
  await page.getByRole('searchbox', { name: 'Search' }).fill('contact');
  await expect.poll(() => names(page)).toEqual(['Contact form']);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect.poll(() => names(page)).toHaveLength(3);

  // Quick add: Enter adds, the field stays for the next one.
  const newItem = page.getByRole('textbox', { name: 'New item' });
  await newItem.fill('Blog');
  await newItem.press('Enter');
  await expect(toast(page, 'Success!')).toHaveCount(1);
  await expect(newItem).toHaveValue('');
  await expect(newItem).toBeFocused();
  await expect(row(page, 'Blog')).toBeVisible();
  await expect(page.getByText('4 items')).toBeVisible();

  // The history of the edited item, from its row menu.
  await row(page, 'Homepage').getByRole('button', { name: 'Actions for Homepage' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history).toContainText('Internal notes');
  await expect(history).toContainText('Waiting for copy');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(row(page, 'Homepage').getByRole('button', { name: 'Actions for Homepage' })).toBeFocused();
});

test('selects several items to set a status, duplicate, move and delete them at once', async ({ page }) => {
  await openBoard(page, 'Staff board bulk');
  await row(page, 'Homepage').getByRole('checkbox').check();
  await row(page, 'About page').getByRole('checkbox').check();
  const bar = page.getByRole('toolbar', { name: 'Selected items' });
  await expect(bar).toContainText('2 selected');

  await bar.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: 'Stage' }).click();
  await page.getByRole('menuitem', { name: 'Planned' }).click();
  await expect(toast(page, 'Success!').filter({ hasText: 'The status of 2 items was set.' })).toHaveCount(1);
  await expect(
    row(page, 'Homepage').getByRole('button', { name: /^Stage of Homepage: Planned/ }),
  ).toBeVisible();
  await expect(
    row(page, 'About page').getByRole('button', { name: /^Stage of About page: Planned/ }),
  ).toBeVisible();

  await row(page, 'Homepage').getByRole('checkbox').check();
  await row(page, 'About page').getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Selected items' })
    .getByRole('button', { name: 'Duplicate' })
    .click();
  await expect(page.getByText('5 items')).toBeVisible();

  // Delete asks first; Cancel has the focus, and nothing goes until Delete is pressed.
  await page.getByRole('toolbar', { name: 'Selected items' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Success!').filter({ hasText: '2 items were deleted.' })).toHaveCount(1);
  await expect(page.getByText('3 items')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Selected items' })).toBeHidden();
});

test('the grid is driven by keyboard: arrows move, Enter edits, Escape cancels', async ({ page }) => {
  await openBoard(page, 'Staff board keys');
  await page.getByRole('button', { name: /^Name of Homepage/ }).focus();
  await page.keyboard.press('ArrowRight'); // group
  await page.keyboard.press('ArrowRight'); // Stage
  await expect(page.getByRole('button', { name: /^Stage of Homepage/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: /^Stage of About page/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: /^Internal notes of About page/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const notes = page.getByRole('textbox', { name: 'Internal notes' });
  await expect(notes).toBeFocused();
  await page.keyboard.type('Ask the client');
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();
  await expect(page.getByRole('button', { name: /^Internal notes of About page: empty/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ask the client');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: /^Internal notes of About page: Ask the client/ }),
  ).toBeVisible();
  // The header is the grid's first row: sorting by keyboard.
  await page.keyboard.press('Control+Home');
  await page.getByRole('button', { name: /^Name of Homepage/ }).focus();
  await page.keyboard.press('ArrowUp');
  const nameSort = grid(page).getByRole('columnheader', { name: 'Name' }).getByRole('button');
  await expect(nameSort).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // One tab stop: Tab leaves the grid.
  await page.keyboard.press('Shift+Tab');
  await expect(grid(page).locator(':focus')).toHaveCount(0);
});

for (const theme of THEMES)
  test(`axe finds nothing on the staff board, its editor and its bulk bar (${theme} theme)`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await openBoard(page, `Staff board axe ${theme}`);
    await expectNoAxeViolations(page, `the staff board (${theme})`);
    await row(page, 'Homepage').getByRole('checkbox').check();
    await row(page, 'Homepage')
      .getByRole('button', { name: /^Internal notes of Homepage/ })
      .click();
    await expect(page.getByRole('textbox', { name: 'Internal notes' })).toBeVisible();
    await expectNoAxeViolations(page, `the staff board's editor and bulk bar (${theme})`);
  });
