import { PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import {
  SHOOT_COLUMNS,
  backgroundBehind,
  groupHeadings,
  groupSection,
  isItemsCall,
  itemLinks,
  itemRow,
  shootCell,
  shootsIn,
  viewOption,
} from './support/board';
import { boardId, expect, groupId, holdCalls, openSignedIn, tenantUrl, test } from './support/fixtures';

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

test('column values render by type: status pills, people, dates, phones, Yes/No and N/A', async ({
  page,
}) => {
  await openSignedIn(page, 'a', VIEWER, shootsPath());
  await viewOption(page, 'Table').click();

  const lookbook = itemRow(page, 'Spring lookbook studio day');
  const flatLays = itemRow(page, 'Gift card flat lays');
  const headshots = itemRow(page, 'Team headshots refresh');

  // Status: the label's colour (#00c875, #e2445c), the spec's fallback (#e5e7eb) for a label the board does
  // not define and for no label ('N/A').
  const confirmed = shootCell(lookbook, 'Status').getByText('Confirmed');
  await expect(confirmed).toBeVisible();
  expect(await backgroundBehind(confirmed)).toBe('rgb(0, 200, 117)');
  expect(
    await backgroundBehind(
      shootCell(itemRow(page, 'Kettle & Co packaging shots'), 'Status').getByText('Cancelled'),
    ),
  ).toBe('rgb(226, 68, 92)');
  expect(await backgroundBehind(shootCell(flatLays, 'Status').getByText('On hold'))).toBe(
    'rgb(229, 231, 235)',
  );
  const noStatus = shootCell(headshots, 'Status').getByText('N/A');
  await expect(noStatus).toBeVisible();
  expect(await backgroundBehind(noStatus)).toBe('rgb(229, 231, 235)');

  // People: three photos, then +2; each photo names the person and their email in a tooltip.
  const crew = shootCell(lookbook, 'Crew');
  await expect(crew).toContainText('Priya Raman, Marcus Chen, Jordan Ellis, Sam Okafor, Lena Fischer');
  await expect(crew.getByRole('img', { includeHidden: true })).toHaveCount(3);
  await expect(crew.getByTestId('people-more')).toHaveText('+2');
  await crew.getByAltText(PEOPLE.priya.name).hover();
  await expect(page.getByRole('tooltip').filter({ hasText: PEOPLE.priya.email })).toHaveText(
    `${PEOPLE.priya.name}${PEOPLE.priya.email}`,
  );
  // Away from the avatars (and their tooltip, which is above them) in steps, as a pointer moves.
  await page.mouse.move(10, 700, { steps: 10 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await crew.getByTestId('people-more').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: PEOPLE.sam.name })).toHaveText(
    `${PEOPLE.sam.name}, ${PEOPLE.lena.name}`,
  );
  await page.mouse.move(10, 700, { steps: 10 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(shootCell(headshots, 'Crew')).toHaveText('N/A');

  // Dates in the default format; a date that does not exist (2025-02-30) is N/A.
  await expect(shootCell(lookbook, 'Shoot date')).toHaveText('2025-03-14');
  await expect(shootCell(headshots, 'Shoot date')).toHaveText('N/A');

  // Phones: '+{country} XXX (XXX) XXXX' from the last ten digits (no country: no prefix).
  await expect(shootCell(lookbook, 'On-site contact')).toHaveText('+44 207 (946) 0321');
  await expect(shootCell(itemRow(page, 'Harbour Foods kitchen portraits'), 'On-site contact')).toHaveText(
    '+1 415 (555) 0134',
  );
  await expect(shootCell(flatLays, 'On-site contact')).toHaveText('212 (555) 0198');
  await expect(shootCell(headshots, 'On-site contact')).toHaveText('N/A');
  // Too wide for a narrow column, a number ends in an ellipsis and shows in full on hover.
  await page.setViewportSize({ width: 900, height: 720 });
  const phone = shootCell(lookbook, 'On-site contact').getByText('+44 207 (946) 0321');
  expect(await phone.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await phone.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
  await phone.hover();
  await expect(page.getByRole('tooltip')).toHaveText('+44 207 (946) 0321');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Checkboxes: Yes or No (an unset one is No).
  await expect(shootCell(lookbook, 'Releases signed')).toHaveText('Yes');
  await expect(shootCell(flatLays, 'Releases signed')).toHaveText('No');
  await expect(shootCell(headshots, 'Releases signed')).toHaveText('No');

  // An item without a name.
  await expect(itemRow(page, 'Untitled Item')).toHaveCount(1);
});

test('the item view and date format saved in the preferences apply to the board', async ({ page }) => {
  await openSignedIn(page, 'a', 'prefs@northwind.test', '/settings/preferences');
  await page.getByRole('combobox', { name: 'Item View' }).click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.getByRole('combobox', { name: 'Date Format' }).click();
  await page.getByRole('option', { name: /^DD-MMM-YYYY/ }).click();
  await page.getByRole('button', { name: 'Update Preferences' }).click();
  await expect(page.getByRole('button', { name: 'Updating...' })).toBeVisible();

  await page.getByRole('navigation', { name: 'My Boards' }).getByRole('link', { name: SHOOTS }).click();
  await expect(viewOption(page, 'Table')).toHaveAttribute('aria-checked', 'true');
  const lookbook = itemRow(page, 'Spring lookbook studio day');
  await expect(shootCell(lookbook, 'Shoot date')).toHaveText('14-Mar-2025');
  await expect(shootCell(itemRow(page, 'Team headshots refresh'), 'Shoot date')).toHaveText('N/A');

  // Saving another date format in the modal re-renders the dates at once, and a reload keeps both choices.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Preferences' });
  await dialog.getByRole('combobox', { name: 'Date Format' }).click();
  await page.getByRole('option', { name: /^MM-DD-YYYY/ }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shootCell(lookbook, 'Shoot date')).toHaveText('03-14-2025');
  await page.reload();
  await expect(viewOption(page, 'Table')).toHaveAttribute('aria-checked', 'true');
  await expect(shootCell(itemRow(page, 'Spring lookbook studio day'), 'Shoot date')).toHaveText('03-14-2025');

  // A view chosen on the board lasts for the visit; the saved one opens the next board.
  await viewOption(page, 'Card').click();
  await expect(groupSection(page, 'This month').getByRole('listitem')).toHaveCount(4);
  await page
    .getByRole('navigation', { name: 'My Boards' })
    .getByRole('link', { name: 'Website Redesign' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Redesign');
  await expect(viewOption(page, 'Table')).toHaveAttribute('aria-checked', 'true');
});

test("Load More fetches the next page ('Loading...') until everything is loaded", async ({ page }) => {
  await openSignedIn(page, 'a', VIEWER, `/board/${boardId('a', 'Website Redesign')}`);
  await expect(page.getByTestId('items-count')).toHaveText('80');
  // 25 a page, in board order: the first page is Discovery's 20 and Design's first 5.
  await expect(groupHeadings(page)).toHaveText([/^Discovery\s*20 items$/, /^Design\s*5 items$/]);

  const next = await holdCalls(page, (url) => isItemsCall(url) && url.searchParams.has('cursor'));
  await page.getByRole('button', { name: 'Load More' }).click();
  const loading = page.getByRole('button', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  await next.release();
  await expect(groupHeadings(page)).toHaveText([
    /^Discovery\s*20 items$/,
    /^Design\s*20 items$/,
    /^Build\s*10 items$/,
  ]);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(groupHeadings(page)).toHaveText([
    /^Discovery\s*20 items$/,
    /^Design\s*20 items$/,
    /^Build\s*20 items$/,
    /^Launch\s*15 items$/,
  ]);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(groupHeadings(page)).toHaveText([
    /^Discovery\s*20 items$/,
    /^Design\s*20 items$/,
    /^Build\s*20 items$/,
    /^Launch\s*20 items$/,
  ]);
  await expect(
    page.getByRole('status').filter({
      hasText: 'No more items left to load. You have fetched all the items of this board.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Load More|Loading/ })).toHaveCount(0);
  // The total is the board's, from the first page on.
  await expect(page.getByTestId('items-count')).toHaveText('80');
});

test('a board without items says so: "Couldn\'t find any items in this Board."', async ({ page }) => {
  await openSignedIn(page, 'a', VIEWER, `/board/${boardId('a', 'Archive 2023')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive 2023');
  await expect(page.getByText("Couldn't find any items in this Board.")).toBeVisible();
  await expect(page.getByTestId('items-count')).toHaveText('0');
  await expect(groupHeadings(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  // Nothing to clear: no search and no filter were applied.
  await expect(page.getByRole('button', { name: /Clear search|Show all items/ })).toHaveCount(0);
});

test('Add New Item asks for the group first, then continues to create-item/{groupId}', async ({ page }) => {
  const groupCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/boards/getAllGroups/')) groupCalls.push(r.url());
  });
  await openSignedIn(page, 'a', 'creator@northwind.test', shootsPath());
  await expect(itemLinks(groupSection(page, 'This month'))).toHaveText(shootsIn('This month'));
  // The groups load only once the popover opens (§4).
  expect(groupCalls).toEqual([]);

  const add = page.getByRole('button', { name: 'Add New Item' });
  await add.click();
  const popover = page.getByRole('dialog', { name: 'Select Item Group' });
  await expect(popover).toBeVisible();
  await expect(popover).toHaveAccessibleDescription('Select a group in which you want to add a new item.');
  const group = popover.getByRole('combobox', { name: 'Group' });
  await expect(group).toHaveText('Select Group');
  await expect(popover.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(groupCalls).toHaveLength(1);

  await group.click();
  await expect(page.getByRole('option')).toHaveText(['This month', 'Next month', 'Group']);
  await page.getByRole('option', { name: 'Next month' }).click();
  await expect(group).toHaveText('Next month');

  // Closing forgets the choice.
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(add).toBeFocused();
  await add.click();
  await expect(group).toHaveText('Select Group');
  await expect(popover.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await group.click();
  await page.getByRole('option', { name: 'Group' }).click();
  await popover.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(
    tenantUrl('a', `/board/${boardId('a', SHOOTS)}/create-item/${groupId('a', SHOOTS, '')}`),
  );
});
