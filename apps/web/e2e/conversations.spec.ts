import type { Locator, Page } from '@playwright/test';
import { boardId, expect, expectNoAxeViolations, itemId, openSignedIn, test } from './support/fixtures';

const board = () => boardId('harbor', 'Website');
const item = () => itemId('harbor', 'Website', 'Homepage copy');

const thread = (page: Page) => page.getByRole('region', { name: 'Updates' });
const composer = (scope: Locator) => scope.getByRole('textbox', { name: 'Write an update' });
const update = (scope: Locator, text: string) => scope.getByRole('article').filter({ hasText: text });

/** The staff board's Updates panel of an item, opened from its row menu. */
const openStaffThread = async (page: Page, name: string) => {
  await openSignedIn(page, 'harbor', 'hana@harbor.test', `/console/boards/${board()}/items`);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Updates' }).click();
  return page.getByRole('dialog', { name: /Updates/ });
};

test('a client and a staff member converse on an item live; an internal note never reaches the client', async ({
  browser,
}) => {
  // Two people, two browsers: each with its own storage and session.
  const client = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();

  // Both have the item open: the staff member in the console's panel, the client on its details page.
  const panel = await openStaffThread(staff, 'Homepage copy');
  await expect(panel.getByText(/No updates yet/)).toBeVisible();
  await openSignedIn(client, 'harbor', 'cleo@harbor.test', `/board/${board()}/item-details/${item()}`);
  const clientThread = thread(client);
  await expect(clientThread.getByText(/No updates yet/)).toBeVisible();
  await expect(clientThread.getByRole('switch', { name: /Internal note/ })).toHaveCount(0);

  // The client asks; the question shows in the staff member's panel without a reload.
  await composer(clientThread).fill('Could we make the **headline** shorter?');
  await clientThread.getByRole('button', { name: 'Post' }).click();
  await expect(
    update(clientThread, 'Could we make the').locator('strong', { hasText: 'headline' }),
  ).toBeVisible();
  await expect(update(panel, 'Could we make the')).toBeVisible();

  // Staff answer with a mention: it shows on the client's page live, and the client's bell counts it.
  const bell = client.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  const staffComposer = composer(panel);
  await staffComposer.fill('Sure — ');
  await staffComposer.pressSequentially('@Cle');
  await panel.getByRole('option', { name: /Cleo Client/ }).click();
  await staffComposer.pressSequentially(' a new version is up.');
  await panel.getByRole('button', { name: 'Post' }).click();
  await expect(update(panel, 'a new version is up')).toBeVisible();
  const answer = update(clientThread, 'a new version is up');
  await expect(answer).toBeVisible();
  await expect(answer.getByText('@Cleo Client')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // An internal note stays with staff.
  await staffComposer.fill('Internal: the client asked for this twice already.');
  await panel.getByRole('switch', { name: /Internal note/ }).click();
  await panel.getByRole('button', { name: 'Post' }).click();
  const note = update(panel, 'asked for this twice');
  await expect(note).toBeVisible();
  await expect(note.getByText('Internal note')).toBeVisible();
  await expectNoAxeViolations(staff, 'the staff thread panel');

  // The client replies to the question; the reply reaches staff live.
  await update(clientThread, 'Could we make the')
    .getByRole('button', { name: 'Reply to Cleo Client' })
    .click();
  await clientThread.getByRole('textbox', { name: 'Reply to Cleo Client' }).fill('Thanks, that works.');
  await clientThread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(clientThread.getByText('Thanks, that works.')).toBeVisible();
  await expect(panel.getByText('Thanks, that works.')).toBeVisible();

  // Neither live nor after a reload does the client ever get the internal note.
  await expect(clientThread.getByText('asked for this twice')).toHaveCount(0);
  await client.reload();
  await expect(update(thread(client), 'a new version is up')).toBeVisible();
  await expect(thread(client).getByText('asked for this twice')).toHaveCount(0);
  await expectNoAxeViolations(client, 'the item thread');

  // The bell leads to the item and the entry is read.
  await bell.click();
  await client.getByRole('link', { name: /Hana Staff mentioned you on Homepage copy/ }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});
