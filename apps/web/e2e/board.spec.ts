import { PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import {
  SHOOT_COLUMNS,
  groupHeadings,
  groupSection,
  isItemsCall,
  itemLinks,
  itemRow,
  shootCell,
  shootsIn,
  viewOption,
} from './support/board';
import { boardId, expect, holdCalls, openSignedIn, tenantUrl, test } from './support/fixtures';

/**
 * The board screen (§2) on seeded boards: Photo shoots (small, exact values of every type the cards
 * show), Website Redesign (80 items: four pages) and an empty board.
 */
const SHOOTS = PHOTO_SHOOTS.name;
const shootsPath = () => `/board/${boardId('a', SHOOTS)}`;
const VIEWER = PEOPLE.marcus.email;

test('card view by default: title, total, groups with their cards, and the board highlighted', async ({
  page,
}) => {
  await openSignedIn(page, 'a', VIEWER, shootsPath());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOOTS);
  await expect(page).toHaveTitle(`${SHOOTS} · Portico`);
  await expect(page.getByText('Items Count (Total):')).toBeVisible();
  await expect(page.getByTestId('items-count')).toHaveText(String(PHOTO_SHOOTS.items.length));
  await expect(viewOption(page, 'Card')).toHaveAttribute('aria-checked', 'true');

  // Groups in board order; an untitled group is headed 'Group'.
  await expect(groupHeadings(page)).toHaveText([
    /^This month\s*4 items$/,
    /^Next month\s*3 items$/,
    /^Group\s*2 items$/,
  ]);

  const thisMonth = groupSection(page, 'This month');
  await expect(thisMonth.getByRole('listitem')).toHaveCount(4);
  await expect(itemLinks(thisMonth)).toHaveText(shootsIn('This month'));
  await expect(itemLinks(groupSection(page, 'Group'))).toHaveText([
    'Team headshots refresh',
    'Untitled Item',
  ]);

  // A card: its name links to the item, then the first five columns as label and value.
  const card = thisMonth.getByRole('listitem').filter({ hasText: 'Spring lookbook studio day' });
  await expect(card.getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/board/${boardId('a', SHOOTS)}/item-details/\\w+$`),
  );
  await expect(card.getByRole('term')).toHaveText(SHOOT_COLUMNS.slice(1));
  await expect(card.getByRole('definition')).toHaveText([
    'Confirmed',
    /Priya Raman, Marcus Chen, Jordan Ellis, Sam Okafor, Lena Fischer/,
    '2025-03-14',
    '+44 207 (946) 0321',
    'Yes',
  ]);

  // All nine items are on the first page.
  await expect(
    page.getByText('No more items left to load. You have fetched all the items of this board.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'My Boards' });
  await expect(nav.getByRole('link', { name: SHOOTS })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  // A click anywhere on a card opens the item.
  await card.getByRole('term').first().click();
  await expect(page).toHaveURL(new RegExp(`/board/${boardId('a', SHOOTS)}/item-details/\\w+$`));
});

test('the view switch shows List and Table: Name and the first five columns, rows linking to items', async ({
  page,
}) => {
  await openSignedIn(page, 'a', VIEWER, shootsPath());
  await expect(groupSection(page, 'This month').getByRole('listitem')).toHaveCount(4);

  await viewOption(page, 'List').click();
  await expect(viewOption(page, 'List')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  const list = groupSection(page, 'This month').getByRole('table');
  await expect(list.getByRole('columnheader')).toHaveText(SHOOT_COLUMNS);
  await expect(list.getByRole('row')).toHaveCount(5);
  await expect(itemLinks(list)).toHaveText(shootsIn('This month'));
  const listRowHeight = (await itemRow(page, 'Gift card flat lays').boundingBox())?.height ?? 0;

  await viewOption(page, 'Table').click();
  await expect(viewOption(page, 'Table')).toHaveAttribute('aria-checked', 'true');
  await expect(viewOption(page, 'List')).toHaveAttribute('aria-checked', 'false');
  const table = groupSection(page, 'Next month').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(SHOOT_COLUMNS);
  await expect(itemLinks(table)).toHaveText(shootsIn('Next month'));
  await expect(itemLinks(groupSection(page, 'Group'))).toHaveText([
    'Team headshots refresh',
    'Untitled Item',
  ]);
  // The table is the dense one (design.md: 13 px dense tables).
  const tableRowHeight = (await itemRow(page, 'Gift card flat lays').boundingBox())?.height ?? 0;
  expect(tableRowHeight).toBeGreaterThan(0);
  expect(tableRowHeight).toBeLessThan(listRowHeight);

  // The name links to the item; a click elsewhere on the row opens it too.
  const row = itemRow(page, 'Kettle & Co packaging shots');
  const href = await row.getByRole('link').getAttribute('href');
  expect(href).toMatch(new RegExp(`^/board/${boardId('a', SHOOTS)}/item-details/\\w+$`));
  await shootCell(row, 'Releases signed').click();
  await expect(page).toHaveURL(tenantUrl('a', href ?? ''));
});

test('skeletons hold the place of the items while they load: 3 cards, 3 list rows, 3 table rows', async ({
  page,
}) => {
  const held = await holdCalls(page, isItemsCall);
  await openSignedIn(page, 'a', VIEWER, shootsPath());
  await expect(page.getByRole('status', { name: 'Loading items' })).toBeVisible();
  await expect(page.getByTestId('card-skeleton')).toHaveCount(3);
  await viewOption(page, 'List').click();
  await expect(page.getByTestId('list-skeleton')).toHaveCount(3);
  await viewOption(page, 'Table').click();
  await expect(page.getByTestId('table-skeleton')).toHaveCount(3);
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);

  await held.release();
  await expect(page.getByRole('status', { name: 'Loading items' })).toHaveCount(0);
  await expect(itemLinks(groupSection(page, 'This month'))).toHaveText(shootsIn('This month'));
});

test('the view switch is a radio group: one tab stop, arrow keys move and choose, wrapping, Home and End', async ({
  page,
}) => {
  await openSignedIn(page, 'a', VIEWER, shootsPath());
  await expect(viewOption(page, 'Card')).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('searchbox', { name: 'Search items' }).focus();
  await page.keyboard.press('Tab');
  await expect(viewOption(page, 'Card')).toBeFocused();

  const expectChosen = async (view: 'Card' | 'List' | 'Table') => {
    await expect(viewOption(page, view)).toBeFocused();
    await expect(viewOption(page, view)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  };
  await page.keyboard.press('ArrowRight');
  await expectChosen('List');
  await expect(page.getByRole('columnheader', { name: 'Name' }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectChosen('Table');
  await page.keyboard.press('ArrowRight');
  await expectChosen('Card');
  await page.keyboard.press('ArrowLeft');
  await expectChosen('Table');
  await page.keyboard.press('ArrowUp');
  await expectChosen('List');
  await page.keyboard.press('Home');
  await expectChosen('Card');
  await page.keyboard.press('End');
  await expectChosen('Table');
  // One tab stop: Tab leaves the group for the sort control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toBeFocused();
});

test('a skip link is the first tab stop of the auth and signed-in layouts and focuses the main content', async ({
  page,
}) => {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await page.goto(tenantUrl('a', '/auth/login'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await openSignedIn(page, 'a', VIEWER, shootsPath());
  await expect(groupSection(page, 'This month')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on from the main content, past the top bar and the boards list.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  );
});
