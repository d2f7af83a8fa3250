/// <reference types="node" />
import type { Page } from '@playwright/test';
import { BLUEBIRD_REQUESTS, BRAND_REFRESH, CARE_REQUESTS, PEOPLE, PRINT_JOBS } from './support/seed-data';
import { groupSection } from './support/board';
import { boardId, expect, openSignedIn, tenantUrl, test, toast } from './support/fixtures';
import {
  PNG_1X1,
  detailsPath,
  editPath,
  fetchFile,
  fieldLabel,
  itemForm,
  openPicker,
  picker,
  valueOf,
} from './support/items';

/**
 * §2 Edit item, §4 and §5 as a user meets them. Every flow that saves has an item of its own on Brand refresh
 * (seed-data.ts), so the tests run in any order and in parallel.
 */
const BRAND = BRAND_REFRESH.name;
const EDITOR = 'editor@northwind.test';
const MAX_UPLOAD_BYTES = 5_242_880;

const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' }).click();

const expectSaved = async (page: Page, item: string) => {
  await expect(toast(page, 'Success!')).toHaveCount(1);
  await expect(toast(page, 'Success!')).toContainText('Item details updated successfully.');
  await expect(page).toHaveURL(tenantUrl('a', detailsPath('a', BRAND, item)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
};

/** Closes an open picker with Escape and waits until it is gone (focus is back on its button then). */
const closePicker = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

test('the form holds only editable columns that are not doc or timeline, files last', async ({ page }) => {
  const item = 'Harbour Foods logo refresh';
  await openSignedIn(page, 'a', EDITOR, editPath('a', BRAND, item));
  const form = itemForm(page, 'Edit Item');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
  await expect(page).toHaveTitle(`Edit Item · ${item} · Portico`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Dashboard',
    'Item Details',
    'Edit Item',
  ]);
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute(
    'href',
    detailsPath('a', BRAND, item),
  );
  // The board keeps 'Brand assets' second; the form lists it last. Timeline and Spec (types never written),
  // Account lead (not editable) and Internal code (hidden) are not fields.
  await expect(form.locator('label')).toHaveText([
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
  // The current values fill the fields.
  await expect(picker(page, 'Status')).toHaveText('In progress');
  await expect(page.getByLabel('Due date')).toHaveValue('2025-05-16');
  await expect(page.getByLabel('Client contact')).toHaveValue('brand@harbourfoods.example');
  await expect(page.getByRole('checkbox', { name: 'Approved' })).not.toBeChecked();
  await expect(form.getByRole('list', { name: 'Brand assets files' })).toHaveText('Logo concepts.pdf');
  await expect(form.getByText('(Max File size: 5MB)')).toBeVisible();
  await expect(page.getByLabel('Contact phone')).toHaveAttribute('placeholder', '+1 (123) 456 7890');

  // Saving what is there changes nothing: said once, and the user stays on the form.
  await save(page);
  await expect(toast(page, 'No Column value changed.')).toHaveCount(1);
  await expect(page).toHaveURL(tenantUrl('a', editPath('a', BRAND, item)));
  // A change taken back again is no change either (surrounding spaces included).
  await page.getByLabel('Notes').fill('Second round of concepts on Friday. ');
  await page.getByLabel('Notes').fill(' Second round of concepts on Friday.');
  await save(page);
  await expect(toast(page, 'No Column value changed.')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Edit Item' })).toHaveCount(0);

  // Cancel leaves without saving.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(tenantUrl('a', detailsPath('a', BRAND, item)));
  await expect(valueOf(page, 'Notes')).toHaveText('Second round of concepts on Friday.');
});

test('text, status, priority, tags, date and checkbox: saved, shown on details and on the board', async ({
  page,
}) => {
  const item = 'Menu board redesign';
  await openSignedIn(page, 'a', EDITOR, `/board/${boardId('a', BRAND)}`);
  const card = () => groupSection(page, 'Identity').getByRole('listitem').filter({ hasText: item });
  await expect(card().getByRole('definition').first()).toHaveText('Not started');
  await card().getByRole('link', { name: item }).click();
  await page.getByRole('link', { name: 'Edit Item' }).click();
  await expect(picker(page, 'Status')).toHaveText('Not started');

  await page.getByLabel('Notes').fill('Final artwork approved by the client');

  let popup = await openPicker(page, 'Status');
  // The current label, and only it, is marked for assistive technology. (The seeded labels come first; the
  // 'Add New Label' test may add one to this column meanwhile.)
  await expect(popup.getByRole('option').first()).toHaveText('Not started (selected)');
  await expect(popup.getByRole('option', { name: /\(selected\)$/ })).toHaveCount(1);
  await expect(popup.getByRole('option', { name: 'In review', exact: true })).toBeVisible();
  await popup.getByRole('option', { name: 'In review' }).click();
  // A single choice closes the list.
  await expect(popup).toHaveCount(0);
  await expect(picker(page, 'Status')).toHaveText('In review');

  popup = await openPicker(page, 'Priority');
  await popup.getByRole('option', { name: 'High' }).click();
  await expect(picker(page, 'Priority')).toHaveText('High');

  // Tags toggle on and off; the list stays open until Escape.
  popup = await openPicker(page, 'Channels');
  await popup.getByRole('option', { name: 'web' }).click();
  await popup.getByRole('option', { name: 'print' }).click();
  await popup.getByRole('option', { name: 'retail' }).click();
  await expect(popup.getByRole('option', { name: /\(selected\)$/ })).toHaveText([/^web/, /^retail/]);
  await closePicker(page);
  await expect(picker(page, 'Channels')).toBeFocused();
  await expect(picker(page, 'Channels')).toHaveText(/^web\s*retail$/);

  await page.getByLabel('Due date').fill('2025-07-01');
  await page.getByRole('checkbox', { name: 'Approved' }).check();

  await save(page);
  await expectSaved(page, item);
  await expect(valueOf(page, 'Notes')).toHaveText('Final artwork approved by the client');
  await expect(valueOf(page, 'Status')).toHaveText('In review');
  await expect(valueOf(page, 'Priority')).toHaveText('High');
  await expect(valueOf(page, 'Channels')).toHaveText(/^web\s*retail$/);
  await expect(valueOf(page, 'Due date')).toHaveText('2025-07-01');
  await expect(valueOf(page, 'Approved')).toHaveText('Yes');
  // Untouched columns keep their values.
  await expect(valueOf(page, 'Brief')).toHaveText('Menu boards for the three cafés.');
  await expect(valueOf(page, 'Owners')).toContainText(PEOPLE.diego.name);

  // Saving stepped back to the details; Go Back leads to the board, which shows the new values.
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(tenantUrl('a', `/board/${boardId('a', BRAND)}`));
  await expect(card().getByRole('definition')).toHaveText([
    'In review',
    'N/A',
    'High',
    /Diego Alvarez/,
    'Signage',
  ]);
});

test("people: the first 3 then '+N', a case-insensitive search, 'Nothing found...', saved", async ({
  page,
}) => {
  const item = 'Packaging mock-ups';
  await openSignedIn(page, 'a', EDITOR, detailsPath('a', BRAND, item));
  await page.getByRole('link', { name: 'Edit Item' }).click();
  const owners = picker(page, 'Owners');
  await expect(owners).toHaveText(/^Priya Raman\s*Marcus Chen\s*Jordan Ellis\s*\+2$/);

  const popup = await openPicker(page, 'Owners');
  const search = popup.getByRole('combobox', { name: 'Search by name' });
  await expect(search).toBeFocused();
  // The tenant's directory, the five chosen ones marked.
  await expect(popup.getByRole('option')).toHaveCount(10);
  await expect(popup.getByRole('option', { name: /\(selected\)$/ })).toHaveCount(5);
  // Each option is named once: the photo beside the name is decoration.
  await expect(popup.getByRole('option', { name: 'Marcus Chen (selected)', exact: true })).toBeVisible();

  await search.fill('MAR');
  await expect(popup.getByRole('option')).toHaveText([/^Marcus Chen/]);
  await search.fill('zzz');
  await expect(popup.getByRole('option')).toHaveCount(0);
  await expect(popup.getByText('Nothing found...')).toBeVisible();

  await search.fill('tom');
  await popup.getByRole('option', { name: /^Tom Whitaker/ }).click();
  await expect(owners).toHaveText(/^Priya Raman\s*Marcus Chen\s*Jordan Ellis\s*\+3$/);
  await search.fill('priya');
  await popup.getByRole('option', { name: /^Priya Raman/ }).click();
  await expect(owners).toHaveText(/^Marcus Chen\s*Jordan Ellis\s*Sam Okafor\s*\+2$/);
  await closePicker(page);
  await expect(owners).toBeFocused();

  await save(page);
  await expectSaved(page, item);
  await expect(valueOf(page, 'Owners').getByRole('listitem')).toHaveText([
    /^Marcus Chen/,
    /^Jordan Ellis/,
    /^Sam Okafor/,
    /^Lena Fischer/,
    // No photo: the initials stand in (hidden from assistive technology).
    /^TOTom Whitaker/,
  ]);
});

test('at phone width a picker grows with its chips instead of letting them spill out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'a', EDITOR, editPath('a', BRAND, 'Harbour Foods logo refresh'));
  const owners = picker(page, 'Owners');
  await expect(owners).toHaveText(/^Priya Raman\s*Marcus Chen\s*Jordan Ellis\s*\+2$/);
  const box = await owners.boundingBox();
  const chips = await owners
    .getByText(/^(Jordan Ellis|\+2)$/)
    .evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
    );
  // Three chips and '+2' do not fit on one line of 390 px: they wrap inside the button.
  expect(chips).toHaveLength(2);
  for (const chip of chips) {
    expect(chip.top).toBeGreaterThanOrEqual(box?.y ?? Infinity);
    expect(chip.bottom).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0));
  }
  expect(box?.height).toBeGreaterThan(44);
});

