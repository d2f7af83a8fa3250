import type { Page } from '@playwright/test';
import { THEMES, previewMessages } from '@portico/contract';
import { groupHeadings, itemLinks } from './support/board';
import { PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import {
  boardId,
  expect,
  expectNoAxeViolations,
  openSignedIn,
  tenantUrl,
  test,
  useStoredTheme,
} from './support/fixtures';

/**
 * Preview as client (console): an editor of Northwind opens the portal as Alex Morgan, who sees only the
 * items assigned to them, in a new tab — exactly Alex's boards and items, nothing to change, a banner with
 * the way out — while the editor's own session in the first tab goes on as before.
 */

const STAFF = 'preview@northwind.test';
const CLIENT = PEOPLE.alex;
const shootsPath = () => `/board/${boardId('a', PHOTO_SHOOTS.name)}`;

const banner = (page: Page) => page.getByRole('region', { name: 'Preview' });
const myBoards = (page: Page) =>
  page.getByRole('navigation', { name: 'My Boards' }).getByRole('link').allTextContents();

/** What the page shows of the Photo shoots board: group headings and item names, in order. */
const shootsView = async (page: Page) => {
  await expect(groupHeadings(page).first()).toBeVisible();
  return {
    groups: await groupHeadings(page).allTextContents(),
    items: await itemLinks(page.getByRole('main')).allTextContents(),
  };
};

/** A preview token for Alex, asked for with the staff member's session stored in the page. */
const previewToken = (page: Page, userId: string) =>
  page.evaluate(async (id) => {
    const response = await fetch(`/api/console/clients/${id}/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    if (!response.ok) throw new Error(`preview: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { token: string } }).data.token;
  }, userId);

/** Alex's account id, as the console lists it. */
const clientId = (page: Page) =>
  page.evaluate(async (email) => {
    const response = await fetch(`/api/console/clients?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    const body = (await response.json()) as { data: { clients: Array<{ id: string }> } };
    return body.data.clients[0]?.id as string;
  }, CLIENT.email);

test('staff preview a filtered client in a new tab: their boards and items, read-only', async ({
  page,
  browser,
}) => {
  // What Alex sees in their own session.
  const own = await (await browser.newContext()).newPage();
  await openSignedIn(own, 'a', CLIENT.email, shootsPath());
  const ownView = await shootsView(own);
  const ownBoards = await myBoards(own);
  expect(ownView.items).toEqual([
    'Harbour Foods kitchen portraits',
    'Rooftop launch event',
    'Brightline Travel brochure',
  ]);
  await own.context().close();

  await openSignedIn(page, 'a', STAFF, '/console/clients');
  const staffToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(CLIENT.email);
  const row = page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: CLIENT.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${CLIENT.name}` }).click();
  const opened = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Preview as client' }).click();
  const preview = await opened;

  // The banner, and the token gone from the URL into this tab's sessionStorage only.
  await expect(banner(preview)).toContainText(`Previewing as ${CLIENT.name} — read-only`);
  await expect(preview).toHaveURL((url) => url.origin === new URL(tenantUrl('a')).origin && url.hash === '');
  const token = await preview.evaluate(() => sessionStorage.getItem('previewAccessToken'));
  expect(token).toBeTruthy();
  expect(await preview.evaluate(() => localStorage.getItem('accessToken'))).toBe(staffToken);

  // Exactly Alex's boards and items.
  await expect(preview.getByRole('navigation', { name: 'My Boards' }).getByRole('link')).toHaveText(
    ownBoards,
  );
  await preview.goto(tenantUrl('a', shootsPath()));
  expect(await shootsView(preview)).toEqual(ownView);
  await expect(preview.getByRole('button', { name: /^Filter/ })).toHaveCount(0);

  // Nothing to change: no Add New Item, no Edit Item, no password or profile save.
  await expect(preview.getByRole('button', { name: /Add New Item/ })).toHaveCount(0);
  await itemLinks(preview.getByRole('main')).first().click();
  await expect(preview.getByRole('heading', { name: ownView.items[0] })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Edit Item' })).toHaveCount(0);
  await preview.goto(tenantUrl('a', '/settings/change-password'));
  await expect(preview.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  await preview.goto(tenantUrl('a', '/settings/profile'));
  await expect(preview.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  await expect(banner(preview)).toBeVisible();

  // A write sent anyway is the server's to refuse.
  const refused = await preview.evaluate(async (t) => {
    const response = await fetch('/api/feedback/send-feedback', {
      method: 'POST',
      headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
      body: JSON.stringify({ summary: 'From a preview', message: 'Should not arrive' }),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, token);
  expect(refused).toEqual({
    status: 403,
    body: { success: false, message: previewMessages.readOnly },
  });

  // The staff member's own tab goes on as staff.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(staffToken);

  // Ending the preview revokes its session.
  const closed = preview.waitForEvent('close').catch(() => undefined);
  await banner(preview).getByRole('button', { name: 'End preview' }).click();
  await closed;
  const after = await page.evaluate(
    async (t) =>
      (await fetch('/api/auth/check-user-auth', { headers: { authorization: `Bearer ${t}` } })).status,
    token,
  );
  expect(after).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
});

for (const theme of THEMES) {
  test(`the preview passes axe in the ${theme} theme`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await openSignedIn(page, 'a', STAFF, '/console/clients');
    const token = await previewToken(page, await clientId(page));
    await page.goto(tenantUrl('a', `${shootsPath()}#preview=${encodeURIComponent(token)}`));
    await expect(banner(page)).toContainText(`Previewing as ${CLIENT.name}`);
    await expect(itemLinks(page.getByRole('main')).first()).toBeVisible();
    await expectNoAxeViolations(page, `the preview of a client (${theme})`);
  });
}
