import type { Page } from '@playwright/test';
import {
  BLUEBIRD_REQUESTS,
  BRAND_REFRESH,
  CARE_REQUESTS,
  PHOTO_SHOOTS,
  PRINT_JOBS,
} from './support/seed-data';
import { groupSection } from './support/board';
import {
  boardId,
  expect,
  expectNoAxeViolations,
  groupId,
  openSignedIn,
  tenantUrl,
  test,
  toast,
} from './support/fixtures';
import { PNG_1X1, fieldLabel, itemForm, openPicker, picker, valueOf } from './support/items';

/**
 * §2 Add New Item: from the board's popover to the 'Add Details' form, the name and required checks, the
 * new item on the board; users and boards that may not add items are sent back. New items go to Brand
 * refresh, whose existing items other tests edit by name; nothing counts that board's items.
 */
const BRAND = BRAND_REFRESH.name;
const CREATOR = 'creator@northwind.test';
const boardPath = (slug: 'a' | 'b' | 'c' | 'd', board: string) => `/board/${boardId(slug, board)}`;
const createPath = (slug: 'a' | 'b' | 'c' | 'd', board: string, group: string) =>
  `${boardPath(slug, board)}/create-item/${groupId(slug, board, group)}`;

const addItem = (page: Page) => page.getByRole('button', { name: 'Add Item' }).click();

