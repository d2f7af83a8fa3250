import { PEOPLE, PHOTO_SHOOTS } from './support/seed-data';
import { backgroundBehind, groupSection, itemRow, shootCell, viewOption } from './support/board';
import { boardId, expect, openSignedIn, test } from './support/fixtures';

/**
 * The board screen (§2) on seeded boards: Photo shoots (small, exact values of every type the cards
 * show), Website Redesign (80 items: four pages) and an empty board.
 */
const SHOOTS = PHOTO_SHOOTS.name;
const shootsPath = () => `/board/${boardId('a', SHOOTS)}`;
const VIEWER = PEOPLE.marcus.email;

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
  // With room to spare the number shows in full: the columns share the width by what they hold.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(() => phone.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);

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
