import { PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import {
  groupHeadings,
  groupSection,
  isItemsCall,
  itemLinks,
  itemsQuery,
  shootsIn,
  viewOption,
} from './support/board';
import { boardId, expect, openSignedIn, test } from './support/fixtures';

/** Search, sort and the assigned-to-me filter of the board screen (§2, §4, §6) on the Photo shoots board. */
const SHOOTS = PHOTO_SHOOTS.name;
const shootsPath = () => `/board/${boardId('a', SHOOTS)}`;
const ALL_LOADED = 'No more items left to load. You have fetched all the items of this board.';

test.describe('search', () => {
  test('is sent once, 1000 ms after typing stops, and matches names and column texts', async ({ page }) => {
    // The page notes when keys go down and when items calls leave, on its own clock: the debounce is
    // measured where it happens, whatever the load on the machine running the test.
    await page.addInitScript(() => {
      const w = window as unknown as { keys: number[]; calls: { url: string; at: number }[] };
      w.keys = [];
      w.calls = [];
      window.addEventListener('keydown', () => w.keys.push(performance.now()), true);
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/boards/getAllItems')) w.calls.push({ url, at: performance.now() });
        return fetch(input, init);
      };
    });
    await openSignedIn(page, 'a', PEOPLE.marcus.email, shootsPath());
    await expect(itemLinks(groupSection(page, 'This month'))).toHaveText(shootsIn('This month'));

    const box = page.getByRole('searchbox', { name: 'Search items' });
    await box.pressSequentially('harbour', { delay: 80 });
    await expect(page.getByRole('status', { name: 'Searching' })).toBeVisible();
    // 'Harbour Foods…' by its name, the lookbook by its Location ('Studio A, Harbour Street').
    await expect(itemLinks(page.getByRole('main'))).toHaveText([
      'Spring lookbook studio day',
      'Harbour Foods kitchen portraits',
    ]);
    await expect(page.getByRole('status', { name: 'Searching' })).toHaveCount(0);
    await expect(groupHeadings(page)).toHaveText([/^This month\s*2 items$/]);
    // The header keeps the board's total (docs/decisions.md: total_items).
    await expect(page.getByTestId('items-count')).toHaveText('9');

    const { keys, calls } = await page.evaluate(() => {
      const w = window as unknown as { keys: number[]; calls: { url: string; at: number }[] };
      return { keys: w.keys, calls: w.calls };
    });
    const searches = calls.filter((c) => new URL(c.url, 'http://x').searchParams.has('compareValue'));
    expect(searches.map((c) => new URL(c.url, 'http://x').searchParams.get('compareValue'))).toEqual([
      'harbour',
    ]);
    expect(keys).toHaveLength('harbour'.length);
    const waited = (searches[0]?.at ?? 0) - (keys.at(-1) ?? Infinity);
    expect(waited).toBeGreaterThanOrEqual(995);

    // Clearing the box shows every item again at once.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(groupHeadings(page)).toHaveCount(3);
    await expect(itemLinks(groupSection(page, 'Next month'))).toHaveText(shootsIn('Next month'));
  });

  test('without a match says so and offers to clear the search', async ({ page }) => {
    await openSignedIn(page, 'a', PEOPLE.marcus.email, shootsPath());
    await expect(groupHeadings(page)).toHaveCount(3);
    await page.getByRole('searchbox', { name: 'Search items' }).fill('zeppelin');
    await expect(page.getByText("Couldn't find any items in this Board.")).toBeVisible();
    await expect(page.getByText('Nothing matches “zeppelin”.')).toBeVisible();
    await expect(groupHeadings(page)).toHaveCount(0);
    // The empty state's own button (the search box has an icon button of the same name).
    await page.getByRole('button', { name: 'Clear search' }).filter({ hasText: 'Clear search' }).click();
    await expect(groupHeadings(page)).toHaveCount(3);
    await expect(page.getByRole('searchbox', { name: 'Search items' })).toHaveValue('');
  });
});

