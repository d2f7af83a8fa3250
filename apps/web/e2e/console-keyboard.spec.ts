import type { Page } from '@playwright/test';
import {
  boardMessages,
  columnMessages,
  consoleMessages,
  peopleMessages,
  settingsMessages,
} from '@portico/contract';
import { expect, openSignedIn, tenantUrl, test, toast } from './support/fixtures';
import {
  arrowTo,
  pointerPresses,
  recordPointerPresses,
  retype,
  seedPendingClient,
  tabTo,
  tabToSection,
  typeFields,
} from './support/keyboard';

/**
 * Issue #7's done-when: every console flow done by keyboard alone, in one test, on Fernhill. After signing
 * in, nothing here uses the mouse: no click, no fill, no hover; only Tab, arrows, Enter, Space, Escape and
 * typing into the field that has the focus. Locators only say where the focus should be.
 *
 * Fernhill's Roadmap is archived in console-boards.spec.ts, which counts the one client who may open it:
 * the clients made here are given every board but Roadmap, so that count stays whatever order tests run in.
 */

test.describe.configure({ timeout: 120_000 });

const ADMIN = 'admin@fernhill.test';
// A retry of this test runs against the same database: its people are new each time.
const run = Date.now().toString(36).slice(-5);
const PENDING = { name: `Pia Pending ${run}`, email: `pia-${run}@fernhill.test` };
const CLIENT = { name: `Kim Keys ${run}`, email: `kim-${run}@fernhill.test` };
const EDITOR = { name: `Ed Keys ${run}`, email: `ed-${run}@fernhill.test` };
const PERSON = { name: `Pat Person ${run}`, email: `pat-${run}@fernhill.test` };
const BOARD = `Keyboard plan ${run}`;
const ITEM = 'Keyboard task';
const DESCRIPTION = `Fernhill's roadmap, kept up to date by keyboard (${run}).`;

const expectToast = (page: Page, text: string) =>
  expect(toast(page, 'Success!').filter({ hasText: text })).toHaveCount(1);

