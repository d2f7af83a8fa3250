import { PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import { groupHeadings, groupSection, isItemsCall, itemLinks, shootsIn } from './support/board';
import { boardId, expect, groupId, holdCalls, openSignedIn, tenantUrl, test } from './support/fixtures';

/**
 * The board screen (§2) on seeded boards: Photo shoots (small, exact values of every type the cards
 * show), Website Redesign (80 items: four pages) and an empty board.
 */
const SHOOTS = PHOTO_SHOOTS.name;
const shootsPath = () => `/board/${boardId('a', SHOOTS)}`;
const VIEWER = PEOPLE.marcus.email;

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