test('a file of up to 5 MB is uploaded, listed on details and opens with its type', async ({ page }) => {
  const item = 'Shop window signage';
  await openSignedIn(page, 'a', EDITOR, detailsPath('a', BRAND, item));
  await expect(valueOf(page, 'Brand assets')).toHaveText('No file uploaded');
  await page.getByRole('link', { name: 'Edit Item' }).click();

  const input = page.getByLabel('Brand assets', { exact: true });
  await input.setInputFiles({ name: 'window-mockup.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('window-mockup.png (1 kB)')).toBeVisible();
  // Removing the choice and choosing again.
  await page.getByRole('button', { name: 'Remove window-mockup.png' }).click();
  await expect(page.getByText('window-mockup.png (1 kB)')).toHaveCount(0);
  await input.setInputFiles({ name: 'window-mockup.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('button', { name: 'Remove window-mockup.png' })).toBeVisible();

  await save(page);
  await expectSaved(page, item);
  const link = valueOf(page, 'Brand assets').getByRole('link', { name: 'window-mockup.png' });
  await expect(link).toBeVisible();
  // The link opens the image in a new tab, served as the PNG it is.
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(/^\/api\/files\/\w+\/window-mockup\.png$/);
  expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
  await expect(tab.locator('img')).toHaveJSProperty('naturalWidth', 1);
  await tab.close();
});

test('a file over 5 MB is not attached (console only); one of exactly 5 MB is', async ({ page }) => {
  const item = 'Print catalogue';
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await openSignedIn(page, 'a', EDITOR, editPath('a', BRAND, item));
  const input = page.getByLabel('Brand assets', { exact: true });

  await input.setInputFiles({
    name: 'catalogue-print.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20),
  });
  await expect
    .poll(() => warnings.filter((w) => w.includes('catalogue-print.pdf is larger than 5 MB')))
    .toHaveLength(1);
  await expect(input).toHaveJSProperty('files.length', 0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  // Only the console hears of it; nothing was attached, so there is nothing to save.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await save(page);
  await expect(toast(page, 'No Column value changed.')).toHaveCount(1);

  await input.setInputFiles({
    name: 'catalogue-proof.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(MAX_UPLOAD_BYTES, 'a'),
  });
  await expect(page.getByText('catalogue-proof.txt (5.0 MB)')).toBeVisible();
  await save(page);
  await expectSaved(page, item);
  const link = valueOf(page, 'Brand assets').getByRole('link', { name: 'catalogue-proof.txt' });
  // Not a type a browser may show: it downloads, whole.
  expect(await fetchFile(page, (await link.getAttribute('href')) ?? '')).toEqual({
    status: 200,
    type: 'application/octet-stream',
    disposition: expect.stringMatching(/^attachment; filename="catalogue-proof\.txt"/),
    start: 'aaaaa',
    size: MAX_UPLOAD_BYTES,
  });
});

test("required fields left empty: 'Please fill in all required fields.' and the fields are flagged", async ({
  page,
}) => {
  const item = 'Social launch kit';
  await openSignedIn(page, 'a', EDITOR, detailsPath('a', BRAND, item));
  await page.getByRole('link', { name: 'Edit Item' }).click();
  const brief = page.getByLabel('Brief');
  const deliverable = picker(page, 'Deliverable');

  await brief.fill('   ');
  await save(page);
  await expect(toast(page, 'Please fill in all required fields.')).toHaveCount(1);
  await expect(brief).toHaveAttribute('aria-invalid', 'true');
  await expect(brief).toHaveAccessibleDescription('Brief is required!');
  await expect(brief).toBeFocused();
  await expect(deliverable).not.toHaveAttribute('aria-invalid');

  const popup = await openPicker(page, 'Deliverable');
  await popup.getByRole('option', { name: /^Social templates/ }).click();
  await closePicker(page);
  await save(page);
  await expect(toast(page, 'Please fill in all required fields.')).toHaveCount(1);
  await expect(page.getByText('Deliverable is required!')).toBeVisible();
  await expect(deliverable).toHaveAttribute('aria-invalid', 'true');
  // The first flagged field takes the focus.
  await expect(deliverable).toBeFocused();

  // The flags follow the fields as they are filled.
  await brief.fill('Templates for the launch posts, in three sizes.');
  await expect(page.getByText('Brief is required!')).toHaveCount(0);
  await expect(brief).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Deliverable is required!')).toBeVisible();

  // The browser's own checks run first: an invalid email stops the save without a toast.
  await (await openPicker(page, 'Deliverable')).getByRole('option', { name: /^Logo/ }).click();
  await closePicker(page);
  await expect(page.getByText('Deliverable is required!')).toHaveCount(0);
  await page.getByLabel('Client contact').fill('not-an-email');
  await save(page);
  await expect(page.getByLabel('Client contact')).toBeFocused();
  expect(await page.getByLabel('Client contact').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(
    false,
  );
  await expect(page).toHaveURL(tenantUrl('a', editPath('a', BRAND, item)));

  // Nothing was saved.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(tenantUrl('a', detailsPath('a', BRAND, item)));
  await expect(valueOf(page, 'Brief')).toHaveText('Templates for the launch posts.');
  await expect(valueOf(page, 'Deliverable')).toHaveText('Social templates');
  await expect(toast(page, 'Success!')).toHaveCount(0);
});

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
