import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { THEMES, consoleCsvMessages } from '@portico/contract';
import { expect, expectNoAxeViolations, openSignedIn, test, toast, useStoredTheme } from './support/fixtures';

/**
 * CSV import and export in the console, on Fernhill (the console boards' tenant; each test works on a
 * board of its own). An editor checks a file with problems (listed by row and column, nothing written),
 * imports a clean one (all rows), and exports the board as the file import reads back. axe reads the
 * dialog with its problem table in each theme.
 */

test.describe.configure({ timeout: 90_000 });

const EDITOR = 'editor@fernhill.test';
const csvFile = (name: string, ...lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});
const BAD = csvFile('bad.csv', 'Name,Group', 'Alpha,Items', ',Items', 'Gamma,Nowhere');
const GOOD = csvFile('good.csv', 'Name,Group', 'Alpha,Items', '"Beta, with a comma",');

/** A new board of the editor's (one group, Items, and the Name column), its staff board opened. */
const newBoard = async (page: Page, name: string) => {
  await openSignedIn(page, 'fernhill', EDITOR, '/console/boards');
  await page.getByRole('button', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog', { name: 'New board' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create board' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Import and export are on the board's staff board, beside its search and sort.
  await page.getByRole('link', { name: 'Open items' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
};

const openImport = async (page: Page) => {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  return page.getByRole('dialog', { name: 'Import items from CSV' });
};

test('an editor checks a file, sees every problem, imports a clean one and exports the board', async ({
  page,
}) => {
  const name = `CSV board ${Date.now().toString(36)}`;
  await newBoard(page, name);

  const dialog = await openImport(page);
  await expect(dialog.getByRole('combobox', { name: 'Group for rows without one' })).toHaveText('Items');
  await dialog.getByLabel('CSV file').setInputFiles(BAD);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const problems = dialog.getByRole('region', { name: 'Problems in the file' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toContainText(/^3Name/);
  await expect(problems.getByRole('row').nth(2)).toContainText(/^4Group.*no group "Nowhere"/);
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);

  // A clean file: a summary, then Import writes every row.
  await dialog.getByLabel('CSV file').setInputFiles(GOOD);
  await expect(problems).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 rows into Items (2). Every row is valid.');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(toast(page, 'Success!').filter({ hasText: consoleCsvMessages.imported(2) })).toHaveCount(1);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(3);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${name}.csv`);
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text).toBe('\uFEFFName,Group\r\nAlpha,Items\r\n"Beta, with a comma",Items\r\n');
});

for (const theme of THEMES) {
  test(`axe: the import dialog and its problems, ${theme} theme`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await newBoard(page, `CSV axe ${theme} ${Date.now().toString(36)}`);
    const dialog = await openImport(page);
    await dialog.getByLabel('CSV file').setInputFiles(BAD);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByRole('region', { name: 'Problems in the file' })).toBeVisible();
    await expectNoAxeViolations(page, `console CSV import (${theme})`);
  });
}
