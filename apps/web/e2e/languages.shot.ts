/// <reference types="node" />
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Theme } from '@portico/contract';
import { PHOTO_SHOOTS } from './support/seed-data';
import { boardId, expect, itemId, openSignedIn, signIn, test, useStoredTheme } from './support/fixtures';

/**
 * Renders docs/screenshots/lang-{language}-{screen}-{theme}.png (`npm run screenshots -w @portico/web`):
 * the board, an item with its thread, the console's staff board and the settings in Arabic (right to left)
 * and German (the longest words), for issue 26.
 */
const OUT = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');
const DESKTOP = { width: 1440, height: 900 };

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
};

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** An update in the screenshot's language, as a client of that language would write it. */
const THREAD = {
  ar: 'مرحبًا، هل يمكننا مراجعة نص الصفحة الرئيسية قبل يوم الجمعة؟ أرفقت الملاحظات من فريقنا.',
  de: 'Hallo zusammen, können wir den Text der Startseite bis Freitag abstimmen? Die Anmerkungen unseres Teams hängen an.',
} as const;

const RUNS: Array<{ language: 'ar' | 'de'; theme: Theme }> = [
  { language: 'ar', theme: 'light' },
  { language: 'ar', theme: 'dark' },
  { language: 'de', theme: 'blue' },
];

for (const { language, theme } of RUNS) {
  test(`the main screens in ${language} (${theme})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await useStoredTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((l) => localStorage.setItem('portico.language.force', l), language);
    const name = (screen: string) => `lang-${language}-${screen}-${theme}`;

    await openSignedIn(page, 'a', 'a11y@northwind.test', `/board/${boardId('a', PHOTO_SHOOTS.name)}`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main').locator('img').first()).toBeVisible();
    await shot(page, name('board'));

    const board = boardId('harbor', 'Website');
    const item = itemId('harbor', 'Website', 'Homepage copy');
    await openSignedIn(page, 'harbor', 'cleo@harbor.test', `/board/${board}/item-details/${item}`);
    await page.evaluate(
      async ({ board, item, body }) => {
        const form = new FormData();
        form.append('body', body);
        const response = await fetch(`/api/boards/${board}/items/${item}/updates`, {
          method: 'POST',
          headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
          body: form,
        });
        if (!response.ok) throw new Error(`Posting failed: ${response.status}`);
      },
      { board, item, body: THREAD[language] },
    );
    await expect(page.getByRole('main').getByText(THREAD[language]).first()).toBeVisible();
    await shot(page, name('item-thread'));

    await page.goto(page.url().replace(/\/board\/.*$/, '/settings/preferences'));
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await shot(page, name('settings'));

    await openSignedIn(page, 'harbor', 'hana@harbor.test', `/console/boards/${board}/items`);
    await expect(page.getByRole('main').getByText('Homepage copy').first()).toBeVisible();
    await shot(page, name('console-staff-board'));

    await signIn(page, 'nimbus', 'admin@nimbus.test', { pathname: '/console/settings' });
    await expect(page.getByRole('main').getByRole('combobox').first()).toBeVisible();
    await shot(page, name('console-settings'));
  });
}
