import type { Page } from '@playwright/test';
import { boardId, expect, expectNoAxeViolations, itemId, openSignedIn, test } from './support/fixtures';

const board = () => boardId('harbor', 'Website');
const item = () => itemId('harbor', 'Website', 'Homepage copy');

const thread = (page: Page) => page.getByRole('region', { name: 'Updates' });
const composer = (page: Page) => thread(page).getByRole('textbox', { name: /Write an update/ });

/** The staff board's Updates panel of an item, opened from its row menu. */
const openStaffThread = async (page: Page, name: string) => {
  await openSignedIn(page, 'harbor', 'hana@harbor.test', `/console/boards/${board()}/items`);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Updates' }).click();
  return page.getByRole('dialog', { name: /Updates/ });
};

test('a client and a staff member converse on an item; an internal note never reaches the client', async ({
  browser,
}) => {
  const client = await browser.newPage();
  const staff = await browser.newPage();

  // The client asks a question on the item's details screen.
  await openSignedIn(client, 'harbor', 'cleo@harbor.test', `/board/${board()}/item-details/${item()}`);
  await expect(thread(client).getByText(/No updates yet/)).toBeVisible();
  await expect(thread(client).getByRole('switch', { name: /Internal note/ })).toHaveCount(0);
  await composer(client).fill('Could we make the **headline** shorter?');
  await thread(client).getByRole('button', { name: 'Post' }).click();
  const question = thread(client).getByRole('article').filter({ hasText: 'Could we make the' });
  await expect(question.locator('strong', { hasText: 'headline' })).toBeVisible();

  // Staff see it in the console, answer with a mention, and leave an internal note.
  const panel = await openStaffThread(staff, 'Homepage copy');
  await expect(panel.getByText('Could we make the')).toBeVisible();
  const staffComposer = panel.getByRole('textbox', { name: /Write an update/ });
  await staffComposer.fill('Sure — ');
  await staffComposer.pressSequentially('@Cle');
  await panel.getByRole('option', { name: /Cleo Client/ }).click();
  await staffComposer.pressSequentially(' a new version is up.');
  await panel.getByRole('button', { name: 'Post' }).click();
  await expect(panel.getByRole('article').filter({ hasText: 'a new version is up' })).toBeVisible();

  await staffComposer.fill('Internal: the client asked for this twice already.');
  await panel.getByRole('switch', { name: /Internal note/ }).click();
  await panel.getByRole('button', { name: 'Post' }).click();
  const note = panel.getByRole('article').filter({ hasText: 'asked for this twice' });
  await expect(note).toBeVisible();
  await expect(note.getByText('Internal note')).toBeVisible();
  await expectNoAxeViolations(staff, 'the staff thread panel');

  // The client sees the answer with the mention, and never the note.
  await client.reload();
  const answer = thread(client).getByRole('article').filter({ hasText: 'a new version is up' });
  await expect(answer).toBeVisible();
  await expect(answer.getByText('@Cleo Client')).toBeVisible();
  await expect(thread(client).getByText('asked for this twice')).toHaveCount(0);
  await expectNoAxeViolations(client, 'the item thread');

  // The client replies; staff see the reply under the question.
  await question.getByRole('button', { name: 'Reply' }).click();
  const replyBox = question.getByRole('textbox', { name: /Write a reply/ });
  await replyBox.fill('Thanks, that works.');
  await question.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(question.getByText('Thanks, that works.')).toBeVisible();

  await staff.reload();
  const staffPanel = await openStaffThread(staff, 'Homepage copy');
  await expect(staffPanel.getByText('Thanks, that works.')).toBeVisible();
});