test('every console flow, by keyboard alone', async ({ page }) => {
  await recordPointerPresses(page);
  await openSignedIn(page, 'fernhill', ADMIN, '/console/settings');
  await seedPendingClient(page, 'fernhill', PENDING, { except: 'Roadmap' });
  await page.goto(tenantUrl('fernhill', '/console'));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await test.step('Overview: approve a signup', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const pending = page.getByRole('list', { name: 'Signups awaiting approval' });
    await tabTo(page, pending.getByRole('button', { name: `Approve ${PENDING.name}` }));
    await page.keyboard.press('Enter');
    await expectToast(page, consoleMessages.clientApproved);
    await expect(page.getByText(PENDING.email)).toHaveCount(0);
    // The row leaves with the focus: it goes on to what took its place, not to the top of the page.
    const card = page.getByRole('region', { name: 'Awaiting approval' });
    await expect(card.getByText('No one is waiting for approval.')).toBeVisible();
    await expect(card.locator('[tabindex="-1"]')).toBeFocused();
  });

  await test.step('Clients: invite, copy the link, choose boards', async () => {
    await tabToSection(page, 'Clients');
    const invite = page.getByRole('button', { name: 'Invite client' });
    await tabTo(page, invite);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite client' });
    await tabTo(page, dialog.getByLabel('Name'));
    await typeFields(page, [CLIENT.name, CLIENT.email]);
    await page.keyboard.press('Enter');

    const invited = page.getByRole('dialog', { name: 'Client invited' });
    await expect(invited.getByText(consoleMessages.clientInvited)).toBeVisible();
    const link = await invited.getByRole('textbox', { name: 'Sign-in link' }).inputValue();
    await tabTo(page, invited.getByRole('button', { name: 'Copy sign-in link' }));
    await page.keyboard.press('Enter');
    await expect(invited.getByRole('button', { name: 'Sign-in link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await tabTo(page, invited.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(invited).toHaveCount(0);
    await expect(invite).toBeFocused();

    await tabTo(page, page.getByRole('searchbox', { name: 'Search clients' }));
    await page.keyboard.type(CLIENT.email);
    const row = page
      .getByRole('table', { name: 'Clients' })
      .getByRole('row')
      .filter({ hasText: CLIENT.name });
    await expect(row).toHaveCount(1);
    const boardsCell = row.getByRole('cell').nth(3);
    const before = Number(await boardsCell.textContent());
    const menu = row.getByRole('button', { name: `Actions for ${CLIENT.name}` });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('menuitem', { name: 'Boards…' }));
    await page.keyboard.press('Enter');
    const boards = page.getByRole('dialog', { name: 'Boards' });
    const roadmap = boards.getByRole('checkbox', { name: 'Roadmap' });
    await expect(roadmap).toBeChecked();
    await tabTo(page, roadmap);
    await page.keyboard.press('Space');
    await expect(roadmap).not.toBeChecked();
    await expect(boards.getByText(`${before - 1} of ${before} boards chosen`)).toBeVisible();
    await tabTo(page, boards.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expectToast(page, settingsMessages.boardsSaved);
    await expect(boards).toHaveCount(0);
    await expect(menu).toBeFocused();
    await expect(boardsCell).toHaveText(String(before - 1));
  });

  await test.step('Staff: invite an editor and make them an administrator', async () => {
    await tabToSection(page, 'Staff');
    await tabTo(page, page.getByRole('button', { name: 'Invite staff' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await tabTo(page, dialog.getByLabel('Name'));
    await typeFields(page, [EDITOR.name, EDITOR.email]);
    await expect(dialog.getByRole('radio', { name: /^Editor/ })).toBeChecked();
    await page.keyboard.press('Enter');
    const invited = page.getByRole('dialog', { name: 'Staff member invited' });
    await expect(invited.getByText(consoleMessages.staffInvited)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(invited).toHaveCount(0);

    const role = page.getByRole('combobox', { name: `Role of ${EDITOR.name}` });
    await expect(role).toHaveText('Editor');
    await tabTo(page, role);
    await page.keyboard.press('Enter');
    const admin = page.getByRole('option', { name: 'Administrator' });
    await arrowTo(page, admin, 'ArrowUp');
    await page.keyboard.press('Enter');
    await expectToast(page, consoleMessages.staffUpdated);
    await expect(role).toHaveText('Administrator');
    await expect(role).toBeFocused();
  });

  let boardPath = '';
  await test.step('Boards: a board, a group, its order, a status column', async () => {
    await tabToSection(page, 'Boards');
    await tabTo(page, page.getByRole('button', { name: 'New board' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New board' });
    await tabTo(page, dialog.getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type(BOARD);
    await page.keyboard.press('Enter');
    await expectToast(page, boardMessages.boardCreated);
    await expect(page.getByRole('heading', { level: 1, name: BOARD })).toBeVisible();
    boardPath = new URL(page.url()).pathname;

    const groups = page.getByRole('list', { name: 'Groups' });
    const title = page.getByRole('textbox', { name: 'New group title' });
    await tabTo(page, title);
    await page.keyboard.type('Design');
    await page.keyboard.press('Enter');
    await expectToast(page, boardMessages.groupAdded);
    await expect(title).toHaveValue('');
    await expect(groups.getByTestId('group-title')).toHaveText(['Items', 'Design']);

    const up = page.getByRole('button', { name: 'Move Design up' });
    await tabTo(page, up, { backward: true });
    await page.keyboard.press('Enter');
    await expect(groups.getByTestId('group-title')).toHaveText(['Design', 'Items']);
    await expect(page.getByRole('button', { name: 'Move Design down' })).toBeFocused();
    await expectToast(page, boardMessages.groupsReordered);

    await tabTo(page, page.getByRole('tab', { name: 'Groups' }), { backward: true });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Columns' })).toHaveAttribute('aria-selected', 'true');
    const type = page.getByRole('combobox', { name: 'Type of the new column' });
    await tabTo(page, type);
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('option', { name: 'Status' }), 'ArrowUp');
    await page.keyboard.press('Enter');
    await expect(type).toHaveText('Status');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'New column title' })).toBeFocused();
    await page.keyboard.type('Stage');
    await page.keyboard.press('Enter');
    await expectToast(page, columnMessages.columnAdded);
    await expect(page.getByRole('list', { name: 'Columns' })).toContainText('Stage');
  });

  await test.step("Columns: the status column's labels", async () => {
    const edit = page.getByRole('button', { name: 'Edit labels of Stage' });
    await tabTo(page, edit, { backward: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Labels of Stage' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('This column has no labels yet.')).toBeVisible();
    // Two labels, each added and named by keyboard; the second recoloured with the palette's arrows.
    const addLabel = dialog.getByRole('button', { name: 'Add label' });
    for (const [n, label] of [
      [1, 'Queued'],
      [2, 'Shipped'],
    ] as const) {
      await tabTo(page, addLabel);
      await page.keyboard.press('Enter');
      const added = dialog.getByRole('textbox', { name: `Name of new label ${n}` });
      await tabTo(page, added, { backward: true });
      await page.keyboard.type(label);
    }
    await expect(dialog.getByRole('textbox', { name: /^Name of / })).toHaveCount(2);
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expectToast(page, columnMessages.columnSaved);
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
  });

  await test.step('Staff board: add an item, edit a cell in the grid, its history', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Open items' }), { backward: true, max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(tenantUrl('fernhill', `${boardPath}/items`));
    const name = page.getByRole('textbox', { name: 'New item' });
    await tabTo(page, name);
    await page.keyboard.type(ITEM);
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row').filter({ hasText: ITEM })).toHaveCount(1);

    // One tab stop into the grid, then arrows.
    await tabTo(page, grid.locator('[data-row="0"][data-col="1"]'));
    await page.keyboard.press('ArrowRight');
    await expect(grid.locator('[data-row="0"][data-col="2"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const stage = grid.getByRole('button', { name: new RegExp(`^Stage of ${ITEM}`) });
    await expect(stage).toBeFocused();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: `Stage of ${ITEM}` });
    const picker = editor.getByRole('combobox', { name: 'Stage' });
    await expect(picker).toBeFocused();
    // The label picker: Enter opens its search, typing narrows it, Enter picks.
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search by name' });
    await expect(search).toBeFocused();
    await page.keyboard.type('Ship');
    await page.keyboard.press('Enter');
    await expect(picker).toBeFocused();
    await expect(picker).toContainText('Shipped');
    await tabTo(page, editor.getByRole('button', { name: 'Save' }), { max: 5 });
    await page.keyboard.press('Enter');
    await expect(editor).toHaveCount(0);
    await expect(grid.getByRole('button', { name: `Stage of ${ITEM}: Shipped. Edit` })).toBeVisible();
    await expect(grid.getByRole('button', { name: `Stage of ${ITEM}: Shipped. Edit` })).toBeFocused();

    // The row's menu at the row's end, then its history.
    await page.keyboard.press('End');
    const actions = grid.getByRole('button', { name: `Actions for ${ITEM}` });
    await expect(actions).toBeFocused();
    await page.keyboard.press('Enter');
    // The menu opens on its first entry, the item's updates; History is next.
    await expect(page.getByRole('menuitem', { name: 'Updates' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'History' })).toBeFocused();
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: 'History' });
    await expect(history).toBeVisible();
    await expect(history.getByRole('list', { name: 'Changes to this item' })).toContainText(
      '(empty) → Shipped',
    );
    await page.keyboard.press('Escape');
    await expect(history).toHaveCount(0);
    // The focus is back on the row's Actions button that opened it.
    await expect(actions).toBeFocused();
  });

  await test.step('People: add a person', async () => {
    await tabToSection(page, 'People', { forward: true });
    const add = page.getByRole('button', { name: 'Add person' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add person' });
    await tabTo(page, dialog.getByRole('textbox', { name: 'Name' }));
    await typeFields(page, [PERSON.name, PERSON.email]);
    await page.keyboard.press('Enter');
    await expectToast(page, peopleMessages.personAdded);
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    await expect(
      page.getByRole('table', { name: 'People' }).getByRole('row').filter({ hasText: PERSON.email }),
    ).toContainText(PERSON.name);
  });

  await test.step("Settings: the portal's description", async () => {
    await tabToSection(page, 'Settings');
    const description = page.getByRole('textbox', { name: 'Description' });
    await tabTo(page, description);
    await retype(page, DESCRIPTION);
    const save = page.getByRole('button', { name: 'Save changes' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expectToast(page, settingsMessages.settingsSaved);
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(DESCRIPTION);
  });

  // Nothing above pressed a pointer: every press of a button or link came from the keyboard.
  expect(await pointerPresses(page)).toEqual([]);
});
