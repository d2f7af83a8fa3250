import { TENANTS } from './support/seed-data';
import { boardId, expect, signIn, tenantUrl, test } from './support/fixtures';

const [first, long, third] = TENANTS.nimbus.boards;

test('home opens the first board; My Boards links every board and highlights the open one', async ({
  page,
}) => {
  await signIn(page, 'nimbus', 'boards@nimbus.test');
  await expect(page).toHaveURL(tenantUrl('nimbus', `/board/${boardId('nimbus', first)}`));

  const nav = page.getByRole('navigation', { name: 'My Boards' });
  await expect(nav.getByRole('link')).toHaveCount(3);
  await expect(nav.getByRole('link', { name: first })).toHaveAttribute('aria-current', 'page');
  // The top bar is the tenant's: its name, not Portico's. With a board open it is not a link home (§2).
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(TENANTS.nimbus.name);
  await expect(banner).not.toContainText('Portico');
  await expect(page.getByRole('link', { name: `${TENANTS.nimbus.name} home` })).toHaveCount(0);

  // A long name stays on one line and shows in full in a tooltip.
  const longLink = nav.getByRole('link', { name: long });
  const truncated = await longLink
    .locator('span.truncate')
    .evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).whiteSpace === 'nowrap');
  expect(truncated).toBe(true);
  await longLink.hover();
  await expect(page.getByRole('tooltip')).toHaveText(long);

  await nav.getByRole('link', { name: third }).click();
  await expect(page).toHaveURL(tenantUrl('nimbus', `/board/${boardId('nimbus', third)}`));
  await expect(nav.getByRole('link', { name: third })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: first })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('heading', { name: third })).toBeVisible();

  // Elsewhere the logo leads home, which opens the first board again.
  await page.goto(tenantUrl('nimbus', '/settings/profile'));
  await page.getByRole('link', { name: `${TENANTS.nimbus.name} home` }).click();
  await expect(page).toHaveURL(tenantUrl('nimbus', `/board/${boardId('nimbus', first)}`));
});

test('at phone width the drawer lists the boards and closes on choosing one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'nimbus', 'boards@nimbus.test', { pathname: '/settings/profile' });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: third }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(tenantUrl('nimbus', `/board/${boardId('nimbus', third)}`));
});
