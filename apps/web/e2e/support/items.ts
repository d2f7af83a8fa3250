/// <reference types="node" />
import type { Locator, Page } from '@playwright/test';
import type { TenantSlug } from './seed-data';
import { boardId, itemId } from './fixtures';

/** The item details route of a seeded item. */
export const detailsPath = (slug: TenantSlug, board: string, item: string) =>
  `/board/${boardId(slug, board)}/item-details/${itemId(slug, board, item)}`;

/** The edit route of a seeded item. */
export const editPath = (slug: TenantSlug, board: string, item: string) =>
  `${detailsPath(slug, board, item)}/edit-details`;

/** The column values of the details screen: one row per value, the title as term, the value as definition. */
export const columnValues = (page: Page) => page.getByRole('region', { name: 'Column values' });

/** The value shown on the details screen for a column title. */
export const valueOf = (page: Page, title: string) =>
  columnValues(page)
    .getByTestId('item-value')
    .filter({ has: page.getByRole('term').getByText(title, { exact: true }) })
    .getByRole('definition');

/** An item form (edit: 'Edit Item'; add: 'Add Details'). */
export const itemForm = (page: Page, name: 'Edit Item' | 'Add Details') => page.getByRole('form', { name });

/** What a form field's label reads, as a list: the title, and '* (required)' for a required column. */
export const fieldLabel = (title: string, required = false) => (required ? `${title}* (required)` : title);

/** A picker (status, priority, people, dropdown, tags) of a form by its column title. */
export const picker = (scope: Page | Locator, title: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${title}( \\(required\\))?$`) });

/** Opens a picker and answers its popup: a search box and the options, named 'Select {title}'. */
export const openPicker = async (page: Page, title: string) => {
  await picker(page, title).click();
  const popup = page.getByRole('dialog', { name: `Select ${title}` });
  await popup.getByRole('searchbox', { name: 'Search by name' }).or(popup.getByRole('combobox')).waitFor();
  return popup;
};

/** Fetches a file link from inside the page (Node cannot resolve *.localhost): status, headers, first bytes. */
export const fetchFile = (page: Page, href: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      start: new TextDecoder().decode(bytes.subarray(0, 5)),
      size: bytes.length,
    };
  }, href);

/** A 1×1 PNG: recognised by its bytes as image/png, so the portal serves it inline. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