test('from the popover to a new item on the board: name and required fields checked first', async ({
  page,
}) => {
  const name = 'Opening day balloons';
  await openSignedIn(page, 'a', CREATOR, boardPath('a', BRAND));
  await page.getByRole('button', { name: 'Add New Item' }).click();
  const popover = page.getByRole('dialog', { name: 'Select Item Group' });
  await popover.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Rollout' }).click();
  await popover.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(tenantUrl('a', createPath('a', BRAND, 'Rollout')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add New Item');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Dashboard',
    'Add New Item',
  ]);
  await expect(page.getByRole('main')).toContainText('Group: Rollout');
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', boardPath('a', BRAND));
  const form = itemForm(page, 'Add Details');
  await expect(form.getByRole('heading', { name: 'Add Details' })).toBeVisible();
  // The item name first, then the editable columns (not doc, timeline or read-only ones), files last.
  await expect(form.locator('label')).toHaveText([
    fieldLabel('Item name', true),
    fieldLabel('Status'),
    fieldLabel('Priority'),
    fieldLabel('Owners'),
    fieldLabel('Deliverable', true),
    fieldLabel('Due date'),
    fieldLabel('Client contact'),
    fieldLabel('Contact phone'),
    fieldLabel('Channels'),
    fieldLabel('Brief', true),
    fieldLabel('Budget (EUR)'),
    fieldLabel('Notes'),
    fieldLabel('Approved'),
    fieldLabel('Brand assets'),
  ]);

  // Nothing filled: the name and each required column say so, once, and the name takes the focus.
  await addItem(page);
  const itemName = page.getByLabel('Item name');
  await expect(page.getByText('Item name is required!')).toBeVisible();
  await expect(itemName).toHaveAttribute('aria-invalid', 'true');
  await expect(itemName).toBeFocused();
  await expect(toast(page, 'Please fill in all required fields.')).toHaveCount(1);
  await expect(page.getByText('Deliverable is required!')).toBeVisible();
  await expect(page.getByText('Brief is required!')).toBeVisible();
  await expect(page.getByLabel('Brief')).toHaveAccessibleDescription('Brief is required!');

  // Spaces are no name; the messages go as the fields are filled.
  await itemName.fill('   ');
  await expect(page.getByText('Item name is required!')).toBeVisible();
  await itemName.fill(name);
  await expect(page.getByText('Item name is required!')).toHaveCount(0);
  await (await openPicker(page, 'Deliverable')).getByRole('option', { name: /^Signage/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Deliverable is required!')).toHaveCount(0);
  // Still one required field empty: the focus goes to it.
  await addItem(page);
  await expect(page.getByLabel('Brief')).toBeFocused();
  await expect(page).toHaveURL(tenantUrl('a', createPath('a', BRAND, 'Rollout')));

  await page.getByLabel('Brief').fill('Balloon arches for the shop opening, in the new navy and sand.');
  await (await openPicker(page, 'Status')).getByRole('option', { name: 'In progress' }).click();
  await (await openPicker(page, 'Owners')).getByRole('option', { name: /^Sam Okafor/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picker(page, 'Owners')).toHaveText('Sam Okafor');
  await page.getByLabel('Due date').fill('2025-09-12');
  await page
    .getByLabel('Brand assets', { exact: true })
    .setInputFiles({ name: 'balloons.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('button', { name: 'Remove balloons.png' })).toBeVisible();

  await addItem(page);
  await expect(toast(page, 'Success!')).toHaveCount(1);
  await expect(toast(page, 'Success!')).toContainText('Item added successfully.');
  await expect(page).toHaveURL(tenantUrl('a', boardPath('a', BRAND)));
  // On the board, at the end of its group, with its values.
  const card = groupSection(page, 'Rollout').getByRole('listitem').last();
  await expect(card.getByRole('link').first()).toHaveText(name);
  await expect(card.getByRole('definition')).toHaveText([
    'In progress',
    'balloons.png',
    'N/A',
    /Sam Okafor/,
    'Signage',
  ]);

  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(valueOf(page, 'Brief')).toHaveText(
    'Balloon arches for the shop opening, in the new navy and sand.',
  );
  await expect(valueOf(page, 'Due date')).toHaveText('2025-09-12');
  await expect(valueOf(page, 'Approved')).toHaveText('No');
});

test("a name alone on a board with columns: 'No column values provided', nothing is sent", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/boards/create-new-item/') && calls.push(r.url()));
  await openSignedIn(page, 'a', CREATOR, createPath('a', PHOTO_SHOOTS.name, 'Next month'));
  await expect(page.getByRole('main')).toContainText('Group: Next month');
  await page.getByLabel('Item name').fill('Nameless shoot');
  // An unticked checkbox is no value.
  await expect(page.getByRole('checkbox', { name: 'Releases signed' })).not.toBeChecked();
  await addItem(page);
  await expect(toast(page, 'No column values provided')).toHaveCount(1);
  await expect(page).toHaveURL(tenantUrl('a', createPath('a', PHOTO_SHOOTS.name, 'Next month')));
  expect(calls).toEqual([]);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(tenantUrl('a', boardPath('a', PHOTO_SHOOTS.name)));
  await expect(page.getByTestId('items-count')).toHaveText(String(PHOTO_SHOOTS.items.length));
});

test('a user or board that may not add items is sent back from create-item to the board', async ({
  page,
}) => {
  // Four tenants signed in one after the other: more than the default budget on a busy 2-core machine.
  test.slow();
  const refused = [
    // Contoso: Enterprise, with item creation switched off for its users.
    ['c', 'nurse@contoso.test', CARE_REQUESTS.name, 'To do'],
    // Bluebird: the Standard plan does not create items.
    ['b', 'ops@bluebird.test', BLUEBIRD_REQUESTS.name, 'Open'],
    // Dunmore: a plan outside Pro and Enterprise, whatever its flags.
    ['d', 'clerk@dunmore.test', PRINT_JOBS.name, 'Queued'],
  ] as const;
  for (const [slug, email, board, group] of refused) {
    // Opened directly (a bookmark): there is no step back in the portal, so to the board it belongs to.
    await openSignedIn(page, slug, email, createPath(slug, board, group));
    await expect(page).toHaveURL(tenantUrl(slug, boardPath(slug, board)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(board);
    await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add New Item' })).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  }

  // Northwind's users may create items, but Website Redesign takes none: the popover says so at once
  // (editableColumns) instead of offering a group that leads nowhere.
  const redesign = 'Website Redesign';
  await openSignedIn(page, 'a', CREATOR, boardPath('a', redesign));
  await page.getByRole('button', { name: 'Add New Item' }).click();
  const popover = page.getByRole('dialog', { name: 'Select Item Group' });
  await expect(popover.getByRole('status')).toHaveText('New items can’t be added to this board.');
  await expect(popover.getByRole('combobox', { name: 'Group' })).toHaveCount(0);
  await expect(popover.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the add-item popover of a board that takes no new items');
  await page.keyboard.press('Escape');

  // Reached anyway (a bookmark, an old link), the add screen sends the user one step back.
  const historyIndex = () => page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx);
  const onBoard = await historyIndex();
  await page.goto(tenantUrl('a', createPath('a', redesign, 'Discovery')));
  await expect(page).toHaveURL(tenantUrl('a', boardPath('a', redesign)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(redesign);
  await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  // One step back, not a new entry on top of create-item.
  expect(await historyIndex()).toBe(onBoard);
});
