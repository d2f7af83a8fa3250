import { TENANTS } from './support/seed-data';
import { expect, signIn, tenantUrl, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

/** '#2a85ff' as getComputedStyle writes it: 'rgb(42, 133, 255)'. */
const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test('an invalid subscription blocks the portal with a modal that cannot be dismissed', async ({ page }) => {
  await signIn(page, 'umbrella', 'blocked@umbrella.test');
  const modal = page.getByRole('alertdialog', { name: 'Invalid Subscription' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    'You have not subscribed to any plan yet. Please contact your administrator to subscribe.',
  );
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 10);
  await expect(modal).toBeVisible();
  // The tenant's banner says the same behind it (hidden from assistive technology while the modal is open).
  await expect(page.getByText(/The subscription of Umbrella Studio is not active/)).toBeVisible();
  // Signing out is the way on.
  await modal.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(tenantUrl('umbrella', '/auth/login'));
});

test('a valid subscription shows neither the modal nor the banner', async ({ page }) => {
  await signIn(page, 'acme', 'theme@acme.test');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(/subscription of/)).toHaveCount(0);
});

test('the theme is chosen in the avatar menu, applied on the page root and kept', async ({ page }) => {
  await signIn(page, 'acme', 'theme@acme.test');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\blight\b/);
  for (const [label, cls] of [
    ['Dark', 'dark'],
    ['Blue', 'blue'],
  ] as const) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    // The submenu by keyboard: a pointer that leaves its trigger starts a short grace timer, which a busy
    // machine can let expire between the mouse move and the click (the submenu then closes unchosen).
    await page.getByRole('menuitem', { name: 'Theme' }).press('ArrowRight');
    await page.getByRole('menuitemradio', { name: label }).press('Enter');
    await expect(html).toHaveClass(new RegExp(`\\b${cls}\\b`));
    await expect(html).not.toHaveClass(/\blight\b/);
    // The menu closes (with a short animation) before it is opened again.
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('blue');
  await page.reload();
  await expect(html).toHaveClass(/\bblue\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(11, 30, 58)');
});

test('menus and dialogs work by keyboard, trap focus and return it', async ({ page }) => {
  await signIn(page, 'acme', 'keyboard@acme.test');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'User Preferences' });
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog however far one tabs.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // The feedback button opens its dialog and gets focus back too.
  const feedback = page.getByRole('button', { name: 'Send feedback' });
  await feedback.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
  await expect(page.getByLabel('Summary')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(feedback).toBeFocused();

  // Theme submenu by keyboard.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Theme' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('at phone width the boards list is a drawer behind the burger button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'acme', 'phone@acme.test');
  await expect(page.getByRole('heading', { name: 'My Boards' })).toHaveCount(0);
  await expect(page.getByRole('separator', { name: 'Resize the side panel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'My Boards' })).toBeVisible();
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
});

test('the side panel is resizable between 13 and 20 percent and remembers its width', async ({ page }) => {
  await signIn(page, 'acme', 'theme@acme.test');
  const separator = page.getByRole('separator', { name: 'Resize the side panel' });
  await expect(separator).toHaveAttribute('aria-valuenow', '15');
  await expect(separator).toHaveAttribute('aria-valuemin', '13');
  await expect(separator).toHaveAttribute('aria-valuemax', '20');
  // It names the panel it resizes (WAI-ARIA window splitter).
  const controls = await separator.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  await expect(page.locator(`#${controls}`)).toHaveAttribute('aria-label', 'Boards');

  // A keyboard user reaches it with Tab and sees where the focus is: a ringed grip in the ring colour.
  const grip = separator.locator('[data-separator-grip]');
  await expect(grip).toBeHidden();
  await tabTo(page, separator);
  await expect(grip).toBeVisible();
  const look = await grip.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const ring = getComputedStyle(document.documentElement).getPropertyValue('--ring').trim();
    return {
      background: style.backgroundColor,
      shadow: style.boxShadow,
      width: box.width,
      height: box.height,
      ring,
    };
  });
  expect(look.width).toBeGreaterThanOrEqual(4);
  expect(look.height).toBeGreaterThanOrEqual(24);
  expect(look.background).toBe(hexToRgb(look.ring));
  expect(look.shadow).toContain(hexToRgb(look.ring));
  // A pointer focus (a click) shows no grip: the ring is for the keyboard.
  await page.getByRole('heading', { name: 'My Boards' }).click();
  await expect(grip).toBeHidden();

  await separator.focus();
  await page.keyboard.press('Home');
  await expect(separator).toHaveAttribute('aria-valuenow', '13');
  await page.keyboard.press('End');
  await expect(separator).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', '19');
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', '20');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portico:side-panel-layout')))
    .toContain('"sidebar":20');
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize the side panel' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
});

test('two tenants on their own hosts never see each other', async ({ browser }) => {
  const acme = await browser.newPage();
  await signIn(acme, 'acme', 'theme@acme.test');
  const acmeToken = await acme.evaluate(() => localStorage.getItem('accessToken'));

  const globex = await browser.newPage();
  await globex.goto(tenantUrl('globex', '/auth/login'));
  await expect(globex.getByText(TENANTS.globex.description)).toBeVisible();
  await expect(globex.getByText(TENANTS.acme.name)).toHaveCount(0);
  // Each host keeps its own session: nothing of acme is stored for globex.
  expect(await globex.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  // Acme's credentials and token mean nothing on globex's host.
  const answers = await globex.evaluate(async (token) => {
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'globex', email: 'theme@acme.test', password: 'Portico-e2e-1' }),
    });
    const me = await fetch('/api/auth/check-user-auth', { headers: { authorization: `Bearer ${token}` } });
    const foreignSlug = await fetch('/api/auth/check-signup-permission?slug=acme');
    return [login.status, me.status, foreignSlug.status];
  }, acmeToken);
  expect(answers).toEqual([401, 401, 404]);

  // Putting acme's token into globex's storage does not open globex's portal.
  await globex.evaluate((token) => localStorage.setItem('accessToken', token ?? ''), acmeToken);
  await globex.goto(tenantUrl('globex', '/'));
  await expect(globex).toHaveURL(tenantUrl('globex', '/auth/login'));

  // Meanwhile acme's user still sees acme only.
  await acme.reload();
  await acme.getByRole('button', { name: 'Account menu' }).click();
  await expect(acme.getByRole('menu')).toContainText('theme@acme.test');
  await acme.close();
  await globex.close();
});
