/// <reference types="node" />
import path from 'node:path';
import type { Page } from '@playwright/test';
import { THEMES, mentionToken } from '@portico/contract';
import { waitForEmail } from './support/mailbox';
import { boardId, expect, itemId, mailDir, openSignedIn, seedResult, test } from './support/fixtures';

/**
 * Renders docs/screenshots/conversation-{thread,staff-panel,bell}-{light,dark,blue}.png and
 * email-mention.png (`npm run screenshots -w @portico/web`): a thread on Harbor & Co's item as the client
 * sees it, the same thread in the console with an internal note, the client's bell, and the email the
 * mention sent.
 */
const OUT = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');
const ITEMS = { light: 'Homepage copy', dark: 'Pricing page', blue: 'Launch checklist' } as const;

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const userId = (email: string) => {
  const session = seedResult().sessions.harbor?.[email] as { user: { id: string } } | undefined;
  if (!session) throw new Error(`No session for ${email}`);
  return session.user.id;
};

/** Posts an update through the API, as the signed-in user of the page. */
const post = (page: Page, where: { board: string; item: string }, body: string, internal = false) =>
  page.evaluate(
    async ({ board, item, body, internal }) => {
      const form = new FormData();
      form.append('body', body);
      form.append('internal', String(internal));
      const response = await fetch(`/api/boards/${board}/items/${item}/updates`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
        body: form,
      });
      if (!response.ok) throw new Error(`Posting failed: ${response.status} ${await response.text()}`);
    },
    { ...where, body, internal },
  );

const settle = async (page: Page) => {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
};

for (const theme of THEMES) {
  test(`conversation (${theme})`, async ({ browser }) => {
    const where = { board: boardId('harbor', 'Website'), item: itemId('harbor', 'Website', ITEMS[theme]) };
    const open = async (email: string, pathname: string) => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSignedIn(page, 'harbor', email, pathname);
      return page;
    };
    const itemPath = `/board/${where.board}/item-details/${where.item}`;
    const client = await open('cleo@harbor.test', itemPath);
    const staff = await open('hana@harbor.test', `/console/boards/${where.board}/items`);
    const since = new Date().toISOString();

    await post(client, where, 'Could we make the **headline** shorter? It wraps on phones.');
    await post(
      staff,
      where,
      `Sure, ${mentionToken('Cleo Client', userId('cleo@harbor.test'))} — a new version is up:\n- Headline cut to six words\n- Subline moved under the hero\n\nPreview: https://preview.harbor.example/home`,
    );
    await post(
      staff,
      where,
      'Client asked for this twice already — let us lock the copy after this round.',
      true,
    );

    await client.reload();
    const thread = client.getByRole('region', { name: 'Updates' });
    await expect(thread.getByText('a new version is up')).toBeVisible();
    await thread.scrollIntoViewIfNeeded();
    await settle(client);
    await client.screenshot({ path: path.join(OUT, `conversation-thread-${theme}.png`), fullPage: true });

    const bell = client.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/unread/);
    await bell.click();
    await expect(client.getByText(/mentioned you on/).first()).toBeVisible();
    await settle(client);
    await client.screenshot({ path: path.join(OUT, `conversation-bell-${theme}.png`) });

    await staff.getByRole('button', { name: `Actions for ${ITEMS[theme]}` }).click();
    await staff.getByRole('menuitem', { name: 'Updates' }).click();
    const panel = staff.getByRole('dialog', { name: /Updates/ });
    await expect(panel.getByText('lock the copy')).toBeVisible();
    await settle(staff);
    await staff.screenshot({ path: path.join(OUT, `conversation-staff-panel-${theme}.png`) });

    if (theme === 'light') {
      const email = await waitForEmail(mailDir(), {
        to: 'cleo@harbor.test',
        subject: /mentioned you/,
        since,
      });
      const page = await (await browser.newContext({ viewport: { width: 760, height: 720 } })).newPage();
      await page.setContent(email.html);
      await settle(page);
      await page.screenshot({ path: path.join(OUT, 'email-mention.png'), fullPage: true });
    }
  });
}
