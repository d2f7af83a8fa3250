/// <reference types="node" />
import { expect, openSignedIn, tenantUrl, test, toast } from './support/fixtures';
import { PNG_1X1, detailsPath, editPath, fetchFile, openPicker, picker, valueOf } from './support/items';
import { BRAND, EDITOR, MAX_UPLOAD_BYTES, closePicker, expectSaved, save } from './support/item-edit';

/**
 * §2 Edit item, §4 and §5 as a user meets them. Every flow that saves has an item of its own on Brand refresh
 * (seed-data.ts), so the tests run in any order and in parallel.
 */

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

test('a file over 5 MB is not attached (console only); one of exactly 5 MB is', async ({
  page,
}, testInfo) => {
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

  // Named per attempt: a retry finds the first attempt's file on the item already.
  const proof = `catalogue-proof-${testInfo.retry}.txt`;
  await input.setInputFiles({
    name: proof,
    mimeType: 'text/plain',
    buffer: Buffer.alloc(MAX_UPLOAD_BYTES, 'a'),
  });
  await expect(page.getByText(`${proof} (5.0 MB)`)).toBeVisible();
  await save(page);
  // Sending 5 MB and storing it: on a machine running a second suite this took more than 7.5 s.
  await expectSaved(page, item, 30_000);
  const link = valueOf(page, 'Brand assets').getByRole('link', { name: proof });
  // Not a type a browser may show: it downloads, whole.
  expect(await fetchFile(page, (await link.getAttribute('href')) ?? '')).toEqual({
    status: 200,
    type: 'application/octet-stream',
    disposition: expect.stringMatching(new RegExp(`^attachment; filename="${proof.replace('.', '\\.')}"`)),
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
