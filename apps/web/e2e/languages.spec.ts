/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PHOTO_SHOOTS } from './support/seed-data';
import {
  boardId,
  expect,
  expectNoAxeViolations,
  openSignedIn,
  signIn,
  tenantUrl,
  test,
} from './support/fixtures';

/**
 * Issue 26: the portal and the console in another language. In the pseudo-language (English accented and a
 * third longer, in brackets) the main screens show no text the catalogue has in English — a text that
 * bypassed the catalogue — and clip none; in Arabic they read right to left and axe finds nothing.
 */

const LOCALES = path.resolve(import.meta.dirname, '..', '..', '..', 'packages', 'messages', 'locales', 'en');

/**
 * The catalogue's English texts of two words or more without placeholders: on a screen in another language,
 * any of them is a text shown without the catalogue (or a contract text shown without `localize`).
 */
const englishTexts = (): string[] =>
  fs
    .readdirSync(LOCALES)
    .filter((file) => file !== 'email.json')
    .flatMap((file) => Object.values(JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8')) as object))
    .filter(
      (text): text is string => typeof text === 'string' && !/[{}<]/.test(text) && /\S\s+\S/.test(text),
    );

/** Shows this browser one language whatever the tenant and the person chose (lib/language.ts). */
const forceLanguage = (page: Page, language: string) =>
  page.addInitScript((l) => localStorage.setItem('portico.language.force', l), language);

interface Findings {
  english: string[];
  clipped: string[];
}

/** What the page shows in English, and the texts it clips (cut off without an ellipsis). */
const scan = (page: Page): Promise<Findings> =>
  page.evaluate((english) => {
    const known = new Set(english);
    const found: Findings = { english: [], clipped: [] };
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || !visible(el)) continue;
      // Visually hidden text (for screen readers, like the skip link until it is focused) is clipped on purpose.
      const own = getComputedStyle(el);
      if (own.clip.startsWith('rect(0') || own.clipPath.startsWith('inset(50%')) continue;
      if (known.has(text)) found.english.push(text);
      // Clipped: the box is narrower than its text, hides the overflow and shows no ellipsis.
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        if (seen.has(box)) break;
        seen.add(box);
        const style = getComputedStyle(box);
        const hides = ['hidden', 'clip'].includes(style.overflowX);
        if (hides && box.scrollWidth > box.clientWidth + 1 && style.textOverflow !== 'ellipsis') {
          found.clipped.push(`${box.tagName.toLowerCase()}: ${(box.textContent ?? '').trim().slice(0, 80)}`);
          break;
        }
      }
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attribute);
        if (value && known.has(value.trim())) found.english.push(`${attribute}="${value}"`);
      }
    return found;
  }, englishTexts());

const expectTranslated = async (page: Page, screen: string) => {
  await page.evaluate(() => document.fonts.ready);
  const { english, clipped } = await scan(page);
  expect(english, `${screen}: English on a screen in the pseudo-language`).toEqual([]);
  expect(clipped, `${screen}: clipped texts`).toEqual([]);
};

/** The pseudo-language's mark: every translated text opens with it. */
const PSEUDO = /⟦/;

