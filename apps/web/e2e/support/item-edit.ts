import type { Page } from '@playwright/test';
import { BRAND_REFRESH } from './seed-data';
import { expect, tenantUrl, toast } from './fixtures';
import { detailsPath } from './items';

/** What the item edit specs share: Brand refresh, its editor, and saving. */
export const BRAND = BRAND_REFRESH.name;
export const EDITOR = 'editor@northwind.test';
export const MAX_UPLOAD_BYTES = 5_242_880;

export const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' }).click();

/** `timeout`: how long the save itself may take (a 5 MB upload on a loaded machine takes longer). */
export const expectSaved = async (page: Page, item: string, timeout?: number) => {
  await expect(toast(page, 'Success!')).toHaveCount(1, { timeout });
  await expect(toast(page, 'Success!')).toContainText('Item details updated successfully.');
  await expect(page).toHaveURL(tenantUrl('a', detailsPath('a', BRAND, item)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
};

/** Closes an open picker with Escape and waits until it is gone (focus is back on its button then). */
export const closePicker = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};
