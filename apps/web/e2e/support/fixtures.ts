/// <reference types="node" />
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page, type Route, expect, test as base } from '@playwright/test';
import type { Theme } from '@portico/contract';
import { PASSWORD, type SeedResult, type TenantSlug } from './seed-data';

export { expect };

const port = () => {
  const value = process.env.PORTICO_E2E_PORT;
  if (!value) throw new Error('PORTICO_E2E_PORT is not set: run the tests through playwright.config.ts');
  return value;
};

/** The portal of a tenant, as its users reach it. */
export const tenantUrl = (slug: TenantSlug | string, pathname = '/') =>
  `http://${slug}.localhost:${port()}${pathname}`;

/** Where the run's SMTP server keeps the emails the portal sent (mailbox.ts). */
export const mailDir = () => {
  const dir = process.env.PORTICO_E2E_MAIL;
  if (!dir) throw new Error('PORTICO_E2E_MAIL is not set: run the tests through playwright.config.ts');
  return dir;
};

export const seedResult = (): SeedResult =>
  JSON.parse(fs.readFileSync(process.env.PORTICO_E2E_SEED as string, 'utf8')) as SeedResult;

/**
 * Signs in through the API from inside the tenant's page (as the login screen would) and stores the session
 * the way the portal does, then opens `pathname`. Flows about signing in use the login screen instead.
 */
export const signIn = async (
  page: Page,
  slug: TenantSlug,
  email: string,
  { pathname = '/', password = PASSWORD }: { pathname?: string; password?: string } = {},
) => {
  await page.goto(tenantUrl(slug, '/auth/login'));
  await page.evaluate(
    async ({ slug, email, password }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slug, email, password }),
      });
      if (!response.ok)
        throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { data: { accessToken: string; user: unknown } };
      localStorage.setItem('accessToken', body.data.accessToken);
      localStorage.setItem('userData', JSON.stringify(body.data.user));
    },
    { slug, email, password },
  );
  await page.goto(tenantUrl(slug, pathname));
};

/**
 * Opens `pathname` signed in with the session the seed made for this user (SeedTenant.sessions), stored
 * as the portal stores a session after login. Flows about signing in use the login screen instead.
 */
export const openSignedIn = async (page: Page, slug: TenantSlug, email: string, pathname = '/') => {
  const session = seedResult().sessions[slug]?.[email];
  if (!session) throw new Error(`The seed made no session for ${email} in ${slug}`);
  await page.goto(tenantUrl(slug, '/auth/login'));
  await page.evaluate(({ accessToken, user }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('userData', JSON.stringify(user));
  }, session);
  await page.goto(tenantUrl(slug, pathname));
};

/** A seeded board's id by tenant and name. */
export const boardId = (slug: TenantSlug, name: string) => {
  const id = seedResult().boards[slug]?.[name];
  if (!id) throw new Error(`No board "${name}" in ${slug}`);
  return id;
};

/** A seeded group's id by tenant, board name and group title. */
export const groupId = (slug: TenantSlug, board: string, title: string) => {
  const id = seedResult().groups[slug]?.[board]?.[title];
  if (id === undefined) throw new Error(`No group "${title}" on ${board} in ${slug}`);
  return id;
};

/** A seeded item's id by tenant, board name and item name (boards of seed-data.ts, not the demo's). */
export const itemId = (slug: TenantSlug, board: string, name: string) => {
  const id = seedResult().items[slug]?.[board]?.[name];
  if (!id) throw new Error(`No item "${name}" on ${board} in ${slug}`);
  return id;
};

/** Sets the stored theme before the page loads (the portal reads it on start). */
export const useStoredTheme = async (page: Page, theme: Theme) => {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
};

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const describe = (violations: AxeResults['violations']) =>
  violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );

/**
 * Runs axe on the page (WCAG 2.x A and AA plus best practices) and fails with a readable list of what it
 * found. Menus, selects and popovers render in a portal at the end of the body, beside the landmarks; they
 * belong to the control that opened them, so only the `region` rule (content inside landmarks) skips them —
 * every other rule, contrast included, checks them. `only` limits the check to one part of the page: an open
 * select is modal (the page behind is hidden from assistive technology on purpose), so it is checked alone.
 */
export const expectNoAxeViolations = async (
  page: Page,
  context: string,
  { only, listbox }: { only?: string; listbox?: boolean } = {},
) => {
  const builder = () => (only ? new AxeBuilder({ page }).include(only) : new AxeBuilder({ page }));
  // A theme is colours only (CSS variables on <html>; the markup is the same in every theme), so the one
  // rule a theme can break is colour contrast. The light theme gets every rule; the others get contrast.
  if (!(await page.locator('html').evaluate((html) => html.classList.contains('light')))) {
    const contrast = await builder().withRules(['color-contrast']).analyze();
    expect(describe(contrast.violations), `axe violations on ${context}`).toEqual([]);
    return;
  }
  // An open select's listbox that scrolls: axe wants the scrolling region itself focusable, but the
  // listbox keeps the focus on its options (arrow keys move and scroll them; tabindex -1, as the ARIA
  // listbox pattern has it), and a focusable region inside a listbox breaks aria-required-children.
  const skipped = listbox ? ['region', 'scrollable-region-focusable'] : ['region'];
  const all = await builder().withTags(TAGS).disableRules(skipped).analyze();
  const regions = await builder()
    .withRules(['region'])
    .exclude('[data-radix-popper-content-wrapper]')
    .analyze();
  expect(describe([...all.violations, ...regions.violations]), `axe violations on ${context}`).toEqual([]);
};

/** A toast by its title; toasts are asserted by count so a duplicate fails the test. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });

/**
 * Holds the matching calls until `release` is called, so a test can see what shows while they are
 * pending (skeletons, 'Loading...') without depending on how fast the server is.
 */
export const holdCalls = async (page: Page, matches: (url: URL) => boolean) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const pending: Promise<void>[] = [];
  const handler = (route: Route) => {
    const handled = released.then(() => route.continue());
    pending.push(handled);
    return handled;
  };
  await page.route(matches, handler);
  return {
    /** Lets the held calls through (and any later ones). */
    release: async () => {
      release();
      await Promise.all(pending);
      await page.unroute(matches, handler);
    },
  };
};

export const test = base;
