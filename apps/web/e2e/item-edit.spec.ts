/// <reference types="node" />
import { PEOPLE } from './support/seed-data';
import { groupSection } from './support/board';
import { boardId, expect, openSignedIn, tenantUrl, test, toast } from './support/fixtures';
import { detailsPath, editPath, fieldLabel, itemForm, openPicker, picker, valueOf } from './support/items';
import { BRAND, EDITOR, closePicker, expectSaved, save } from './support/item-edit';

/**
 * §2 Edit item, §4 and §5 as a user meets them. Every flow that saves has an item of its own on Brand refresh
 * (seed-data.ts), so the tests run in any order and in parallel.
 */

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
  // The tenant's directory (ten people and its staff member Vera Preview), the five chosen ones marked.
  await expect(popup.getByRole('option')).toHaveCount(11);
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