test.describe('sort', () => {
  const SORT_OPTIONS = [
    'Default',
    ...PHOTO_SHOOTS.columns.slice(0, 5).flatMap((c) => [`${c.title} (ascending)`, `${c.title} (descending)`]),
  ];

  test('the dropdown is searchable and sorts the items within each group', async ({ page }) => {
    await openSignedIn(page, 'a', PEOPLE.marcus.email, shootsPath());
    await viewOption(page, 'List').click();
    await expect(itemLinks(groupSection(page, 'This month'))).toHaveText(shootsIn('This month'));

    const sort = page.getByRole('combobox', { name: 'Sort', exact: true });
    await expect(sort).toHaveText('Default');
    await sort.click();
    // Options from the first item's first five columns, each way, after Default.
    await expect(page.getByRole('option')).toHaveText(SORT_OPTIONS);
    const search = page.getByRole('combobox', { name: 'Search sort options' });
    await search.fill('zzz');
    await expect(page.getByText('No options found')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    await search.fill('SHOOT');
    await expect(page.getByRole('option')).toHaveText(['Shoot date (ascending)', 'Shoot date (descending)']);
    await page.getByRole('option', { name: 'Shoot date (descending)' }).click();
    await expect(sort).toHaveText('Shoot date (descending)');
    await expect(page.getByRole('dialog', { name: 'Sort' })).toHaveCount(0);

    // Within each group, newest first; the groups keep their order.
    await expect(itemLinks(groupSection(page, 'This month'))).toHaveText([
      'Harbour Foods kitchen portraits', // 21 March
      'Spring lookbook studio day', // 14
      'Studio B lighting test', // 9
      'Gift card flat lays', // 3
    ]);
    await expect(itemLinks(groupSection(page, 'Next month'))).toHaveText([
      'Kettle & Co packaging shots',
      'Rooftop launch event',
      'Brightline Travel brochure',
    ]);
    await expect(groupHeadings(page)).toHaveText([/^This month/, /^Next month/, /^Group/]);

    // By status label, ascending (equal labels keep the board's order), chosen by keyboard.
    await sort.click();
    await page.getByRole('combobox', { name: 'Search sort options' }).fill('status');
    await page.keyboard.press('Enter');
    await expect(sort).toHaveText('Status (ascending)');
    await expect(page.getByRole('dialog', { name: 'Sort' })).toHaveCount(0);
    await expect(itemLinks(groupSection(page, 'This month'))).toHaveText([
      'Spring lookbook studio day', // Confirmed
      'Studio B lighting test', // Confirmed
      'Gift card flat lays', // On hold
      'Harbour Foods kitchen portraits', // Tentative
    ]);

    await sort.click();
    await page.getByRole('option', { name: 'Default' }).click();
    await expect(itemLinks(groupSection(page, 'This month'))).toHaveText(shootsIn('This month'));
  });

  test('a saved sort preference applies where the board has the column, Default elsewhere', async ({
    page,
  }) => {
    const newestFirst = ['Harbour Foods kitchen portraits', 'Spring lookbook studio day'];
    await openSignedIn(page, 'a', 'prefs@northwind.test', shootsPath());
    await expect(itemLinks(groupSection(page, 'This month'))).toHaveText(shootsIn('This month'));

    // The preferences offer the sort options of the board that is open.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Preferences' });
    await dialog.getByRole('combobox', { name: 'Sort Preference' }).click();
    await expect(page.getByRole('option')).toHaveText(SORT_OPTIONS);
    await page.getByRole('option', { name: 'Shoot date (descending)' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);

    const sort = page.getByRole('combobox', { name: 'Sort', exact: true });
    await expect(sort).toHaveText('Shoot date (descending)');
    const thisMonth = itemLinks(groupSection(page, 'This month'));
    await expect(thisMonth.first()).toHaveText(newestFirst[0] as string);

    // Kept across visits; a choice made on the board lasts for the visit only.
    await page.reload();
    await expect(sort).toHaveText('Shoot date (descending)');
    await expect(thisMonth.nth(0)).toHaveText(newestFirst[0] as string);
    await expect(thisMonth.nth(1)).toHaveText(newestFirst[1] as string);
    await sort.click();
    await page.getByRole('option', { name: 'Shoot date (ascending)' }).click();
    await expect(thisMonth.first()).toHaveText('Gift card flat lays');

    // A board without that column sorts by Default; back on Photo shoots the preference applies again.
    const nav = page.getByRole('navigation', { name: 'My Boards' });
    await nav.getByRole('link', { name: 'Client Requests' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Requests');
    await expect(page.getByTestId('items-count')).toHaveText('160');
    await expect(sort).toHaveText('Default');
    await nav.getByRole('link', { name: SHOOTS }).click();
    await expect(sort).toHaveText('Shoot date (descending)');
    await expect(thisMonth.first()).toHaveText(newestFirst[0] as string);
  });
});

test.describe("'Show only assigned to me'", () => {
  test('filters to the items assigned to the user, and back', async ({ page }) => {
    const itemsCall = (filterByEmail: string) =>
      page.waitForRequest(
        (r) => isItemsCall(new URL(r.url())) && itemsQuery(r).get('filterByEmail') === filterByEmail,
      );
    const unfiltered = itemsCall('false');
    await openSignedIn(page, 'a', PEOPLE.jordan.email, shootsPath());
    await unfiltered;
    await expect(page.getByTestId('items-count')).toHaveText('9');
    await expect(groupHeadings(page)).toHaveCount(3);

    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    await filter.click();
    const option = page.getByRole('menuitemcheckbox', { name: 'Show only assigned to me' });
    await expect(option).toHaveAttribute('aria-checked', 'false');
    const filtered = itemsCall('true');
    await option.click();
    await filtered;

    // Jordan is on the crew of two shoots; the total is what the filter lets the user see.
    await expect(groupHeadings(page)).toHaveText([/^This month\s*2 items$/]);
    await expect(itemLinks(page.getByRole('main'))).toHaveText([
      'Spring lookbook studio day',
      'Harbour Foods kitchen portraits',
    ]);
    await expect(page.getByTestId('items-count')).toHaveText('2');
    await expect(page.getByText(ALL_LOADED)).toBeVisible();

    const active = page.getByRole('button', { name: 'Filter (1 active)' });
    await active.click();
    await expect(option).toHaveAttribute('aria-checked', 'true');
    await option.click();
    await expect(groupHeadings(page)).toHaveCount(3);
    await expect(page.getByTestId('items-count')).toHaveText('9');
    await expect(filter).toBeVisible();
  });

  test('with nothing assigned, says so and offers every item again', async ({ page }) => {
    await openSignedIn(page, 'a', 'nobody@northwind.test', shootsPath());
    await expect(groupHeadings(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Show only assigned to me' }).click();
    await expect(page.getByText("Couldn't find any items in this Board.")).toBeVisible();
    await expect(page.getByText('Nothing on this board is assigned to you.')).toBeVisible();
    await expect(page.getByTestId('items-count')).toHaveText('0');
    await page.getByRole('button', { name: 'Show all items' }).click();
    await expect(groupHeadings(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  });
});

test.describe("users who see only their own items (filterItemsByEmail 'true')", () => {
  test('get no filter, only their items, and the count of what is loaded', async ({ page }) => {
    await openSignedIn(page, 'a', PEOPLE.alex.email, shootsPath());
    await expect(groupHeadings(page)).toHaveText([/^This month\s*1 item$/, /^Next month\s*2 items$/]);
    await expect(itemLinks(page.getByRole('main'))).toHaveText([
      'Harbour Foods kitchen portraits',
      'Rooftop launch event',
      'Brightline Travel brochure',
    ]);
    await expect(page.getByTestId('items-count')).toHaveText('3');
    await expect(page.getByRole('button', { name: /^Filter/ })).toHaveCount(0);
    await expect(page.getByText('Show only assigned to me')).toHaveCount(0);

    // On a demo board too: every row is one of Alex's, and the header counts the rows loaded.
    await page
      .getByRole('navigation', { name: 'My Boards' })
      .getByRole('link', { name: 'Client Requests' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Requests');
    await viewOption(page, 'Table').click();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: PEOPLE.alex.name })).toHaveCount(0);
    const loaded = (await groupHeadings(page).allTextContents())
      .map((t) => Number(/(\d+) items?$/.exec(t)?.[1]))
      .reduce((sum, n) => sum + n, 0);
    expect(loaded).toBeGreaterThan(0);
    await expect(page.getByTestId('items-count')).toHaveText(String(loaded));
  });

  test('assigned nothing: "Couldn\'t find any item assigned to you."', async ({ page }) => {
    await openSignedIn(page, 'a', 'guest@northwind.test', shootsPath());
    await expect(page.getByText("Couldn't find any item assigned to you.")).toBeVisible();
    await expect(page.getByTestId('items-count')).toHaveText('0');
    await expect(groupHeadings(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Filter/ })).toHaveCount(0);
  });
});
