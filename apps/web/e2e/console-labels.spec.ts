import type { Page } from '@playwright/test';
import { THEMES, columnMessages } from '@portico/contract';
import {
  expect,
  expectNoAxeViolations,
  openSignedIn,
  tenantUrl,
  test,
  toast,
  useStoredTheme,
} from './support/fixtures';
import { createLabelsBoard } from './support/labels-board';

/**
 * The console's labels dialog (a status column's labels in the Columns tab), on Fernhill. Every test makes
 * a board of its own through the console's API (support/labels-board.ts), so they run in any order.
 */

test.describe.configure({ timeout: 90_000 });

const EDITOR = 'editor@fernhill.test';
const CLIENT = 'client@fernhill.test';
const LABELS = [
  { name: 'Open', color: '#579bfc' },
  { name: 'Waiting', color: '#fdab3d' },
  { name: 'Done', color: '#00c875' },
];

/** Signs the editor in, makes the board, and opens its Columns tab and the Stage column's labels. */
const openLabels = async (page: Page, board: string) => {
  await openSignedIn(page, 'fernhill', EDITOR, '/console');
  const { boardId } = await createLabelsBoard(page, board, LABELS, [
    { name: 'Billing page', label: 'Waiting' },
  ]);
  await page.goto(tenantUrl('fernhill', `/console/boards/${boardId}`));
  await page.getByRole('tab', { name: 'Columns' }).click();
  const trigger = page.getByRole('button', { name: 'Edit labels of Stage' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Labels of Stage' });
  await expect(dialog).toBeVisible();
  return { boardId, trigger, dialog };
};
const names = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Labels of Stage' })
    .getByRole('textbox', { name: /^Name of / })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const expectSaved = (page: Page) =>
  expect(toast(page, 'Success!').filter({ hasText: columnMessages.columnSaved })).toHaveCount(1);

test('a renamed status label reaches the item in the portal', async ({ page, browser }) => {
  const { boardId, trigger, dialog } = await openLabels(page, 'Labels rename');
  const waiting = dialog.getByRole('textbox', { name: 'Name of Waiting' });
  await waiting.fill('In review');
  await expect(dialog.getByText('was Waiting')).toBeVisible();
  await expect(waiting).toHaveAccessibleDescription(/^Renamed from “Waiting”/);
  // Recoloured by keyboard: the palette's arrow keys choose.
  await dialog.getByRole('button', { name: 'Colour of Waiting: Orange' }).click();
  const palette = page.getByRole('radiogroup', { name: 'Colour of Waiting' });
  await expect(palette.getByRole('radio', { name: 'Orange', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(palette.getByRole('radio', { name: 'Purple' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'Colour of Waiting: Purple' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  const client = await (await browser.newContext()).newPage();
  await openSignedIn(client, 'fernhill', CLIENT, `/board/${boardId}`);
  const pill = client.getByText('In review', { exact: true });
  await expect(pill).toBeVisible();
  await expect(pill.locator('xpath=ancestor-or-self::*[@style][1]')).toHaveCSS(
    'background-color',
    'rgb(162, 93, 220)',
  );
  await expect(client.getByText('Waiting', { exact: true })).toHaveCount(0);
  await client.context().close();
});

test('an unused label is removed; one an item holds is refused with the message, nothing lost', async ({
  page,
}) => {
  const { trigger, dialog } = await openLabels(page, 'Labels remove');
  await dialog.getByRole('button', { name: 'Remove Waiting' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name of Done' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(columnMessages.labelInUse('Waiting', 1));
  await expect.poll(() => names(page)).toEqual(['Open', 'Done']);

  // Cancel leaves the labels as they were; the unused one goes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect.poll(() => names(page)).toEqual(['Open', 'Waiting', 'Done']);
  await dialog.getByRole('button', { name: 'Remove Open' }).click();
  await dialog.getByRole('button', { name: 'Move Done up' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);
  await trigger.click();
  await expect.poll(() => names(page)).toEqual(['Done', 'Waiting']);
});

for (const theme of THEMES) {
  test(`axe on the labels dialog and its palette (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { dialog } = await openLabels(page, `Labels axe ${theme}`);
    await dialog.getByRole('button', { name: 'Add label' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name of new label 1' })).toHaveAccessibleDescription(
      'Label is required',
    );
    await expectNoAxeViolations(page, `console labels dialog (${theme})`);
    await dialog.getByRole('button', { name: 'Colour of Open: Blue' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Colour of Open' })).toBeVisible();
    await expectNoAxeViolations(page, `console label colours (${theme})`);
  });
}
