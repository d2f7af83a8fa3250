/// <reference types="node" />
import { BLUEBIRD_REQUESTS, CARE_REQUESTS, PRINT_JOBS } from './support/seed-data';
import { expect, openSignedIn, tenantUrl, test } from './support/fixtures';
import { detailsPath, editPath, openPicker, picker, valueOf } from './support/items';
import { BRAND, EDITOR, closePicker, expectSaved, save } from './support/item-edit';

/**
 * §2 Edit item, §4 and §5 as a user meets them. Every flow that saves has an item of its own on Brand refresh
 * (seed-data.ts), so the tests run in any order and in parallel.
 */

test("'Add New Label': 'Label is required', a new status and tag, saved and kept by the column", async ({
  page,
}) => {
  const item = 'Trade show banner';
  await openSignedIn(page, 'a', EDITOR, detailsPath('a', BRAND, item));
  await page.getByRole('link', { name: 'Edit Item' }).click();

  await (await openPicker(page, 'Status')).getByRole('button', { name: 'Add New Label' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Label' });
  await expect(dialog).toBeVisible();
  const label = dialog.getByLabel('Label');
  await expect(label).toBeFocused();
  await dialog.getByRole('button', { name: 'Add Label' }).click();
  await expect(dialog.getByText('Label is required')).toBeVisible();
  await label.fill('   ');
  await label.press('Enter');
  await expect(dialog.getByText('Label is required')).toBeVisible();
  await label.fill('Printed');
  await label.press('Enter');
  await expect(dialog).toHaveCount(0);
  // Chosen at once, focus back on the picker, and the item form was not submitted with it.
  await expect(picker(page, 'Status')).toHaveText('Printed');
  await expect(picker(page, 'Status')).toBeFocused();
  await expect(page).toHaveURL(tenantUrl('a', editPath('a', BRAND, item)));
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // Tags: a new one is added; one that exists in another case is chosen instead of added twice.
  for (const name of ['events', 'WEB']) {
    await (await openPicker(page, 'Channels')).getByRole('button', { name: 'Add New Label' }).click();
    await dialog.getByLabel('Label').fill(name);
    await dialog.getByRole('button', { name: 'Add Label' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(picker(page, 'Channels')).toHaveText(/^retail\s*events\s*web$/);

  await save(page);
  await expectSaved(page, item);
  await expect(valueOf(page, 'Status')).toHaveText('Printed');
  await expect(valueOf(page, 'Channels')).toHaveText(/^retail\s*events\s*web$/);

  // The columns keep the new labels: they are options from now on.
  await page.getByRole('link', { name: 'Edit Item' }).click();
  await expect((await openPicker(page, 'Status')).getByRole('option')).toHaveText([
    'Not started',
    'In progress',
    'In review',
    'Done',
    'Printed (selected)',
  ]);
});

test("'Add New Label' only where allowNewValueCreation and the plan allow it", async ({ page }) => {
  // Bluebird: Standard plan, new values allowed.
  await openSignedIn(
    page,
    'b',
    'ops@bluebird.test',
    editPath('b', BLUEBIRD_REQUESTS.name, 'Pallet pickup at Dock 4'),
  );
  let popup = await openPicker(page, 'Status');
  await expect(popup.getByRole('option')).toHaveText(['Open (selected)', 'Closed']);
  await expect(popup.getByRole('button', { name: 'Add New Label' })).toBeVisible();
  await closePicker(page);

  // Contoso: Enterprise, but new values switched off.
  await openSignedIn(
    page,
    'c',
    'nurse@contoso.test',
    editPath('c', CARE_REQUESTS.name, CARE_REQUESTS.items[0].name),
  );
  for (const title of ['Status', 'Needs']) {
    popup = await openPicker(page, title);
    await expect(popup.getByRole('option').first()).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Add New Label' })).toHaveCount(0);
    await closePicker(page);
  }

  // Dunmore: new values switched on, but a plan outside Standard, Pro and Enterprise.
  await openSignedIn(
    page,
    'd',
    'clerk@dunmore.test',
    editPath('d', PRINT_JOBS.name, PRINT_JOBS.items[0].name),
  );
  for (const title of ['Status', 'Paper']) {
    popup = await openPicker(page, title);
    await expect(popup.getByRole('option').first()).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Add New Label' })).toHaveCount(0);
    await closePicker(page);
  }
});
