import type { ConsoleBoard, ConsoleColumn, ConsoleGroup } from '@portico/contract';

/** A board as the console lists it; every field can be overridden. */
export const consoleBoard = (overrides: Partial<ConsoleBoard> = {}): ConsoleBoard => ({
  id: 'b1',
  name: 'Website',
  archived: false,
  allowItemCreation: true,
  itemCount: 12,
  groupCount: 3,
  columnCount: 5,
  clientCount: 4,
  updatedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...overrides,
});

/** A group of a board in the console; every field can be overridden. */
export const consoleGroup = (overrides: Partial<ConsoleGroup> = {}): ConsoleGroup => ({
  id: 'g1',
  title: 'Design',
  color: '#579bfc',
  position: 0,
  itemCount: 3,
  ...overrides,
});

export const GROUPS: ConsoleGroup[] = [
  consoleGroup(),
  consoleGroup({ id: 'g2', title: 'Build', color: '#00c875', position: 1, itemCount: 0 }),
  consoleGroup({ id: 'g3', title: 'Launch', color: '#fdab3d', position: 2, itemCount: 5 }),
];

/** A column of a board in the console; every field can be overridden. */
export const consoleColumn = (overrides: Partial<ConsoleColumn> = {}): ConsoleColumn => ({
  id: 'c1',
  type: 'name',
  title: 'Name',
  position: 0,
  visible: true,
  editable: true,
  required: false,
  clientWritable: true,
  labels: null,
  valueCount: 12,
  ...overrides,
});

export const COLUMNS: ConsoleColumn[] = [
  consoleColumn(),
  consoleColumn({
    id: 'c2',
    type: 'status',
    title: 'Status',
    position: 1,
    labels: [{ name: 'Done', color: '#00c875' }],
    valueCount: 7,
  }),
  consoleColumn({
    id: 'c3',
    type: 'doc',
    title: 'Brief',
    position: 2,
    editable: false,
    clientWritable: false,
    valueCount: 0,
  }),
];
