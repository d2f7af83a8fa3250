import type { Locator, Page, Request } from '@playwright/test';
import { PHOTO_SHOOTS } from './seed-data';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A group of the board by its heading ('Group' for an untitled one), which counts its loaded items. */
export const groupSection = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${escape(title)}\\s*\\d+ items?$`) });

/** The headings of the groups on screen, in order (title and loaded count). */
export const groupHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Every card and row links to its item by the item's name: the names in the order shown. */
export const itemLinks = (scope: Page | Locator) => scope.getByRole('link');

/** The view switch (Card, List, Table). */
export const viewOption = (page: Page, view: 'Card' | 'List' | 'Table') =>
  page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: view });

/** The Photo shoots board's items of a group, in the seed's (the board's own) order. */
export const shootsIn = (group: string) =>
  PHOTO_SHOOTS.items.filter((i) => i.group === group).map((i) => i.name || 'Untitled Item');

/** What list and table views show of Photo shoots: Name, then the first five columns. */
export const SHOOT_COLUMNS = ['Name', ...PHOTO_SHOOTS.columns.slice(0, 5).map((c) => c.title)];

/** A row of a list or table view by the item's name. */
export const itemRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** A cell of a Photo shoots row by its column title. */
export const shootCell = (row: Locator, column: string) => {
  const index = SHOOT_COLUMNS.indexOf(column);
  if (index < 0) throw new Error(`Photo shoots shows no column ${column}`);
  return row.getByRole('cell').nth(index);
};

/** The background colour painted behind some text: its own or the nearest ancestor's (a pill's). */
export const backgroundBehind = (text: Locator) =>
  text.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return null;
  });

/** The board's items calls (GET /api/boards/getAllItems). */
export const isItemsCall = (url: URL) => url.pathname === '/api/boards/getAllItems';
export const itemsQuery = (request: Request) => new URL(request.url()).searchParams;
