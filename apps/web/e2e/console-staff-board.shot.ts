/// <reference types="node" />
import path from 'node:path';
import type { Page } from '@playwright/test';
import { THEMES, updateItemFormData } from '@portico/contract';
import { boardId, expect, openSignedIn, tenantUrl, test, useStoredTheme } from './support/fixtures';

/**
 * Renders docs/screenshots/console-staff-board-*.png (with screenshots.shot.ts: `npm run screenshots -w
 * @portico/web`): Northwind's Photo shoots in the staff board, with a column clients do not see (added
 * here through the console's API, notes on the first items), an editor open, a selection with the bulk
 * bar, an item's history, and Import CSV listing a file's problems.
 */
const OUT = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');
const STAFF = 'preview@northwind.test';
const NOTES = ['Client wants a sunset option', 'Invoice after delivery', 'Check the permit'];

/** A hidden "Internal notes" column with notes on the first items (each theme's run adds its own). */
const addNotes = (page: Page, board: string) =>
  page.evaluate(
    async ({ board, notes, forms }) => {
      const auth = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const base = `/api/console/boards/${board}`;
      // The themes run side by side: the first adds the column, the others find it.
      await fetch(`${base}/columns`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'text', title: 'Internal notes', visible: false }),
      });
      const res = await fetch(`${base}/columns`, { headers: auth });
      const { data } = (await res.json()) as { data: { columns: Array<{ id: string; title: string }> } };
      const column = data.columns.find((c) => c.title === 'Internal notes')?.id ?? '';
      const page = await fetch(`${base}/items?limit=${notes.length}`, { headers: auth });
      const { data: rows } = (await page.json()) as { data: { items: Array<{ id: string }> } };
      for (const [i, item] of rows.items.entries()) {
        const form = new FormData();
        for (const [key, value] of forms[i] ?? [])
          form.set(key.replaceAll('__COLUMN__', column), value.replaceAll('__COLUMN__', column));
        const saved = await fetch(`${base}/items/${item.id}`, { method: 'POST', headers: auth, body: form });
        // Another theme's run may have saved the same note first.
        const answer = await saved.text();
        if (!saved.ok && !answer.includes('No Column value changed'))
          throw new Error(`The notes were not saved: ${answer}`);
      }
    },
    {
      board,
      notes: NOTES,
      forms: NOTES.map((text) =>
        [...updateItemFormData([{ columnId: '__COLUMN__', columnType: 'text', text }]).entries()].map(
          ([k, v]) => [k, String(v)] as [string, string],
        ),
      ),
    },
  );

const shot = async (page: Page, name: string, theme: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(OUT, `${name}-${theme}.png`) });
};

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const theme of THEMES) {
  test(`console staff board (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    const board = boardId('a', 'Photo shoots');
    await openSignedIn(page, 'a', STAFF, '/console');
    await addNotes(page, board);
    await page.goto(tenantUrl('a', `/console/boards/${board}/items`));
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row').nth(8)).toBeVisible();
    await shot(page, 'console-staff-board', theme);

    await grid
      .getByRole('button', { name: /^Status of / })
      .first()
      .click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await shot(page, 'console-staff-board-edit', theme);
    await page.keyboard.press('Escape');

    for (const i of [1, 2, 4]) await grid.getByRole('row').nth(i).getByRole('checkbox').check();
    // Playwright scrolls each box into view; a person ticking them would not have moved the table.
    await grid.evaluate((el) => el.parentElement?.scrollTo({ left: 0 }));
    await expect(page.getByRole('toolbar', { name: 'Selected items' })).toContainText('3 selected');
    await shot(page, 'console-staff-board-bulk', theme);

    await grid
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    await expect(page.getByRole('dialog', { name: 'History' })).toContainText('Internal notes');
    await shot(page, 'console-staff-board-history', theme);
    await page.keyboard.press('Escape');

    // Import CSV: a file with problems, each listed by row and column before anything is written.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'march-shoots.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Name,Group,Status,Shoot date',
          'Autumn catalogue,Next month,Confirmed,2025-04-30',
          ',This month,Tentative,2025-03-28',
          'Café opening,Later,Confirmed,2025-05-02',
          'Podcast portraits,Next month,Maybe,31/04/2025',
        ].join('\r\n'),
      ),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByRole('region', { name: 'Problems in the file' })).toBeVisible();
    await shot(page, 'console-csv-import', theme);
  });
}
