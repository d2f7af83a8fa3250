import type { Page } from '@playwright/test';
import { PASSWORD } from './support/seed-data';
import { expect, signIn, tenantUrl, test, toast } from './support/fixtures';

/** A JPEG drawn by the browser, `width` × `height` pixels (larger than the 1920 px the avatar may keep). */
const makeJpeg = async (page: Page, width: number, height: number) => {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#2a85ff');
      gradient.addColorStop(1, '#ff7a59');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.95),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      bytes.forEach((b) => (binary += String.fromCharCode(b)));
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
};

test('profile: read-only until edited; a new name is saved and Cancel discards', async ({ page }) => {
  await signIn(page, 'acme', 'profile@acme.test', { pathname: '/settings/profile' });
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Priya Profile');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeDisabled();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(name).toBeFocused();
  await name.fill('   ');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await name.fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('Priya Profile');
  await expect(name).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await name.fill('Priya Patel');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, 'Success!')).toHaveCount(1);
  await expect(toast(page, 'Success!')).toContainText('Profile updated successfully.');
  await expect(name).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Priya Patel');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Priya Patel');
});

test('profile: an avatar is compressed in a worker, previewed and uploaded', async ({ page }) => {
  await signIn(page, 'acme', 'avatar@acme.test', { pathname: '/settings/profile' });
  await page.getByRole('button', { name: 'Edit profile' }).click();

  // Not an image: the library's message, and nothing attached.
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('The file given is not an image')).toBeVisible();

  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const jpeg = await makeJpeg(page, 2400, 1200);
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  // Compression runs in a worker; on two busy cores it can take a few seconds.
  await expect(page.getByText('New photo ready — save to apply it.')).toBeVisible({ timeout: 30_000 });
  expect(workers.some((url) => url.includes('compress.worker'))).toBe(true);

  const upload = page.waitForRequest((r) => r.url().includes('/api/user/update-profile'));
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const request = await upload;
  // The multipart body holds the compressed image: well under the original and at most 1 MB.
  expect(request.postDataBuffer()?.length ?? 0).toBeLessThan(1024 * 1024);
  await expect(toast(page, 'Success!')).toContainText('Profile updated successfully.');

  // The avatar now shows the uploaded picture, at most 1920 px wide.
  const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(avatar).toBeVisible();
  const width = await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(width).toBeLessThanOrEqual(1920);
  expect(width).toBeGreaterThan(0);
});

test('change password: the rules, a wrong current password, then success', async ({ page }) => {
  await signIn(page, 'acme', 'password@acme.test', { pathname: '/settings/change-password' });
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();

  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('N3w!password');
  await page.getByLabel('Confirm new password').fill('N3w!passwordX');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('N3w!password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Error!')).toHaveCount(1);
  await expect(toast(page, 'Error!')).toContainText('Current password is incorrect.');

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Success!')).toContainText('Password changed successfully.');
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // The new password signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').fill('password@acme.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Login failed!')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('N3w!password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/'));
});

test("preferences: 'Updating...' locks the form for a second and stores the choice", async ({ page }) => {
  await signIn(page, 'acme', 'prefs@acme.test', { pathname: '/settings/preferences' });
  await page.getByRole('combobox', { name: 'Item View' }).click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.getByRole('combobox', { name: 'Date Format' }).click();
  await page.getByRole('option', { name: /^DD-MMM-YYYY/ }).click();

  await page.getByRole('button', { name: 'Update Preferences' }).click();
  await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Item View' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update Preferences' })).toBeEnabled({ timeout: 3000 });
  await expect(page.getByRole('combobox', { name: 'Item View' })).toBeEnabled();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userPreferences') ?? '{}') as unknown,
  );
  expect(stored).toEqual({ itemView: 'table', sortPreference: 'default', dateFormat: 'DD-MMM-YYYY' });

  // The modal opens with what was stored and saves its own changes.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Preferences' });
  await expect(dialog.getByRole('combobox', { name: 'Item View' })).toHaveText('Table');
  await expect(dialog.getByRole('combobox', { name: 'Sort Preference' })).toHaveText('Default');
  await dialog.getByRole('combobox', { name: 'Item View' }).click();
  await page.getByRole('option', { name: 'List' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Item View' })).toHaveText('List');
  expect(
    await page.evaluate(
      () => (JSON.parse(localStorage.getItem('userPreferences') ?? '{}') as { itemView: string }).itemView,
    ),
  ).toBe('list');
});
