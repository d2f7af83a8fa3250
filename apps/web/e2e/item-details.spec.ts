import { BLUEBIRD_REQUESTS, BRAND_REFRESH, PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import { groupSection, itemRow, shootCell, viewOption } from './support/board';
import { boardId, expect, itemId, openSignedIn, tenantUrl, test, toast } from './support/fixtures';
import { columnValues, detailsPath, fetchFile, valueOf } from './support/items';

/**
 * §2 Item details, read-only: opened from a card and from a table row, the breadcrumb, the heading, one
 * row per column value and Go Back; an item that cannot be fetched toasts and goes to '/'. Nothing here
 * changes state, so the items are shared.
 */
const SHOOTS = PHOTO_SHOOTS.name;
const BRAND = BRAND_REFRESH.name;
const VIEWER = PEOPLE.marcus.email;
const shootsPath = () => `/board/${boardId('a', SHOOTS)}`;

test('opens from a card: breadcrumb, heading, one row per value, "No file uploaded", Go Back', async ({
  page,
}) => {
  await openSignedIn(page, 'a', VIEWER, shootsPath());
  const card = groupSection(page, 'This month')
    .getByRole('listitem')
    .filter({ hasText: 'Harbour Foods kitchen portraits' });
  await card.getByRole('link', { name: 'Harbour Foods kitchen portraits' }).click();

  await expect(page).toHaveURL(tenantUrl('a', detailsPath('a', SHOOTS, 'Harbour Foods kitchen portraits')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Foods kitchen portraits');
  await expect(page).toHaveTitle('Harbour Foods kitchen portraits · Portico');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Dashboard', 'Item Details']);
  await expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', shootsPath());
  await expect(breadcrumb.getByText('Item Details')).toHaveAttribute('aria-current', 'page');
  // Where the item lives: its group and board.
  await expect(page.getByRole('main')).toContainText('Group: This month');
  await expect(page.getByRole('main')).toContainText('Board: Photo shoots');

  // One row per column value, in the board's order, each value rendered by its type.
  await expect(columnValues(page).getByRole('term')).toHaveText(PHOTO_SHOOTS.columns.map((c) => c.title));
  await expect(columnValues(page).getByRole('definition')).toHaveText([
    'Tentative',
    /Jordan Ellis\s*jordan@northwind\.studio\s*Alex Morgan\s*demo@portico\.test/,
    '2025-03-21',
    '+1 415 (555) 0134',
    'No',
    'No file uploaded',
    'Harbour Foods test kitchen',
  ]);
  await expect(valueOf(page, 'On-site contact').getByRole('link')).toHaveAttribute(
    'href',
    'tel:+14155550134',
  );

  await expect(page.getByRole('link', { name: 'Edit Item' })).toHaveAttribute(
    'href',
    `${detailsPath('a', SHOOTS, 'Harbour Foods kitchen portraits')}/edit-details`,
  );

  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(tenantUrl('a', shootsPath()));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOOTS);
});

test('opens from a table row; its file opens as a PDF; Edit Item leads to the edit screen', async ({
  page,
}) => {
  await openSignedIn(page, 'a', VIEWER, shootsPath());
  await viewOption(page, 'Table').click();
  await shootCell(itemRow(page, 'Spring lookbook studio day'), 'Releases signed').click();

  const path = detailsPath('a', SHOOTS, 'Spring lookbook studio day');
  await expect(page).toHaveURL(tenantUrl('a', path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring lookbook studio day');
  // Details list every person (the board shows three and +2).
  await expect(valueOf(page, 'Crew').getByRole('listitem')).toHaveCount(5);
  // Each person is read once: the photo beside the name is decorative, not a second copy of it.
  await expect(valueOf(page, 'Crew').locator('img').first()).toHaveAttribute('alt', '');
  await expect(valueOf(page, 'Crew').getByRole('img')).toHaveCount(0);
  await expect(valueOf(page, 'Releases signed')).toHaveText('Yes');

  const file = valueOf(page, 'Shot list').getByRole('link', { name: 'Shot list - lookbook.pdf' });
  await expect(file).toHaveAttribute('target', '_blank');
  // Opened in the browser (inline), as a PDF. (Node cannot resolve *.localhost: the page fetches it.)
  expect(await fetchFile(page, (await file.getAttribute('href')) ?? '')).toEqual({
    status: 200,
    type: 'application/pdf',
    disposition: expect.stringMatching(/^inline; filename="Shot list - lookbook\.pdf"/),
    start: '%PDF-',
    size: expect.any(Number),
  });

  await page.getByRole('link', { name: 'Edit Item' }).click();
  await expect(page).toHaveURL(tenantUrl('a', `${path}/edit-details`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Dashboard',
    'Item Details',
    'Edit Item',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring lookbook studio day');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  // Go Back on the edit screen leads to the item details.
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(tenantUrl('a', path));
});

test('every visible column is a row: doc, timeline and read-only columns too, hidden ones not', async ({
  page,
}) => {
  await openSignedIn(page, 'a', VIEWER, detailsPath('a', BRAND, 'Harbour Foods logo refresh'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Foods logo refresh');
  const visible = BRAND_REFRESH.columns.filter((c) => !('visible' in c && c.visible === false));
  await expect(columnValues(page).getByRole('term')).toHaveText(visible.map((c) => c.title));
  await expect(columnValues(page)).not.toContainText('Internal code');
  await expect(columnValues(page)).not.toContainText('HF-22');

  await expect(valueOf(page, 'Status')).toHaveText('In progress');
  await expect(valueOf(page, 'Owners').getByRole('listitem')).toHaveCount(5);
  await expect(valueOf(page, 'Deliverable')).toHaveText(/Logo\s*Style guide/);
  await expect(valueOf(page, 'Client contact').getByRole('link')).toHaveAttribute(
    'href',
    'mailto:brand@harbourfoods.example',
  );
  await expect(valueOf(page, 'Timeline')).toHaveText('2025-04-01 – 2025-05-16');
  await expect(valueOf(page, 'Spec').getByRole('link', { name: 'Brand brief v2' })).toHaveAttribute(
    'href',
    'https://docs.example.com/harbour-foods/brand-brief',
  );
  await expect(valueOf(page, 'Account lead')).toContainText(PEOPLE.diego.name);
  await expect(valueOf(page, 'Approved')).toHaveText('No');
  await expect(valueOf(page, 'Brand assets').getByRole('link')).toHaveText(['Logo concepts.pdf']);
});

test("an item that cannot be fetched: 'Error fetching item details!' and the user lands on '/'", async ({
  context,
}) => {
  const setup = await context.newPage();
  await openSignedIn(setup, 'a', VIEWER, '/settings/profile');
  await setup.close();
  // '/' opens the user's first board.
  const home = tenantUrl('a', `/board/${boardId('a', 'Client Requests')}`);
  const cases = [
    // An id that does not exist.
    `/board/${boardId('a', SHOOTS)}/item-details/no-such-item`,
    // An item of another board of the same tenant.
    `/board/${boardId('a', BRAND)}/item-details/${itemId('a', SHOOTS, 'Gift card flat lays')}`,
    // Another tenant's item under this tenant's board of the same name.
    `/board/${boardId('a', 'Client Requests')}/item-details/${itemId('b', BLUEBIRD_REQUESTS.name, 'Pallet pickup at Dock 4')}`,
  ];
  for (const path of cases) {
    const page = await context.newPage();
    await page.goto(tenantUrl('a', path));
    await expect(page).toHaveURL(home);
    await expect(toast(page, 'Error fetching item details!')).toHaveCount(1);
    await expect(toast(page, 'Error fetching item details!')).toContainText('Item not found.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Requests');
    await page.close();
  }
  // The item of the second case opens on its own board: the refusal was about the board.
  const page = await context.newPage();
  await page.goto(tenantUrl('a', detailsPath('a', SHOOTS, 'Gift card flat lays')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift card flat lays');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
