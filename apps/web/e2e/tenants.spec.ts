import type { Page } from '@playwright/test';
import { BLUEBIRD_REQUESTS, PASSWORD, PEOPLE, PHOTO_SHOOTS, TENANTS } from './support/seed-data';
import { groupHeadings, itemLinks } from './support/board';
import { boardId, expect, openSignedIn, seedResult, tenantUrl, test, toast } from './support/fixtures';

/**
 * Two tenants side by side, http://a.localhost and http://b.localhost, each with a board called
 * 'Client Requests': what one tenant's users see, and their sessions, never reach the other.
 */
const NORTHWIND = TENANTS.a;
const BLUEBIRD = TENANTS.b;

/** Calls the API from the page's own host with a bearer token, as the portal does; answers the status. */
const statusOf = (page: Page, path: string, token: string) =>
  page.evaluate(
    async ({ path, token }) => (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).status,
    { path, token },
  );

test("each tenant's portal shows its own boards and items; sessions and ids do not cross", async ({
  browser,
}) => {
  // Two browsers, three sign-ins and a dozen checks: more than the default budget on a busy 2-core machine.
  test.slow();
  const northwind = await browser.newContext();
  const bluebird = await browser.newContext();
  const a = await northwind.newPage();
  const b = await bluebird.newPage();

  await openSignedIn(a, 'a', PEOPLE.marcus.email);
  await expect(a).toHaveURL(tenantUrl('a', `/board/${boardId('a', 'Client Requests')}`));
  await expect(a.getByTestId('items-count')).toHaveText('160');
  const aBoards = a.getByRole('navigation', { name: 'My Boards' }).getByRole('link');
  await expect(aBoards).toHaveText(Object.keys(seedResult().boards.a ?? {}));

  // Bluebird's user signs in on b's own login screen and lands on b's board of the same name.
  await b.goto(tenantUrl('b', '/auth/login'));
  await expect(b.getByText(BLUEBIRD.description)).toBeVisible();
  await expect(b.getByText(NORTHWIND.name)).toHaveCount(0);
  await b.getByLabel('Email').fill('ops@bluebird.test');
  await b.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await b.getByRole('button', { name: 'Sign in' }).click();
  await expect(b).toHaveURL(tenantUrl('b', `/board/${boardId('b', 'Client Requests')}`));
  expect(boardId('b', 'Client Requests')).not.toBe(boardId('a', 'Client Requests'));
  await expect(b.getByRole('navigation', { name: 'My Boards' }).getByRole('link')).toHaveText([
    BLUEBIRD_REQUESTS.name,
  ]);
  await expect(b.getByTestId('items-count')).toHaveText(String(BLUEBIRD_REQUESTS.items.length));
  await expect(groupHeadings(b)).toHaveText([/^Open\s*2 items$/, /^Closed\s*1 item$/]);
  await expect(itemLinks(b.getByRole('main'))).toHaveText(BLUEBIRD_REQUESTS.items.map((i) => i.name));
  // Bluebird's people directory, not Northwind's.
  await expect(b.getByRole('main')).toContainText('Ravi Patel');
  await expect(b.getByRole('main')).not.toContainText(PEOPLE.priya.name);

  // Searching b for a's words finds nothing of a's.
  await b.getByRole('searchbox', { name: 'Search items' }).fill('lookbook');
  await expect(b.getByText("Couldn't find any items in this Board.")).toBeVisible();

  // A Northwind board id on Bluebird's host is not found: an error, nothing of Northwind's.
  await b.goto(tenantUrl('b', `/board/${boardId('a', PHOTO_SHOOTS.name)}`));
  await expect(toast(b, 'Error!')).toHaveCount(1);
  await expect(toast(b, 'Error!')).toContainText('Board not found.');
  await expect(b.getByText('Could not load data. Please try again later.')).toBeVisible();
  await expect(b.getByRole('main')).not.toContainText(PHOTO_SHOOTS.name);
  await expect(b.getByRole('main')).not.toContainText('Spring lookbook');

  // Each host keeps its own session; a token is worth nothing on the other tenant's host.
  const aToken = (await a.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
  const bToken = (await b.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
  expect(aToken).not.toBe('');
  expect(bToken).not.toBe('');
  expect(aToken).not.toBe(bToken);
  const bItems = `/api/boards/getAllItems?boardId=${boardId('b', 'Client Requests')}`;
  const aItems = `/api/boards/getAllItems?boardId=${boardId('a', PHOTO_SHOOTS.name)}`;
  expect(await statusOf(b, '/api/auth/check-user-auth', aToken)).toBe(401);
  expect(await statusOf(b, bItems, aToken)).toBe(401);
  expect(await statusOf(b, aItems, aToken)).toBe(401);
  expect(await statusOf(b, aItems, bToken)).toBe(404);
  expect(await statusOf(a, '/api/auth/check-user-auth', bToken)).toBe(401);
  expect(await statusOf(a, aItems, bToken)).toBe(401);
  // The tokens do work at home (so the refusals above are about the host, not a broken token).
  expect(await statusOf(a, aItems, aToken)).toBe(200);
  expect(await statusOf(b, bItems, bToken)).toBe(200);

  // A's session planted in b's storage does not open b's portal.
  const other = await bluebird.newPage();
  await other.goto(tenantUrl('b', '/auth/login'));
  await other.evaluate(() => localStorage.clear());
  await other.evaluate((token) => localStorage.setItem('accessToken', token), aToken);
  await other.goto(tenantUrl('b', '/'));
  await expect(other).toHaveURL(tenantUrl('b', '/auth/login'));

  // Meanwhile Northwind's user still has Northwind's boards only.
  await a.reload();
  await expect(a.getByTestId('items-count')).toHaveText('160');
  await expect(aBoards).toHaveText(Object.keys(seedResult().boards.a ?? {}));
  await expect(a.getByRole('navigation', { name: 'My Boards' })).not.toContainText('Bluebird');

  await northwind.close();
  await bluebird.close();
});

test('Add New Item is not offered without the right to create items', async ({ page }) => {
  // Bluebird is on the Standard plan; Contoso is on Enterprise with item creation switched off.
  for (const [slug, email, board] of [
    ['b', 'ops@bluebird.test', BLUEBIRD_REQUESTS.name],
    ['c', 'nurse@contoso.test', 'Care requests'],
  ] as const) {
    await openSignedIn(page, slug, email, `/board/${boardId(slug, board)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(board);
    await expect(page.getByTestId('items-count')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Item' })).toHaveCount(0);
  }
  // The same screen offers it where the plan and the tenant allow it (Northwind: Pro, creation on).
  await openSignedIn(page, 'a', PEOPLE.marcus.email, `/board/${boardId('a', PHOTO_SHOOTS.name)}`);
  await expect(page.getByRole('button', { name: 'Add New Item' })).toBeVisible();
});