test.describe('the pseudo-language', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the sign-in pages', async ({ page }) => {
    await forceLanguage(page, 'pseudo');
    await page.goto(tenantUrl('nimbus', '/auth/login'));
    await expect(page.getByRole('button', { name: PSEUDO }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expectTranslated(page, 'login');
    await page.getByRole('button', { name: PSEUDO }).last().click();
    await expectTranslated(page, 'login with errors');
    await page.goto(tenantUrl('nimbus', '/auth/signup'));
    await expect(page.getByRole('heading', { name: PSEUDO })).toBeVisible();
    await expectTranslated(page, 'signup');
    await page.goto(tenantUrl('nimbus', '/no/such/page'));
    await expectTranslated(page, 'not found');
  });

  test('the portal: board, item, thread and settings', async ({ page }) => {
    await forceLanguage(page, 'pseudo');
    await openSignedIn(page, 'a', 'a11y@northwind.test', `/board/${boardId('a', PHOTO_SHOOTS.name)}`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectTranslated(page, 'board');
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    await expect(page.getByRole('region', { name: PSEUDO }).first()).toBeVisible();
    await expectTranslated(page, 'item');
    await page.goto(tenantUrl('a', '/settings/profile'));
    await expect(page.getByRole('heading', { name: PSEUDO }).first()).toBeVisible();
    await expectTranslated(page, 'profile');
    await page.goto(tenantUrl('a', '/settings/preferences'));
    await expect(page.getByRole('heading', { name: PSEUDO }).first()).toBeVisible();
    await expectTranslated(page, 'preferences');
  });

  test('the console: overview, staff board, clients and settings', async ({ page }) => {
    await forceLanguage(page, 'pseudo');
    await signIn(page, 'nimbus', 'admin@nimbus.test', { pathname: '/console' });
    await expect(page.getByRole('heading', { level: 1, name: PSEUDO })).toBeVisible();
    await expectTranslated(page, 'console overview');
    await page.goto(tenantUrl('nimbus', `/console/boards/${boardId('nimbus', 'Website relaunch')}/items`));
    await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible();
    await expectTranslated(page, 'staff board');
    await page.goto(tenantUrl('nimbus', '/console/clients'));
    await expect(page.getByRole('heading', { level: 1, name: PSEUDO })).toBeVisible();
    await expectTranslated(page, 'clients');
    await page.goto(tenantUrl('nimbus', '/console/settings'));
    await expect(page.getByRole('heading', { level: 1, name: PSEUDO })).toBeVisible();
    await expectTranslated(page, 'console settings');
  });
});

test.describe('Arabic', () => {
  test.describe.configure({ timeout: 90_000 });

  test('reads right to left, and axe finds nothing on the main screens', async ({ page }) => {
    await forceLanguage(page, 'ar');
    await openSignedIn(page, 'a', 'a11y@northwind.test', `/board/${boardId('a', PHOTO_SHOOTS.name)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    // The boards' sidebar sits at the start of the line: on the right.
    const nav = await page.getByRole('navigation', { name: /./ }).first().boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(nav && main && nav.x > main.x).toBe(true);
    await expectNoAxeViolations(page, 'board in Arabic');

    await page.getByRole('main').getByRole('link').first().click();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expectNoAxeViolations(page, 'item in Arabic');

    await signIn(page, 'nimbus', 'admin@nimbus.test', { pathname: '/console/settings' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'console settings in Arabic');
  });
});

test.describe('who chooses the language', () => {
  test("the sign-in page follows the tenant's default, and the browser's when the tenant allows it", async ({
    browser,
  }) => {
    const withTenant = async (answer: { language: string; browserLanguage: boolean }, locale: string) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      // The tenant's public answer as a tenant with these settings gives it (the API's own tests cover the
      // server's side).
      await page.route('**/api/auth/check-signup-permission**', (route) =>
        route.fulfill({
          json: {
            success: true,
            data: {
              slug: 'nimbus',
              name: 'Nimbus Design Co.',
              logo: null,
              description: '',
              signupMethod: 'closed',
              subscriptionStatus: 'valid',
              oidcEnabled: false,
              ...answer,
            },
          },
        }),
      );
      await page.goto(tenantUrl('nimbus', '/auth/login'));
      return { page, context };
    };

    const german = await withTenant({ language: 'de', browserLanguage: false }, 'fr-FR');
    await expect(german.page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(german.page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await german.context.close();

    const french = await withTenant({ language: 'de', browserLanguage: true }, 'fr-FR');
    await expect(french.page.locator('html')).toHaveAttribute('lang', 'fr');
    await french.context.close();
  });

  test('a person’s own language, chosen in Settings, follows them across the portal', async ({ page }) => {
    await signIn(page, 'acme', 'language@acme.test', { pathname: '/settings/preferences' });
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Update Language' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Back to the portal's default, for the other tests of this person.
    await page.getByRole('combobox').filter({ hasText: 'Deutsch' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Sprache aktualisieren' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
