/// <reference types="node" />
import path from 'node:path';
import type { Page } from '@playwright/test';
import { THEMES } from '@portico/contract';
import { expect, openSignedIn, test, useStoredTheme } from './support/fixtures';

/**
 * Renders docs/screenshots/console-people-*.png (with screenshots.shot.ts: `npm run screenshots -w
 * @portico/web`). Evergreen's directory, with people added here through the console's API — photos drawn
 * in the page — so the shot shows photos, initials and accounts side by side. Evergreen's activity record
 * is in no other shot.
 */
const OUT = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');

const DIRECTORY = [
  { name: 'Amara Okoye', email: 'amara@evergreen-partners.test', color: '#0f766e' },
  { name: 'Bruno Costa', email: 'bruno@evergreen-partners.test', color: '#b45309' },
  { name: 'Chloé Martin', email: 'chloe@evergreen-partners.test', color: null },
  { name: 'Hiro Tanaka', email: 'hiro@evergreen-partners.test', color: '#4338ca' },
  { name: 'Sofia Lindqvist', email: 'sofia@evergreen-partners.test', color: '#be185d' },
];

/** Adds the directory (each theme's run tries; the first one wins, the others find the emails taken). */
const addDirectory = (page: Page) =>
  page.evaluate(async (people) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    for (const p of people) {
      const res = await fetch('/api/console/people', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: p.name, email: p.email }),
      });
      if (!res.ok || !p.color) continue;
      const { data } = (await res.json()) as { data: { id: string } };
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 96;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = p.color;
      ctx.fillRect(0, 0, 96, 96);
      ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
      ctx.beginPath();
      ctx.arc(48, 38, 18, 0, Math.PI * 2);
      ctx.arc(48, 104, 36, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      const form = new FormData();
      form.set('photo', blob as Blob, `${p.name}.png`);
      await fetch(`/api/console/people/${data.id}/photo`, { method: 'PUT', headers, body: form });
    }
  }, DIRECTORY);

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const theme of THEMES) {
  test(`console people (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, 'evergreen', 'admin@evergreen.test', '/console/people');
    await addDirectory(page);
    await page.reload();
    const table = page.getByRole('table', { name: 'People' });
    await expect(table.getByRole('row').filter({ hasText: 'Sofia Lindqvist' }).locator('img')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(OUT, `console-people-${theme}.png`) });

    await table.getByRole('button', { name: 'Edit Hiro Tanaka' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit person' }).locator('img')).toBeVisible();
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(OUT, `console-person-dialog-${theme}.png`) });
  });
}
