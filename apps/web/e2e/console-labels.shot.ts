/// <reference types="node" />
import path from 'node:path';
import { THEMES } from '@portico/contract';
import { expect, openSignedIn, tenantUrl, test, useStoredTheme } from './support/fixtures';
import { createLabelsBoard } from './support/labels-board';

/**
 * Renders docs/screenshots/console-labels-{light,dark,blue}.png (with screenshots.shot.ts: `npm run screenshots
 * -w @portico/web`): the labels dialog of a status column on Fernhill, one label being renamed.
 */
const OUT = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const theme of THEMES) {
  test(`console labels (${theme})`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, 'fernhill', 'editor@fernhill.test', '/console');
    const { boardId } = await createLabelsBoard(
      page,
      `Release tracker ${theme}`,
      [
        { name: 'Not started', color: '#c4c4c4' },
        { name: 'Working on it', color: '#fdab3d' },
        { name: 'Waiting', color: '#579bfc' },
        { name: 'Stuck', color: '#e2445c' },
        { name: 'Done', color: '#00c875' },
      ],
      [{ name: 'Billing page', label: 'Waiting' }],
    );
    await page.goto(tenantUrl('fernhill', `/console/boards/${boardId}`));
    await page.getByRole('tab', { name: 'Columns' }).click();
    await page.getByRole('button', { name: 'Edit labels of Stage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Labels of Stage' });
    await dialog.getByRole('textbox', { name: 'Name of Waiting' }).fill('In review');
    await dialog.getByRole('button', { name: 'Add label' }).click();
    await page.keyboard.type('Blocked by client');
    await expect(dialog.getByText('was Waiting')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(OUT, `console-labels-${theme}.png`) });
  });
}
