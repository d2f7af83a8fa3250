import { columnTypes } from '@/components/columns/column-types';
import type { ConsoleColumn, ConsolePerson, DropdownOption, PhotoThumb } from '@portico/contract';

/** The selection box and the row menu, either side of the columns. */
export const SELECT_WIDTH = 44;
export const MENU_WIDTH = 52;
export const GROUP_WIDTH = 170;

/** The grid's columns: select, name, group, every other column of the board, the row menu. */
export const gridTemplate = (columns: readonly ConsoleColumn[]) =>
  [
    `${SELECT_WIDTH}px`,
    `${columnTypes.name.width}px`,
    `${GROUP_WIDTH}px`,
    ...columns.map((c) => `${columnTypes[c.type].width}px`),
    `minmax(${MENU_WIDTH}px, 1fr)`,
  ].join(' ');

/** What an editor offers for a column: its labels or options, or the people of the directory. */
export const editorOptions = (column: ConsoleColumn, people: readonly ConsolePerson[]): DropdownOption[] =>
  column.type === 'people'
    ? people.map((p) => ({ id: p.id, name: p.name || p.email, photo_small: p.photo }))
    : (column.labels ?? []).map((label) => ({ name: label.name, color: label.color }));

/** The directory as people cells read it (names and photos by id). */
export const peopleThumbs = (people: readonly ConsolePerson[]): PhotoThumb[] =>
  people.map((p) => ({ id: p.id, name: p.name, email: p.email, photo_thumb: p.photo }));

/** Status and priority columns: what "Set status" offers for several items at once. */
export const statusColumns = (columns: readonly ConsoleColumn[]) =>
  columns.filter((c) => c.type === 'status' || c.type === 'priority');
